/** Opaque page cursors: base64url JSON of a validated key, so a tampered cursor is a 400, never a 500. */
import * as z from 'zod/mini';
import { BadRequest } from './errors';
import { commonTexts } from './schemas/common';
import { allTextWellFormed } from './well-formed';

export const encodeCursor = (key: unknown): string => Buffer.from(JSON.stringify(key)).toString('base64url');

export function decodeCursor<S extends z.core.$ZodType>(schema: S, cursor: string): z.output<S> {
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    const parsed = z.safeParse(schema, key);
    // A key with ill-formed text would reach S3 or DynamoDB as a start key and fail there.
    if (parsed.success && allTextWellFormed(key)) return parsed.data;
  } catch {
    // not base64url JSON: same answer as a wrong shape
  }
  throw new BadRequest(commonTexts.invalidCursor);
}
