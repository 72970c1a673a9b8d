/**
 * What the bad-input suite knows of each endpoint: a valid request built on this file's fixtures
 * (path parameters, body fields, query) and, for every part of it, values the endpoint must refuse.
 * The suite breaks exactly one part per request (bad-input-requests.ts), so a request that was not
 * refused would have done real work on a real target — which the storage snapshot would show.
 */
import fc from 'fast-check';
import {
  ACCESS_FIELDS,
  FALLBACK_REASONS,
  LANGUAGES,
  TUTE_CATEGORIES,
  REGISTRATION_YEARS,
  THUMBNAIL_CONTENT_TYPES,
  USER_STATES,
  VIDEO_FOLDERS,
  VIDEO_YEARS,
  type RegistrationInput,
} from '../../../functions/shared/schemas';
import { opt, req } from './bad-input-target-parts';
import { feeTargets, type FeeFixtures } from './bad-input-targets-fees';
import { quizTargets, type QuizFixtures } from './bad-input-targets-quiz';
import { PASSWORD } from './fixtures';
import {
  badCursor,
  badEnum,
  badLimit,
  badNumber,
  badPattern,
  badText,
  badWholeNumber,
  blank,
  notABoolean,
  notAString,
  strangeString,
  tooLong,
} from './malformed-values';

export interface FieldSpec {
  valid: unknown;
  bad: fc.Arbitrary<unknown>;
  /** Leaving it out is a defect too. */
  required: boolean;
}

export interface FuzzTarget {
  route: string;
  /** Valid path parameters and, per parameter, values that must be refused. */
  params: Record<string, { valid: string; bad: fc.Arbitrary<string> }>;
  /** none: the route reads no body; json: an object of fields; multipart: the slide upload. */
  body:
    { kind: 'none' } | { kind: 'json'; fields: Record<string, FieldSpec>; optional?: boolean } | { kind: 'multipart' };
  /** Query parameters the route reads, with values it must refuse. */
  query: Record<string, fc.Arbitrary<string>>;
  /** Largest body the route reads (16 KB for the shared JSON parser). */
  bodyLimit: number;
}

/** What the fuzzing may aim at, all created before the storage snapshot. */
export interface FuzzFixtures {
  bystander: { id: string; email: string };
  adminId: string;
  otpCode: string;
  theoryVideo: string;
  pendingVideo: string;
  upload: { uploadId: string; key: string; etag: string };
  tute: string;
  classId: string;
  examTitle: string;
  messageId: string;
  slideId: string;
  quiz: QuizFixtures;
  fees: FeeFixtures;
}

/** A path parameter that must be one of `values`. */
const badParamEnum = (values: readonly string[]) =>
  fc
    .oneof(
      badEnum(values).filter((v): v is string => typeof v === 'string'),
      fc.constant(''),
    )
    .filter((v) => !values.includes(v));
/** An id or title that names nothing here (unknown, or not even well formed). */
const unknownName = fc.oneof(strangeString, fc.uuid(), fc.constant(''));
/** Strings a title, file name or key must not be: separators, "..", control characters, lengths. */
const unsafeName = (max: number) =>
  fc.oneof(
    notAString,
    blank,
    tooLong(max),
    fc.constantFrom(
      '../x',
      'a/b',
      'a\\b',
      '..',
      'x..y',
      'a\u0000b',
      'tab\there',
      '../../etc/passwd',
      '..\\..\\boot.ini',
      '%2e%2e%2f../',
    ),
  );
const badTitle = unsafeName(200);
const badEmail = fc.oneof(
  notAString,
  tooLong(254),
  fc.string({ maxLength: 20 }).filter((s) => !s.includes('@')),
  fc.constantFrom(
    'a@',
    '@b.co',
    'a b@c.co',
    'a@b',
    'a\u0000@b.co',
    '\u202Ea@b.co',
    'ü@b.co',
    'a@b..co',
    '{"$ne":null}',
  ),
);
const badId64 = fc.oneof(notAString, blank, tooLong(64), strangeString, fc.uuid());
const mediaQuery = (forged: readonly object[]) => ({ limit: badLimit, cursor: badCursor(forged) });
const adminQuery = (forged: readonly object[]) => ({
  limit: badLimit,
  cursor: badCursor(forged),
  search: tooLong(100),
});
const videoCursor = (category: string) => [
  { pk: 'VIDEO#x', sk: 'META', gsi1pk: `CAT#${category}`, gsi1sk: '' },
  {
    pk: 'VIDEO#x',
    sk: 'META',
    gsi1pk: `CAT#${category === 'free' ? 'Paper' : 'free'}`,
    gsi1sk: '2025#2025-01-01T00:00:00.000Z',
  },
  { pk: 'VIDEO#x', sk: 'META', gsi1pk: `CAT#${category}`, gsi1sk: 'x'.repeat(261) },
];

