/**
 * Bad input, property-based (fast-check): for every endpoint of functions/groups.ts, requests that
 * are valid but for one defect (see support/bad-input-requests.ts) go through the real handlers as a
 * visitor, a student holding every flag and the admin — so the admin reaches every validation, not
 * just the login check. Every answer must be a 4xx whose body is exactly {"message": "<non-empty>",
 * "code": "<a code of the server's message registry>"},
 * and afterwards every table and bucket must be exactly as before: the requests aim at real
 * targets (an existing class, exam, message, slide, video, tute, upload, pending code, student), so
 * a defect that slipped through would have written something.
 *
 * A failure prints fast-check's seed and path; rerun with them (fc.assert's `seed`/`path`) to replay.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createClass } from '../../functions/class/classes';
import { newMessageItem, putMessage } from '../../functions/domain/messages/store';
import { putNewExam } from '../../functions/exam/store';
import { endQuiz, openLobby, openNextQuestion } from '../../functions/domain/quiz/run-control';
import { putNewQuiz } from '../../functions/quiz/store-bank';
import { endpointGroups } from '../../functions/groups';
import { signParts, startUpload } from '../../functions/media/uploads/multipart';
import { imageKeyFor, videoKeyFor } from '../../functions/domain/videos/pairing';
import { prepareVideoPut } from '../../functions/media/uploads/video-uploads';
import { clock } from '../../functions/shared/clock';
import { classInputSchema, examInputSchema, isMessageCode, quizInputSchema } from '../../functions/shared/schemas';
import { newSlideId, putSlide } from '../../functions/slides/store';
import { buckets, type BucketKey } from '../../functions/shared/resources';
import { fuzzEvent, malformedRequests, type FuzzRequest } from './support/bad-input-requests';
import { fuzzTargets, type FuzzFixtures, type FuzzTarget } from './support/bad-input-targets';
import type { ApiClient, Handler } from './support/client';
import { arrivedSlip, newFeePlan } from './support/fee-fixtures';
import { ADMIN, registered } from './support/fixtures';
import { JPEG } from './support/forms';
import { quizBody } from './support/quiz';
import { allGroupsGateway } from './support/gateway';
import { latestCode } from './support/mail';
import { createIsolatedBuckets, putObject, seedVideo } from './support/media';
import { admin, ALL_FLAGS, idOf, studentWith, visitor } from './support/roles';
import { storageSnapshot, type StorageSnapshot } from './support/snapshot';
import { sendToUrl } from './support/uploads';
import { useCloseScheduler } from './support/live-twins';

/** Generated requests per endpoint; each is sent as all three callers. */
const RUNS_PER_ENDPOINT = 30;
const ROUTE_KEYS = endpointGroups.flatMap((group) => group.routes);

let api: Handler;
let callers: { name: string; browser: ApiClient }[];
let targets: Map<string, FuzzTarget>;
let before: StorageSnapshot;
let generated = 0;
let sent = 0;
/** route → caller → status → count: shows which checks answered (and that the admin got past the login check). */
const answers = new Map<string, Map<string, Map<number, number>>>();

function tally(route: string, caller: string, status: number): void {
  const byCaller = answers.get(route) ?? new Map<string, Map<number, number>>();
  const byStatus = byCaller.get(caller) ?? new Map<number, number>();
  byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  byCaller.set(caller, byStatus);
  answers.set(route, byCaller);
}

/** Real targets for every endpoint, made before the snapshot. */
async function seedTargets(): Promise<FuzzFixtures & { pendingCookie: string }> {
  // A code sent two minutes ago: resendOtp would really send a new one, verifyUser would really verify.
  vi.spyOn(clock, 'now').mockImplementation(() => Date.now() - 2 * 60_000);
  const pending = await registered(api).finally(() => vi.restoreAllMocks());
  const bystander = await studentWith(api, (await admin(api)).browser, [], 'bystander');
  const theoryVideo = 'Fuzz Theory lesson';
  await seedVideo('Theory', theoryVideo);
  const pendingVideo = 'Fuzz pending video';
  await prepareVideoPut('Theory', {
    title: pendingVideo,
    year: '2025',
    caption: 'Waiting for completeVideo',
    size: 1024,
  });
  await putObject('Theory', videoKeyFor(pendingVideo), randomBytes(1024), 'video/mp4');
  await putObject('Theory', imageKeyFor(pendingVideo), randomBytes(256), 'image/jpeg');
  const upload = await startUpload('Theory', {
    title: 'Fuzz multipart',
    size: 1024,
    lastModified: 1,
    year: '2025',
    caption: 'Fuzz multipart',
  });
  const { urls } = await signParts('Theory', { uploadId: upload.uploadId, key: upload.key, partNumbers: [1] });
  const part = await sendToUrl('PUT', urls['1'] ?? '', randomBytes(1024));
  await putObject('RevisionTute', 'Fuzz tute.pdf', randomBytes(512), 'application/pdf', { year: '2025' });
  const fuzzClass = await createClass(
    classInputSchema.parse({
      title: 'fuzz target',
      type: 'Theory',
      location: 'Badulla',
      fee: 1000,
      day: 'Monday',
      startTime: '08:00',
      endTime: '10:00',
    }),
  );
  const examTitle = 'Fuzz target exam';
  await putNewExam(
    examInputSchema().parse({ title: examTitle, year: '2026', duration: 30, link: 'https://forms.gle/fuzz' }),
    Date.now(),
  );
  const messageId = randomUUID();
  await putMessage(
    newMessageItem(
      { id: messageId, name: 'Fuzz Sender', email: 'fuzz-sender@example.com', phone: '0712345678', message: 'Hi' },
      Date.now(),
    ),
  );
  const slideId = newSlideId(Date.now());
  await putSlide(slideId, { bytes: JPEG, type: 'image/jpeg' }, 'Fuzz target slide');
  const newQuiz = () => putNewQuiz(quizInputSchema.parse(quizBody()), Date.now());
  const quiz = { draft: await newQuiz(), running: await newQuiz(), ended: await newQuiz() };
  for (const id of [quiz.running, quiz.ended]) {
    await openLobby(id);
    await openNextQuestion(id);
  }
  await endQuiz(quiz.ended);
  const planId = await newFeePlan('Fuzz plan');
  const fees = { planId, slipId: await arrivedSlip(bystander.id, planId), studentId: bystander.id };
  return {
    bystander: { id: bystander.id, email: bystander.email },
    adminId: await idOf(ADMIN.email),
    otpCode: await latestCode(pending.email),
    pendingCookie: pending.browser.cookie('pending_reg') ?? '',
    theoryVideo,
    pendingVideo,
    upload: { uploadId: upload.uploadId, key: upload.key, etag: part.etag ?? '' },
    tute: 'Fuzz tute',
    classId: fuzzClass._id,
    examTitle,
    messageId,
    slideId,
    quiz,
    fees,
  };
}

