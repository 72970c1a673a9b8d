/**
 * The API as an actor beside a browser (the admin granting access while a student's browser waits),
 * or as the load in a benchmark: plain fetch with a cookie jar that echoes XSRF-TOKEN like the web
 * client does, and a student registered through the real createUser → mailed code → verifyUser path.
 * Free of vitest: tests/e2e/api.ts binds it to the test stack's URLs.
 */
import { randomUUID } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';
import type { AccessField, AdminUserView, UsersPage } from '../../functions/shared/schemas';
import { latestOtp } from './inbox';
import { randomNic } from './random-nic';

export class ApiSession {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  async request<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    // Any first request primes the anti-forgery cookie, as the page's first check-auth does.
    if (method !== 'GET' && !this.cookies.has('XSRF-TOKEN')) await this.request('GET', '/api/user/check-auth');
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (method !== 'GET' && xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (/max-age=0/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }

  async expect<T>(status: number, method: string, path: string, body?: unknown): Promise<T> {
    const response = await this.request<T>(method, path, body);
    if (response.status !== status)
      throw new Error(`${method} ${path} answered ${response.status}, not ${status}: ${JSON.stringify(response.body)}`);
    return response.body;
  }

  /** Hands this session's cookies to a browser context, so the page is logged in as this user. */
  async shareWith(context: BrowserContext): Promise<void> {
    await context.addCookies([...this.cookies].map(([name, value]) => ({ name, value, url: this.baseUrl })));
  }
}

export interface StackUrls {
  baseUrl: string;
  sesUrl: string;
}

/** Logged in as the admin the stack seeded. */
export async function adminSessionAt(baseUrl: string, admin: { email: string; password: string }): Promise<ApiSession> {
  const session = new ApiSession(baseUrl);
  const { email, password } = admin;
  await session.expect(200, 'POST', '/api/user/login', { email, password });
  return session;
}

export interface Student {
  session: ApiSession;
  fullName: string;
  email: string;
  password: string;
}

/** Registers and verifies a student through the API; the returned session is logged in. */
export async function registerStudentAt(urls: StackUrls, fullName: string): Promise<Student> {
  const session = new ApiSession(urls.baseUrl);
  const email = `${fullName.toLowerCase().replace(/\W+/g, '.')}.${randomUUID().slice(0, 8)}@example.lk`;
  const password = 'correct-horse-7';
  await session.expect(201, 'POST', '/api/user/createUser', {
    fullName,
    userName: fullName.split(' ')[0] ?? 'student',
    email,
    password,
    confirmPassword: password,
    address: '12 Main Street, Badulla',
    idNo: randomNic(),
    birthday: '',
    gender: '',
    phoneNumber: '0712345678',
    school: 'Badulla Central College',
    alYear: '2026',
  });
  const { code } = await latestOtp(urls.sesUrl, email);
  await session.expect(200, 'POST', '/api/user/verifyUser', { code });
  return { session, fullName, email, password };
}

/** The admin turns one access flag on for the student with `email` (toggleAccess flips it). */
export async function grantAccess(
  admin: ApiSession,
  student: Pick<Student, 'fullName' | 'email'>,
  field: AccessField,
): Promise<void> {
  const page = await admin.expect<UsersPage>(
    200,
    'GET',
    `/api/user/getAllUsers?search=${encodeURIComponent(student.fullName)}&limit=100`,
  );
  const user: AdminUserView | undefined = page.users.find((candidate) => candidate.email === student.email);
  if (!user) throw new Error(`No user ${student.email} in the admin list`);
  if (user[field]) return;
  const { newValue } = await admin.expect<{ newValue: boolean }>(200, 'PUT', '/api/user/toggleAccess', {
    id: user._id,
    field,
  });
  if (!newValue) throw new Error(`toggleAccess left ${field} off for ${student.email}`);
}
