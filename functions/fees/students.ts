/**
 * The students a fee search names: by part of the name, part of the e-mail, or the NIC (either
 * the old or the new form, compared as registration compares them). The same Query on the
 * student index the admin's user list pages through, never a Scan.
 */
import { roleIndexKey, usersTable, type UserItem } from '../domain/sessions/account';
import { queryIndexPage } from '../shared/index-query';
import { canonicalNic } from '../shared/schemas';

/** A search names a handful of students; more means the search was too loose to be useful. */
export const STUDENTS_PER_SEARCH = 10;

interface StudentKey {
  pk: string;
  sk: string;
  gsi1pk: string;
  gsi1sk: string;
}

export async function studentIdsMatching(q: string): Promise<string[]> {
  const needle = q.trim().toLowerCase();
  const { items } = await queryIndexPage<UserItem, StudentKey>({
    table: usersTable(),
    partition: roleIndexKey('student'),
    limit: STUDENTS_PER_SEARCH,
    filter: {
      expression:
        'contains(fullNameLower, :needle) OR contains(email, :needle) OR nicKey = :nic OR contains(idNo, :upper)',
      values: { ':needle': needle, ':nic': canonicalNic(q), ':upper': q.trim().toUpperCase() },
    },
    keyOf: (item) => ({ pk: item.pk, sk: item.sk, gsi1pk: item.gsi1pk, gsi1sk: item.gsi1sk }),
    // Only the first page is read: no cursor is handed on.
    parseKey: () => null,
  });
  return items.map((item) => item.id);
}
