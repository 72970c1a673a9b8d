/**
 * The one module of request/response shapes (§3) and validation rules (§5). Both the React forms
 * and the handlers import it, so every validation message exists exactly once.
 */
import * as z from 'zod/mini';
import { decodeNic, NIC_PATTERN } from './nic';

const sizeUnits: Partial<Record<string, string>> = {
  string: 'characters',
  file: 'bytes',
  array: 'items',
  set: 'items',
  map: 'entries',
};
const typeName = (type: string, input?: unknown): string =>
  type === 'number' && typeof input === 'number' && !Number.isFinite(input)
    ? String(input)
    : type === 'nan'
      ? 'NaN'
      : type;
/** zod's util.parsedType, stringifyPrimitive and joinValues (zod/mini's `util` namespace would bring the whole module). */
const parsedType = (data: unknown): string => {
  if (typeof data === 'number') return Number.isNaN(data) ? 'nan' : 'number';
  if (typeof data === 'object') {
    if (data === null) return 'null';
    if (Array.isArray(data)) return 'array';
    if (Object.getPrototypeOf(data) !== Object.prototype && 'constructor' in data && data.constructor)
      return (data.constructor as { name: string }).name;
  }
  return typeof data;
};
const primitive = (value: unknown): string =>
  typeof value === 'bigint' ? `${value}n` : typeof value === 'string' ? `"${value}"` : `${String(value)}`;
const joinValues = (values: readonly unknown[], separator: string): string => values.map(primitive).join(separator);

/**
 * zod/mini (rather than 'zod') keeps every Lambda bundle and its init small; unlike 'zod' it installs
 * no messages of its own (each would read "Invalid input"), and the checks below without their own
 * text answer with these. They are zod's English locale (zod/v4/locales/en.js) word for word —
 * tests/unit/schemas.test.ts compares the two issue by issue — except for the names of string formats
 * no schema checks (a z.url() would read "Invalid url", not "Invalid URL"): importing the locale
 * itself cost ~1.1 KB more in every Lambda bundle (npm run bench).
 */
export function englishMessages(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `Invalid input: expected ${typeName(issue.expected)}, received ${typeName(parsedType(issue.input), issue.input)}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `Invalid input: expected ${primitive(issue.values[0])}`
        : `Invalid option: expected one of ${joinValues(issue.values, '|')}`;
    case 'too_big':
    case 'too_small': {
      const big = issue.code === 'too_big';
      const bound = big ? issue.maximum : issue.minimum;
      const adj = issue.exact ? 'exactly ' : issue.inclusive ? (big ? '<=' : '>=') : big ? '<' : '>';
      const unit = sizeUnits[issue.origin];
      const origin = big ? (issue.origin ?? 'value') : issue.origin;
      return `Too ${big ? 'big' : 'small'}: expected ${origin} to ${unit ? 'have' : 'be'} ${adj}${bound.toString()}${unit ? ` ${unit}` : ''}`;
    }
    case 'invalid_format':
      switch (issue.format) {
        case 'starts_with':
          return `Invalid string: must start with "${issue.prefix as string}"`;
        case 'ends_with':
          return `Invalid string: must end with "${issue.suffix as string}"`;
        case 'includes':
          return `Invalid string: must include "${issue.includes as string}"`;
        case 'regex':
          return `Invalid string: must match pattern ${issue.pattern}`;
        default:
          return `Invalid ${issue.format === 'email' ? 'email address' : issue.format}`;
      }
    case 'not_multiple_of':
      return `Invalid number: must be a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return `Unrecognized key${issue.keys.length > 1 ? 's' : ''}: ${joinValues(issue.keys, ', ')}`;
    case 'invalid_key':
      return `Invalid key in ${issue.origin}`;
    case 'invalid_element':
      return `Invalid value in ${issue.origin}`;
    case 'invalid_union': {
      const options = issue.options;
      if (Array.isArray(options) && options.length > 0)
        return `Invalid discriminator value. Expected ${options.map((o) => `'${String(o)}'`).join(' | ')}`;
      return issue.inclusive === false ? 'Invalid input: more than one option matched' : 'Invalid input';
    }
    default:
      return 'Invalid input';
  }
}

z.config({ localeError: englishMessages });

/**
 * Every top-level schema is built through this, marked pure: zod's constructors are not known to be
 * free of side effects, so without the mark a bundler keeps every schema of this module (and the zod
 * code they use) in every bundle that imports any of it. Marked, a Lambda bundle or web chunk keeps
 * only the schemas its code reaches. The build runs when the module loads, as a plain `const` would.
 */
function schema<T>(build: () => T): T {
  return build();
}

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

