/**
 * Login sessions: a random 256-bit token in an HttpOnly cookie; only its SHA-256 is stored, so a
 * leaked table does not leak usable sessions. 14-day expiry, checked in code on every use.
 *
 * The token starts with its account's id (`<userId>.<random>`), so the session and the account can
 * be read together in one request instead of one after the other. The id is no secret (it is the
 * holder's own) and cannot be swapped: the stored hash covers the whole token, and the session item
 * must name the same account. Tokens issued before carry no id and are read the two-step way.
 */
import { createHash, randomBytes } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { deleteQueried } from '../../shared/delete-queried';
import { dynamo } from '../../shared/dynamo';
import { serializeCookie, sessionCookieName } from '../../shared/cookies';
import { evictSession, evictUser } from './session-cache';
import { sessionXsrfToken, visitorXsrfToken, xsrfCookie } from '../../shared/xsrf';
import { usersTable } from './account';

export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

interface SessionItem {
  pk: string;
  sk: 'SESSION';
  gsi1pk: string;
  gsi1sk: string;
  userId: string;
  createdAt: number;
  expiresAt: number;
  /** epoch seconds, for DynamoDB TTL in the cloud */
  ttl: number;
}

const TOKEN_PATTERN = /^(?:([A-Za-z0-9_-]{1,64})\.)?[A-Za-z0-9_-]{43}$/;

/** True for a string shaped like a token this module makes (anything else names no session). */
export const isSessionToken = (token: string): boolean => TOKEN_PATTERN.test(token);
export const newSessionToken = (userId: string): string => `${userId}.${randomBytes(32).toString('base64url')}`;
/** The account a well-formed token names, or null for a token issued without one. */
export const userIdOfToken = (token: string): string | null => TOKEN_PATTERN.exec(token)?.[1] ?? null;
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('base64url');
export const sessionLive = (session: Pick<SessionItem, 'expiresAt'>, now: number): boolean => now < session.expiresAt;

/** The stored session `token` names, if the item read for it is one and is still live. */
export function liveSessionOf(token: string, item: unknown, now: number): SessionItem | null {
  const session = item as SessionItem | undefined;
  if (!session || session.sk !== 'SESSION' || !sessionLive(session, now)) return null;
  const named = userIdOfToken(token);
  return named === null || named === session.userId ? session : null;
}

export const sessionKey = (token: string) => ({ pk: `SESSION#${tokenHash(token)}`, sk: 'SESSION' as const });
const userSessionsKey = (userId: string) => `SESSIONS#${userId}`;

export function newSessionItem(token: string, userId: string, now: number): SessionItem {
  const expiresAt = now + SESSION_TTL_MS;
  return {
    ...sessionKey(token),
    gsi1pk: userSessionsKey(userId),
    gsi1sk: String(now).padStart(15, '0'),
    userId,
    createdAt: now,
    expiresAt,
    ttl: Math.ceil(expiresAt / 1000),
  };
}

export async function createSession(userId: string, now: number): Promise<string> {
  const token = newSessionToken(userId);
  await dynamo.send(new PutCommand({ TableName: usersTable(), Item: newSessionItem(token, userId, now) }));
  return token;
}

/**
 * The live session for a cookie value, or null (malformed, unknown or expired). Read-only on
 * purpose: every endpoint group asks "who is calling", and most may only read the users table, so
 * an expired item is left to DynamoDB TTL (and to logout/login, which delete the token they hold).
 */
export async function findSession(token: string | undefined, now: number): Promise<SessionItem | null> {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const result = await dynamo.send(
    new GetCommand({ TableName: usersTable(), Key: sessionKey(token), ConsistentRead: true }),
  );
  return liveSessionOf(token, result.Item, now);
}

export async function deleteSession(token: string): Promise<void> {
  if (!TOKEN_PATTERN.test(token)) return;
  try {
    await dynamo.send(new DeleteCommand({ TableName: usersTable(), Key: sessionKey(token) }));
  } finally {
    evictSession(token);
  }
}

/** Ends every session of a user (deletion, suspension). */
export async function deleteSessionsOf(userId: string): Promise<void> {
  try {
    await deleteEverySession(userId);
  } finally {
    evictUser(userId);
  }
}

async function deleteEverySession(userId: string): Promise<void> {
  await deleteQueried(usersTable(), {
    indexName: 'gsi1',
    keyCondition: 'gsi1pk = :pk',
    values: { ':pk': userSessionsKey(userId) },
  });
}

export { sessionCookieName };

export const sessionCookie = (token: string): string =>
  serializeCookie(sessionCookieName(), token, { httpOnly: true, path: '/', maxAge: Math.floor(SESSION_TTL_MS / 1000) });

export const clearSessionCookie = (): string =>
  serializeCookie(sessionCookieName(), '', { httpOnly: true, path: '/', maxAge: 0 });

/** What starting a session sets: its cookie and the anti-forgery token bound to it (the old one ends here). */
export const startSessionCookies = (token: string): string[] => [
  sessionCookie(token),
  xsrfCookie(sessionXsrfToken(token)),
];

/** What ending one sets: the session cookie cleared and a new visitor's anti-forgery token. */
export const endSessionCookies = (): string[] => [clearSessionCookie(), xsrfCookie(visitorXsrfToken())];
