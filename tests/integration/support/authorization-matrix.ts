/**
 * THE authorization matrix: every endpoint of functions/groups.ts with the status each kind of
 * caller gets for a valid request — a visitor, a student without flags, a student holding the flag
 * the endpoint needs (a student holding every flag where it needs none), and the admin.
 *
 * Every row builds a request that passes validation, so the status says who may call, nothing else.
 * Rows that consume their target (deletes, verifying a code, a multipart upload) build a fresh one
 * for each caller, so the order in which callers are tried never changes an expectation.
 * tests/integration/authorization-matrix.test.ts walks the table and fails for a route key without
 * a row or a row without a route key.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { suppressAddress } from '../../../functions/shared/mail-suppression';
import { vi } from 'vitest';
import { createClass } from '../../../functions/class/classes';
import { newMessageItem, putMessage } from '../../../functions/domain/messages/store';
import { putNewExam } from '../../../functions/exam/store';
import { signParts, startUpload } from '../../../functions/media/uploads/multipart';
import { imageKeyFor, videoKeyFor } from '../../../functions/domain/videos/pairing';
import { prepareVideoPut } from '../../../functions/media/uploads/video-uploads';
import { clock } from '../../../functions/shared/clock';
import {
  classInputSchema,
  examInputSchema,
  type AccessField,
  type VideoFolder,
} from '../../../functions/shared/schemas';
import { newSlideId, putSlide } from '../../../functions/slides/store';
import { feeRows } from './authorization-matrix-fees';
import { quizRows } from './authorization-matrix-quiz';
import { ApiClient, type Handler } from './client';
import { PASSWORD, registered, registration, verifiedStudent } from './fixtures';
import { fileOf, JPEG, multipartForm } from './forms';
import { latestCode } from './mail';
import { putObject, seedVideo } from './media';
import { idOf } from './roles';
import { sendToUrl } from './uploads';

export const MATRIX_ROLES = ['visitor', 'student', 'flagged', 'admin'] as const;
export type MatrixRole = (typeof MATRIX_ROLES)[number];
export type Expected = Record<MatrixRole, number>;

export interface MatrixRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  /** A non-text body (multipart), sent base64-encoded as API Gateway does. */
  binaryBody?: Uint8Array;
  contentType?: string;
  query?: Record<string, string>;
  /** Cookies the caller holds on top of its own (e.g. a pending-registration cookie). */
  cookies?: { name: string; value: string; path: string }[];
}

/** What the rows' builders share: the gateway and the targets made once in beforeAll. */
export interface MatrixContext {
  api: Handler;
  /** One listed video per folder (title). */
  videos: Record<VideoFolder, string>;
  /** A student nobody plays: target of login, changeState and toggleAccess. */
  bystander: { email: string; id: string };
}

export interface MatrixRow {
  route: string;
  /** Tells rows of one route apart (e.g. which folder). */
  variant?: string;
  /** The flag the "flagged" student holds for this row; none: that student holds every flag. */
  flag?: AccessField;
  expected: Expected;
  /** The call ends the session it is made with (login replaces it, logout deletes it): use a fresh one. */
  ownSession?: boolean;
  request: (ctx: MatrixContext) => MatrixRequest | Promise<MatrixRequest>;
}

const everyone = (status: number): Expected => ({ visitor: status, student: status, flagged: status, admin: status });
const loggedIn = (status = 200): Expected => ({ visitor: 401, student: status, flagged: status, admin: status });
const flagged = (status = 200): Expected => ({ visitor: 401, student: 403, flagged: status, admin: status });
const adminOnly = (status = 200): Expected => ({ visitor: 401, student: 403, flagged: 403, admin: status });

const unique = (label: string): string => `${label} ${randomBytes(5).toString('hex')}`;
const enc = encodeURIComponent;

const folderFlag = {
  Theory: 'theoryAccess',
  Revision: 'revisionAccess',
  Practical: 'practicalAccess',
  Paper: 'paperAccess',
} as const;
const GATED = ['Theory', 'Revision', 'Practical', 'Paper'] as const;

// ---- targets built per call ----

