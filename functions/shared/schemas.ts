/**
 * The one module of request/response shapes (§3) and validation rules (§5). Both the React forms
 * and the handlers import it, so every validation message exists exactly once.
 */
import { z } from 'zod';
import { decodeNic, NIC_PATTERN } from './nic';

export const messages = {
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

export const REGISTRATION_YEARS = ['2025', '2026', '2027', '2028'] as const;
export const ACCESS_FIELDS = ['revisionAccess', 'theoryAccess', 'practicalAccess', 'paperAccess', 'revisionTuteAccess'] as const;
export type AccessField = (typeof ACCESS_FIELDS)[number];
export const USER_STATES = ['active', 'suspended'] as const;
export type UserState = (typeof USER_STATES)[number];
export type Role = 'student' | 'admin';

// The field-level `error` makes a missing or wrongly typed field report the field's §5 message too,
// so the server answers with the same text the form shows.
const trimmed = (max: number, message: string) => z.string({ error: message }).trim().max(max);

export const fieldSchemas = {
  name: trimmed(100, messages.name).min(3, messages.name),
  // Lowercased before the format check: §2 says the login email is lowercased as typed.
  email: z.string({ error: messages.email }).trim().toLowerCase().max(254, messages.email).pipe(z.email(messages.email)),
  password: z.string({ error: messages.password }).min(6, messages.password).max(128, messages.password),
  address: trimmed(300, messages.address).min(1, messages.address),
  idNo: z
    .string({ error: messages.idNo })
    .trim()
    .regex(NIC_PATTERN, messages.idNo)
    .refine((id) => decodeNic(id) !== null, messages.idNo),
  phoneNumber: z.string({ error: messages.phoneNumber }).trim().regex(/^0\d{9}$/, messages.phoneNumber),
  school: trimmed(150, messages.school).min(1, messages.school),
  alYear: z.enum(REGISTRATION_YEARS, messages.alYear),
};

const registrationFields = z.object({
  fullName: fieldSchemas.name,
  userName: fieldSchemas.name,
  email: fieldSchemas.email,
  password: fieldSchemas.password,
  confirmPassword: z.string({ error: messages.confirmPassword }).max(128),
  address: fieldSchemas.address,
  idNo: fieldSchemas.idNo,
  phoneNumber: fieldSchemas.phoneNumber,
  school: fieldSchemas.school,
  alYear: fieldSchemas.alYear,
  // Derived from idNo; the server recomputes them and ignores what the client sent.
  birthday: z.string().max(20).optional(),
  gender: z.string().max(10).optional(),
});

export const registrationSchema = registrationFields.refine((r) => r.password === r.confirmPassword, {
  message: messages.confirmPassword,
  path: ['confirmPassword'],
});
export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;

export const loginSchema = z.object({
  email: z.string({ error: messages.email }).trim().toLowerCase().min(1, messages.email).max(254, messages.email),
  password: z.string({ error: messages.password }).min(1, messages.password).max(128, messages.password),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** §3: the six digits are combined into one number; a leading zero is restored here. */
export const otpSchema = z.object({
  code: z
    .union([z.string().trim(), z.number().int().min(0).max(999_999).transform((n) => String(n).padStart(6, '0'))], { error: messages.otpCode })
    .pipe(z.string().regex(/^\d{6}$/, messages.otpCode)),
});
export type OtpInput = z.input<typeof otpSchema>;

export const otpDigitSchema = z.string().regex(/^[0-9]$/);

export const changeStateSchema = z.object({ id: z.string().trim().min(1).max(64), state: z.enum(USER_STATES) });
export const toggleAccessSchema = z.object({ id: z.string().trim().min(1).max(64), field: z.enum(ACCESS_FIELDS) });
export const idParamSchema = z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'Invalid id.');
export const pageQuerySchema = z.object({
  cursor: z.string().max(1024).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  search: z.string().trim().max(100).optional(),
});

// ---- responses ----

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
  access: Access;
}

export interface LoginResponse {
  user: { userName: string; fullName: string; email: string; role: Role };
}

export type CheckAuthResponse = { isLoggedIn: false; user: null } | { isLoggedIn: true; user: SessionUser };

export interface CheckAccessResponse {
  access: Access;
}

/** §3 "User (admin view)". Never carries a password, hash or code. */
export interface AdminUserView {
  _id: string;
  fullName: string;
  email: string;
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
}

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

export interface MessageResponse {
  message: string;
}

export interface ResendOtpResponse {
  message: string;
  retryAfterSeconds: number;
}

/** §3 Class, as the API returns it. */
export interface ClassView {
  _id: string;
  title: string;
  teacher: string;
  type: string;
  location: string;
  schedule: string;
  fee: number;
}
