/**
 * The server answers every error with its English `message` and a stable `code` (`<group>.<key>`,
 * e.g. `user.wrongCredentials`). In Sinhala or Tamil the reader sees that language's text for the
 * code; in English, or for a code the language lacks, the server's own message.
 */

type ServerPack = Record<string, Record<string, unknown> | undefined>;

let pack: ServerPack | undefined;

/** The active language's server texts (none for English, whose texts are the server's messages). */
export function setServerTexts(next: object | undefined): void {
  pack = next as ServerPack | undefined;
}

/** Whether the active language shows its own texts for the server's codes (false in English). */
export const hasServerTexts = (): boolean => pack !== undefined;

/**
 * Whether a code names a text the reader will see in their language: in Sinhala or Tamil, one the
 * pack has; in English, any code, since the server's own message is the English text.
 */
export function knowsCode(code: string | undefined): code is string {
  if (!code) return false;
  if (!pack) return true;
  const [group = '', key = ''] = code.split('.');
  const text = pack[group]?.[key];
  return typeof text === 'string' || typeof text === 'function';
}

/**
 * The text to show for a coded server message. A text that takes values (a wait in seconds, a limit
 * in hours) gets them from the English message, where they appear in the same order.
 */
export function serverText(code: string | undefined, message: string): string {
  if (!pack || !code) return message;
  const [group = '', key = ''] = code.split('.');
  const text = pack[group]?.[key];
  if (typeof text === 'string' && text) return text;
  if (typeof text === 'function') return String(text(...(message.match(/\d+/g) ?? []).map(Number)));
  return message;
}