/** The user group's response texts. */
export const userMessages = {
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
  wrongCredentials: 'Wrong Username or Password',
  unverified: 'Please verify your email before logging in.',
  suspended: 'This account is suspended.',
  loggedOut: 'Logged out',
  loginRequired: 'Please log in.',
  adminsOnly: 'Admins only.',
  userNotFound: 'User not found.',
  adminProtected: 'Admin accounts cannot be changed here.',
  userDeleted: 'User deleted',
  invalidCursor: 'Invalid cursor.',
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

// The field-level `error` makes a missing or wrongly typed field report the field's §5 message too,
// so the server answers with the same text the form shows.
const trimmed = (max: number, message: string) => z.string({ error: message }).check(z.trim(), z.maxLength(max));

const nameSchema = /* @__PURE__ */ schema(() => trimmed(100, messages.name).check(z.minLength(3, messages.name)));
// Lowercased before the format check: §2 says the login email is lowercased as typed.
const emailSchema = /* @__PURE__ */ schema(() =>
  z.pipe(
    z.string({ error: messages.email }).check(z.trim(), z.toLowerCase(), z.maxLength(254, messages.email)),
    z.email(messages.email),
  ),
);
const passwordSchema = /* @__PURE__ */ schema(() =>
  z.string({ error: messages.password }).check(z.minLength(6, messages.password), z.maxLength(128, messages.password)),
);
const addressSchema = /* @__PURE__ */ schema(() =>
  trimmed(300, messages.address).check(z.minLength(1, messages.address)),
);
const idNoSchema = /* @__PURE__ */ schema(() =>
  z.string({ error: messages.idNo }).check(
    z.trim(),
    z.regex(NIC_PATTERN, messages.idNo),
    z.refine((id: string) => decodeNic(id) !== null, messages.idNo),
  ),
);
const phoneNumberSchema = /* @__PURE__ */ schema(() =>
  z.string({ error: messages.phoneNumber }).check(z.trim(), z.regex(/^0\d{9}$/, messages.phoneNumber)),
);
const schoolSchema = /* @__PURE__ */ schema(() => trimmed(150, messages.school).check(z.minLength(1, messages.school)));
const alYearSchema = /* @__PURE__ */ schema(() => z.enum(REGISTRATION_YEARS, messages.alYear));

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
    confirmPassword: z.string({ error: messages.confirmPassword }).check(z.maxLength(128)),
    address: addressSchema,
    idNo: idNoSchema,
    phoneNumber: phoneNumberSchema,
    school: schoolSchema,
    alYear: alYearSchema,
    // Derived from idNo; the server recomputes them and ignores what the client sent.
    birthday: z.optional(z.string().check(z.maxLength(20))),
    gender: z.optional(z.string().check(z.maxLength(10))),
  }),
);

export const registrationSchema = /* @__PURE__ */ schema(() =>
  registrationFields.check(
    z.refine((r: z.output<typeof registrationFields>) => r.password === r.confirmPassword, {
      message: messages.confirmPassword,
      path: ['confirmPassword'],
    }),
  ),
);
export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;

export const loginSchema = /* @__PURE__ */ schema(() =>
  z.object({
    email: z
      .string({ error: messages.email })
      .check(z.trim(), z.toLowerCase(), z.minLength(1, messages.email), z.maxLength(254, messages.email)),
    password: z
      .string({ error: messages.password })
      .check(z.minLength(1, messages.password), z.maxLength(128, messages.password)),
  }),
);
export type LoginInput = z.infer<typeof loginSchema>;

/** §3: the six digits are combined into one number; a leading zero is restored here. */
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
        { error: messages.otpCode },
      ),
      z.string().check(z.regex(/^\d{6}$/, messages.otpCode)),
    ),
  }),
);
export type OtpInput = z.input<typeof otpSchema>;

export const otpDigitSchema = /* @__PURE__ */ schema(() => z.string().check(z.regex(/^[0-9]$/)));

export const changeStateSchema = /* @__PURE__ */ schema(() =>
  z.object({ id: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)), state: z.enum(USER_STATES) }),
);
export const toggleAccessSchema = /* @__PURE__ */ schema(() =>
  z.object({ id: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)), field: z.enum(ACCESS_FIELDS) }),
);
export const idParamSchema = /* @__PURE__ */ schema(() =>
  z.string().check(z.trim(), z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/, 'Invalid id.')),
);
export const pageQuerySchema = /* @__PURE__ */ schema(() =>
  z.object({
    cursor: z.optional(z.string().check(z.maxLength(1024))),
    limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 50),
    search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  }),
);

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

// ===================================================================================================
// Classes, exams and contact (issue 3). Shared by the admin/contact forms and the class, exam and
// contact groups; the texts are the §5/§8 ones where the spec has them.
// ===================================================================================================