const JSON_LIMIT = 16 * 1024;
const none = { kind: 'none' } as const;
const json = (fields: Record<string, FieldSpec>, optional = false) => ({ kind: 'json', fields, optional }) as const;
const target = (route: string, parts: Partial<Omit<FuzzTarget, 'route'>> = {}): FuzzTarget => ({
  route,
  params: {},
  body: none,
  query: {},
  bodyLimit: JSON_LIMIT,
  ...parts,
});

function registrationFields(): Record<keyof RegistrationInput, FieldSpec> {
  return {
    fullName: req('Fuzz Student', badText(3, 100)),
    userName: req('fuzzer', badText(3, 100)),
    email: req('fuzz-new-student@example.com', badEmail),
    password: req(PASSWORD, fc.oneof(notAString, fc.string({ maxLength: 5 }), tooLong(128))),
    confirmPassword: req(
      PASSWORD,
      fc.oneof(
        notAString,
        fc.string({ maxLength: 20 }).filter((s) => s !== PASSWORD),
        tooLong(128),
      ),
    ),
    address: req('1 Fuzz Road, Badulla', badText(1, 300)),
    idNo: req(
      '200012345678',
      badPattern(/^(?:\d{9}[vVxX]|\d{12})$/, [
        '199500012345',
        '199537012345',
        '199587012345',
        '950000123V',
        '200012345678\u0000',
      ]),
    ),
    birthday: opt('', fc.oneof(notAString, tooLong(20))),
    gender: opt('', fc.oneof(notAString, tooLong(10))),
    phoneNumber: req('0712345678', badPattern(/^0\d{9}$/, ['712345678', '07123456789', '+94712345678'])),
    school: req('Fuzz College', badText(1, 150)),
    alYear: req('2026', badEnum(REGISTRATION_YEARS)),
    language: opt('si', badEnum(LANGUAGES)),
  };
}

const videoFields = (title: string) => ({
  filename: opt('lesson.mp4', fc.oneof(notAString, tooLong(255))),
  alYear: req('2026', badEnum(VIDEO_YEARS)),
  contentType: req('video/mp4', badEnum(['video/mp4'])),
  title: req(title, badTitle),
  caption: req('Fuzz caption', badText(1, 2000)),
});
const uploadRef = (f: FuzzFixtures) => ({
  uploadId: req(f.upload.uploadId, fc.oneof(notAString, fc.constant(''), tooLong(1024), strangeString, fc.uuid())),
  key: req(
    f.upload.key,
    fc.oneof(
      notAString,
      fc.constant(''),
      tooLong(210),
      strangeString,
      fc.constantFrom('video', '../video', 'x/yvideo', ' spacedvideo'),
    ),
  ),
});
const etag = badPattern(/^"?[0-9a-fA-F]{32}(-\d{1,5})?"?$/, ['"abc"', `"${'g'.repeat(32)}"`]);
const partNumber = fc.oneof(badNumber(1, 10_000), fc.constant(2));

