/** Contact: the public contact form and the admin's received messages (list, read flag, reply, delete). */
import * as z from 'zod/mini';
import { emailSchema } from './accounts';
import { schema } from './common';
import { languageSchema } from './language';

export const REPLY_TEXT_MAX = 5000;

export const contactTexts = {
  invalid: 'Please fill all fields correctly.',
  sent: 'Successfully Sent',
  messageNotFound: 'Message not found.',
  replyText: `Write a reply of 1 to ${REPLY_TEXT_MAX} characters.`,
  replySent: 'Reply Send Successfully',
  messageDeleted: 'Message deleted',
  replyRefused: 'The mail service refused to send this reply.',
  replySuppressed: 'Not sent: this address bounced our mail or marked it as spam, so it gets no more mail.',
  emailLimit: (minutes: number) =>
    `Too many messages from this email address. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  networkLimit: (minutes: number) =>
    `Too many messages from your network. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;

/** The contact form: every failure reads "Please fill all fields correctly." except the email's own message. */
export const contactInputSchema = /* @__PURE__ */ schema(() =>
  z.object({
    name: z
      .string({ error: contactTexts.invalid })
      .check(z.trim(), z.minLength(1, contactTexts.invalid), z.maxLength(100, contactTexts.invalid)),
    email: emailSchema,
    phone: z.string({ error: contactTexts.invalid }).check(z.trim(), z.regex(/^0\d{9}$/, contactTexts.invalid)),
    message: z
      .string({ error: contactTexts.invalid })
      .check(z.trim(), z.minLength(1, contactTexts.invalid), z.maxLength(2000, contactTexts.invalid)),
  }),
);
export type ContactInput = z.input<typeof contactInputSchema>;

/**
 * POST /api/contact/createMessage: the form's fields plus the language the page was in when it was
 * sent (English if not given), in which the admin's reply mail is framed. Kept apart from the
 * form's own schema, whose fields the form walks one by one.
 */
export const contactRequestSchema = /* @__PURE__ */ schema(() =>
  z.extend(contactInputSchema, { language: z.optional(languageSchema) }),
);
export type ContactRequest = z.input<typeof contactRequestSchema>;

/** A contact message as stored and as the admin's message list shows it. */
export interface ContactMessageView {
  _id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  date: string;
  isRead: boolean;
  /** ISO date-time of the last reply mailed by an admin. */
  repliedAt?: string;
}

/** POST /api/contact/sendReplyTo/{id}. */
export const replySchema = /* @__PURE__ */ schema(() =>
  z.object({
    replyText: z
      .string({ error: contactTexts.replyText })
      .check(z.trim(), z.minLength(1, contactTexts.replyText), z.maxLength(REPLY_TEXT_MAX, contactTexts.replyText)),
  }),
);
export type ReplyInput = z.input<typeof replySchema>;

/** GET /api/contact/getAllMessages: newest first. */
export interface MessagesPage {
  messages: ContactMessageView[];
  nextCursor: string | null;
}

/** PUT /api/contact/updateIsRead/{id}: the value now stored. */
export interface ReadStateResponse {
  _id: string;
  isRead: boolean;
}