export const contentMessages = {
  classInvalid: 'Please fill the form correctly.',
  contactInvalid: 'Please fill all fields correctly.',
  examTitle: 'Enter a title of 1 to 120 characters (no "/").',
  examYear: 'Choose a year from 2024 to 2030.',
  examDescription: 'The description can be at most 1000 characters.',
  examDurationMin: 'Duration must be at least 1 minute.',
  examDurationMax: 'Duration must be a whole number of minutes, at most 600.',
  examLink: 'Enter a Google Forms link (https://docs.google.com/forms/… or https://forms.gle/…).',
  yearParam: 'The year must be four digits.',
} as const;

export const CLASS_TYPES = ['Revision', 'Theory', 'Practical', 'Paper'] as const;
export type ClassType = (typeof CLASS_TYPES)[number];
export const CLASS_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type ClassDay = (typeof CLASS_DAYS)[number];
export const CLASS_TITLE_SUFFIX = ' | Engineering Technology';
export const CLASS_FEE_MAX = 1_000_000;

const TRAILING_SUFFIX = /\s*\|\s*engineering technology\s*$/i;

/** §5: the title is upper-cased as typed and ' | Engineering Technology' appended on submit — once. */
export function classTitle(raw: string): string {
  const base = raw.trim().replace(TRAILING_SUFFIX, '').trim().toUpperCase();
  return `${base}${CLASS_TITLE_SUFFIX}`;
}

/** §3: "day, colon, then start-end times". */
export const classSchedule = (day: ClassDay, startTime: string, endTime: string): string =>
  `${day}: ${startTime}-${endTime}`;

const classText = (max: number) =>
  z
    .string({ error: contentMessages.classInvalid })
    .check(z.trim(), z.minLength(1, contentMessages.classInvalid), z.maxLength(max, contentMessages.classInvalid));
const clockTime = /* @__PURE__ */ schema(() =>
  z
    .string({ error: contentMessages.classInvalid })
    .check(z.trim(), z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, contentMessages.classInvalid)),
);

/** A whole number given as a JSON number or as a numeric string (HTML inputs give strings). */
const wholeNumber = (message: string) =>
  z.union(
    [
      z.number(),
      z.pipe(
        z.string().check(z.trim(), z.regex(/^-?\d+(\.\d+)?$/)),
        z.transform((text: string) => Number(text)),
      ),
    ],
    { error: message },
  );

/**
 * The class form (§3, §5). The output is what the server stores: final title and schedule; a
 * schedule sent by the client is ignored. `teacher` is optional; the server fills in the brand name.
 */
const classFields = /* @__PURE__ */ schema(() =>
  z.object({
    // The base title; the suffix makes it longer.
    title: classText(100 + CLASS_TITLE_SUFFIX.length).check(
      z.refine((t: string) => t.replace(TRAILING_SUFFIX, '').trim().length > 0, contentMessages.classInvalid),
    ),
    type: z.enum(CLASS_TYPES, contentMessages.classInvalid),
    location: classText(100),
    fee: z.pipe(
      wholeNumber(contentMessages.classInvalid),
      z
        .number()
        .check(
          z.int(contentMessages.classInvalid),
          z.gte(0, contentMessages.classInvalid),
          z.lte(CLASS_FEE_MAX, contentMessages.classInvalid),
        ),
    ),
    day: z.enum(CLASS_DAYS, contentMessages.classInvalid),
    startTime: clockTime,
    endTime: clockTime,
    schedule: z.optional(z.unknown()),
    teacher: z.optional(
      z.string({ error: contentMessages.classInvalid }).check(z.trim(), z.maxLength(100, contentMessages.classInvalid)),
    ),
  }),
);
type ClassFields = z.output<typeof classFields>;

export const classInputSchema = /* @__PURE__ */ schema(() =>
  z.pipe(
    classFields.check(
      z.refine((c: ClassFields) => c.endTime > c.startTime, {
        message: contentMessages.classInvalid,
        path: ['endTime'],
      }),
    ),
    z.transform(({ title, type, location, fee, day, startTime, endTime, teacher }: ClassFields) => ({
      title: classTitle(title),
      type,
      location,
      fee,
      day,
      startTime,
      endTime,
      schedule: classSchedule(day, startTime, endTime),
      teacher: teacher || undefined,
    })),
  ),
);
export type ClassInput = z.input<typeof classInputSchema>;
export type ClassDraft = z.output<typeof classInputSchema>;

export const EXAM_YEARS = ['2024', '2025', '2026', '2027', '2028', '2029', '2030'] as const;
/** Configuration default (env EXAM_LINK_PREFIXES, cdk.json context examLinkPrefixes). */
export const DEFAULT_EXAM_LINK_PREFIXES: readonly string[] = ['https://docs.google.com/forms/', 'https://forms.gle/'];

/**
 * The link as it will be stored when it is an https address under one of `prefixes`, else null.
 * The URL is normalised first, so "../" tricks, a user-info part ("https://forms.gle@evil/") or an
 * upper-case host are judged by where the browser would really go.
 */
