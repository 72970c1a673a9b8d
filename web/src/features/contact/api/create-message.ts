import { request } from '../../../lib/api-client';
import type { ContactInput, MessageResponse } from '../../../../../functions/shared/schemas';

/** Public; 201 {message:"Successfully Sent"}. */
export const createMessage = (body: ContactInput): Promise<MessageResponse> =>
  request('POST /api/contact/createMessage', { body });
