/**
 * The admin's student list and counts, answered by Query on gsi1 (ROLE#student, newest first) —
 * never a Scan. The cursor is the opaque, validated base64url of the last key returned.
 */
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamo } from '../shared/dynamo';
import { BadRequest } from '../shared/errors';
import type { UsersPage } from '../shared/schemas';
import { userMessages } from './messages';
import { roleIndexKey, toAdminView, usersTable, type UserItem } from './store';

const STUDENTS = roleIndexKey('student');
/** With a search filter, stop after reading this many index pages and hand back a cursor. */
const MAX_PAGES_PER_REQUEST = 10;
const SEARCH_PAGE_SIZE = 200;

const cursorSchema = z.strictObject({
  pk: z.string().regex(/^USER#[A-Za-z0-9-]{1,64}$/),
  sk: z.literal('PROFILE'),
  gsi1pk: z.literal(STUDENTS),
  gsi1sk: z.string().max(120),
});
type CursorKey = z.infer<typeof cursorSchema>;

export const encodeCursor = (key: CursorKey): string => Buffer.from(JSON.stringify(key)).toString('base64url');

export function decodeCursor(cursor: string): CursorKey {
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    if (parsed.success) return parsed.data;
  } catch {
    // fall through: not base64url JSON
  }
  throw new BadRequest(userMessages.invalidCursor);
}

const keyOf = (item: UserItem): CursorKey => ({ pk: item.pk, sk: 'PROFILE', gsi1pk: STUDENTS, gsi1sk: item.gsi1sk });

export interface ListOptions {
  limit: number;
  cursor?: string | undefined;
  search?: string | undefined;
}

export async function listStudents({ limit, cursor, search }: ListOptions): Promise<UsersPage> {
  const needle = search?.trim().toLowerCase() || undefined;
  let startKey: Record<string, unknown> | undefined = cursor ? decodeCursor(cursor) : undefined;
  const found: UserItem[] = [];
  let nextKey: CursorKey | null = null;

  for (let page = 0; page < MAX_PAGES_PER_REQUEST; page += 1) {
    const input: QueryCommandInput = {
      TableName: usersTable(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': STUDENTS, ...(needle ? { ':needle': needle } : {}) },
      ScanIndexForward: false,
      ExclusiveStartKey: startKey,
      // One more than needed tells whether another page exists.
      Limit: needle ? SEARCH_PAGE_SIZE : limit - found.length + 1,
      ...(needle ? { FilterExpression: 'contains(fullNameLower, :needle)' } : {}),
    };
    const result = await dynamo.send(new QueryCommand(input));
    const items = (result.Items ?? []) as UserItem[];
    const overflow = items.length > limit - found.length;
    found.push(...items.slice(0, limit - found.length));
    if (overflow) {
      // Resume right after the last student returned; the rest of this index page is read again.
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
  return { users: found.map(toAdminView), nextCursor: nextKey ? encodeCursor(nextKey) : null };
}

async function countQuery(input: QueryCommandInput): Promise<number> {
  let total = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const result = await dynamo.send(new QueryCommand({ ...input, Select: 'COUNT', ExclusiveStartKey: startKey }));
    total += result.Count ?? 0;
    startKey = result.LastEvaluatedKey;
  } while (startKey);
  return total;
}

export const countStudents = (): Promise<number> =>
  countQuery({ TableName: usersTable(), IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': STUDENTS } });

export const countActiveStudents = (): Promise<number> =>
  countQuery({
    TableName: usersTable(),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    FilterExpression: 'verified = :true AND #state = :active',
    ExpressionAttributeNames: { '#state': 'state' },
    ExpressionAttributeValues: { ':pk': STUDENTS, ':true': true, ':active': 'active' },
  });
