/**
 * The API as an actor beside a browser (the admin granting access while a student's browser waits),
 * or as the load in a benchmark: plain fetch with a cookie jar that echoes XSRF-TOKEN like the web
 * client does, and a student registered through the real createUser → mailed code → verifyUser path.
 * Free of vitest: tests/e2e/api.ts binds it to the test stack's URLs.
 */
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { BrowserContext } from 'playwright-core';
import type { AccessField, AdminUserView, UsersPage } from '../../functions/shared/schemas';
import { latestOtp } from './inbox';
import { randomNic } from './random-nic';

interface Reply {
  status: number;
  setCookies: string[];
  text: string;
}

/**
 * One exchange sent from a chosen loopback address (the stack listens on 127.0.0.1, and all of
 * 127/8 is this machine): fetch cannot pick its source address.
 */
function sendFrom(
  from: string,
  url: URL,
  init: { method: string; headers: Record<string, string>; body?: string },
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      { method: init.method, headers: init.headers, family: 4, localAddress: from },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            setCookies: res.headers['set-cookie'] ?? [],
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });
}

async function sendByFetch(
  url: URL,
  init: { method: string; headers: Record<string, string>; body?: string },
): Promise<Reply> {
  const response = await fetch(url, init);
  return { status: response.status, setCookies: response.headers.getSetCookie(), text: await response.text() };
}

let homesUsed = 0;

/**
 * A loopback address of its own for each student registered here, as students register from their
 * own homes: from one address, registrations are limited per hour the way a school's are.
 */
function nextHome(): string {
  const n = homesUsed++;
  return `127.0.${1 + (Math.floor(n / 250) % 250)}.${2 + (n % 250)}`;
}

export class ApiSession {
  readonly cookies = new Map<string, string>();

  /** `from`: the loopback address this client sends from; unset, the system's (fetch). */
  constructor(
    readonly baseUrl: string,
    readonly from?: string,
  ) {}

  async request<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    // Any first request primes the anti-forgery cookie, as the page's first check-auth does.
    if (method !== 'GET' && !this.cookies.has('XSRF-TOKEN')) await this.request('GET', '/api/user/check-auth');
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (method !== 'GET' && xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const init = { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) };
    const url = new URL(path, this.baseUrl);
    const response = this.from === undefined ? await sendByFetch(url, init) : await sendFrom(this.from, url, init);
    for (const line of response.setCookies) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (/max-age=0/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const { text } = response;
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
  const session = new ApiSession(urls.baseUrl, nextHome());
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
