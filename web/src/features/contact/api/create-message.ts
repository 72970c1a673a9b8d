import { api } from '../../../lib/api-client';
import type { ContactInput, MessageResponse } from '../../../../../functions/shared/schemas';

/** POST /api/contact/createMessage — public; 201 {message:"Successfully Sent"}. */
export const createMessage = (body: ContactInput) =>
  api<MessageResponse>('/api/contact/createMessage', { method: 'POST', body });
