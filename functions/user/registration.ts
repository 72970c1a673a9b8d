/**
 * Registration and email verification. Uniqueness rests on the claim items (claims.ts); every step
 * after the first claim is undone if a later one fails, so a failed registration (e.g. mail
 * service down) leaves nothing behind and the same email can register again at once.
 */
import { randomUUID } from 'node:crypto';
import { clock } from '../shared/clock';
import { BadRequest, Conflict, Gone, TooManyRequests, Unauthorized } from '../shared/errors';
import { describeError, logger } from '../shared/logger';
import { canonicalNic, decodeNic, DEFAULT_LANGUAGE, languageOf } from '../shared/schemas';
import { type Registration, userTexts, accountTexts } from '../shared/schemas';
import { getUser, roleIndexKey, roleIndexSort, userKey, type UserItem } from '../domain/sessions/account';
import { deleteAccount } from './accounts';
import { claimIsReclaimable, getClaim, ORPHAN_CLAIM_MS, putClaim, releaseClaim, type ClaimKind } from './claims';
import { sendVerificationCode } from './mail';
import {
  codeMatches,
  dailyLimitReached,
  generateCode,
  newOtpState,
  OTP_RULES,
  otpGate,
  resendWaitSeconds,
} from './otp';
import { consumeOtp, countTry, deleteOtp, getOtp, putOtp, registrationCode, restoreOtp } from './otp-store';
import { inHashSlot } from './hash-slots';
import type { LockRule } from './lockout';
import { reserveClientRequest } from './lockout-store';
import { hashPassword } from './password';
import { newPendingSecret, pendingMatches, pendingSecretHash, type PendingRegistration } from './pending';
import { deleteUserItem, markVerified, putNewUser } from './store';

/**
 * What a registration got of an email or NIC: the claim; a hold of an older unverified registration,
 * which it goes ahead beside and settles at verification (`deferred`); or nothing (`taken`).
 */
type ClaimOutcome = 'claimed' | 'deferred' | 'taken';

/**
 * Claims `value` for `userId`. A claim of a verified account, or of a registration still in flight
 * or under a minute old, refuses. An older unverified hold does not: the same email registering
 * again replaces it at once (the new code goes to the same mailbox, and only its owner can use
 * either), and a NIC is settled at verification, where the first registration to prove its email
 * takes it — so nobody holds a NIC by registering it without verifying.
 */
async function claimValue(kind: ClaimKind, value: string, userId: string, now: number): Promise<ClaimOutcome> {
  for (let round = 0; round < 3; round += 1) {
    if (await putClaim(kind, value, userId, now)) return 'claimed';
    const existing = await getClaim(kind, value);
    if (!existing) continue; // released between our put and our read: try again
    const owner = await getUser(existing.userId);
    if (!claimIsReclaimable(existing, owner, now)) return 'taken';
    if (kind === 'NIC' && owner) return 'deferred';
    if (owner && !(await deleteAccount(owner, { onlyUnverified: true }))) return 'taken';
    return (await putClaim(kind, value, userId, now, existing.userId)) ? 'claimed' : 'taken';
  }
  return 'taken';
}

/**
 * At verification: makes the claim name this account, taking it from an unverified holder (whose
 * registration ends) but never from a verified one. Of two registrations verifying at once, the
 * holder's own verification and its deletion are both conditional on it being unverified, so one wins.
 */
async function settleClaim(kind: ClaimKind, value: string, userId: string, now: number): Promise<boolean> {
  for (let round = 0; round < 3; round += 1) {
    const existing = await getClaim(kind, value);
    if (existing?.userId === userId) return true;
    if (!existing) {
      if (await putClaim(kind, value, userId, now)) return true;
      continue;
    }
    const owner = await getUser(existing.userId);
    if (owner?.verified) return false;
    if (!owner && now - existing.createdAt < ORPHAN_CLAIM_MS) return false;
    if (owner && !(await deleteAccount(owner, { onlyUnverified: true }))) return false;
    if (await putClaim(kind, value, userId, now, existing.userId)) return true;
  }
  return false;
}

