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
 *
 * dynalite has no transactions and no TTL, so uniqueness uses conditional puts on claim items and
 * every expiry is checked in code (items also carry `ttl` for real DynamoDB to clean up).
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../../shared/config';
import { dynamo } from '../../shared/dynamo';
import {
  type Access,
  type AccessField,
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
  // Access flags are flip counters (odd = granted) so a toggle is one atomic ADD; see toggleAccess.
  revisionAccessFlips?: number;
  theoryAccessFlips?: number;
  practicalAccessFlips?: number;
  paperAccessFlips?: number;
  revisionTuteAccessFlips?: number;
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

export function accessFlag(user: UserItem, field: AccessField): boolean {
  return grantedByFlips(user[flipsAttribute(field)]);
}

/** The content a user may open. Admins open everything, whatever flags their record carries. */
export function accessOf(user: UserItem): Access {
  const granted = (field: AccessField) => user.role === 'admin' || accessFlag(user, field);
  return {
    revision: granted('revisionAccess'),
    theory: granted('theoryAccess'),
    practical: granted('practicalAccess'),
    paper: granted('paperAccess'),
    revisionTute: granted('revisionTuteAccess'),
  };
}

export function toSessionUser(user: UserItem): SessionUser {
  return {
    fullName: user.fullName,
    userName: user.userName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    alYear: user.alYear,
    role: user.role,
    // Only a language the account chose: one that never did takes the device's (the site saves it).
    ...(user.language ? { language: user.language } : {}),
    access: accessOf(user),
  };
}

export async function getUser(id: string): Promise<UserItem | null> {
  const result = await dynamo.send(new GetCommand({ TableName: usersTable(), Key: userKey(id), ConsistentRead: true }));
  return (result.Item as UserItem | undefined) ?? null;
}