export function examLink(raw: string, prefixes: readonly string[] = DEFAULT_EXAM_LINK_PREFIXES): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return null;
  const href = url.href;
  return prefixes.some(
    (prefix) => prefix.startsWith('https://') && href.startsWith(prefix) && href.length > prefix.length,
  )
    ? href
    : null;
}

/** The exam form (§3, §5); the link prefixes are configuration, so the schema is made per list. */
export function examInputSchema(prefixes: readonly string[] = DEFAULT_EXAM_LINK_PREFIXES) {
  return z.object({
    title: z.string({ error: contentMessages.examTitle }).check(
      z.trim(),
      z.minLength(1, contentMessages.examTitle),
      z.maxLength(120, contentMessages.examTitle),
      // A title is a path segment of deleteByTitle; a "/" there would not survive every proxy.
      z.refine((t: string) => !/[/\\]/.test(t), contentMessages.examTitle),
    ),
    year: z.enum(EXAM_YEARS, contentMessages.examYear),
    description: z._default(
      z.optional(
        z
          .string({ error: contentMessages.examDescription })
          .check(z.trim(), z.maxLength(1000, contentMessages.examDescription)),
      ),
      '',
    ),
    duration: z.pipe(
      wholeNumber(contentMessages.examDurationMin),
      z
        .number()
        .check(
          z.gte(1, contentMessages.examDurationMin),
          z.int(contentMessages.examDurationMax),
          z.lte(600, contentMessages.examDurationMax),
        ),
    ),
    link: z.pipe(
      z.string({ error: contentMessages.examLink }).check(z.maxLength(2048, contentMessages.examLink)),
      z.transform((link: string, payload) => {
        const checked = examLink(link, prefixes);
        if (checked === null) {
          payload.issues.push({ code: 'custom', message: contentMessages.examLink, input: link });
          return z.NEVER;
        }
        return checked;
      }),
    ),
  });
}
export type ExamInput = z.input<ReturnType<typeof examInputSchema>>;
export type ExamDraft = z.output<ReturnType<typeof examInputSchema>>;

export const yearParamSchema = /* @__PURE__ */ schema(() =>
  z.string().check(z.regex(/^\d{4}$/, contentMessages.yearParam)),
);

/** §3 Exam, as the API returns it. */
export interface ExamView {
  title: string;
  year: string;
  description: string;
  duration: number;
  link: string;
}

export interface ExamCreatedResponse {
  message: string;
  exam: ExamView;
}

/** §5 contact form: every failure reads "Please fill all fields correctly." except the email's own message. */
export const contactInputSchema = /* @__PURE__ */ schema(() =>
  z.object({
    name: z
      .string({ error: contentMessages.contactInvalid })
      .check(
        z.trim(),
        z.minLength(1, contentMessages.contactInvalid),
        z.maxLength(100, contentMessages.contactInvalid),
      ),
    email: emailSchema,
    phone: z
      .string({ error: contentMessages.contactInvalid })
      .check(z.trim(), z.regex(/^0\d{9}$/, contentMessages.contactInvalid)),
    message: z
      .string({ error: contentMessages.contactInvalid })
      .check(
        z.trim(),
        z.minLength(1, contentMessages.contactInvalid),
        z.maxLength(2000, contentMessages.contactInvalid),
      ),
  }),
);
export type ContactInput = z.input<typeof contactInputSchema>;

/** §3 Contact message as stored (issue 4 lists it for the admin). */
export interface ContactMessageView {
  _id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  date: string;
  isRead: boolean;
  /** ISO date-time of the last reply mailed by an admin (issue 4). */
  repliedAt?: string;
}
// ===================================================================================================
// end of classes, exams and contact
// ===================================================================================================

// ---- media and video meta (issue 3) ----

export const VIDEO_FOLDERS = ['free', 'Theory', 'Revision', 'Practical', 'Paper'] as const;
export type VideoFolder = (typeof VIDEO_FOLDERS)[number];
export const GATED_VIDEO_FOLDERS = ['Theory', 'Revision', 'Practical', 'Paper'] as const;
export type GatedVideoFolder = (typeof GATED_VIDEO_FOLDERS)[number];
/** §9: video upload years 2025 to 2030 and "all". */
export const VIDEO_YEARS = ['2025', '2026', '2027', '2028', '2029', '2030', 'all'] as const;
export type VideoYear = (typeof VIDEO_YEARS)[number];
export const PDF_CATEGORIES = ['PastPaperMarking', 'RevisionTute', 'SampathBook'] as const;
export type PdfCategory = (typeof PDF_CATEGORIES)[number];

export const mediaMessages = {
  unknownFolder: 'Unknown folder.',
  unknownCategory: 'Unknown category.',
  noVideoAccess: 'You do not have access to these videos.',
  noTuteAccess: 'You do not have access to these tutes.',
  invalidYear: 'Year must be 2025 to 2030 or all.',
  invalidCursor: 'Invalid cursor.',
  videoNotFound: 'Video not found.',
  comment: 'Comment must be 1 to 1000 characters.',
  seconds: 'Seconds must be a number from 0 to 86400.',
} as const;