async function pendingRegistration(api: Handler, options: { codeSentMsAgo?: number } = {}) {
  // A code sent long enough ago may be sent again (resend waits 60 s).
  if (options.codeSentMsAgo) vi.spyOn(clock, 'now').mockImplementation(() => Date.now() - (options.codeSentMsAgo ?? 0));
  try {
    const account = await registered(api);
    const value = account.browser.cookie('pending_reg');
    if (!value) throw new Error('createUser set no pending_reg cookie');
    return { email: account.email, cookie: { name: 'pending_reg', value, path: '/api/user' } };
  } finally {
    vi.restoreAllMocks();
  }
}

async function newClassId(): Promise<string> {
  const draft = classInputSchema.parse({
    title: unique('matrix class'),
    type: 'Theory',
    location: 'Badulla',
    fee: 1500,
    day: 'Monday',
    startTime: '08:00',
    endTime: '10:00',
  });
  return (await createClass(draft))._id;
}

async function newExamTitle(): Promise<string> {
  const title = unique('Matrix exam');
  const draft = examInputSchema().parse({ title, year: '2026', duration: 60, link: 'https://forms.gle/matrix' });
  if (!(await putNewExam(draft, Date.now()))) throw new Error('exam fixture exists');
  return title;
}

async function newMessageId(): Promise<string> {
  const id = randomUUID();
  await putMessage(
    newMessageItem(
      { id, name: 'Matrix Sender', email: `sender-${id}@example.com`, phone: '0712345678', message: 'Hello' },
      Date.now(),
    ),
  );
  return id;
}

async function newSlideId_(): Promise<string> {
  const id = newSlideId(Date.now());
  await putSlide(id, { bytes: JPEG, type: 'image/jpeg' }, 'Matrix slide');
  return id;
}

/** A video waiting for completeVideo: PENDING item plus both objects stored. */
async function uploadedVideo(folder: VideoFolder): Promise<string> {
  const title = unique('matrix upload');
  await prepareVideoPut(folder, { title, year: '2025', caption: 'Matrix upload', size: 1024 });
  await putObject(folder, videoKeyFor(title), randomBytes(1024), 'video/mp4');
  await putObject(folder, imageKeyFor(title), randomBytes(256), 'image/jpeg');
  return title;
}

const startedUpload = (folder: VideoFolder) =>
  startUpload(folder, {
    title: unique('matrix multipart'),
    size: 1024,
    lastModified: Date.now(),
    year: '2025',
    caption: 'Matrix multipart',
  });

const ETAG = `"${'a1'.repeat(16)}"`;

const videoBody = (title: string) => ({
  filename: 'lesson.mp4',
  alYear: '2026',
  contentType: 'video/mp4',
  title,
  caption: `About ${title}`,
  size: 1024,
});

// ---- the table ----