async function rollback(userId: string, email: string, nicKey: string): Promise<void> {
  const steps = [
    deleteUserItem(userId),
    deleteOtp(registrationCode(userId)),
    releaseClaim('EMAIL', email, userId),
    releaseClaim('NIC', nicKey, userId),
  ];
  const results = await Promise.allSettled(steps);
  for (const result of results) {
    if (result.status === 'rejected') {
      // The account's id (a random UUID, nothing the person typed) says what is left to clean up.
      logger.error('registration rollback step failed', {
        userId,
        error: describeError(result.reason, { stack: false }),
      });
    }
  }
}

interface StartedRegistration {
  pending: PendingRegistration;
  email: string;
}

/**
 * Registrations one client address may start in an hour, whatever they name. A school's pupils share
 * one address, so a class can register together; one machine cannot mail codes to a list of strangers
 * or hold a stack of emails and NICs.
 */
export const REGISTRATIONS_PER_CLIENT: LockRule = { maxAttempts: 30, windowMs: 60 * 60 * 1000 };

export async function register(input: Registration, address: string): Promise<StartedRegistration> {
  const now = clock.now();
  const { waitSeconds } = await reserveClientRequest('REGISTER', address, REGISTRATIONS_PER_CLIENT, now);
  if (waitSeconds > 0) {
    const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
    throw new TooManyRequests(userTexts.registrationLimit(minutes), waitSeconds, 'user.registrationLimit');
  }
  const nic = decodeNic(input.idNo, new Date(now));
  if (!nic) throw new BadRequest(accountTexts.idNo);
  const nicKey = canonicalNic(input.idNo);
  const userId = randomUUID();
  const { email } = input;

  if ((await claimValue('EMAIL', email, userId, now)) === 'taken') throw new Conflict(userTexts.emailTaken);
  try {
    if ((await claimValue('NIC', nicKey, userId, now)) === 'taken') throw new Conflict(userTexts.nicTaken);
    const secret = newPendingSecret();
    const user: UserItem = {
      ...userKey(userId),
      gsi1pk: roleIndexKey('student'),
      gsi1sk: roleIndexSort(now, userId),
      id: userId,
      email,
      fullName: input.fullName,
      fullNameLower: input.fullName.toLowerCase(),
      userName: input.userName,
      passwordHash: await inHashSlot(() => hashPassword(input.password)),
      address: input.address,
      idNo: input.idNo.toUpperCase(),
      nicKey,
      birthday: nic.birthday,
      gender: nic.gender,
      phoneNumber: input.phoneNumber,
      school: input.school,
      alYear: input.alYear,
      role: 'student',
      state: 'active',
      language: input.language ?? DEFAULT_LANGUAGE,
      verified: false,
      createdAt: now,
      pendingTokenHash: pendingSecretHash(secret),
    };
    await putNewUser(user);
    const code = generateCode();
    if (!(await putOtp(registrationCode(userId), newOtpState(code, now), null)))
      throw new Error('A verification code already existed for a new account');
    // An address that bounced or complained gets no code; the registration is undone so the student
    // can register again at once with an address that works.
    if ((await sendVerificationCode(email, code, user.language ?? DEFAULT_LANGUAGE)) === 'suppressed') {
      throw new BadRequest(userTexts.mailSuppressed);
    }
    return { pending: { userId, secret }, email };
  } catch (error) {
    await rollback(userId, email, nicKey);
    throw error;
  }
}

/** The email of the unverified account a pending-registration cookie names, or null. */
export async function waitingEmail(pending: PendingRegistration | null): Promise<string | null> {
  const user = pending ? await getUser(pending.userId) : null;
  return pending && user && !user.verified && pendingMatches(pending.secret, user.pendingTokenHash) ? user.email : null;
}

