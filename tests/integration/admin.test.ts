/** The admin endpoints against the real engines: roles, pagination, state, access flags, deletion, counts. */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { tables } from '../../functions/shared/resources';
import { dynamo } from '../../functions/shared/dynamo';
import { ACCESS_FIELDS, type AdminUserView, type UsersPage } from '../../functions/shared/schemas';
import { getClaim } from '../../functions/user/claims';
import { handler } from '../../functions/user/handler';
import { hashPassword } from '../../functions/user/password';
import { seedSampleClasses } from '../../functions/class/seed';
import { roleIndexKey, roleIndexSort, type UserItem } from '../../functions/domain/sessions/account';
import { putNewUser } from '../../functions/user/store';
import { ApiClient } from './support/client';
import { adminBrowser, loggedIn, PASSWORD, randomNic, registered, verifiedStudent } from './support/fixtures';

let admin: ApiClient;
let student: Awaited<ReturnType<typeof verifiedStudent>>;
let studentBrowser: ApiClient;

const idOf = async (email: string): Promise<string> => {
  const claim = await getClaim('EMAIL', email);
  if (!claim) throw new Error(`no account for ${email}`);
  return claim.userId;
};

beforeAll(async () => {
  admin = await adminBrowser(handler);
  student = await verifiedStudent(handler, { fullName: 'Nimali Jayasinghe' });
  studentBrowser = student.browser;
});

describe('admin-only endpoints refuse visitors (401) and students (403)', () => {
  const calls: [string, (b: ApiClient) => ReturnType<ApiClient['call']>][] = [
    ['GET getAllUsers', (b) => b.get('/api/user/getAllUsers')],
    ['PUT changeState', (b) => b.put('/api/user/changeState', { id: 'someone', state: 'suspended' })],
    ['PUT toggleAccess', (b) => b.put('/api/user/toggleAccess', { id: 'someone', field: 'theoryAccess' })],
    ['DELETE deleteUser', (b) => b.delete('/api/user/deleteUser/someone')],
    ['GET user-counts', (b) => b.get('/api/user/user-counts')],
  ];
  it.each(calls)('%s', async (_name, call) => {
    const visitor = await call(await new ApiClient(handler).prime());
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ message: 'Please log in.', code: 'session.loginRequired' });
    const asStudent = await call(studentBrowser);
    expect(asStudent.status).toBe(403);
    expect(asStudent.body).toEqual({ message: 'Admins only.', code: 'session.adminsOnly' });
  });
});

