/**
 * Well-formed text: JSON's \ud800 escapes (and cursors we decode) can carry lone UTF-16 surrogates,
 * which no real text has and which S3 keys, DynamoDB and mail encoders refuse later with errors that
 * look like ours. Every string a request brings is checked here first, so such input is a 400.
 */

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isWellFormedText = (text: string): boolean => !LONE_SURROGATE.test(text);

/** True when every string in `value` (object keys included, at any depth) is well-formed. */
export function allTextWellFormed(value: unknown): boolean {
  if (typeof value === 'string') return isWellFormedText(value);
  if (Array.isArray(value)) return value.every(allTextWellFormed);
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).every(([key, item]) => isWellFormedText(key) && allTextWellFormed(item));
  return true;
}