export const videoYearSchema = /* @__PURE__ */ schema(() => z.enum(VIDEO_YEARS, mediaMessages.invalidYear));
/** Titles are path parameters and key parts; anything longer cannot name a video. */
export const VIDEO_TITLE_MAX = 200;

/** ?cursor=&limit= for media lists; the default page fills the video grid (24). */
export const mediaPageQuerySchema = /* @__PURE__ */ schema(() =>
  z.object({
    cursor: z.optional(z.string().check(z.maxLength(2048, mediaMessages.invalidCursor))),
    limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 24),
  }),
);

export const likeSchema = /* @__PURE__ */ schema(() => z.optional(z.object({ liked: z.optional(z.boolean()) })));
export type LikeInput = z.input<typeof likeSchema>;

/** Blank or whitespace-only comments are refused (the Post button is disabled for them too). */
export const commentSchema = /* @__PURE__ */ schema(() =>
  z.object({
    comment: z
      .string({ error: mediaMessages.comment })
      .check(z.trim(), z.minLength(1, mediaMessages.comment), z.maxLength(1000, mediaMessages.comment)),
  }),
);
export type CommentInput = z.input<typeof commentSchema>;

export const progressSchema = /* @__PURE__ */ schema(() =>
  z.object({
    seconds: z
      .number({ error: mediaMessages.seconds })
      .check(z.gte(0, mediaMessages.seconds), z.lte(86_400, mediaMessages.seconds)),
  }),
);
export type ProgressInput = z.input<typeof progressSchema>;

/** One playable video: url and thumbnail are presigned GETs valid for an hour. */
export interface VideoItem {
  title: string;
  url: string;
  thumbnail: string;
  caption: string;
  /** ISO date-time */
  uploadedDate: string;
  year: VideoYear;
}

export interface VideoPage {
  list: VideoItem[];
  nextCursor: string | null;
}

export interface PdfItem {
  name: string;
  url: string;
  year: string | null;
  /** bytes */
  size: number;
}

export interface PdfPage {
  list: PdfItem[];
  nextCursor: string | null;
}

export interface CommentView {
  name: string;
  /** ISO date-time */
  createdAt: string;
  comment: string;
}

export interface VideoMetaView {
  title: string;
  caption: string;
  likes: number;
  liked: boolean;
  comments: CommentView[];
  nextCommentsCursor: string | null;
  /** Resume position in seconds; 0 for a visitor. */
  position: number;
}

export interface LikeResponse {
  likes: number;
  liked: boolean;
}

// ===================================================================================================
// Admin uploads (issue 4): direct-to-S3 video, thumbnail and PDF uploads (single presigned PUT, or
// S3 multipart with presigned parts for large lectures) and deletes. Shared by the admin upload
// forms and the media group (functions/media/routes/upload.ts, multipart.ts, delete.ts).
// ===================================================================================================

/** Above this a video goes up as an S3 multipart upload (the form decides with the same constant). */
export const SINGLE_PUT_MAX_BYTES = 64 * 1024 * 1024;
/** Multipart part size: memory per part in the browser; S3 needs ≥ 5 MiB (except the last part). */
export const MULTIPART_PART_BYTES = 16 * 1024 * 1024;
/** A three-hour 1080p lecture is a few GB; this cap keeps a video at 1024 parts. */
export const VIDEO_MAX_BYTES = 16 * 1024 * 1024 * 1024;
export const THUMBNAIL_MAX_BYTES = 5 * 1024 * 1024;
export const PDF_MAX_BYTES = 50 * 1024 * 1024;
/** S3 allows 10,000 parts; presigned part URLs are asked for in batches of at most this many. */
export const MULTIPART_MAX_PARTS = 10_000;
export const SIGN_PARTS_MAX = 20;
export const VIDEO_CAPTION_MAX = 2000;
export const PDF_NAME_MAX = 150;
export const VIDEO_CONTENT_TYPE = 'video/mp4';
export const THUMBNAIL_CONTENT_TYPES = ['image/jpeg', 'image/png'] as const;
export const PDF_CONTENT_TYPE = 'application/pdf';