describe('GET /api/user/getAllUsers', () => {
  // Students written straight to the table (one shared hash) so the listing has volume without 20 scrypt runs.
  const seeded: UserItem[] = [];

  beforeAll(async () => {
    const passwordHash = await hashPassword(PASSWORD);
    const base = Date.now() - 3_600_000;
    const names = [
      'Amal Silva',
      'Bimal Fernando',
      'Chamari SILVA',
      'Dilan Perera',
      'Erandi de Silva',
      'Fathima Rizwan',
      'Gayan Kumara',
    ];
    for (const [index, fullName] of names.entries()) {
      const id = randomUUID();
      const createdAt = base + index * 1000;
      const user: UserItem = {
        pk: `USER#${id}`,
        sk: 'PROFILE',
        gsi1pk: roleIndexKey('student'),
        gsi1sk: roleIndexSort(createdAt, id),
        id,
        email: `listed-${id}@example.com`,
        fullName,
        fullNameLower: fullName.toLowerCase(),
        userName: 'listed',
        passwordHash,
        address: 'Monaragala',
        idNo: randomNic(),
        nicKey: null,
        birthday: '01/01/2005',
        gender: 'Male',
        phoneNumber: '0771234567',
        school: 'School',
        alYear: '2027',
        role: 'student',
        state: 'active',
        verified: true,
        createdAt,
      };
      await putNewUser(user);
      seeded.push(user);
    }
  });

  it('pages through every student, newest first, with an opaque cursor', async () => {
    const seen: AdminUserView[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: Record<string, string> = { limit: '3', ...(cursor ? { cursor } : {}) };
      const response = await admin.get<UsersPage>('/api/user/getAllUsers', { query });
      expect(response.status).toBe(200);
      expect(response.body.users.length).toBeLessThanOrEqual(3);
      seen.push(...response.body.users);
      cursor = response.body.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);

    // 7 seeded + the verified student from beforeAll; no admins.
    expect(seen).toHaveLength(8);
    expect(pages).toBe(3);
    expect(new Set(seen.map((u) => u._id)).size).toBe(8);
    expect(seen.some((u) => u.fullName === 'Administrator')).toBe(false);
    expect(seen[0]?.fullName).toBe('Nimali Jayasinghe');
    expect(seen.slice(1).map((u) => u.fullName)).toEqual(seeded.map((u) => u.fullName).reverse());
  });

  it('shows the admin view of a user and nothing secret', async () => {
    const response = await admin.get<UsersPage>('/api/user/getAllUsers');
    const view = response.body.users.find((u) => u.email === student.email);
    expect(view).toEqual({
      _id: await idOf(student.email),
      fullName: 'Nimali Jayasinghe',
      email: student.email,
      idNo: student.input.idNo,
      school: student.input.school,
      alYear: student.input.alYear,
      phoneNumber: student.input.phoneNumber,
      address: student.input.address,
      state: 'active',
      verified: true,
      revisionAccess: false,
      theoryAccess: false,
      practicalAccess: false,
      paperAccess: false,
      revisionTuteAccess: false,
      accessUntil: {},
    });
    for (const secret of ['passwordHash', 'scrypt$', 'codeHash', 'pendingTokenHash', 'salt'])
      expect(response.rawBody).not.toContain(secret);
  });

  it('searches full names case-insensitively and paginates the matches', async () => {
    const first = await admin.get<UsersPage>('/api/user/getAllUsers', { query: { search: 'silva', limit: '2' } });
    expect(first.status).toBe(200);
    expect(first.body.users.map((u) => u.fullName)).toEqual(['Erandi de Silva', 'Chamari SILVA']);
    expect(first.body.nextCursor).not.toBeNull();
    const second = await admin.get<UsersPage>('/api/user/getAllUsers', {
      query: { search: 'SILVA', limit: '2', cursor: first.body.nextCursor ?? '' },
    });
    expect(second.body.users.map((u) => u.fullName)).toEqual(['Amal Silva']);
    expect(second.body.nextCursor).toBeNull();
    const none = await admin.get<UsersPage>('/api/user/getAllUsers', { query: { search: 'nobody-has-this-name' } });
    expect(none.body).toEqual({ users: [], nextCursor: null });
  });

  it.each([
    [{ cursor: 'not-a-cursor' }],
    [{ cursor: Buffer.from(JSON.stringify({ pk: 'SESSION#x', sk: 'SESSION' })).toString('base64url') }],
    [{ limit: '0' }],
    [{ limit: '1000' }],
    [{ limit: 'ten' }],
  ])('400 for the bad query %j', async (query) => {
    const response = await admin.get('/api/user/getAllUsers', { query });
    expect(response.status).toBe(400);
    expect(typeof response.body.message).toBe('string');
  });
});

describe('PUT /api/user/toggleAccess', () => {
  it('flips one flag and returns the new value; the student sees it in check-access', async () => {
    const id = await idOf(student.email);
    const on = await admin.put('/api/user/toggleAccess', { id, field: 'theoryAccess' });
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ newValue: true });
    expect((await studentBrowser.get('/api/user/check-access')).body).toEqual({
      access: { revision: false, theory: true, practical: false, paper: false, revisionTute: false },
      accessUntil: {},
    });
    const off = await admin.put('/api/user/toggleAccess', { id, field: 'theoryAccess' });
    expect(off.body).toEqual({ newValue: false });
  });

  it('every flag can be toggled', async () => {
    const { email } = await registered(handler);
    const id = await idOf(email);
    for (const field of ACCESS_FIELDS)
      expect((await admin.put('/api/user/toggleAccess', { id, field })).body).toEqual({ newValue: true });
    const listed = (await admin.get<UsersPage>('/api/user/getAllUsers', { query: { limit: '100' } })).body.users.find(
      (u) => u._id === id,
    );
    expect(listed).toMatchObject({
      revisionAccess: true,
      theoryAccess: true,
      practicalAccess: true,
      paperAccess: true,
      revisionTuteAccess: true,
    });
  });

  it('400 for an unknown field, 404 for an unknown id, 403 for an admin account', async () => {
    const id = await idOf(student.email);
    const field = await admin.put('/api/user/toggleAccess', { id, field: 'role' });
    expect(field.status).toBe(400);
    const missing = await admin.put('/api/user/toggleAccess', { id: randomUUID(), field: 'theoryAccess' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'User not found.', code: 'user.userNotFound' });
    const adminId = await idOf('admin@engtech.local');
    const protectedAdmin = await admin.put('/api/user/toggleAccess', { id: adminId, field: 'theoryAccess' });
    expect(protectedAdmin.status).toBe(403);
  });
});

