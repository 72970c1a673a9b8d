/**
 * The users table, and the account record in it as every endpoint group reads it to answer "who is
 * calling" (caller.ts). The user group writes accounts (functions/user/store.ts) and the satellite
 * items; all of them live under generic keys:
 *
 *   USER#<id>      / PROFILE  the account        gsi1: ROLE#<role> / <createdAt ISO>#<id>  (listing, counts)
 *   USER#<id>      / OTP      the pending code (functions/user/otp-store.ts)
 *   EMAIL#<email>  / CLAIM    uniqueness claim   (functions/user/claims.ts)
 *   NIC#<nic>      / CLAIM    uniqueness claim   (functions/user/claims.ts)
 *   SESSION#<hash> / SESSION  a login session    gsi1: SESSIONS#<userId> / <createdAt>  (sessions.ts)
 *   LOGINFAIL#<email> / ADDR#<address> | ACCOUNT  login attempt counters (functions/user/lockout-store.ts)
 *   MAILSUPPRESS#<email> / SUPPRESSED  an address that gets no more mail (functions/shared/mail-suppression.ts)
 *
 * dynalite has no transactions and no TTL, so uniqueness uses conditional puts on claim items and
 * every expiry is checked in code (items also carry `ttl` for real DynamoDB to clean up).
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { clock } from '../../shared/clock';
import { config } from '../../shared/config';
import { dynamo } from '../../shared/dynamo';
import {
  ACCESS_FIELDS,
  type Access,
  type AccessField,
  type AccessUntil,
  type Language,
  type Role,
  type SessionUser,
  type UserState,
} from '../../shared/schemas';

export const usersTable = (): string => config.tableName('users');

export interface UserItem {
  pk: string;
  sk: 'PROFILE';
  gsi1pk: string;
  gsi1sk: string;
  id: string;
  email: string;
  fullName: string;
  /** Lowercased copy for case-insensitive search. */
  fullNameLower: string;
  userName: string;
  passwordHash: string;
  address: string;
  /** As entered (upper-cased); `nicKey` is the canonical form used for uniqueness. */
  idNo: string;
  nicKey: string | null;
  birthday: string;
  gender: string;
  phoneNumber: string;
  school: string;
  alYear: string;
  role: Role;
  state: UserState;
  /** Absent on accounts made before accounts had a language: those read as English (languageOf). */
  language?: Language;
  verified: boolean;
  createdAt: number;
  verifiedAt?: number;
  /** SHA-256 of the pending-registration cookie's secret; removed once verified. */
  pendingTokenHash?: string;
  // Access flags are flip counters (odd = granted), so every toggle changes them; see toggleAccess.
  revisionAccessFlips?: number;
  theoryAccessFlips?: number;
  practicalAccessFlips?: number;
  paperAccessFlips?: number;
  revisionTuteAccessFlips?: number;
  // When a paid flag runs out (epoch ms); absent on a flag granted without an end.
  revisionAccessUntil?: number;
  theoryAccessUntil?: number;
  practicalAccessUntil?: number;
  paperAccessUntil?: number;
  revisionTuteAccessUntil?: number;
}

/** The partition of an account and its items. */
export const userPk = (id: string): string => `USER#${id}`;
export const userKey = (id: string) => ({ pk: userPk(id), sk: 'PROFILE' as const });
/** The account's gsi1 keys: accounts listed and counted by role, newest last. */
export const roleIndexKey = (role: Role) => `ROLE#${role}`;
export const roleIndexSort = (createdAt: number, id: string) => `${new Date(createdAt).toISOString()}#${id}`;

/** The counter attribute behind an access flag. */
export const flipsAttribute = (field: AccessField) => `${field}Flips` as const;
/** An odd number of flips means granted. */
export const grantedByFlips = (count: number | undefined): boolean => (count ?? 0) % 2 === 1;

/** The attribute holding when a flag runs out. */
export const untilAttribute = (field: AccessField) => `${field}Until` as const;

/** Whether the flag is granted and has not run out at `now`. */
export function accessFlag(user: UserItem, field: AccessField, now: number = clock.now()): boolean {
  if (!grantedByFlips(user[flipsAttribute(field)])) return false;
  const until = user[untilAttribute(field)];
  return until === undefined || now < until;
}

/** Until when each flag that is granted now runs, for the flags that run out. */
export function accessUntilOf(user: UserItem, now: number = clock.now()): AccessUntil {
  const until: AccessUntil = {};
  for (const field of ACCESS_FIELDS) {
    const end = user[untilAttribute(field)];
    if (end !== undefined && accessFlag(user, field, now)) until[field] = new Date(end).toISOString();
  }
  return until;
}

/** The content a user may open. Admins open everything, whatever flags their record carries. */
export function accessOf(user: UserItem, now: number = clock.now()): Access {
  const granted = (field: AccessField) => user.role === 'admin' || accessFlag(user, field, now);
  return {
    revision: granted('revisionAccess'),
    theory: granted('theoryAccess'),
    practical: granted('practicalAccess'),
    paper: granted('paperAccess'),
    revisionTute: granted('revisionTuteAccess'),
  };
}

export function toSessionUser(user: UserItem, now: number = clock.now()): SessionUser {
  return {
    fullName: user.fullName,
    userName: user.userName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    alYear: user.alYear,
    role: user.role,
    // Only a language the account chose: one that never did takes the device's (the site saves it).
    ...(user.language ? { language: user.language } : {}),
    access: accessOf(user, now),
    ...accessUntilFor(user, now),
  };
}

/** `accessUntil` for a student with an expiring flag; an admin's flags never run out. */
function accessUntilFor(user: UserItem, now: number): { accessUntil?: AccessUntil } {
  if (user.role === 'admin') return {};
  const until = accessUntilOf(user, now);
  return Object.keys(until).length > 0 ? { accessUntil: until } : {};
}

export async function getUser(id: string): Promise<UserItem | null> {
  const result = await dynamo.send(new GetCommand({ TableName: usersTable(), Key: userKey(id), ConsistentRead: true }));
  return (result.Item as UserItem | undefined) ?? null;
}
