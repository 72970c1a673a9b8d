/**
 * The validation texts, re-exported from the shared schema module so each exists exactly once.
 * Kept apart from en.ts because the schema module pulls in zod: only the form screens (lazy) import
 * this file, so a visitor's first load of `/` does not download the validator.
 * They are English: show each through `validationText` (a server answer's schema text through
 * `schemaText`), which gives the reader's language.
 */
export { accountTexts as validationTexts, NIC_ERROR as nicError } from '@schemas';
export { schemaText, validationText } from '../i18n/schema-texts';