const userRows: MatrixRow[] = [
  {
    route: 'POST /api/user/createUser',
    expected: everyone(201),
    request: () => ({ method: 'POST', path: '/api/user/createUser', body: registration() }),
  },
  {
    route: 'POST /api/user/verifyUser',
    expected: everyone(200),
    request: async ({ api }) => {
      const pending = await pendingRegistration(api);
      return {
        method: 'POST',
        path: '/api/user/verifyUser',
        body: { code: await latestCode(pending.email) },
        cookies: [pending.cookie],
      };
    },
  },
  {
    route: 'POST /api/user/resendOtp',
    expected: everyone(200),
    request: async ({ api }) => {
      const pending = await pendingRegistration(api, { codeSentMsAgo: 2 * 60_000 });
      return { method: 'POST', path: '/api/user/resendOtp', cookies: [pending.cookie] };
    },
  },
  {
    route: 'POST /api/user/login',
    expected: everyone(200),
    ownSession: true,
    request: ({ bystander }) => ({
      method: 'POST',
      path: '/api/user/login',
      body: { email: bystander.email, password: PASSWORD },
    }),
  },
  {
    route: 'POST /api/user/logout',
    expected: everyone(200),
    ownSession: true,
    request: () => ({ method: 'POST', path: '/api/user/logout' }),
  },
  {
    route: 'POST /api/user/forgotPassword',
    expected: everyone(200),
    request: ({ bystander }) => ({
      method: 'POST',
      path: '/api/user/forgotPassword',
      body: { email: bystander.email },
    }),
  },
  {
    // A fresh account per caller, its code asked for from another browser: the reset uses the code up.
    route: 'POST /api/user/resetPassword',
    expected: everyone(200),
    request: async ({ api }) => {
      const { email } = await verifiedStudent(api);
      const asked = await (await new ApiClient(api).prime()).post('/api/user/forgotPassword', { email });
      if (asked.status !== 200) throw new Error(`forgotPassword answered ${asked.status}`);
      const code = await latestCode(email);
      return {
        method: 'POST',
        path: '/api/user/resetPassword',
        body: { email, code, password: PASSWORD, confirmPassword: PASSWORD },
      };
    },
  },
  {
    route: 'GET /api/user/pendingRegistration',
    expected: everyone(200),
    request: () => ({ method: 'GET', path: '/api/user/pendingRegistration' }),
  },
  {
    route: 'GET /api/user/check-auth',
    expected: everyone(200),
    request: () => ({ method: 'GET', path: '/api/user/check-auth' }),
  },
  {
    // Sets the language the account already has, so no other row sees a change.
    route: 'POST /api/user/language',
    expected: loggedIn(),
    request: () => ({ method: 'POST', path: '/api/user/language', body: { language: 'en' } }),
  },
  {
    route: 'GET /api/user/check-access',
    expected: loggedIn(),
    request: () => ({ method: 'GET', path: '/api/user/check-access' }),
  },
  {
    route: 'GET /api/user/check-admin',
    expected: adminOnly(),
    request: () => ({ method: 'GET', path: '/api/user/check-admin' }),
  },
  {
    route: 'GET /api/user/getAllUsers',
    expected: adminOnly(),
    request: () => ({ method: 'GET', path: '/api/user/getAllUsers', query: { limit: '5' } }),
  },
  {
    route: 'PUT /api/user/changeState',
    expected: adminOnly(),
    request: ({ bystander }) => ({
      method: 'PUT',
      path: '/api/user/changeState',
      body: { id: bystander.id, state: 'active' },
    }),
  },
  {
    route: 'PUT /api/user/toggleAccess',
    expected: adminOnly(),
    request: ({ bystander }) => ({
      method: 'PUT',
      path: '/api/user/toggleAccess',
      body: { id: bystander.id, field: 'paperAccess' },
    }),
  },
  {
    route: 'PUT /api/user/clearMailMark',
    expected: adminOnly(),
    // Marked afresh for each caller, so the admin's call has a mark to clear whichever caller went first.
    request: async ({ bystander }) => {
      await suppressAddress(bystander.email, 'bounce', Date.now());
      return { method: 'PUT', path: '/api/user/clearMailMark', body: { id: bystander.id } };
    },
  },
  {
    route: 'DELETE /api/user/deleteUser/{id}',
    expected: adminOnly(),
    request: async ({ api }) => {
      const { email } = await registered(api);
      return { method: 'DELETE', path: `/api/user/deleteUser/${await idOf(email)}` };
    },
  },
  {
    route: 'GET /api/user/user-counts',
    expected: adminOnly(),
    request: () => ({ method: 'GET', path: '/api/user/user-counts' }),
  },
  // Served by the local server only (infra leaves it out of the cloud API); it lists cookie names.
  { route: 'GET /debug-cookies', expected: everyone(200), request: () => ({ method: 'GET', path: '/debug-cookies' }) },
];

