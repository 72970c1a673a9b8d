/** The OTP and lockout rules as pure functions of `now`. */
import { describe, expect, it } from 'vitest';
import {
  codeMatches,
  generateCode,
  hashCode,
  newOtpState,
  OTP_RULES,
  otpExpiry,
  otpGate,
  resendWaitSeconds,
} from '../../functions/user/otp';
import {
  LOCKOUT_RULES,
  lockedForSeconds,
  lockoutMessage,
  nextReservation,
  type AttemptWindow,
  type LockRule,
} from '../../functions/user/lockout';

const T0 = Date.UTC(2025, 5, 1, 8, 0, 0);

describe('one-time codes', () => {
  it('are six digits, leading zeros included, and not all the same', () => {
    const codes = Array.from({ length: 200 }, generateCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(150);
  });

  it('store only a salted HMAC: the state never contains the code', () => {
    const state = newOtpState('012345', T0);
    expect(JSON.stringify(state)).not.toContain('012345');
    expect(state.codeHash).toBe(hashCode('012345', state.salt));
    expect(newOtpState('012345', T0).codeHash).not.toBe(state.codeHash);
    expect(codeMatches(state, '012345')).toBe(true);
    expect(codeMatches(state, '012346')).toBe(false);
  });

  it('expire 10 minutes after they were sent', () => {
    const state = newOtpState('111111', T0);
    expect(state.expiresAt - state.sentAt).toBe(10 * 60_000);
    expect(otpGate(state, T0 + 10 * 60_000 - 1)).toBe('open');
    expect(otpGate(state, T0 + 10 * 60_000)).toBe('expired');
  });

  it('are void after 5 tries have been counted', () => {
    const state = newOtpState('111111', T0);
    expect(otpGate({ ...state, attempts: OTP_RULES.maxWrongTries - 1 }, T0)).toBe('open');
    expect(otpGate({ ...state, attempts: OTP_RULES.maxWrongTries }, T0)).toBe('exhausted');
    expect(OTP_RULES.maxWrongTries).toBe(5);
  });

  it('may be re-sent 60 s after the last one; the wait is rounded up to whole seconds', () => {
    const state = newOtpState('111111', T0);
    expect(resendWaitSeconds(null, T0)).toBe(0);
    expect(resendWaitSeconds(state, T0)).toBe(60);
    expect(resendWaitSeconds(state, T0 + 59_001)).toBe(1);
    expect(resendWaitSeconds(state, T0 + 60_000)).toBe(0);
  });
});

describe('login lockout', () => {
  const { pair, account } = LOCKOUT_RULES;
  /** The window after `times` attempts, `step` ms apart from `start`, each reserved as the rules say. */
  const attempts = (times: number, rule: LockRule = pair, start = T0, step = 1000) => {
    let window = null as AttemptWindow | null;
    for (let i = 0; i < times; i += 1) {
      const now = start + i * step;
      const next = nextReservation(window, now, rule);
      if (next.kind === 'start') window = { windowStart: now, attempts: 1 };
      else if (next.kind === 'add' && window) window = { ...window, attempts: window.attempts + 1 };
    }
    return window;
  };

  it('an account from one address: 10 attempts in 15 minutes, locked until the window (from the first) ends', () => {
    expect(pair).toEqual({ maxAttempts: 10, windowMs: 15 * 60_000 });
    expect(lockedForSeconds(attempts(9), T0 + 10_000, pair)).toBe(0);
    const window = attempts(10);
    expect(nextReservation(window, T0 + 9_000, pair)).toEqual({ kind: 'locked', seconds: 15 * 60 - 9 });
    expect(lockedForSeconds(window, T0 + 15 * 60_000 - 1, pair)).toBe(1);
    expect(nextReservation(window, T0 + 15 * 60_000, pair)).toEqual({ kind: 'start' });
  });

  it('an account from everywhere: at most 100 attempts an hour', () => {
    expect(account).toEqual({ maxAttempts: 100, windowMs: 60 * 60_000 });
    const window = attempts(100, account, T0, 30_000);
    expect(window?.attempts).toBe(100);
    expect(nextReservation(window, T0 + 50 * 60_000, account).kind).toBe('locked');
    expect(nextReservation(window, T0 + 60 * 60_000, account)).toEqual({ kind: 'start' });
  });

  it('attempts spread over more than the window do not lock', () => {
    const window = attempts(10, pair, T0, 2 * 60_000);
    expect(window?.attempts).toBeLessThan(10);
    expect(lockedForSeconds(window, T0 + 18 * 60_000, pair)).toBe(0);
  });

  it('inside an open window the next attempt is added to it', () => {
    expect(nextReservation({ windowStart: T0, attempts: 3 }, T0 + 60_000, pair)).toEqual({
      kind: 'add',
      windowStart: T0,
    });
    expect(nextReservation(null, T0, pair)).toEqual({ kind: 'start' });
  });

  it('tells the wait in whole minutes', () => {
    expect(lockoutMessage(900)).toBe('Too many failed logins. Try again in 15 minutes.');
    expect(lockoutMessage(61)).toBe('Too many failed logins. Try again in 2 minutes.');
    expect(lockoutMessage(30)).toBe('Too many failed logins. Try again in 1 minute.');
  });
});

describe('codes sent per day', () => {
  const DAY = OTP_RULES.sendWindowMs;
  /** The state after `count` codes sent a minute apart from T0. */
  const afterSends = (count: number) => {
    let state = newOtpState('000000', T0);
    for (let i = 1; i < count; i += 1) state = newOtpState('000000', T0 + i * 61_000, state);
    return state;
  };

  it('counts sends within a day and keeps the window start', () => {
    const state = afterSends(3);
    expect(state.sends).toBe(3);
    expect(state.windowStart).toBe(T0);
  });

  it('after ten sends, waits until the day is over, whatever the cooldown says', () => {
    const tenth = afterSends(10);
    const now = tenth.sentAt + 2 * 60_000;
    expect(resendWaitSeconds(tenth, now)).toBe(Math.ceil((T0 + DAY - now) / 1000));
    expect(resendWaitSeconds(afterSends(9), afterSends(9).sentAt + 61_000)).toBe(0);
    expect(resendWaitSeconds(tenth, T0 + DAY)).toBe(0);
  });

  it('a send after the day starts a new window', () => {
    const next = newOtpState('000000', T0 + DAY, afterSends(10));
    expect(next).toMatchObject({ sends: 1, windowStart: T0 + DAY });
  });

  it('the stored item outlives the day it counts, and the code it holds', () => {
    const state = afterSends(2);
    expect(otpExpiry(state)).toBe(T0 + DAY);
    const late = newOtpState('000000', T0 + DAY - 60_000, state);
    expect(otpExpiry(late)).toBe(late.expiresAt + OTP_RULES.resendCooldownMs);
  });
});
