/**
 * The local twin of CloudFront's signed-cookie check (local/twins/media-cookies.ts), fed cookies made
 * by the real signer (@aws-sdk/cloudfront-signer) and by the policy builder the handlers use.
 */
import { generateKeyPairSync } from 'node:crypto';
import { getSignedCookies } from '@aws-sdk/cloudfront-signer';
import { describe, expect, it } from 'vitest';
import {
  fromCloudFrontBase64,
  resourceMatches,
  verifyMediaCookies,
  type MediaCookieCheck,
} from '../../local/twins/media-cookies';
import { folderPolicy } from '../../functions/domain/streaming/access-cookies';

const pair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
const trusted = pair();
const stranger = pair();
const KEY_ID = 'KTRUSTED12345';
const NOW = Date.UTC(2026, 5, 1, 12, 0, 0);
const ORIGIN = 'https://d111.cloudfront.net';
const THEORY_SEGMENT = `${ORIGIN}/media/Theory/s1/stream_240p_00001.ts`;

type Conditions = Record<string, Record<string, unknown>>;
const policyOf = (resource: string, conditions: Conditions) =>
  JSON.stringify({ Statement: [{ Resource: resource, Condition: conditions }] });
const until = (ms: number) => ({ DateLessThan: { 'AWS:EpochTime': Math.floor(ms / 1000) } });

const asRecord = (cookies: object): Record<string, string> =>
  Object.fromEntries(Object.entries(cookies).map(([name, value]) => [name, String(value)]));

function signed(policy: string, privateKey = trusted.privateKey, algorithm: 'SHA1' | 'SHA256' = 'SHA1') {
  return asRecord(getSignedCookies({ keyPairId: KEY_ID, privateKey, policy, algorithm }));
}

function check(cookies: Record<string, string>, overrides: Partial<MediaCookieCheck> = {}) {
  return verifyMediaCookies({
    cookies,
    url: THEORY_SEGMENT,
    nowMs: NOW,
    sourceIp: '203.0.113.7',
    keys: new Map([[KEY_ID, trusted.publicKey]]),
    ...overrides,
  });
}

const theoryCookies = () => signed(folderPolicy(ORIGIN, 'Theory', new Date(NOW + 3600_000)));

describe('folderPolicy', () => {
  it('covers the folder on the site origin, until whole seconds', () => {
    expect(JSON.parse(folderPolicy(`${ORIGIN}/`, 'Paper', new Date(NOW + 1500)))).toEqual({
      Statement: [
        {
          Resource: `${ORIGIN}/media/Paper/*`,
          Condition: { DateLessThan: { 'AWS:EpochTime': Math.floor((NOW + 1500) / 1000) } },
        },
      ],
    });
  });
});

