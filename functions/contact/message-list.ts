/**
 * The admin's message list: Query on gsi1 (MESSAGE, newest first), never a Scan. The cursor is the
 * opaque, validated base64url of the last key returned, so a tampered cursor is a 400, not a 500.
 *
 * Search is a case-insensitive substring of the sender's name, matched here rather than by a
 * FilterExpression: DynamoDB cannot lower-case, and matching in code needs no extra stored
 * attribute (so messages stored before this endpoint existed are found too). A filter costs the
 * same reads either way; the page count per request is capped and the rest resumes by cursor.
 */
import * as z from 'zod/mini';
import { decodeCursor as decodeWith, encodeCursor } from '../shared/cursor';
import { queryIndexPage } from '../shared/index-query';
import type { MessagesPage } from '../shared/schemas';
import { MESSAGE_INDEX, messagesTable, toMessageView, type MessageItem } from '../domain/messages/store';

const cursorSchema = z.strictObject({
  pk: z.string().check(z.regex(/^MESSAGE#[A-Za-z0-9_-]{1,64}$/)),
  sk: z.literal('MESSAGE'),
  gsi1pk: z.literal(MESSAGE_INDEX),
  // DynamoDB refuses an empty key value in ExclusiveStartKey with an error (a 500 to the caller),
  // so the cursor schema refuses it first as a bad cursor; no real cursor has one.
  gsi1sk: z.string().check(z.minLength(1), z.maxLength(120)),
});
type CursorKey = z.infer<typeof cursorSchema>;

export { encodeCursor };
export const decodeCursor = (cursor: string): CursorKey => decodeWith(cursorSchema, cursor);

const keyOf = (item: MessageItem): CursorKey => ({
  pk: item.pk,
  sk: 'MESSAGE',
  gsi1pk: MESSAGE_INDEX,
  gsi1sk: item.gsi1sk,
});

/** Lower-cased and Unicode-normalised, so "Sanduni" matches "sAND" and composed/decomposed letters agree. */
export const searchForm = (text: string): string => text.normalize('NFC').toLowerCase();

export const nameMatches = (name: unknown, needle: string | undefined): boolean =>
  needle === undefined || (typeof name === 'string' && searchForm(name).includes(needle));

interface MessageListOptions {
  limit: number;
  cursor?: string | undefined;
  search?: string | undefined;
}

export async function listMessages({ limit, cursor, search }: MessageListOptions): Promise<MessagesPage> {
  const needle = search?.trim() ? searchForm(search.trim()) : undefined;
  const { items, nextKey } = await queryIndexPage<MessageItem, CursorKey>({
    table: messagesTable(),
    partition: MESSAGE_INDEX,
    limit,
    startKey: cursor ? decodeCursor(cursor) : undefined,
    keep: needle === undefined ? undefined : (item) => nameMatches(item.name, needle),
    keyOf,
    parseKey: (key) => {
      const parsed = cursorSchema.safeParse(key);
      return parsed.success ? parsed.data : null;
    },
  });
  return { messages: items.map(toMessageView), nextCursor: nextKey ? encodeCursor(nextKey) : null };
}