const mediaRows: MatrixRow[] = [
  {
    route: 'GET /api/aws/getVideos/{folder}',
    variant: 'free',
    expected: everyone(200),
    request: () => ({ method: 'GET', path: '/api/aws/getVideos/free' }),
  },
  ...GATED.map((folder): MatrixRow => ({
    route: 'GET /api/aws/getVideos/{folder}',
    variant: folder,
    flag: folderFlag[folder],
    expected: flagged(),
    request: () => ({ method: 'GET', path: `/api/aws/getVideos/${folder}` }),
  })),
  ...GATED.map((folder): MatrixRow => ({
    route: `GET /api/aws/get${folder}Videos/{year}`,
    flag: folderFlag[folder],
    expected: flagged(),
    request: () => ({ method: 'GET', path: `/api/aws/get${folder}Videos/2025` }),
  })),
  // Signed cookies for a folder's streams: the same callers as the folder's list.
  {
    route: 'GET /api/aws/streamAccess/{folder}',
    variant: 'free',
    expected: everyone(200),
    request: () => ({ method: 'GET', path: '/api/aws/streamAccess/free' }),
  },
  ...GATED.map((folder): MatrixRow => ({
    route: 'GET /api/aws/streamAccess/{folder}',
    variant: folder,
    flag: folderFlag[folder],
    expected: flagged(),
    request: () => ({ method: 'GET', path: `/api/aws/streamAccess/${folder}` }),
  })),
  // The player's MP4 fallback report: a free video plays for visitors too, so anyone may send it.
  {
    route: 'POST /api/aws/streamFallback/{folder}',
    expected: everyone(202),
    request: () => ({ method: 'POST', path: '/api/aws/streamFallback/Theory', body: { reason: 'refused' } }),
  },
  {
    route: 'GET /api/aws/getPastPaperMarking/{category}',
    variant: 'SampathBook',
    expected: everyone(200),
    request: () => ({ method: 'GET', path: '/api/aws/getPastPaperMarking/SampathBook' }),
  },
  {
    route: 'GET /api/aws/getPastPaperMarking/{category}',
    variant: 'PastPaperMarking',
    expected: loggedIn(),
    request: () => ({ method: 'GET', path: '/api/aws/getPastPaperMarking/PastPaperMarking' }),
  },
  {
    route: 'GET /api/aws/getPastPaperMarking/{category}',
    variant: 'RevisionTute',
    flag: 'revisionTuteAccess',
    expected: flagged(),
    request: () => ({ method: 'GET', path: '/api/aws/getPastPaperMarking/RevisionTute' }),
  },
  {
    route: 'PUT /api/aws/putVideo/{folder}',
    expected: adminOnly(),
    request: () => ({ method: 'PUT', path: '/api/aws/putVideo/Theory', body: videoBody(unique('matrix put')) }),
  },
  {
    route: 'PUT /api/aws/putThumbnail/{folder}',
    expected: adminOnly(),
    request: async () => {
      const title = unique('matrix thumb');
      await prepareVideoPut('Theory', { title, year: '2025', caption: 'Matrix thumb', size: 1024 });
      return {
        method: 'PUT',
        path: '/api/aws/putThumbnail/Theory',
        body: { filename: 'thumb.jpg', contentType: 'image/jpeg', title },
      };
    },
  },
  {
    route: 'POST /api/aws/completeVideo/{folder}',
    expected: adminOnly(201),
    request: async () => ({
      method: 'POST',
      path: '/api/aws/completeVideo/Theory',
      body: { title: await uploadedVideo('Theory') },
    }),
  },
  {
    route: 'POST /api/aws/multipart/start/{folder}',
    expected: adminOnly(),
    request: () => {
      const title = unique('matrix start');
      return {
        method: 'POST',
        path: '/api/aws/multipart/start/Theory',
        body: { ...videoBody(title), lastModified: Date.now() },
      };
    },
  },
  {
    route: 'POST /api/aws/multipart/sign/{folder}',
    expected: adminOnly(),
    request: async () => {
      const { uploadId, key } = await startedUpload('Theory');
      return { method: 'POST', path: '/api/aws/multipart/sign/Theory', body: { uploadId, key, partNumbers: [1] } };
    },
  },
  {
    route: 'PUT /api/aws/multipart/part/{folder}',
    expected: adminOnly(),
    request: async () => {
      const { uploadId, key } = await startedUpload('Theory');
      return {
        method: 'PUT',
        path: '/api/aws/multipart/part/Theory',
        body: { uploadId, key, partNumber: 1, etag: ETAG },
      };
    },
  },
  {
    route: 'POST /api/aws/multipart/complete/{folder}',
    expected: adminOnly(),
    request: async () => {
      const { uploadId, key } = await startedUpload('Theory');
      const { urls } = await signParts('Theory', { uploadId, key, partNumbers: [1] });
      const stored = await sendToUrl('PUT', urls['1'] ?? '', randomBytes(1024));
      if (stored.status !== 200 || !stored.etag) throw new Error(`part PUT answered ${stored.status}`);
      return {
        method: 'POST',
        path: '/api/aws/multipart/complete/Theory',
        body: { uploadId, key, parts: [{ partNumber: 1, etag: stored.etag }] },
      };
    },
  },
  {
    route: 'DELETE /api/aws/multipart/abort/{folder}',
    expected: adminOnly(),
    request: async () => {
      const { uploadId, key } = await startedUpload('Theory');
      return { method: 'DELETE', path: '/api/aws/multipart/abort/Theory', body: { uploadId, key } };
    },
  },
  {
    route: 'PUT /api/aws/putFile/{folder}',
    expected: adminOnly(),
    request: () => ({
      method: 'PUT',
      path: '/api/aws/putFile/RevisionTute',
      body: { fileName: `${unique('tute')}.pdf`, size: 2048, contentType: 'application/pdf', year: '2026' },
    }),
  },
  {
    route: 'POST /api/aws/completeFile/{folder}',
    expected: adminOnly(),
    request: async () => {
      const name = `${unique('matrix checked')}.pdf`;
      await putObject('RevisionTute', name, Buffer.from('%PDF-1.4\nmatrix'), 'application/pdf');
      return { method: 'POST', path: '/api/aws/completeFile/RevisionTute', body: { fileName: name } };
    },
  },
  {
    route: 'DELETE /api/aws/deleteFile/{folder}',
    expected: adminOnly(),
    request: async () => {
      const name = unique('matrix tute');
      await putObject('RevisionTute', `${name}.pdf`, randomBytes(512), 'application/pdf');
      return { method: 'DELETE', path: '/api/aws/deleteFile/RevisionTute', body: { fileName: name } };
    },
  },
  {
    route: 'DELETE /api/aws/deleteVideo/{folder}',
    expected: adminOnly(),
    request: async () => {
      const title = unique('matrix doomed');
      await seedVideo('Theory', title);
      return { method: 'DELETE', path: '/api/aws/deleteVideo/Theory', body: { fileName: title } };
    },
  },
  {
    route: 'POST /api/aws/retryStream/{folder}',
    expected: adminOnly(202),
    request: async () => {
      const title = unique('matrix stream');
      await seedVideo('Theory', title);
      return { method: 'POST', path: '/api/aws/retryStream/Theory', body: { title } };
    },
  },
  {
    route: 'POST /api/aws/makeStreams/{folder}',
    expected: adminOnly(202),
    request: () => ({ method: 'POST', path: '/api/aws/makeStreams/Practical' }),
  },
];

