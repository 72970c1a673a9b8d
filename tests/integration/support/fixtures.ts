/** Test data and journeys shared by the integration files. */
import { randomUUID } from 'node:crypto';
import { vi } from 'vitest';
import { clock } from '../../../functions/shared/clock';
import type { RegistrationInput } from '../../../functions/shared/schemas';
import { ensureAdmin } from '../../../functions/user/seed';
import { ApiClient, type Handler } from './client';
import { latestCode } from './mail';
import { randomNic } from '../../support/random-nic';

export const PASSWORD = 'correct-horse';

export { randomNic };

export const randomEmail = (label = 'student'): string => `${label}-${randomUUID()}@example.com`;

export function registration(overrides: Partial<RegistrationInput> = {}): RegistrationInput {
  return {
    fullName: 'Kasun Perera',
    userName: 'kasunp',
    email: randomEmail(),
    password: PASSWORD,
    confirmPassword: PASSWORD,
    address: '12 Lower Street, Badulla',
    idNo: randomNic(),
    birthday: '',
    gender: '',
    phoneNumber: '0712345678',
    school: 'Badulla Central College',
    alYear: '2026',
    ...overrides,
  };
}

/** Registers through the API (201 expected) and returns the browser that holds the pending cookie. */
export async function registered(handler: Handler, overrides: Partial<RegistrationInput> = {}) {
  const browser = await new ApiClient(handler).prime();
  const input = registration(overrides);
  const response = await browser.post('/api/user/createUser', input);
  if (response.status !== 201) throw new Error(`createUser answered ${response.status}: ${response.rawBody}`);
  return { browser, input, email: input.email.toLowerCase() };
}

/** Registers, reads the code from the SES store, verifies: the browser ends up logged in. */
export async function verifiedStudent(handler: Handler, overrides: Partial<RegistrationInput> = {}) {
  const account = await registered(handler, overrides);
  const code = await latestCode(account.email);
  const response = await account.browser.post('/api/user/verifyUser', { code });
  if (response.status !== 200) throw new Error(`verifyUser answered ${response.status}: ${response.rawBody}`);
  return account;
}

export const ADMIN = { email: 'admin@engtech.local', password: 'admin-password' };

/** Seeds the admin (idempotent) and returns a logged-in admin browser. */
export async function adminBrowser(handler: Handler): Promise<ApiClient> {
  await ensureAdmin(ADMIN.email, ADMIN.password);
  const browser = await new ApiClient(handler).prime();
  const response = await browser.post('/api/user/login', ADMIN);
  if (response.status !== 200) throw new Error(`admin login answered ${response.status}: ${response.rawBody}`);
  return browser;
}

export async function loggedIn(handler: Handler, email: string, password = PASSWORD): Promise<ApiClient> {
  const browser = await new ApiClient(handler).prime();
  const response = await browser.post('/api/user/login', { email, password });
  if (response.status !== 200) throw new Error(`login answered ${response.status}: ${response.rawBody}`);
  return browser;
}

/** Moves the handlers' clock (functions/shared/clock.ts) `ms` ahead; undo with vi.restoreAllMocks(). */
export function advanceClock(ms: number): void {
  vi.spyOn(clock, 'now').mockImplementation(() => Date.now() + ms);
}
