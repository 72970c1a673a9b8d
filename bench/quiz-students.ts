/**
 * A class of bench students written straight into the users table, each with a live session:
 * registering 2,000 accounts through the API would spend the section's time hashing passwords and
 * hit the per-address registration limit, and neither is what the quiz section measures. The
 * items are the ones a verified registration leaves, so every check the quiz makes (session,
 * role, state, access flags) runs as it would for a real student.
 */
import { randomUUID } from 'node:crypto';
import { putItems } from '../functions/shared/batch-write';
import { sessionCookieName } from '../functions/shared/cookies';
import { sessionXsrfToken } from '../functions/shared/xsrf';
import { roleIndexKey, roleIndexSort, userKey, usersTable, type UserItem } from '../functions/domain/sessions/account';
import { newSessionItem, newSessionToken } from '../functions/domain/sessions/sessions';
import type { BenchStudent } from './quiz-clients-child';

export async function seedBenchStudents(count: number): Promise<BenchStudent[]> {
  const now = Date.now();
  const students: BenchStudent[] = [];
  const items: Record<string, unknown>[] = [];
  for (let n = 0; n < count; n += 1) {
    const id = randomUUID();
    const name = `Bench Student ${n + 1}`;
    const user: UserItem = {
      ...userKey(id),
      gsi1pk: roleIndexKey('student'),
      gsi1sk: roleIndexSort(now + n, id),
      id,
      email: `bench-${n + 1}-${id.slice(0, 8)}@example.com`,
      fullName: name,
      fullNameLower: name.toLowerCase(),
      userName: `bench${n + 1}`,
      passwordHash: 'bench-students-never-log-in',
      address: 'Badulla',
      idNo: '',
      nicKey: null,
      birthday: '2008-01-01',
      gender: 'male',
      phoneNumber: '0712345678',
      school: 'Bench College',
      alYear: '2026',
      role: 'student',
      state: 'active',
      verified: true,
      createdAt: now,
      verifiedAt: now,
      theoryAccessFlips: 1,
    };
    const token = newSessionToken(id);
    items.push({ ...user }, { ...newSessionItem(token, id, now) });
    students.push({ id, cookie: `${sessionCookieName()}=${token}`, xsrf: sessionXsrfToken(token) });
  }
  await putItems(usersTable(), items);
  return students;
}