/** Each videoMeta route for a free video (any login, or none to read) and a Theory video (its flag). */
const videoMetaRows: MatrixRow[] = (['free', 'Theory'] as const).flatMap((folder): MatrixRow[] => {
  const gate = folder === 'free' ? {} : { flag: folderFlag[folder] };
  const reader = folder === 'free' ? everyone(200) : flagged();
  const viewer = (status = 200) => (folder === 'free' ? loggedIn(status) : flagged(status));
  const path = (action: string) => (ctx: MatrixContext) => `/api/videoMeta/${action}/${enc(ctx.videos[folder])}`;
  return [
    {
      route: 'GET /api/videoMeta/getVideoByTitle/{title}',
      variant: folder,
      ...gate,
      expected: reader,
      request: (ctx) => ({ method: 'GET', path: path('getVideoByTitle')(ctx) }),
    },
    {
      route: 'POST /api/videoMeta/likeVideo/{title}',
      variant: folder,
      ...gate,
      expected: viewer(),
      request: (ctx) => ({ method: 'POST', path: path('likeVideo')(ctx), body: { liked: true } }),
    },
    {
      route: 'POST /api/videoMeta/addCommentByTitle/{title}',
      variant: folder,
      ...gate,
      expected: viewer(201),
      request: (ctx) => ({
        method: 'POST',
        path: path('addCommentByTitle')(ctx),
        body: { comment: 'Clear explanation, thanks!' },
      }),
    },
    {
      route: 'PUT /api/videoMeta/progress/{title}',
      variant: folder,
      ...gate,
      expected: viewer(),
      request: (ctx) => ({ method: 'PUT', path: path('progress')(ctx), body: { seconds: 42 } }),
    },
  ];
});

const classRows: MatrixRow[] = [
  {
    route: 'GET /api/class/getAllClassDetails',
    expected: everyone(200),
    request: () => ({ method: 'GET', path: '/api/class/getAllClassDetails' }),
  },
  {
    route: 'POST /api/class/createClassDetail',
    expected: adminOnly(201),
    request: () => ({
      method: 'POST',
      path: '/api/class/createClassDetail',
      body: {
        title: unique('matrix'),
        type: 'Revision',
        location: 'Badulla',
        fee: '2500',
        day: 'Saturday',
        startTime: '14:00',
        endTime: '16:30',
      },
    }),
  },
  {
    route: 'DELETE /api/class/deleteClass/{id}',
    expected: adminOnly(),
    request: async () => ({ method: 'DELETE', path: `/api/class/deleteClass/${await newClassId()}` }),
  },
];