describe('PUT /api/user/changeState', () => {
  it('suspending ends the student’s sessions and blocks login; reactivating restores it', async () => {
    const { email } = await verifiedStudent(handler);
    const id = await idOf(email);
    const browser = await loggedIn(handler, email);

    const suspended = await admin.put('/api/user/changeState', { id, state: 'suspended' });
    expect(suspended.status).toBe(200);
    expect(suspended.body).toEqual({ id, state: 'suspended' });
    expect((await browser.get('/api/user/check-auth')).body).toEqual({ isLoggedIn: false, user: null });
    const refused = await new ApiClient(handler)
      .prime()
      .then((b) => b.post('/api/user/login', { email, password: PASSWORD }));
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'This account is suspended.', code: 'user.suspended' });

    expect((await admin.put('/api/user/changeState', { id, state: 'active' })).body).toEqual({ id, state: 'active' });
    expect((await loggedIn(handler, email).then((b) => b.get('/api/user/check-auth'))).body.isLoggedIn).toBe(true);
  });

  it('400 for a state outside active/suspended or a missing id', async () => {
    const id = await idOf(student.email);
    expect((await admin.put('/api/user/changeState', { id, state: 'banned' })).status).toBe(400);
    expect((await admin.put('/api/user/changeState', { state: 'active' })).status).toBe(400);
    expect((await admin.put('/api/user/changeState', { id: 42, state: 'active' })).status).toBe(400);
  });
});

describe('DELETE /api/user/deleteUser/{id}', () => {
  it('deletes the account, ends its sessions and frees its email and ID number', async () => {
    const account = await verifiedStudent(handler);
    const id = await idOf(account.email);
    const response = await admin.delete(`/api/user/deleteUser/${id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'User deleted' });

    expect((await account.browser.get('/api/user/check-auth')).body).toEqual({ isLoggedIn: false, user: null });
    expect(await getClaim('EMAIL', account.email)).toBeNull();
    const again = await registered(handler, { email: account.email, idNo: account.input.idNo });
    expect(again.email).toBe(account.email);

    const gone = await admin.delete(`/api/user/deleteUser/${id}`);
    expect(gone.status).toBe(404);
  });

  it('400 for an id with forbidden characters; 403 for an admin account', async () => {
    const bad = await admin.delete(`/api/user/deleteUser/${encodeURIComponent('x"; DROP')}`);
    expect(bad.status).toBe(400);
    const adminId = await idOf('admin@engtech.local');
    expect((await admin.delete(`/api/user/deleteUser/${adminId}`)).status).toBe(403);
  });
});

describe('GET /api/user/user-counts', () => {
  it('counts students, verified active students, classes and messages', async () => {
    const before = (await admin.get('/api/user/user-counts')).body;
    const total = (await admin.get<UsersPage>('/api/user/getAllUsers', { query: { limit: '100' } })).body.users;
    expect(before.totalUsers).toBe(total.length);
    expect(before.activeUsers).toBe(total.filter((u) => u.verified && u.state === 'active').length);
    expect(before.totalClasses).toBe(0);
    expect(before.totalMessages).toBe(0);

    await registered(handler); // unverified: counts as a student, not as active
    const suspended = await verifiedStudent(handler);
    await admin.put('/api/user/changeState', { id: await idOf(suspended.email), state: 'suspended' });
    await seedSampleClasses();
    await seedSampleClasses();
    await dynamo.send(
      new PutCommand({
        TableName: process.env[tables.messages.envVar],
        Item: {
          pk: `MESSAGE#${randomUUID()}`,
          sk: 'MESSAGE',
          gsi1pk: 'MESSAGE',
          gsi1sk: new Date().toISOString(),
          name: 'Visitor',
        },
      }),
    );

    const after = await admin.get('/api/user/user-counts');
    expect(after.status).toBe(200);
    expect(after.body).toEqual({
      totalUsers: Number(before.totalUsers) + 2,
      activeUsers: before.activeUsers,
      totalClasses: 3,
      totalMessages: 1,
    });
  });
});
