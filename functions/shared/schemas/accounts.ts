/** Accounts: registration, verification, login, the session view and the admin's user management. */
import * as z from 'zod/mini';
import { decodeNic, NIC_PATTERN } from './nic';
import { schema, trimmed } from './common';
import { languageSchema, type Language } from './language';

/** The registration and login form texts: the form shows them and the server answers with them. */
export const accountTexts = {
  name: '*Name is required and must be at least 3 characters long.',
  email: '*Enter a valid email address.',
  password: '*Password must be at least 6 characters long.',
  confirmPassword: '*Passwords do not match.',
  address: '*Address is required.',
  idNo: '*Enter a valid ID number (e.g., 987654321V , 200012345678).',
  phoneNumber: '*Enter a valid phone number (e.g., 0712345678).',
  school: '*School name is required.',
  alYear: '*Enter a valid year (e.g., 2025).',
  registrationInvalid: 'Please fill all required fields correctly.',
  otpCode: 'Enter the 6-digit code.',
} as const;

/** The user group's response texts (registration, verification, login, user management). */
export const userTexts = {
  codeSent: 'Verification code sent',
  emailTaken: 'An account with this email already exists.',
  nicTaken: 'An account with this ID number already exists.',
  registered: 'Succesfully Registered',
  invalidCode: 'Invalid code.',
  codeExpired: 'The code has expired. Request a new one.',
  tooManyCodes: 'Too many wrong codes. Request a new one.',
  noPending: 'No registration is waiting for verification.',
  codeResent: 'A new code was sent.',
  resendWait: (seconds: number) => `Please wait ${seconds} seconds before requesting a new code.`,
  resendLimit: (hours: number) =>
    `Too many codes were sent today. Try again in ${hours} ${hours === 1 ? 'hour' : 'hours'}.`,
  wrongCredentials: 'Wrong Username or Password',
  lockedOut: (minutes: number) => `Too many failed logins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  busy: 'The site is busy right now. Please try again in a few seconds.',
  unverified: 'Please verify your email before logging in.',
  suspended: 'This account is suspended.',
  loggedOut: 'Logged out',
  userNotFound: 'User not found.',
  adminProtected: 'Admin accounts cannot be changed here.',
  userDeleted: 'User deleted',
  resetCodeSent: 'If an account uses this email, a code to reset its password has been sent to it.',
  passwordChanged: 'Your password has been changed. Please log in with the new one.',
  resetRequestLimit: (minutes: number) =>
    `Too many password reset requests from this network. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  registrationLimit: (minutes: number) =>
    `Too many registrations from this network. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  mailSuppressed:
    'Our mail to this email address bounced or was marked as spam, so no code can be sent to it. Check the address, or contact the class.',
  mailCleared: 'The address can receive mail again.',
  noSuppression: 'This address has no bounce or spam mark.',
} as const;

/** What every endpoint group answers a caller without the session or role it needs. */
export const sessionTexts = {
  loginRequired: 'Please log in.',
  adminsOnly: 'Admins only.',
  noAccess: 'You do not have access to this content.',
} as const;

export const REGISTRATION_YEARS = ['2025', '2026', '2027', '2028'] as const;
export const ACCESS_FIELDS = [
  'revisionAccess',
  'theoryAccess',
  'practicalAccess',
  'paperAccess',
  'revisionTuteAccess',
] as const;
export type AccessField = (typeof ACCESS_FIELDS)[number];
export const USER_STATES = ['active', 'suspended'] as const;
export type UserState = (typeof USER_STATES)[number];
export type Role = 'student' | 'admin';

// The field-level `error` (see `trimmed`) makes a missing or wrongly typed field report the field's
// own text too, so the server answers with the same text the form shows.
const nameSchema = /* @__PURE__ */ schema(() =>
  trimmed(100, accountTexts.name).check(z.minLength(3, accountTexts.name)),
);
// Lowercased before the format check: the login email is case-insensitive (docs/product.md).
// The contact form checks its address with the same rules.
export const emailSchema = /* @__PURE__ */ schema(() =>
  z.pipe(
    z.string({ error: accountTexts.email }).check(z.trim(), z.toLowerCase(), z.maxLength(254, accountTexts.email)),
    z.email(accountTexts.email),
  ),
);
const passwordSchema = /* @__PURE__ */ schema(() =>
  z
    .string({ error: accountTexts.password })
    .check(z.minLength(6, accountTexts.password), z.maxLength(128, accountTexts.password)),
);
const addressSchema = /* @__PURE__ */ schema(() =>
  trimmed(300, accountTexts.address).check(z.minLength(1, accountTexts.address)),
);
const idNoSchema = /* @__PURE__ */ schema(() =>
  z.string({ error: accountTexts.idNo }).check(
    z.trim(),
    z.regex(NIC_PATTERN, accountTexts.idNo),
    z.refine((id: string) => decodeNic(id) !== null, accountTexts.idNo),
  ),
);
const phoneNumberSchema = /* @__PURE__ */ schema(() =>
  z.string({ error: accountTexts.phoneNumber }).check(z.trim(), z.regex(/^0\d{9}$/, accountTexts.phoneNumber)),
);
const schoolSchema = /* @__PURE__ */ schema(() =>
  trimmed(150, accountTexts.school).check(z.minLength(1, accountTexts.school)),
);
const alYearSchema = /* @__PURE__ */ schema(() => z.enum(REGISTRATION_YEARS, accountTexts.alYear));

/** One schema per registration field, for the form's per-field checks (each is its own binding, so a bundle keeps only those it uses). */
export const fieldSchemas = {
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  address: addressSchema,
  idNo: idNoSchema,
  phoneNumber: phoneNumberSchema,
  school: schoolSchema,
  alYear: alYearSchema,
};

const registrationFields = /* @__PURE__ */ schema(() =>
  z.object({
    fullName: nameSchema,
    userName: nameSchema,
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string({ error: accountTexts.confirmPassword }).check(z.maxLength(128)),
    address: addressSchema,
    idNo: idNoSchema,
    phoneNumber: phoneNumberSchema,
    school: schoolSchema,
    alYear: alYearSchema,
    // The language the verification mail and the site speak to this account in (English if not given).
    language: z.optional(languageSchema),
    // Derived from idNo; the server recomputes them and ignores what the client sent.
    birthday: z.optional(z.string().check(z.maxLength(20))),
    gender: z.optional(z.string().check(z.maxLength(10))),
  }),
);

/** A password typed twice must match; the mismatch is reported on the confirmation field. */
export const passwordsMatch = <T extends { password: string; confirmPassword: string }>() =>
  z.refine<T>((r) => r.password === r.confirmPassword, {
    message: accountTexts.confirmPassword,
    path: ['confirmPassword'],
  });

export const registrationSchema = /* @__PURE__ */ schema(() =>
  registrationFields.check(passwordsMatch<z.output<typeof registrationFields>>()),
);
export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;

export const loginSchema = /* @__PURE__ */ schema(() =>
  z.object({
    email: z
      .string({ error: accountTexts.email })
      .check(z.trim(), z.toLowerCase(), z.minLength(1, accountTexts.email), z.maxLength(254, accountTexts.email)),
    password: z
      .string({ error: accountTexts.password })
      .check(z.minLength(1, accountTexts.password), z.maxLength(128, accountTexts.password)),
  }),
);
export type LoginInput = z.infer<typeof loginSchema>;

/** The form may send the six digits combined into one number; a leading zero is restored here. */
export const otpSchema = /* @__PURE__ */ schema(() =>
  z.object({
    code: z.pipe(
      z.union(
        [
          z.string().check(z.trim()),
          z.pipe(
            z.number().check(z.int(), z.gte(0), z.lte(999_999)),
            z.transform((n: number) => String(n).padStart(6, '0')),
          ),
        ],
        { error: accountTexts.otpCode },
      ),
      z.string().check(z.regex(/^\d{6}$/, accountTexts.otpCode)),
    ),
  }),
);
export type OtpInput = z.input<typeof otpSchema>;

export const otpDigitSchema = /* @__PURE__ */ schema(() => z.string().check(z.regex(/^[0-9]$/)));

export const changeStateSchema = /* @__PURE__ */ schema(() =>
  z.object({ id: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)), state: z.enum(USER_STATES) }),
);
export type ChangeStateInput = z.input<typeof changeStateSchema>;
export const toggleAccessSchema = /* @__PURE__ */ schema(() =>
  z.object({ id: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)), field: z.enum(ACCESS_FIELDS) }),
);
export type ToggleAccessInput = z.input<typeof toggleAccessSchema>;
export const clearMailMarkSchema = /* @__PURE__ */ schema(() =>
  z.object({ id: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)) }),
);
export type ClearMailMarkInput = z.input<typeof clearMailMarkSchema>;
export const pageQuerySchema = /* @__PURE__ */ schema(() =>
  z.object({
    cursor: z.optional(z.string().check(z.maxLength(1024))),
    limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 50),
    search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  }),
);

/**
 * When each expiring flag runs out (ISO instant), for the flags granted until a date: a granted flag
 * not named here never expires (the admin's own grant).
 */
export type AccessUntil = Partial<Record<AccessField, string>>;

export interface Access {
  revision: boolean;
  theory: boolean;
  practical: boolean;
  paper: boolean;
  revisionTute: boolean;
}

export interface SessionUser {
  fullName: string;
  userName: string;
  email: string;
  phoneNumber: string;
  alYear: string;
  role: Role;
  /**
   * The account's language, which the site switches to once its holder is logged in; absent on an
   * account that never chose one (made before accounts had a language), which takes the device's.
   */
  language?: Language;
  access: Access;
  /** Absent when no granted flag expires. */
  accessUntil?: AccessUntil;
}

export interface LoginResponse {
  user: { userName: string; fullName: string; email: string; role: Role; language?: Language };
}

export type CheckAuthResponse = { isLoggedIn: false; user: null } | { isLoggedIn: true; user: SessionUser };

export interface CheckAccessResponse {
  access: Access;
  accessUntil: AccessUntil;
}

/** A user as the admin's user management sees it. Never carries a password, hash or code. */
export interface AdminUserView {
  _id: string;
  fullName: string;
  email: string;
  /** The NIC number as entered (upper-cased): how the tutor tells two students of one name apart. */
  idNo: string;
  school: string;
  alYear: string;
  phoneNumber: string;
  address: string;
  state: UserState;
  verified: boolean;
  revisionAccess: boolean;
  theoryAccess: boolean;
  practicalAccess: boolean;
  paperAccess: boolean;
  revisionTuteAccess: boolean;
  /** Until when each granted, expiring flag runs. */
  accessUntil: AccessUntil;
  /**
   * Present when the address gets no more mail: our mail to it bounced for good, or its reader
   * marked it as spam. The admin clears it (clearMailMark) once the student confirms the address.
   */
  mailSuppressed?: MailSuppressionReason;
}

export type MailSuppressionReason = 'bounce' | 'complaint';

export interface UsersPage {
  users: AdminUserView[];
  nextCursor: string | null;
}

export interface UserCounts {
  totalUsers: number;
  activeUsers: number;
  totalClasses: number;
  totalMessages: number;
}

/** 201 to createUser: a code is on its way to `email`; another may be asked for after the cooldown. */
export interface CreateUserResponse {
  message: string;
  email: string;
  retryAfterSeconds: number;
}

/** check-admin answers 200 only to an admin (401 and 403 otherwise). */
export interface CheckAdminResponse {
  isAdmin: true;
}

export interface ChangeStateResponse {
  id: string;
  state: UserState;
}

/** toggleAccess: the flag's stored value after the flip. */
export interface ToggleAccessResponse {
  newValue: boolean;
}

export interface ResendOtpResponse {
  message: string;
  retryAfterSeconds: number;
}

/** GET /api/user/pendingRegistration: is a registration waiting for its code in this browser? */
export type PendingRegistrationStatus = { waiting: true; email: string } | { waiting: false; email: null };