describe('verifyMediaCookies', () => {
  it('lets a valid folder cookie through for any object of that folder', () => {
    expect(check(theoryCookies())).toEqual({ allowed: true });
    expect(check(theoryCookies(), { url: `${ORIGIN}/media/Theory/s2/master.m3u8?x=1` })).toEqual({ allowed: true });
  });

  it('refuses another folder, another host, another scheme', () => {
    for (const url of [
      `${ORIGIN}/media/Paper/s1/master.m3u8`,
      `${ORIGIN}/media/TheoryX/s1/master.m3u8`,
      'https://evil.example/media/Theory/s1/master.m3u8',
      `http://d111.cloudfront.net/media/Theory/s1/master.m3u8`,
    ]) {
      expect(check(theoryCookies(), { url }), url).toEqual({ allowed: false, reason: 'resource does not match' });
    }
  });

  it('refuses at and after DateLessThan', () => {
    const cookies = signed(policyOf(`${ORIGIN}/media/Theory/*`, until(NOW + 10_000)));
    expect(check(cookies, { nowMs: NOW + 9_000 }).allowed).toBe(true);
    expect(check(cookies, { nowMs: NOW + 10_000 })).toEqual({ allowed: false, reason: 'expired' });
    expect(check(cookies, { nowMs: NOW + 86_400_000 }).allowed).toBe(false);
  });

  it('honours DateGreaterThan and IpAddress', () => {
    const later = signed(
      policyOf(`${ORIGIN}/media/Theory/*`, {
        ...until(NOW + 60_000),
        DateGreaterThan: { 'AWS:EpochTime': Math.floor(NOW / 1000) + 30 },
      }),
    );
    expect(check(later)).toEqual({ allowed: false, reason: 'not yet valid' });
    expect(check(later, { nowMs: NOW + 31_000 }).allowed).toBe(true);
    const pinned = signed(
      policyOf(`${ORIGIN}/media/Theory/*`, { ...until(NOW + 60_000), IpAddress: { 'AWS:SourceIp': '203.0.113.0/24' } }),
    );
    expect(check(pinned).allowed).toBe(true);
    expect(check(pinned, { sourceIp: '::ffff:203.0.113.9' }).allowed).toBe(true);
    expect(check(pinned, { sourceIp: '198.51.100.1' })).toEqual({ allowed: false, reason: 'address not allowed' });
  });

  it('refuses a policy without an expiry or with conditions it does not know', () => {
    expect(check(signed(policyOf(`${ORIGIN}/media/Theory/*`, {}))).allowed).toBe(false);
    const odd = signed(policyOf(`${ORIGIN}/media/Theory/*`, { ...until(NOW + 60_000), Referer: { x: 1 } }));
    expect(check(odd)).toEqual({ allowed: false, reason: 'unknown condition' });
  });

  it('refuses a changed policy, a changed signature, another key and a missing cookie', () => {
    const cookies = theoryCookies();
    const wide = signed(policyOf(`${ORIGIN}/media/*`, until(NOW + 3600_000)));
    // The wider policy with the folder policy's signature.
    expect(
      check({ ...cookies, 'CloudFront-Policy': wide['CloudFront-Policy'] ?? '' }, { url: THEORY_SEGMENT }),
    ).toEqual({ allowed: false, reason: 'bad signature' });
    const signature = cookies['CloudFront-Signature'] ?? '';
    const flipped = (signature.startsWith('A') ? 'B' : 'A') + signature.slice(1);
    expect(check({ ...cookies, 'CloudFront-Signature': flipped }).allowed).toBe(false);
    expect(check(signed(policyOf(`${ORIGIN}/media/Theory/*`, until(NOW + 60_000)), stranger.privateKey))).toEqual({
      allowed: false,
      reason: 'bad signature',
    });
    expect(check({ ...cookies, 'CloudFront-Key-Pair-Id': 'KOTHER' })).toEqual({
      allowed: false,
      reason: 'unknown key pair',
    });
    for (const name of ['CloudFront-Policy', 'CloudFront-Signature', 'CloudFront-Key-Pair-Id']) {
      const rest = { ...cookies };
      delete rest[name];
      expect(check(rest), name).toEqual({ allowed: false, reason: 'missing cookie' });
    }
  });

  it('verifies SHA-256 signatures when the hash algorithm cookie asks for them, and no other algorithm', () => {
    const cookies = signed(folderPolicy(ORIGIN, 'Theory', new Date(NOW + 60_000)), trusted.privateKey, 'SHA256');
    expect(cookies['CloudFront-Hash-Algorithm']).toBe('SHA256');
    expect(check(cookies).allowed).toBe(true);
    expect(check({ ...cookies, 'CloudFront-Hash-Algorithm': 'SHA1' }).allowed).toBe(false);
    expect(check({ ...cookies, 'CloudFront-Hash-Algorithm': 'MD5' }).allowed).toBe(false);
  });

  it('accepts a canned policy for its exact URL only', () => {
    const cookies = asRecord(
      getSignedCookies({
        url: THEORY_SEGMENT,
        keyPairId: KEY_ID,
        privateKey: trusted.privateKey,
        dateLessThan: new Date(NOW + 60_000).toISOString(),
      }),
    );
    expect(check(cookies).allowed).toBe(true);
    expect(check(cookies, { url: `${ORIGIN}/media/Theory/s1/stream_240p_00002.ts` }).allowed).toBe(false);
    expect(check(cookies, { nowMs: NOW + 61_000 }).allowed).toBe(false);
  });
});

describe('resource wildcards and encoding', () => {
  it('* spans any run of characters, ? exactly one, everything else is literal', () => {
    expect(resourceMatches('https://h/media/Theory/*', 'https://h/media/Theory/')).toBe(true);
    expect(resourceMatches('https://h/media/Theory/*', 'https://h/media/Theory/a/b.ts?x=1')).toBe(true);
    expect(resourceMatches('https://h/a?.ts', 'https://h/ab.ts')).toBe(true);
    expect(resourceMatches('https://h/a?.ts', 'https://h/a.ts')).toBe(false);
    expect(resourceMatches('https://h/a.ts', 'https://h/aXts')).toBe(false);
    expect(resourceMatches('https://h/media/Theory/*', 'https://h/media/Paper/Theory/x')).toBe(false);
  });

  it('reads CloudFront base64 and refuses standard base64 characters', () => {
    expect(fromCloudFrontBase64('ab-c~d__')).toEqual(Buffer.from('ab+c/d==', 'base64'));
    expect(fromCloudFrontBase64('a+b=')).toBeNull();
  });
});
