/** Pure account rules: sessions, claims take-over, pending cookie, passwords, listing cursor, mail text. */
import { describe, expect, it } from 'vitest';
import { claimIsReclaimable, type ClaimItem } from '../../functions/user/claims';
import { verificationMail } from '../../functions/user/mail';
import { hashPassword, SCRYPT_PARAMS, verifyPassword } from '../../functions/user/password';
import { parsePending, pendingMatches, pendingSecretHash } from '../../functions/user/pending';
import {
  newSessionItem,
  newSessionToken,
  isSessionToken,
  liveSessionOf,
  userIdOfToken,
  SESSION_TTL_MS,
  sessionLive,
  tokenHash,
} from '../../functions/domain/sessions/sessions';
import type { UserItem } from '../../functions/domain/sessions/account';
import { decodeCursor, encodeCursor } from '../../functions/user/user-list';

const T0 = Date.UTC(2025, 5, 1, 8, 0, 0);
const HOUR = 3_600_000;

describe('sessions', () => {
  it('are 256-bit random tokens after their account id, stored only as their SHA-256', () => {
    const token = newSessionToken('user-1');
    expect(token).toMatch(/^user-1\.[A-Za-z0-9_-]{43}$/);
    expect(newSessionToken('user-1')).not.toBe(token);
    const item = newSessionItem(token, 'user-1', T0);
    expect(JSON.stringify(item)).not.toContain(token);
    expect(JSON.stringify(item)).not.toContain(token.slice('user-1.'.length));
    expect(item.pk).toBe(`SESSION#${tokenHash(token)}`);
    expect(item.gsi1pk).toBe('SESSIONS#user-1');
  });

  it('name their account, except those issued before tokens did', () => {
    const id = '0b5e6c1a-4f0e-4a51-9d51-7c1d2f3e4a5b';
    const token = newSessionToken(id);
    expect(isSessionToken(token)).toBe(true);
    expect(userIdOfToken(token)).toBe(id);
    const older = token.slice(id.length + 1);
    expect(isSessionToken(older)).toBe(true);
    expect(userIdOfToken(older)).toBeNull();
    for (const malformed of ['', 'a.b', `${id}.${older}x`, `a b.${older}`, `${'x'.repeat(65)}.${older}`, `.${older}`])
      expect(isSessionToken(malformed)).toBe(false);
  });

  it('are live only for the account their token names', () => {
    const token = newSessionToken('user-1');
    const item = newSessionItem(token, 'user-1', T0);
    expect(liveSessionOf(token, item, T0 + 1)).toEqual(item);
    // A token edited to name someone else reads that account, but the session says whose it is.
    expect(liveSessionOf(token.replace('user-1', 'user-2'), item, T0 + 1)).toBeNull();
    expect(liveSessionOf(token, { ...item, userId: 'user-2' }, T0 + 1)).toBeNull();
    expect(liveSessionOf(token, item, T0 + SESSION_TTL_MS)).toBeNull();
    expect(liveSessionOf(token, undefined, T0)).toBeNull();
    expect(liveSessionOf(token, { pk: 'USER#user-1', sk: 'PROFILE' }, T0)).toBeNull();
    const older = token.slice('user-1.'.length);
    expect(liveSessionOf(older, newSessionItem(older, 'user-1', T0), T0 + 1)).not.toBeNull();
  });

  it('last 14 days', () => {
    const item = newSessionItem(newSessionToken('user-1'), 'user-1', T0);
    expect(SESSION_TTL_MS).toBe(14 * 24 * HOUR);
    expect(sessionLive(item, T0 + SESSION_TTL_MS - 1)).toBe(true);
    expect(sessionLive(item, T0 + SESSION_TTL_MS)).toBe(false);
    expect(item.ttl).toBe(Math.ceil((T0 + SESSION_TTL_MS) / 1000));
  });
});

