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

/** The active pack's text for a code: a string, a function of values, or undefined. */
function packText(code: string): unknown {
  const [group = '', key = ''] = code.split('.');
  return pack?.[group]?.[key];
}

/**
 * The text to show for a coded server message. A text that takes values (a wait in seconds, a limit
 * in hours) gets them from the English message, where they appear in the same order.
 */
export function serverText(code: string | undefined, message: string): string {
  const text = code && packText(code);
  if (typeof text === 'string' && text) return text;
  if (typeof text === 'function') return String(text(...(message.match(/\d+/g) ?? []).map(Number)));
  return message;
}
