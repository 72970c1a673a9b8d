/**
 * The validators' messages in the reader's language. A form checks its fields with the shared schemas,
 * whose messages are the server's English texts; the reader sees the same text the server would answer
 * with, looked up by the same code. Zod's own generic words have no code: the reader gets "check this
 * field" instead. Only the form screens import this module (it carries the schemas' texts).
 */
import { accountTexts, classTexts, contactTexts, examTexts, NIC_ERROR } from '../../../functions/shared/schemas';
import { siteTexts } from '../texts/en';
import { hasServerTexts, serverText } from './server-texts';

/** The message groups the forms validate with, by the group name their codes carry. */
const groups: Record<string, Readonly<Record<string, unknown>>> = {
  account: accountTexts,
  nic: { invalid: NIC_ERROR },
  class: classTexts,
  contact: contactTexts,
  exam: examTexts,
};

function codeOf(message: string): string | undefined {
  for (const [group, texts] of Object.entries(groups)) {
    for (const [key, text] of Object.entries(texts)) if (text === message) return `${group}.${key}`;
  }
  return undefined;
}

/** A validation message (English, as the schemas give it) as the reader should see it. */
export function validationText(message: string): string {
  if (!hasServerTexts()) return message;
  const code = codeOf(message);
  return code ? serverText(code, message) : siteTexts.errors.invalidField;
}