describe('claim take-over', () => {
  const claim: ClaimItem = { pk: 'EMAIL#a@b.c', sk: 'CLAIM', userId: 'old', createdAt: T0 };
  const owner = (verified: boolean, createdAt = T0) => ({ verified, createdAt }) as UserItem;

  it('never takes a verified account’s email or NIC', () => {
    expect(claimIsReclaimable(claim, owner(true), T0 + 1000 * HOUR)).toBe(false);
  });

  it('an unverified registration holds its claim outright for a minute only', () => {
    expect(claimIsReclaimable(claim, owner(false), T0 + 60_000 - 1)).toBe(false);
    expect(claimIsReclaimable(claim, owner(false), T0 + 60_000)).toBe(true);
  });

  it('takes an orphan claim (no account behind it) after 5 minutes, not while a registration is in flight', () => {
    expect(claimIsReclaimable(claim, null, T0 + 1000)).toBe(false);
    expect(claimIsReclaimable(claim, null, T0 + 5 * 60_000)).toBe(true);
  });
});

describe('pending-registration cookie', () => {
  it('parses "<userId>.<secret>" and nothing else', () => {
    const secret = 'A'.repeat(43);
    expect(parsePending(`0b6e7d8c-1111-4222-8333-444455556666.${secret}`)).toEqual({
      userId: '0b6e7d8c-1111-4222-8333-444455556666',
      secret,
    });
    for (const bad of [undefined, '', 'no-dot', `id.${'A'.repeat(42)}`, `id/../x.${secret}`, `.${secret}`])
      expect(parsePending(bad)).toBeNull();
  });

  it('matches only the secret whose hash is stored', () => {
    const secret = 'B'.repeat(43);
    expect(pendingMatches(secret, pendingSecretHash(secret))).toBe(true);
    expect(pendingMatches('C'.repeat(43), pendingSecretHash(secret))).toBe(false);
    expect(pendingMatches(secret, undefined)).toBe(false);
  });
});

describe('passwords', () => {
  it('use scrypt N=2^17, r=8, p=1 with a per-user salt, stored with the hash', async () => {
    expect(SCRYPT_PARAMS).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    const [first, second] = await Promise.all([hashPassword('secret1'), hashPassword('secret1')]);
    expect(first).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    expect(second).not.toBe(first);
    expect(first).not.toContain('secret1');
    expect(await verifyPassword('secret1', first)).toBe(true);
    expect(await verifyPassword('secret2', first)).toBe(false);
    expect(await verifyPassword('secret1', 'garbage')).toBe(false);
    // Four deliberate 128 MiB scrypt runs: on a loaded 2-core machine they can take several seconds.
  }, 60_000);
});

describe('listing cursor', () => {
  it('round-trips a student key and refuses anything else', () => {
    const key = {
      pk: 'USER#0b6e7d8c-1111-4222-8333-444455556666',
      sk: 'PROFILE' as const,
      gsi1pk: 'ROLE#student' as const,
      gsi1sk: '2025-06-01T08:00:00.000Z#x',
    };
    expect(decodeCursor(encodeCursor(key))).toEqual(key);
    const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const bad of [
      '%%%',
      forged({ ...key, gsi1pk: 'ROLE#admin' }),
      forged({ ...key, pk: 'SESSION#x' }),
      forged({ ...key, extra: 1 }),
      forged([1]),
    ]) {
      expect(() => decodeCursor(bad)).toThrow('Invalid cursor.');
    }
  });
});

describe('verification mail', () => {
  it('names the brand in the subject and carries the code in text and HTML', () => {
    const mail = verificationMail('004271', 'EngTech Academy');
    expect(mail.subject).toBe('Your EngTech Academy verification code');
    expect(mail.text).toContain('004271');
    expect(mail.text).toContain('10 minutes');
    expect(mail.html).toContain('004271');
    expect(verificationMail('1', '<b>Brand</b>').html).toContain('&lt;b&gt;Brand&lt;/b&gt;');
  });
});