/** The unverified account a pending-registration cookie names, or 401. */
async function pendingAccount(pending: PendingRegistration | null): Promise<UserItem> {
  const user = pending ? await getUser(pending.userId) : null;
  if (!pending || !user || user.verified || !pendingMatches(pending.secret, user.pendingTokenHash)) {
    throw new Unauthorized(userTexts.noPending);
  }
  return user;
}

export async function verify(pending: PendingRegistration | null, code: string): Promise<UserItem> {
  const user = await pendingAccount(pending);
  const now = clock.now();
  const otp = await getOtp(registrationCode(user.id));
  if (!otp) throw new Gone(userTexts.codeExpired);
  const gate = otpGate(otp, now);
  if (gate === 'exhausted') throw new TooManyRequests(userTexts.tooManyCodes, resendWaitSeconds(otp, now));
  if (gate === 'expired') throw new Gone(userTexts.codeExpired);

  const counted = await countTry(registrationCode(user.id), otp.codeHash);
  if (!counted) {
    // The limit was reached by parallel tries, or the code was replaced or used meanwhile.
    const latest = await getOtp(registrationCode(user.id));
    if (!latest) throw new Unauthorized(userTexts.noPending);
    if (latest.attempts >= OTP_RULES.maxWrongTries)
      throw new TooManyRequests(userTexts.tooManyCodes, resendWaitSeconds(latest, now));
    throw new BadRequest(userTexts.invalidCode);
  }
  if (!codeMatches(counted, code)) throw new BadRequest(userTexts.invalidCode);
  if (!(await consumeOtp(registrationCode(user.id), counted.codeHash))) throw new Unauthorized(userTexts.noPending);
  // A registration that went ahead beside an older unverified hold takes its email and NIC now.
  if (!(await settleClaim('EMAIL', user.email, user.id, now))) throw new Conflict(userTexts.emailTaken);
  if (user.nicKey && !(await settleClaim('NIC', user.nicKey, user.id, now))) throw new Conflict(userTexts.nicTaken);
  if (!(await markVerified(user.id, now))) throw new Unauthorized(userTexts.noPending);
  return { ...user, verified: true, verifiedAt: now };
}

/** Sends a new code (60 s after the previous one); a failed send restores the previous code. */
export async function resend(pending: PendingRegistration | null): Promise<{ retryAfterSeconds: number }> {
  const user = await pendingAccount(pending);
  const now = clock.now();
  const previous = await getOtp(registrationCode(user.id));
  const wait = resendWaitSeconds(previous, now);
  if (previous && dailyLimitReached(previous, now))
    throw new TooManyRequests(userTexts.resendLimit(Math.ceil(wait / 3600)), wait, 'user.resendLimit');
  if (wait > 0) throw new TooManyRequests(userTexts.resendWait(wait), wait, 'user.resendWait');

  const code = generateCode();
  const next = newOtpState(code, now, previous);
  if (!(await putOtp(registrationCode(user.id), next, previous))) {
    // A parallel resend won the race; its code is the current one.
    const latest = await getOtp(registrationCode(user.id));
    const seconds = Math.max(1, resendWaitSeconds(latest, now));
    throw new TooManyRequests(userTexts.resendWait(seconds), seconds, 'user.resendWait');
  }
  try {
    // A suppressed address is told so rather than shown "a new code was sent" for a mail never sent;
    // the previous code is put back as for any failed send.
    if ((await sendVerificationCode(user.email, code, languageOf(user.language))) === 'suppressed') {
      throw new BadRequest(userTexts.mailSuppressed);
    }
  } catch (error) {
    await restoreOtp(registrationCode(user.id), next, previous).catch((restoreError: unknown) =>
      logger.error('could not restore previous code', {
        userId: user.id,
        error: describeError(restoreError, { stack: false }),
      }),
    );
    throw error;
  }
  return { retryAfterSeconds: OTP_RULES.resendCooldownMs / 1000 };
}
