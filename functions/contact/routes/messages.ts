/** POST createMessage: the public contact form (the form's rules checked again on the server, a per-address send limit). */
import { randomUUID } from 'node:crypto';
import { clock } from '../../shared/clock';
import { TooManyRequests } from '../../shared/errors';
import { parseWith } from '../../shared/http';
import type { Route } from '../../shared/router';
import { contactInputSchema, type MessageResponse, contactTexts } from '../../shared/schemas';
import { contactLimitMessage } from '../rate-limit';
import { takeSendSlot } from '../rate-limit-store';
import { newMessageItem, putMessage } from '../store';

export const createMessage: Route = async ({ body }) => {
  const input = parseWith(contactInputSchema, body);
  const now = clock.now();
  const wait = await takeSendSlot(input.email, now);
  if (wait > 0) throw new TooManyRequests(contactLimitMessage(wait), wait);
  await putMessage(newMessageItem({ id: randomUUID(), ...input }, now));
  const response: MessageResponse = { message: contactTexts.sent };
  return { statusCode: 201, body: response };
};
