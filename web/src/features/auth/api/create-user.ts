import { activeLanguage } from '../../../i18n/language';
import { request } from '../../../lib/api-client';
import type { CreateUserResponse, Registration } from '@schemas';

/** 201 and a code mailed (in the reader's language, which becomes the account's); sets the pending-registration cookie. */
export const createUser = (body: Registration): Promise<CreateUserResponse> =>
  request('POST /api/user/createUser', { body: { ...body, language: activeLanguage() } });