export const uploadMessages = {
  title: `A video title must be 1 to ${VIDEO_TITLE_MAX} characters, without "/", "\\" or "..".`,
  titleTaken: 'A video with this title already exists.',
  caption: `Caption must be 1 to ${VIDEO_CAPTION_MAX} characters.`,
  videoType: 'Videos must be MP4 files (video/mp4).',
  thumbnailType: 'Thumbnails must be JPEG or PNG images.',
  size: 'The file size must be a whole number of bytes above 0.',
  useMultipart: 'Files over 64 MB are uploaded in parts.',
  videoTooLarge: 'Videos can be at most 16 GB.',
  thumbnailTooLarge: 'Thumbnails can be at most 5 MB.',
  lastModified: "The file's last-modified time is missing.",
  notUploaded: 'The video or thumbnail has not finished uploading.',
  noPendingUpload: 'No upload is waiting for this title. Start the upload again.',
  uploadKey: 'Unknown upload key.',
  uploadNotFound: 'No unfinished upload with this id.',
  partNumbers: `Ask for 1 to ${SIGN_PARTS_MAX} part numbers at a time.`,
  partNumber: 'That part number is not part of this upload.',
  etag: 'Send the ETag S3 returned for the part.',
  partsMissing: 'Some parts have not been uploaded yet.',
  fileName: `The file name must end in .pdf and have at most ${PDF_NAME_MAX} characters, without "/", "\\" or "..".`,
  pdfType: 'Only PDF files (application/pdf) can be uploaded.',
  pdfTooLarge: 'PDFs can be at most 50 MB.',
  pdfYear: 'The year can be at most 20 characters (letters, digits, spaces and punctuation).',
  fileNotFound: 'File not found.',
  uploadCancelled: 'Upload cancelled',
} as const;

/** No path separators, no "..", no control characters: the name becomes an S3 key and a path segment. */
const safeName = (text: string): boolean => !/[/\\]|\.\.|[\u0000-\u001f\u007f]/.test(text);

export const videoTitleSchema = /* @__PURE__ */ schema(() =>
  z
    .string({ error: uploadMessages.title })
    .check(
      z.trim(),
      z.minLength(1, uploadMessages.title),
      z.maxLength(VIDEO_TITLE_MAX, uploadMessages.title),
      z.refine(safeName, uploadMessages.title),
    ),
);

const captionSchema = /* @__PURE__ */ schema(() =>
  z
    .string({ error: uploadMessages.caption })
    .check(z.trim(), z.minLength(1, uploadMessages.caption), z.maxLength(VIDEO_CAPTION_MAX, uploadMessages.caption)),
);
const byteSize = /* @__PURE__ */ schema(() =>
  z
    .number({ error: uploadMessages.size })
    .check(
      z.int(uploadMessages.size),
      z.gte(1, uploadMessages.size),
      z.lte(Number.MAX_SAFE_INTEGER, uploadMessages.size),
    ),
);
/** The original file name; informational only (object keys come from the title). */
const originalName = /* @__PURE__ */ schema(() => z.optional(z.string().check(z.maxLength(255))));

/** PUT /api/aws/putVideo/{folder}: one presigned PUT for a video up to 64 MB. */
export const putVideoSchema = /* @__PURE__ */ schema(() =>
  z.object({
    filename: originalName,
    alYear: videoYearSchema,
    contentType: z.literal(VIDEO_CONTENT_TYPE, uploadMessages.videoType),
    title: videoTitleSchema,
    caption: captionSchema,
    size: byteSize.check(z.lte(SINGLE_PUT_MAX_BYTES, uploadMessages.useMultipart)),
  }),
);
export type PutVideoInput = z.input<typeof putVideoSchema>;

/** PUT /api/aws/putThumbnail/{folder}; `size`, when sent, is signed too (and capped). */
export const putThumbnailSchema = /* @__PURE__ */ schema(() =>
  z.object({
    filename: originalName,
    contentType: z.enum(THUMBNAIL_CONTENT_TYPES, uploadMessages.thumbnailType),
    title: videoTitleSchema,
    size: z.optional(byteSize.check(z.lte(THUMBNAIL_MAX_BYTES, uploadMessages.thumbnailTooLarge))),
  }),
);
export type PutThumbnailInput = z.input<typeof putThumbnailSchema>;

export const completeVideoSchema = /* @__PURE__ */ schema(() => z.object({ title: videoTitleSchema }));
export type CompleteVideoInput = z.input<typeof completeVideoSchema>;

/** POST /api/aws/multipart/start/{folder}: title + size + lastModified name the file for resuming. */
export const multipartStartSchema = /* @__PURE__ */ schema(() =>
  z.object({
    title: videoTitleSchema,
    filename: originalName,
    size: byteSize.check(z.lte(VIDEO_MAX_BYTES, uploadMessages.videoTooLarge)),
    lastModified: z
      .number({ error: uploadMessages.lastModified })
      .check(z.int(uploadMessages.lastModified), z.gte(0, uploadMessages.lastModified)),
    contentType: z.literal(VIDEO_CONTENT_TYPE, uploadMessages.videoType),
    alYear: videoYearSchema,
    caption: captionSchema,
  }),
);
export type MultipartStartInput = z.input<typeof multipartStartSchema>;

