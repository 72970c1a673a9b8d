/**
 * The shared schemas' texts in the reader's language. A form checks its fields with the schemas,
 * whose messages are the server's English texts, and some answers carry those texts as their
 * message; the reader sees that language's text for the same code (`<group>.<key>`), as for an
 * error's. Zod's own generic words have no code: a field then reads "check this field". Only screens
 * that already use the schemas import this module (it carries their English texts to look codes up).
 */
import { accountTexts, classTexts, contactTexts, examTexts, feeTexts, NIC_ERROR, quizTexts, userTexts } from '@schemas';
import { siteTexts } from '../texts/en';
import { hasServerTexts, serverText } from './server-texts';

/** The message groups the web shows itself, by the group name their codes carry. */
const groups: Record<string, Readonly<Record<string, unknown>>> = {
  account: accountTexts,
  nic: { invalid: NIC_ERROR },
  user: userTexts,
  class: classTexts,
  contact: contactTexts,
  exam: examTexts,
  quiz: quizTexts,
  fee: feeTexts,
};

function codeOf(message: string): string | undefined {
  for (const [group, texts] of Object.entries(groups)) {
    for (const [key, text] of Object.entries(texts)) if (text === message) return `${group}.${key}`;
  }
  return undefined;
}

/** A schema text (as the schemas or an answer give it, in English) in the reader's language, if it has one. */
export function schemaText(message: string): string {
  return hasServerTexts() ? serverText(codeOf(message), message) : message;
}

/** A validation message as the reader should see it: its coded text, or "check this field". */
export function validationText(message: string): string {
  if (!hasServerTexts()) return message;
  return codeOf(message) ? schemaText(message) : siteTexts.errors.invalidField;
}