const examRows: MatrixRow[] = [
  { route: 'GET /api/exam/all', expected: loggedIn(), request: () => ({ method: 'GET', path: '/api/exam/all' }) },
  {
    route: 'GET /api/exam/year/{year}',
    expected: loggedIn(),
    request: () => ({ method: 'GET', path: '/api/exam/year/2026' }),
  },
  {
    route: 'POST /api/exam/create',
    expected: adminOnly(201),
    request: () => ({
      method: 'POST',
      path: '/api/exam/create',
      body: {
        title: unique('Matrix quiz'),
        year: '2026',
        description: 'Ohm',
        duration: 45,
        link: 'https://forms.gle/quiz',
      },
    }),
  },
  {
    route: 'DELETE /api/exam/deleteByTitle/{title}',
    expected: adminOnly(),
    request: async () => ({ method: 'DELETE', path: `/api/exam/deleteByTitle/${enc(await newExamTitle())}` }),
  },
];

const contactRows: MatrixRow[] = [
  {
    route: 'POST /api/contact/createMessage',
    expected: everyone(201),
    request: () => ({
      method: 'POST',
      path: '/api/contact/createMessage',
      body: {
        name: 'Nimal',
        email: `contact-${randomUUID()}@example.com`,
        phone: '0771234567',
        message: 'When is the next class?',
      },
    }),
  },
  {
    route: 'GET /api/contact/getAllMessages',
    expected: adminOnly(),
    request: () => ({ method: 'GET', path: '/api/contact/getAllMessages' }),
  },
  {
    route: 'PUT /api/contact/updateIsRead/{id}',
    expected: adminOnly(),
    request: async () => ({ method: 'PUT', path: `/api/contact/updateIsRead/${await newMessageId()}` }),
  },
  {
    route: 'POST /api/contact/sendReplyTo/{id}',
    expected: adminOnly(),
    request: async () => ({
      method: 'POST',
      path: `/api/contact/sendReplyTo/${await newMessageId()}`,
      body: { replyText: 'Next Saturday at 2 pm.' },
    }),
  },
  {
    route: 'DELETE /api/contact/deleteMessageById/{id}',
    expected: adminOnly(),
    request: async () => ({ method: 'DELETE', path: `/api/contact/deleteMessageById/${await newMessageId()}` }),
  },
];

const slideRows: MatrixRow[] = [
  { route: 'GET /api/slides', expected: everyone(200), request: () => ({ method: 'GET', path: '/api/slides' }) },
  {
    route: 'POST /api/slides',
    expected: adminOnly(201),
    request: async () => {
      const { body, contentType } = await multipartForm([
        ['caption', 'New Theory batch'],
        ['image', fileOf(JPEG, 'image/jpeg'), 'slide.jpg'],
      ]);
      return { method: 'POST', path: '/api/slides', binaryBody: body, contentType };
    },
  },
  {
    route: 'DELETE /api/slides/{id}',
    expected: adminOnly(),
    request: async () => ({ method: 'DELETE', path: `/api/slides/${await newSlideId_()}` }),
  },
];

export const authorizationMatrix: readonly MatrixRow[] = [
  ...userRows,
  ...mediaRows,
  ...videoMetaRows,
  ...classRows,
  ...examRows,
  ...contactRows,
  ...slideRows,
  ...quizRows,
  ...feeRows,
];

/** The targets every row may read: one video per folder and a tute per category, plus a bystander student. */
export async function seedMatrixFixtures(api: Handler): Promise<MatrixContext> {
  const videos = {} as Record<VideoFolder, string>;
  for (const folder of ['free', ...GATED] as const) {
    videos[folder] = `Matrix ${folder} lesson`;
    await seedVideo(folder, videos[folder]);
  }
  for (const category of ['PastPaperMarking', 'RevisionTute', 'SampathBook'] as const) {
    await putObject(category, `Matrix ${category}.pdf`, randomBytes(512), 'application/pdf', { year: '2025' });
  }
  const { browser, email } = await registered(api);
  const verified = await browser.post('/api/user/verifyUser', { code: await latestCode(email) });
  if (verified.status !== 200) throw new Error(`bystander verify answered ${verified.status}`);
  return { api, videos, bystander: { email, id: await idOf(email) } };
}