const uploadIdSchema = /* @__PURE__ */ schema(() =>
  z
    .string({ error: uploadMessages.uploadNotFound })
    .check(z.minLength(1, uploadMessages.uploadNotFound), z.maxLength(1024, uploadMessages.uploadNotFound)),
);
const uploadKeySchema = /* @__PURE__ */ schema(() =>
  z
    .string({ error: uploadMessages.uploadKey })
    .check(z.minLength(1, uploadMessages.uploadKey), z.maxLength(VIDEO_TITLE_MAX + 10, uploadMessages.uploadKey)),
);
const partNumberSchema = /* @__PURE__ */ schema(() =>
  z
    .number({ error: uploadMessages.partNumber })
    .check(
      z.int(uploadMessages.partNumber),
      z.gte(1, uploadMessages.partNumber),
      z.lte(MULTIPART_MAX_PARTS, uploadMessages.partNumber),
    ),
);
/** S3 part ETags are quoted hex digests; quotes optional here. */
const etagSchema = /* @__PURE__ */ schema(() =>
  z
    .string({ error: uploadMessages.etag })
    .check(z.trim(), z.regex(/^"?[0-9a-fA-F]{32}(-\d{1,5})?"?$/, uploadMessages.etag)),
);
const finishedPart = /* @__PURE__ */ schema(() => z.object({ partNumber: partNumberSchema, etag: etagSchema }));

export const multipartSignSchema = /* @__PURE__ */ schema(() =>
  z.object({
    uploadId: uploadIdSchema,
    key: uploadKeySchema,
    partNumbers: z
      .array(partNumberSchema, { error: uploadMessages.partNumbers })
      .check(z.minLength(1, uploadMessages.partNumbers), z.maxLength(SIGN_PARTS_MAX, uploadMessages.partNumbers)),
  }),
);
export type MultipartSignInput = z.input<typeof multipartSignSchema>;

export const multipartPartSchema = /* @__PURE__ */ schema(() =>
  z.object({ uploadId: uploadIdSchema, key: uploadKeySchema, partNumber: partNumberSchema, etag: etagSchema }),
);
export type MultipartPartInput = z.input<typeof multipartPartSchema>;

export const multipartCompleteSchema = /* @__PURE__ */ schema(() =>
  z.object({
    uploadId: uploadIdSchema,
    key: uploadKeySchema,
    parts: z.optional(z.array(finishedPart).check(z.maxLength(MULTIPART_MAX_PARTS))),
  }),
);
export type MultipartCompleteInput = z.input<typeof multipartCompleteSchema>;

export const multipartAbortSchema = /* @__PURE__ */ schema(() =>
  z.object({ uploadId: uploadIdSchema, key: uploadKeySchema }),
);
export type MultipartAbortInput = z.input<typeof multipartAbortSchema>;

/** S3 sends user metadata as an HTTP header, so the year is printable ASCII. */
const pdfYearSchema = /* @__PURE__ */ schema(() =>
  z.pipe(
    z.optional(
      z
        .string({ error: uploadMessages.pdfYear })
        .check(z.trim(), z.maxLength(20, uploadMessages.pdfYear), z.regex(/^[\x20-\x7e]*$/, uploadMessages.pdfYear)),
    ),
    z.transform((year: string | undefined) => year || undefined),
  ),
);

export const pdfFileNameSchema = /* @__PURE__ */ schema(() =>
  z
    .string({ error: uploadMessages.fileName })
    .check(
      z.trim(),
      z.maxLength(PDF_NAME_MAX, uploadMessages.fileName),
      z.regex(/^.+\.pdf$/i, uploadMessages.fileName),
      z.refine(safeName, uploadMessages.fileName),
    ),
);

/** PUT /api/aws/putFile/{folder}; a size over PDF_MAX_BYTES is a 413 (checked by the route). */
export const putFileSchema = /* @__PURE__ */ schema(() =>
  z.object({
    fileName: pdfFileNameSchema,
    year: pdfYearSchema,
    size: byteSize,
    contentType: z.literal(PDF_CONTENT_TYPE, uploadMessages.pdfType),
  }),
);
export type PutFileInput = z.input<typeof putFileSchema>;

/** DELETE /api/aws/deleteFile/{folder}: the listed name, with or without ".pdf". */
export const deleteFileSchema = /* @__PURE__ */ schema(() =>
  z.object({
    fileName: z
      .string({ error: uploadMessages.fileName })
      .check(
        z.trim(),
        z.minLength(1, uploadMessages.fileName),
        z.maxLength(PDF_NAME_MAX, uploadMessages.fileName),
        z.refine(safeName, uploadMessages.fileName),
      ),
  }),
);
export type DeleteFileInput = z.input<typeof deleteFileSchema>;

