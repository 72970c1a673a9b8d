/**
 * The fee texts the server and the shared schemas write in English, in the reader's language: an
 * answer's message (approved, plan in use) and a schema's check are matched to their key in
 * `feeTexts` and shown by their code (`fee.<key>`), as the server's errors are.
 */
import { feeTexts } from '@schemas';
import { ApiError, messageOf } from '../../../lib/api-client';
import { serverText } from '../../../i18n/server-texts';

const keyOf = (message: string): string | undefined =>
  Object.entries(feeTexts).find(([, text]) => text === message)?.[0];

export function feeText(message: string): string {
  const key = keyOf(message);
  return serverText(key ? `fee.${key}` : undefined, message);
}

/** A failed call's text: the server's own for a 4xx (in the reader's language), else `fallback`. */
export const failureText = (error: unknown, fallback: string): string =>
  error instanceof ApiError ? messageOf(error, fallback) : fallback;

/** Whether the server refused because the payment or plan changed under the admin (someone else decided). */
export const isConflict = (error: unknown): boolean => error instanceof ApiError && error.status === 409;
