/** POST createMessage: the public contact form (the form's rules checked again on the server, limits per email address and per client). */
import { randomUUID } from 'node:crypto';
import { clientAddress } from '../../shared/client-address';
import { clock } from '../../shared/clock';
import { TooManyRequests } from '../../shared/errors';
import { parseWith } from '../../shared/http';
import type { Route } from '../../shared/router';
import { contactRequestSchema, contactTexts, DEFAULT_LANGUAGE, type MessageResponse } from '../../shared/schemas';
import { CLIENT_CONTACT_LIMIT, clientLimitMessage, CONTACT_LIMIT, contactLimitMessage } from '../rate-limit';
import { clientCounter, emailCounter, takeSendSlot } from '../rate-limit-store';
import { newMessageItem, putMessage } from '../../domain/messages/store';

export const createMessage: Route = async ({ event, body }) => {
  const input = parseWith(contactRequestSchema, body);
  const now = clock.now();
  const fromClient = await takeSendSlot(clientCounter(clientAddress(event), CLIENT_CONTACT_LIMIT), now);
  if (fromClient > 0) throw new TooManyRequests(clientLimitMessage(fromClient), fromClient, 'contact.networkLimit');
  const fromEmail = await takeSendSlot(emailCounter(input.email, CONTACT_LIMIT), now);
  if (fromEmail > 0) throw new TooManyRequests(contactLimitMessage(fromEmail), fromEmail, 'contact.emailLimit');
  await putMessage(newMessageItem({ id: randomUUID(), ...input, language: input.language ?? DEFAULT_LANGUAGE }, now));
  const response: MessageResponse = { message: contactTexts.sent };
  return { statusCode: 201, body: response };
};
