import type { Language } from '../../../i18n/translation';
import type { LanguageResponse } from '@schemas';
import { request } from '../../../lib/api-client';

/** Stores the language on the signed-in account, so it follows the student to another device. */
export const saveLanguage = (language: Language): Promise<LanguageResponse> =>
  request('POST /api/user/language', { body: { language }, quiet: true });
