/**
 * The admin's message list: Query on gsi1 (MESSAGE, newest first), never a Scan. The cursor is the
 * opaque, validated base64url of the last key returned, so a tampered cursor is a 400, not a 500.
 *
 * Search is a case-insensitive substring of the sender's name, matched here rather than by a
 * FilterExpression: DynamoDB cannot lower-case, and matching in code needs no extra stored
 * attribute (so messages stored before this endpoint existed are found too). A filter costs the
 * same reads either way; the page count per request is capped and the rest resumes by cursor.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamo } from '../shared/dynamo';
import { BadRequest } from '../shared/errors';
import type { MessagesPage } from '../shared/schemas';
import { MESSAGE_INDEX, messagesTable, toMessageView, type MessageItem } from './store';

/** With a search, stop after reading this many index pages and hand back a cursor. */
const MAX_PAGES_PER_REQUEST = 10;
const SEARCH_PAGE_SIZE = 200;
export const invalidCursorMessage = 'Invalid cursor.';

const cursorSchema = z.strictObject({
  pk: z.string().regex(/^MESSAGE#[A-Za-z0-9_-]{1,64}$/),
  sk: z.literal('MESSAGE'),
  gsi1pk: z.literal(MESSAGE_INDEX),
  gsi1sk: z.string().max(120),
});
type CursorKey = z.infer<typeof cursorSchema>;

export const encodeCursor = (key: CursorKey): string => Buffer.from(JSON.stringify(key)).toString('base64url');

export function decodeCursor(cursor: string): CursorKey {
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    if (parsed.success) return parsed.data;
  } catch {
    // not base64url JSON: same answer as a wrong shape
  }
  throw new BadRequest(invalidCursorMessage);
}

const keyOf = (item: MessageItem): CursorKey => ({ pk: item.pk, sk: 'MESSAGE', gsi1pk: MESSAGE_INDEX, gsi1sk: item.gsi1sk });

/** Lower-cased and Unicode-normalised, so "Sanduni" matches "sAND" and composed/decomposed letters agree. */
export const searchForm = (text: string): string => text.normalize('NFC').toLowerCase();

export const nameMatches = (name: unknown, needle: string | undefined): boolean =>
  needle === undefined || (typeof name === 'string' && searchForm(name).includes(needle));

export interface MessageListOptions {
  limit: number;
  cursor?: string | undefined;
  search?: string | undefined;
}

export async function listMessages({ limit, cursor, search }: MessageListOptions): Promise<MessagesPage> {
  const needle = search?.trim() ? searchForm(search.trim()) : undefined;
  let startKey: Record<string, unknown> | undefined = cursor ? decodeCursor(cursor) : undefined;
  const found: MessageItem[] = [];
  let nextKey: CursorKey | null = null;

  for (let page = 0; page < MAX_PAGES_PER_REQUEST; page += 1) {
    const result = await dynamo.send(
      new QueryCommand({
        TableName: messagesTable(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': MESSAGE_INDEX },
        ScanIndexForward: false,
        ExclusiveStartKey: startKey,
        // One more than needed tells whether another page exists.
        Limit: needle ? SEARCH_PAGE_SIZE : limit - found.length + 1,
      }),
    );
    const items = ((result.Items ?? []) as MessageItem[]).filter((item) => nameMatches(item.name, needle));
    const room = limit - found.length;
    found.push(...items.slice(0, room));
    if (items.length > room) {
      // Resume right after the last message returned; the rest of this index page is read again.
      const lastKept = found.at(-1);
      nextKey = lastKept ? keyOf(lastKept) : null;
      break;
    }
    startKey = result.LastEvaluatedKey;
    if (!startKey) break;
    if (page === MAX_PAGES_PER_REQUEST - 1) {
      const parsed = cursorSchema.safeParse(startKey);
      nextKey = parsed.success ? parsed.data : null;
    }
  }
  return { messages: found.map(toMessageView), nextCursor: nextKey ? encodeCursor(nextKey) : null };
}