export function fuzzTargets(f: FuzzFixtures): FuzzTarget[] {
  const videoFolder = { folder: { valid: 'Theory', bad: badParamEnum(VIDEO_FOLDERS) } };
  const tuteCategory = { folder: { valid: 'RevisionTute', bad: badParamEnum(TUTE_CATEGORIES) } };
  const title = { title: { valid: f.theoryVideo, bad: unknownName } };
  return [
    // user
    target('POST /api/user/createUser', { body: json(registrationFields()) }),
    target('POST /api/user/verifyUser', {
      body: json({
        code: req(
          f.otpCode,
          fc.oneof(
            fc.boolean(),
            fc.constant(null),
            fc.array(fc.integer()),
            fc.integer({ min: 1_000_000 }),
            fc.integer({ max: -1 }),
            fc.double({ min: 0, max: 999_999, noNaN: true }).filter((n) => !Number.isInteger(n)),
            // The form may send the code as one number, so 0…999999 is a well-formed (wrong) code, not a defect.
            badPattern(/^\d{6}$/).filter((v) => !(Number.isInteger(v) && Number(v) >= 0 && Number(v) <= 999_999)),
          ),
        ),
      }),
    }),
    target('POST /api/user/resendOtp'),
    target('POST /api/user/login', {
      body: json({
        email: req(f.bystander.email, fc.oneof(notAString, blank, tooLong(254))),
        password: req(PASSWORD, fc.oneof(notAString, fc.constant(''), tooLong(128))),
      }),
    }),
    target('POST /api/user/logout'),
    target('POST /api/user/forgotPassword', { body: json({ email: req(f.bystander.email, badEmail) }) }),
    target('POST /api/user/resetPassword', {
      body: json({
        email: req(f.bystander.email, badEmail),
        code: req('123456', fc.oneof(notAString, badPattern(/^\d{6}$/))),
        password: req(PASSWORD, fc.oneof(notAString, fc.string({ maxLength: 5 }), tooLong(128))),
        confirmPassword: req(
          PASSWORD,
          fc.oneof(
            notAString,
            fc.string({ maxLength: 20 }).filter((s) => s !== PASSWORD),
            tooLong(128),
          ),
        ),
      }),
    }),
    target('GET /api/user/check-auth'),
    target('POST /api/user/language', { body: json({ language: req('si', badEnum(LANGUAGES)) }) }),
    target('GET /api/user/pendingRegistration'),
    target('GET /api/user/check-access'),
    target('GET /api/user/check-admin'),
    target('GET /api/user/getAllUsers', {
      query: adminQuery([
        { pk: 'USER#abc', sk: 'PROFILE', gsi1pk: 'ROLE#student', gsi1sk: '' },
        { pk: 'USER#../x', sk: 'PROFILE', gsi1pk: 'ROLE#student', gsi1sk: 'x' },
      ]),
    }),
    target('PUT /api/user/changeState', {
      body: json({
        id: req(f.bystander.id, fc.oneof(badId64, fc.constant(f.adminId))),
        state: req('suspended', badEnum(USER_STATES)),
      }),
    }),
    target('PUT /api/user/toggleAccess', {
      body: json({
        id: req(f.bystander.id, fc.oneof(badId64, fc.constant(f.adminId))),
        field: req('theoryAccess', badEnum(ACCESS_FIELDS)),
      }),
    }),
    target('PUT /api/user/clearMailMark', {
      body: json({ id: req(f.bystander.id, fc.oneof(badId64, fc.constant(f.adminId))) }),
    }),
    target('DELETE /api/user/deleteUser/{id}', {
      params: { id: { valid: f.bystander.id, bad: fc.oneof(unknownName, fc.constant(f.adminId)) } },
    }),
    target('GET /api/user/user-counts'),
    target('GET /debug-cookies'),
    // media
    target('GET /api/aws/getVideos/{folder}', { params: videoFolder, query: mediaQuery(videoCursor('Theory')) }),
    ...(['Theory', 'Revision', 'Practical', 'Paper'] as const).map((folder) =>
      target(`GET /api/aws/get${folder}Videos/{year}`, {
        params: { year: { valid: '2025', bad: badParamEnum(VIDEO_YEARS) } },
        query: mediaQuery(videoCursor(folder)),
      }),
    ),
    target('GET /api/aws/streamAccess/{folder}', { params: videoFolder }),
    target('POST /api/aws/streamFallback/{folder}', {
      params: videoFolder,
      body: json({
        reason: req('refused', badEnum(FALLBACK_REASONS)),
        title: opt(f.theoryVideo, badTitle),
      }),
    }),
    target('GET /api/aws/getPastPaperMarking/{category}', {
      params: { category: { valid: 'RevisionTute', bad: badParamEnum(TUTE_CATEGORIES) } },
      query: mediaQuery([
        { category: 'RevisionTute', after: '' },
        { category: 'SampathBook', after: 'a.pdf' },
        { category: 'RevisionTute', after: 'x'.repeat(1025) },
        // The right shape, but a key S3 cannot take.
        { category: 'RevisionTute', after: '\ud800' },
        { category: 'RevisionTute', after: 'Fuzz tute.pdf\udc00' },
      ]),
    }),
    target('PUT /api/aws/putVideo/{folder}', {
      params: videoFolder,
      body: json({ ...videoFields('Fuzz new video'), size: req(1024, badNumber(1, 64 * 1024 * 1024)) }),
    }),
    target('PUT /api/aws/putThumbnail/{folder}', {
      params: videoFolder,
      body: json({
        filename: opt('thumb.jpg', fc.oneof(notAString, tooLong(255))),
        contentType: req('image/jpeg', badEnum(THUMBNAIL_CONTENT_TYPES)),
        title: req(f.pendingVideo, fc.oneof(badTitle, fc.uuid())),
        size: opt(256, badNumber(1, 5 * 1024 * 1024)),
      }),
    }),
    target('POST /api/aws/completeVideo/{folder}', {
      params: videoFolder,
      body: json({ title: req(f.pendingVideo, fc.oneof(badTitle, fc.uuid())) }),
    }),
    target('POST /api/aws/multipart/start/{folder}', {
      params: videoFolder,
      body: json({
        ...videoFields('Fuzz new multipart'),
        size: req(1024, badNumber(1, 16 * 1024 ** 3)),
        lastModified: req(1, badNumber(0, Number.POSITIVE_INFINITY)),
      }),
    }),
    target('POST /api/aws/multipart/sign/{folder}', {
      params: videoFolder,
      body: json({
        ...uploadRef(f),
        partNumbers: req(
          [1],
          fc.oneof(
            notAString.filter((v) => !Array.isArray(v)),
            fc.constant([]),
            fc.array(fc.integer({ min: 1, max: 1 }), { minLength: 21, maxLength: 30 }),
            partNumber.map((n) => [n]),
          ),
        ),
      }),
    }),
    target('PUT /api/aws/multipart/part/{folder}', {
      params: videoFolder,
      body: json({ ...uploadRef(f), partNumber: req(1, partNumber), etag: req(f.upload.etag, etag) }),
    }),
    target('POST /api/aws/multipart/complete/{folder}', {
      params: videoFolder,
      bodyLimit: 128 * 1024,
      body: json({
        ...uploadRef(f),
        parts: opt(
          [{ partNumber: 1, etag: f.upload.etag }],
          fc.oneof(
            notAString.filter((v) => !Array.isArray(v)),
            partNumber.map((n) => [{ partNumber: n, etag: f.upload.etag }]),
            etag.map((e) => [{ partNumber: 1, etag: e }]),
            fc.constant([{ partNumber: 1 }]),
            fc.constant([null]),
          ),
        ),
      }),
    }),
    target('DELETE /api/aws/multipart/abort/{folder}', { params: videoFolder, body: json(uploadRef(f)) }),
    target('PUT /api/aws/putFile/{folder}', {
      params: tuteCategory,
      body: json({
        fileName: req(
          'Fuzz new.pdf',
          fc.oneof(
            unsafeName(150),
            fc.constantFrom(
              'x.pd',
              '.pdf',
              'notes.pdf.exe',
              '../x.pdf',
              'a/b.pdf',
              'a\u0000.pdf',
              'x'.repeat(148) + '.pdf',
            ),
          ),
        ),
        year: opt(
          '2026',
          fc.oneof(notAString, tooLong(20), fc.constantFrom('٢٠٢٥', '2025\u0000', 'ක', '2025\u0007', '😀')),
        ),
        size: req(
          2048,
          fc.oneof(badNumber(1, Number.MAX_SAFE_INTEGER), fc.integer({ min: 50 * 1024 * 1024 + 1, max: 2 ** 40 })),
        ),
        contentType: req('application/pdf', badEnum(['application/pdf'])),
      }),
    }),
    target('POST /api/aws/completeFile/{folder}', {
      params: tuteCategory,
      body: json({
        fileName: req(
          `${f.tute}.pdf`,
          fc.oneof(unsafeName(150), fc.constantFrom('x.pd', '.pdf', 'notes.pdf.exe', '../x.pdf', 'a/b.pdf')),
        ),
      }),
    }),
    target('DELETE /api/aws/deleteFile/{folder}', {
      params: tuteCategory,
      body: json({ fileName: req(f.tute, fc.oneof(unsafeName(150), fc.uuid())) }),
    }),
    target('DELETE /api/aws/deleteVideo/{folder}', {
      params: videoFolder,
      body: json({ fileName: req(f.theoryVideo, fc.oneof(unsafeName(205), fc.uuid())) }),
    }),
    target('POST /api/aws/retryStream/{folder}', {
      params: videoFolder,
      body: json({ title: req(f.theoryVideo, fc.oneof(badTitle, fc.uuid())) }),
    }),
    target('POST /api/aws/makeStreams/{folder}', { params: videoFolder }),
    // videoMeta
    target('GET /api/videoMeta/getVideoByTitle/{title}', {
      params: title,
      query: { commentsCursor: badCursor([{ sk: `COMMENT#${'x'.repeat(120)}` }, { sk: 'LIKE#x' }, { sk: '' }]) },
    }),
    target('POST /api/videoMeta/likeVideo/{title}', {
      params: title,
      body: json({ liked: opt(true, notABoolean) }, true),
    }),
    target('POST /api/videoMeta/addCommentByTitle/{title}', {
      params: title,
      body: json({ comment: req('Nice lesson', badText(1, 1000)) }),
    }),
    target('PUT /api/videoMeta/progress/{title}', {
      params: title,
      body: json({ seconds: req(42, badNumber(0, 86_400, false)) }),
    }),
    // class
    target('GET /api/class/getAllClassDetails'),
    target('POST /api/class/createClassDetail', {
      body: json({
        title: req(
          'Fuzz class',
          fc.oneof(
            notAString,
            blank,
            tooLong(125),
            fc.constantFrom('| Engineering Technology', ' | engineering technology '),
          ),
        ),
        type: req('Theory', badEnum(['Revision', 'Theory', 'Practical', 'Paper'])),
        location: req('Badulla', badText(1, 100)),
        fee: req(1500, badWholeNumber(0, 1_000_000)),
        day: req('Monday', badEnum(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'])),
        startTime: req('08:00', badPattern(/^([01]\d|2[0-3]):[0-5]\d$/, ['10:00', '11:30', '24:00', '8:00'])),
        endTime: req('10:00', badPattern(/^([01]\d|2[0-3]):[0-5]\d$/, ['08:00', '07:59', '25:00'])),
        teacher: opt('Fuzz Teacher', fc.oneof(notAString, tooLong(100))),
      }),
    }),
    target('DELETE /api/class/deleteClass/{id}', { params: { id: { valid: f.classId, bad: unknownName } } }),
    // exam
    target('GET /api/exam/all'),
    target('GET /api/exam/year/{year}', {
      params: {
        year: {
          valid: '2026',
          bad: fc.oneof(strangeString, fc.string({ maxLength: 6 })).filter((s) => !/^\d{4}$/.test(s)),
        },
      },
    }),
    target('POST /api/exam/create', {
      body: json({
        title: req(
          'Fuzz new exam',
          fc.oneof(notAString, blank, tooLong(120), fc.constantFrom('a/b', '../x', 'a\\b', '/')),
        ),
        year: req('2026', badEnum(['2024', '2025', '2026', '2027', '2028', '2029', '2030'])),
        description: opt('', fc.oneof(notAString, tooLong(1000))),
        duration: req(30, badWholeNumber(1, 600)),
        link: req(
          'https://forms.gle/fuzz',
          fc.oneof(
            notAString,
            tooLong(2048),
            strangeString,
            fc.constantFrom(
              'http://forms.gle/x',
              'javascript:alert(1)',
              'https://forms.gle/',
              'https://forms.gle@evil.com/x',
              'https://evil.com/forms.gle/',
              'https://docs.google.com/forms/../../evil',
              'https://docs.google.com.evil.com/forms/x',
              '//forms.gle/x',
              'ftp://forms.gle/x',
              'https://user:pw@forms.gle/x',
            ),
          ),
        ),
      }),
    }),
    target('DELETE /api/exam/deleteByTitle/{title}', { params: { title: { valid: f.examTitle, bad: unknownName } } }),
    // contact
    target('POST /api/contact/createMessage', {
      body: json({
        name: req('Fuzz', badText(1, 100)),
        email: req('fuzz-contact@example.com', badEmail),
        phone: req('0712345678', badPattern(/^0\d{9}$/)),
        message: req('Hello', badText(1, 2000)),
        language: opt('ta', badEnum(LANGUAGES)),
      }),
    }),
    target('GET /api/contact/getAllMessages', {
      query: adminQuery([
        { pk: 'MESSAGE#abc', sk: 'MESSAGE', gsi1pk: 'MESSAGE', gsi1sk: '' },
        { pk: 'MESSAGE#a', sk: 'USER', gsi1pk: 'MESSAGE', gsi1sk: 'x' },
      ]),
    }),
    target('PUT /api/contact/updateIsRead/{id}', { params: { id: { valid: f.messageId, bad: unknownName } } }),
    target('POST /api/contact/sendReplyTo/{id}', {
      params: { id: { valid: f.messageId, bad: unknownName } },
      body: json({ replyText: req('Thanks', badText(1, 5000)) }),
    }),
    target('DELETE /api/contact/deleteMessageById/{id}', { params: { id: { valid: f.messageId, bad: unknownName } } }),
    // slides
    target('GET /api/slides'),
    target('POST /api/slides', { body: { kind: 'multipart' }, bodyLimit: 2 * 1024 * 1024 + 64 * 1024 }),
    target('DELETE /api/slides/{id}', {
      params: { id: { valid: f.slideId, bad: fc.oneof(unknownName, fc.constant(`${Date.now()}-${'0'.repeat(16)}`)) } },
    }),
    // quiz
    ...quizTargets(f.quiz),
    // fees
    ...feeTargets(f.fees),
  ];
}
