/**
 * The admin's student list and counts, answered by Query on gsi1 (ROLE#student, newest first) —
 * never a Scan. The cursor is the opaque, validated base64url of the last key returned.
 */
import * as z from 'zod/mini';
import { decodeCursor as decodeWith, encodeCursor } from '../shared/cursor';
import { countIndex, queryIndexPage } from '../shared/index-query';
import type { UsersPage } from '../shared/schemas';
import { roleIndexKey, usersTable, type UserItem } from '../domain/sessions/account';
import { normalAddress, suppressionsOf } from '../shared/mail-suppression';
import { toAdminView } from './store';

const STUDENTS = roleIndexKey('student');

const cursorSchema = z.strictObject({
  pk: z.string().check(z.regex(/^USER#[A-Za-z0-9-]{1,64}$/)),
  sk: z.literal('PROFILE'),
  gsi1pk: z.literal(STUDENTS),
  // DynamoDB refuses an empty key value in ExclusiveStartKey with an error (a 500 to the caller),
  // so the cursor schema refuses it first as a bad cursor; no real cursor has one.
  gsi1sk: z.string().check(z.minLength(1), z.maxLength(120)),
});
type CursorKey = z.infer<typeof cursorSchema>;

export { encodeCursor };
export const decodeCursor = (cursor: string): CursorKey => decodeWith(cursorSchema, cursor);

const keyOf = (item: UserItem): CursorKey => ({ pk: item.pk, sk: 'PROFILE', gsi1pk: STUDENTS, gsi1sk: item.gsi1sk });

interface ListOptions {
  limit: number;
  cursor?: string | undefined;
  search?: string | undefined;
}

export async function listStudents({ limit, cursor, search }: ListOptions): Promise<UsersPage> {
  const needle = search?.trim().toLowerCase() || undefined;
  const { items, nextKey } = await queryIndexPage<UserItem, CursorKey>({
    table: usersTable(),
    partition: STUDENTS,
    limit,
    startKey: cursor ? decodeCursor(cursor) : undefined,
    filter: needle ? { expression: 'contains(fullNameLower, :needle)', values: { ':needle': needle } } : undefined,
    keyOf,
    parseKey: (key) => {
      const parsed = cursorSchema.safeParse(key);
      return parsed.success ? parsed.data : null;
    },
  });
  // One BatchGetItem for the page's mail marks, so the list shows which addresses get no more mail.
  const marks = await suppressionsOf(items.map((item) => item.email));
  const users = items.map((item) => {
    const mark = marks.get(normalAddress(item.email));
    return mark ? { ...toAdminView(item), mailSuppressed: mark.reason } : toAdminView(item);
  });
  return { users, nextCursor: nextKey ? encodeCursor(nextKey) : null };
}

export const countStudents = (): Promise<number> => countIndex(usersTable(), STUDENTS);

export const countActiveStudents = (): Promise<number> =>
  countIndex(usersTable(), STUDENTS, {
    expression: 'verified = :true AND #state = :active',
    names: { '#state': 'state' },
    values: { ':true': true, ':active': 'active' },
  });
