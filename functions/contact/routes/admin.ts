/** The admin's Received Messages: list with search, read flag, reply by mail, delete (admin only). */
import { requireAdmin } from '../../domain/sessions/guards';
import { clock } from '../../shared/clock';
import { NotFound } from '../../shared/errors';
import { parseWith } from '../../shared/http';
import type { Route } from '../../shared/router';
import {
  idParamSchema,
  pageQuerySchema,
  replySchema,
  type MessageResponse,
  type ReadStateResponse,
  contactTexts,
} from '../../shared/schemas';
import { listMessages } from '../message-list';
import { sendReply } from '../reply-mail';
import { deleteMessage, flipRead, getMessage, markReplied } from '../../domain/messages/store';

const notFound = () => new NotFound(contactTexts.messageNotFound);

export const getAllMessages: Route = async ({ cookies, query }) => {
  await requireAdmin(cookies);
  const { limit, cursor, search } = parseWith(pageQuerySchema, query);
  return { body: await listMessages({ limit, cursor, search }) };
};

export const updateIsRead: Route<'id'> = async ({ cookies, params }) => {
  await requireAdmin(cookies);
  const id = parseWith(idParamSchema, params.id);
  const isRead = await flipRead(id);
  if (isRead === null) throw notFound();
  const response: ReadStateResponse = { _id: id, isRead };
  return { body: response };
};

/** Mail first, record after: if SES is down nothing says "replied". */
export const sendReplyTo: Route<'id'> = async ({ cookies, params, body }) => {
  await requireAdmin(cookies);
  const id = parseWith(idParamSchema, params.id);
  const { replyText } = parseWith(replySchema, body);
  const message = await getMessage(id);
  if (!message) throw notFound();
  await sendReply(message.email, message, replyText);
  // A message deleted while the mail went out has nothing left to mark; the reply was still sent.
  await markReplied(id, new Date(clock.now()).toISOString());
  const response: MessageResponse = { message: contactTexts.replySent };
  return { body: response };
};

export const deleteMessageById: Route<'id'> = async ({ cookies, params }) => {
  await requireAdmin(cookies);
  const id = parseWith(idParamSchema, params.id);
  if (!(await deleteMessage(id))) throw notFound();
  const response: MessageResponse = { message: contactTexts.messageDeleted };
  return { body: response };
};
