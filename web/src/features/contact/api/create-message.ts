import { activeLanguage } from '../../../i18n/language';
import { request } from '../../../lib/api-client';
import type { ContactInput, MessageResponse } from '@schemas';

/** Public; 201 {message:"Successfully Sent"}. The reply mail is written in the reader's language. */
export const createMessage = (body: ContactInput): Promise<MessageResponse> =>
  request('POST /api/contact/createMessage', { body: { ...body, language: activeLanguage() } });