/** DELETE /api/aws/deleteVideo/{folder}: the title, or the video object's name (title + "video"). */
export const deleteVideoSchema = /* @__PURE__ */ schema(() =>
  z.object({
    fileName: z
      .string({ error: uploadMessages.title })
      .check(
        z.trim(),
        z.minLength(1, uploadMessages.title),
        z.maxLength(VIDEO_TITLE_MAX + 5, uploadMessages.title),
        z.refine(safeName, uploadMessages.title),
      ),
  }),
);
export type DeleteVideoInput = z.input<typeof deleteVideoSchema>;

/** A presigned PUT: send the file to signedUrl with exactly the signed headers. */
export interface SignedUpload {
  signedUrl: string;
  /** The object key the file is stored under. */
  key: string;
  /** Seconds the URL stays valid (≤ 900). */
  expiresIn: number;
}

/** putFile: the PUT must carry exactly these headers (they are signed). */
export interface SignedPdfUpload extends SignedUpload {
  headers: Record<string, string>;
}

export interface FinishedPart {
  partNumber: number;
  etag: string;
}

export interface MultipartStartResponse {
  uploadId: string;
  key: string;
  partSize: number;
  partCount: number;
  /** Parts already stored (a resumed upload): upload only the others. */
  completedParts: FinishedPart[];
}

export interface MultipartSignResponse {
  /** Part number (as a string) → presigned UploadPart URL. */
  urls: Record<string, string>;
  expiresIn: number;
}

export interface MultipartCompleteResponse {
  key: string;
}

export interface CompleteVideoResponse {
  video: VideoItem;
}

/** deleteFile / deleteVideo: a presigned DELETE of the object (already deleted; calling it is harmless). */
export interface SignedDelete {
  signedUrl: string;
}
// ===================================================================================================
// end of admin uploads
// ===================================================================================================

// ===================================================================================================
// Messages admin (issue 4): the admin's Received Messages (list, read flag, reply by mail, delete).
// Shared by the admin message list and the contact group (functions/contact/routes/admin.ts).
// ===================================================================================================

export const REPLY_TEXT_MAX = 5000;

export const messagesAdminMessages = {
  messageNotFound: 'Message not found.',
  replyText: `Write a reply of 1 to ${REPLY_TEXT_MAX} characters.`,
  replySent: 'Reply Send Successfully',
  messageDeleted: 'Message deleted',
  replyRefused: 'The mail service refused to send this reply.',
} as const;

/** POST /api/contact/sendReplyTo/{id}. */
export const replySchema = /* @__PURE__ */ schema(() =>
  z.object({
    replyText: z
      .string({ error: messagesAdminMessages.replyText })
      .check(
        z.trim(),
        z.minLength(1, messagesAdminMessages.replyText),
        z.maxLength(REPLY_TEXT_MAX, messagesAdminMessages.replyText),
      ),
  }),
);
export type ReplyInput = z.input<typeof replySchema>;

/** GET /api/contact/getAllMessages: newest first. */
export interface MessagesPage {
  messages: ContactMessageView[];
  nextCursor: string | null;
}

/** PUT /api/contact/updateIsRead/{id}: the value now stored. */
export interface ReadStateResponse {
  _id: string;
  isRead: boolean;
}
// ===================================================================================================
// end of messages admin
// ===================================================================================================

// ===================================================================================================
// Slides (issue 4): the home page's slides. POST /api/slides is multipart/form-data (image + caption),
// so only the caption is a zod schema; the image rules are these constants (functions/slides).
// ===================================================================================================

export const SLIDE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const SLIDE_CAPTION_MAX = 200;
export const SLIDE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type SlideImageType = (typeof SLIDE_IMAGE_TYPES)[number];
/** GET /api/slides lists at most this many, newest first. */
export const SLIDES_LISTED_MAX = 20;

export const slideMessages = {
  missing: 'Please add a caption and choose an image.',
  caption: `A caption can be at most ${SLIDE_CAPTION_MAX} characters.`,
  imageType: 'Slides must be JPEG, PNG or WebP images.',
  tooLarge: 'Slide images can be at most 2 MB.',
  notMultipart: 'Send the slide as multipart/form-data.',
  malformed: 'The upload could not be read. Please try again.',
  oneImage: 'Send one image and one caption.',
  slideNotFound: 'Slide not found.',
  slideDeleted: 'Slide deleted',
} as const;

export const slideCaptionSchema = /* @__PURE__ */ schema(() =>
  z
    .string({ error: slideMessages.missing })
    .check(z.trim(), z.minLength(1, slideMessages.missing), z.maxLength(SLIDE_CAPTION_MAX, slideMessages.caption)),
);

/** One slide: url is a presigned GET valid for an hour. */
export interface SlideView {
  id: string;
  caption: string;
  url: string;
}

export interface SlidesResponse {
  slides: SlideView[];
}

export interface SlideCreatedResponse {
  slide: SlideView;
}
// ===================================================================================================
// end of slides
// ===================================================================================================