// Opening a question creates its close's schedule; the Scheduler twin takes it (support/live-twins.ts).
useCloseScheduler();

beforeAll(async () => {
  await createIsolatedBuckets(Object.keys(buckets) as BucketKey[]);
  api = await allGroupsGateway();
  const adminAccount = await admin(api);
  const student = await studentWith(api, adminAccount.browser, ALL_FLAGS, 'all flags');
  const fixtures = await seedTargets();
  callers = [
    { name: 'visitor', browser: (await visitor(api)).browser },
    { name: 'student with every flag', browser: student.browser },
    { name: 'admin', browser: adminAccount.browser },
  ];
  // Each caller also holds the pending registration, so the OTP routes get past "who is this".
  for (const caller of callers) caller.browser.setCookie('pending_reg', fixtures.pendingCookie, '/api/user');
  targets = new Map(fuzzTargets(fixtures).map((target) => [target.route, target]));
  before = await storageSnapshot();
}, 180_000);

/** Sends `request` as every caller; returns the first answer that is not a 4xx {message, code}. */
async function refusedByAll(request: FuzzRequest): Promise<true> {
  generated += 1;
  for (const caller of callers) {
    sent += 1;
    const result = await api(fuzzEvent(caller.browser, request));
    const status = result.statusCode ?? 200;
    tally(request.route, caller.name, status);
    const raw = result.body ?? '';
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      body = raw;
    }
    const ok =
      status >= 400 &&
      status < 500 &&
      String(result.headers?.['content-type'] ?? '').startsWith('application/json') &&
      typeof body === 'object' &&
      body !== null &&
      Object.keys(body).sort().join() === 'code,message' &&
      typeof (body as { message?: unknown }).message === 'string' &&
      (body as { message: string }).message.length > 0 &&
      typeof (body as { code?: unknown }).code === 'string' &&
      isMessageCode((body as { code: string }).code);
    if (!ok)
      throw new Error(`${request.route} (${request.defect}) as ${caller.name}: got ${status} ${raw.slice(0, 300)}`);
  }
  return true;
}

describe('bad input', () => {
  it('has a generator for every route key, and none for anything else', () => {
    expect(new Set(targets.keys())).toEqual(new Set(ROUTE_KEYS));
  });

  it.each(ROUTE_KEYS)(
    '%s refuses malformed requests with 4xx {message, code}',
    async (route) => {
      const target = targets.get(route);
      if (!target) throw new Error(`no fuzz target for ${route}`);
      await fc.assert(fc.asyncProperty(malformedRequests(target), refusedByAll), { numRuns: RUNS_PER_ENDPOINT });
      // Hang detection only (a failing property also shrinks its counterexample within this time).
    },
    180_000,
  );

  it('changed no table and no bucket', async () => {
    console.info(
      `bad input: ${generated} malformed requests generated, ${sent} sent (each as visitor, student with every flag, admin) over ${ROUTE_KEYS.length} endpoints`,
    );
    expect(generated).toBeGreaterThanOrEqual(1000);
    expect(await storageSnapshot()).toEqual(before);
  }, 60_000);

  it('reached validation as the admin on every endpoint (not only the login check)', () => {
    const summary = ROUTE_KEYS.map((route) => {
      const byCaller = answers.get(route) ?? new Map<string, Map<number, number>>();
      const line = [...byCaller]
        .map(
          ([caller, byStatus]) =>
            `${caller} ${[...byStatus]
              .sort(([a], [b]) => a - b)
              .map(([status, n]) => `${status}×${n}`)
              .join(' ')}`,
        )
        .join(' | ');
      return `${route}: ${line}`;
    });
    console.info(summary.join('\n'));
    const authOnly = ROUTE_KEYS.filter((route) =>
      [...(answers.get(route)?.get('admin')?.keys() ?? [])].every((status) => status === 401 || status === 403),
    );
    expect(authOnly).toEqual([]);
  });
});
