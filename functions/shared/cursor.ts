/** Opaque page cursors: base64url JSON of a validated key, so a tampered cursor is a 400, never a 500. */
import * as z from 'zod/mini';
import { BadRequest } from './errors';

export const invalidCursorMessage = 'Invalid cursor.';

export const encodeCursor = (key: unknown): string => Buffer.from(JSON.stringify(key)).toString('base64url');

export function decodeCursor<S extends z.core.$ZodType>(schema: S, cursor: string): z.output<S> {
  try {
    const parsed = z.safeParse(schema, JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    if (parsed.success) return parsed.data;
  } catch {
    // not base64url JSON: same answer as a wrong shape
  }
  throw new BadRequest(invalidCursorMessage);
}
