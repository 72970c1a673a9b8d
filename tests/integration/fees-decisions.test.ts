/**
 * The admin's decisions on payments, against the real handlers and local engines: approval grants
 * the plan's flags until the paid month's end plus grace, races decide once, rejection and the
 * reminder sweep mail the student in their language, cash is recorded once, and the month report
 * counts what was paid. Plans and slips are written straight into the fees table (items.ts keys).
 */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accessEnd } from '../../functions/domain/fees/period';
import { getUser, usersTable } from '../../functions/domain/sessions/account';
import { handler as sweep } from '../../functions/fees/reminders';
import {
  cashSlipId,
  PENDING_INDEX,
  planKey,
  slipKey,
  slipObjectKey,
  studentIndexKey,
  timeSort,
  type PlanItem,
  type SlipItem,
} from '../../functions/fees/items';
import { getSlip } from '../../functions/fees/store-slips';
import { feesTable } from '../../functions/fees/store-plans';
import { clock } from '../../functions/shared/clock';
import { config } from '../../functions/shared/config';
import { dynamo } from '../../functions/shared/dynamo';
import { s3 } from '../../functions/shared/s3';
import {
  feeTexts,
  type AccessField,
  type CheckAccessResponse,
  type FeeReport,
  type Language,
} from '../../functions/shared/schemas';
import type { ApiClient, Handler } from './support/client';
import { adminBrowser, verifiedStudent } from './support/fixtures';
import { allGroupsGateway } from './support/gateway';
import { mailsTo } from './support/mail';
import { idOf, studentWith } from './support/roles';

let api: Handler;
let admin: ApiClient;

beforeAll(async () => {
  api = await allGroupsGateway();
  admin = await adminBrowser(api);
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function putPlan(grants: AccessField[], graceDays = 7, price = 2000): Promise<PlanItem> {
  const planId = `plan-${randomUUID().slice(0, 8)}`;
  const plan: PlanItem = {
    ...planKey(planId),
    gsi1pk: 'PLANS',
    gsi1sk: timeSort(Date.now(), planId),
    planId,
    name: `Plan ${planId}`,
    price,
    grants,
    graceDays,
    retired: false,
    payments: 0,
    createdAt: Date.now(),
  };
  await dynamo.send(new PutCommand({ TableName: feesTable(), Item: plan }));
  return plan;
}

async function putSlip(userId: string, plan: PlanItem, month: string, options: { file?: boolean } = {}) {
  const slipId = randomUUID();
  const now = Date.now();
  const key = slipObjectKey(userId, slipId, 'image/jpeg');
  const slip: SlipItem = {
    ...slipKey(slipId),
    gsi1pk: PENDING_INDEX,
    gsi1sk: timeSort(now, slipId),
    gsi2pk: studentIndexKey(userId),
    gsi2sk: timeSort(now, slipId),
    slipId,
    userId,
    studentName: 'Kasun Perera',
    studentEmail: 'kasun@example.com',
    studentNic: '200012345678',
    planId: plan.planId,
    planName: plan.name,
    grants: plan.grants,
    graceDays: plan.graceDays,
    month,
    amount: plan.price,
    method: 'slip',
    reference: `REF${slipId.slice(0, 6)}`,
    paidOn: '2026-11-20',
    slipKey: key,
    slipContentType: 'image/jpeg',
    slipSize: 4,
    state: 'pending',
    submittedAt: now,
  };
  await dynamo.send(new PutCommand({ TableName: feesTable(), Item: slip }));
  if (options.file !== false)
    await s3.send(
      new PutObjectCommand({ Bucket: config.bucketName('slips'), Key: key, Body: 'slip', ContentType: 'image/jpeg' }),
    );
  return slip;
}

const approve = (slipId: string) => admin.post(`/api/fees/approveSlip/${slipId}`, {});
const accessOfStudent = async (browser: ApiClient) =>
  (await browser.get<CheckAccessResponse>('/api/user/check-access')).body;

describe('approving a slip', () => {
  it('grants the plan until the last day of December plus grace, into January; the audit says who and what', async () => {
    const student = await studentWith(api, admin, [], 'december');
    const plan = await putPlan(['theoryAccess']);
    const slip = await putSlip(student.id, plan, '2026-12');
    const end = accessEnd('2026-12', 7);
    expect(new Date(end).toISOString()).toBe('2027-01-07T18:30:00.000Z');

    const approved = await approve(slip.slipId);
    expect([approved.status, approved.body]).toEqual([
      200,
      { message: feeTexts.approved, accessUntil: '2027-01-07T18:30:00.000Z', lastDay: '2027-01-07' },
    ]);
    const access = await accessOfStudent(student.browser);
    expect(access.access.theory).toBe(true);
    expect(access.accessUntil).toEqual({ theoryAccess: new Date(end).toISOString() });
    expect(await getSlip(slip.slipId)).toMatchObject({
      state: 'approved',
      granted: true,
      accessUntil: end,
      gsi1pk: 'MONTH#2026-12',
      gsi1sk: `approved#${slip.slipId}`,
      decision: {
        action: 'approved',
        byName: expect.any(String),
        byId: expect.any(String),
        changes: { theoryAccess: { before: null, after: new Date(end).toISOString() } },
      },
    });

    // Expiry through the clock seam: open until the end, shut from it.
    // The session of today has ended by January: the student logs in again on that day.
    vi.spyOn(clock, 'now').mockReturnValue(end - 60 * 60 * 1000);
    const january = await student.relogin();
    vi.spyOn(clock, 'now').mockReturnValue(end - 1);
    expect((await january.get('/api/aws/getVideos/Theory')).status).toBe(200);
    vi.spyOn(clock, 'now').mockReturnValue(end);
    expect((await accessOfStudent(january)).access.theory).toBe(false);
    expect((await january.get('/api/aws/getVideos/Theory')).status).toBe(403);
    expect((await january.get('/api/aws/streamAccess/Theory')).status).toBe(403);
  });

  it('refuses a slip whose file never arrived, an unknown id and a decided slip', async () => {
    const student = await studentWith(api, admin, [], 'no file');
    const plan = await putPlan(['paperAccess']);
    const slip = await putSlip(student.id, plan, '2026-12', { file: false });
    const missing = await approve(slip.slipId);
    expect(missing.status).toBe(409);
    expect(missing.body).toMatchObject({ code: 'fee.slipMissing' });
    expect((await approve('no-such-slip')).status).toBe(404);
    expect((await approve('bad%20id')).status).toBe(404);
    const decided = await putSlip(student.id, plan, '2026-12');
    expect((await approve(decided.slipId)).status).toBe(200);
    expect((await approve(decided.slipId)).body).toMatchObject({ code: 'fee.notPending' });
  });

  it('answers 503 when the grant cannot be written, and finishes it on the next approve', async () => {
    const student = await studentWith(api, admin, [], 'grant retry');
    const plan = await putPlan(['revisionAccess']);
    const slip = await putSlip(student.id, plan, '2026-12');
    const send = dynamo.send.bind(dynamo);
    vi.spyOn(dynamo, 'send').mockImplementation(((command: {
      input?: { TableName?: string; UpdateExpression?: string };
    }) => {
      if (command.input?.TableName === usersTable() && command.input.UpdateExpression?.startsWith('SET #f0'))
        return Promise.reject(Object.assign(new Error('down'), { name: 'ServiceUnavailable', $fault: 'server' }));
      return send(command as never);
    }) as never);
    expect((await approve(slip.slipId)).status).toBe(503);
    expect(await getSlip(slip.slipId)).toMatchObject({ state: 'approved' });
    expect((await getSlip(slip.slipId))?.granted).toBeUndefined();
    vi.restoreAllMocks();
    expect((await approve(slip.slipId)).status).toBe(200);
    expect(await getSlip(slip.slipId)).toMatchObject({ granted: true });
    expect((await accessOfStudent(student.browser)).access.revision).toBe(true);
    expect((await approve(slip.slipId)).status).toBe(409);
  });

  it('grants once when two admins approve at once, and lets only one of approve and reject win', async () => {
    const student = await studentWith(api, admin, [], 'race');
    const plan = await putPlan(['practicalAccess']);
    const slip = await putSlip(student.id, plan, '2026-12');
    const other = await adminBrowser(api);
    const both = await Promise.all([approve(slip.slipId), other.post(`/api/fees/approveSlip/${slip.slipId}`, {})]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await getUser(student.id))?.practicalAccessFlips).toBe(1);

    const second = await putSlip(student.id, plan, '2027-01');
    const raced = await Promise.all([
      approve(second.slipId),
      other.post(`/api/fees/rejectSlip/${second.slipId}`, { reason: 'unreadable' }),
    ]);
    expect(raced.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('never shortens a forever grant; a later month extends and an earlier one does not shorten', async () => {
    const student = await studentWith(api, admin, ['theoryAccess'], 'forever');
    const plan = await putPlan(['theoryAccess', 'paperAccess']);
    const jan = await putSlip(student.id, plan, '2027-01');
    expect((await approve(jan.slipId)).status).toBe(200);
    const janEnd = new Date(accessEnd('2027-01', 7)).toISOString();
    expect((await accessOfStudent(student.browser)).accessUntil).toEqual({ paperAccess: janEnd });
    const dec = await putSlip(student.id, plan, '2026-12');
    expect((await approve(dec.slipId)).status).toBe(200);
    expect((await accessOfStudent(student.browser)).accessUntil).toEqual({ paperAccess: janEnd });
    expect((await getSlip(dec.slipId))?.decision?.changes).toEqual({
      theoryAccess: { before: null, after: null },
      paperAccess: { before: janEnd, after: janEnd },
    });
    const feb = await putSlip(student.id, plan, '2027-02');
    expect((await approve(feb.slipId)).status).toBe(200);
    expect((await accessOfStudent(student.browser)).accessUntil).toEqual({
      paperAccess: new Date(accessEnd('2027-02', 7)).toISOString(),
    });
  });
});

async function studentIn(language: Language, label: string) {
  const { email } = await verifiedStudent(api, { fullName: `Fee ${label}`, language });
  return { email, id: await idOf(email) };
}

describe('rejecting a slip', () => {
  it.each([
    ['si', 'ගෙවීම් පත්‍රිකාවේ ඡායාරූපය කියවිය නොහැක.'],
    ['ta', 'பற்றுச்சீட்டின் படத்தை வாசிக்க முடியவில்லை.'],
    ['en', 'The slip photo cannot be read.'],
  ] as const)('mails the reason in %s, after storing the decision', async (language, reasonText) => {
    const student = await studentIn(language, `reject ${language}`);
    const plan = await putPlan(['theoryAccess'], 7, 2500);
    const slip = await putSlip(student.id, plan, '2026-12');
    expect((await admin.post(`/api/fees/rejectSlip/${slip.slipId}`, { reason: 'other' })).status).toBe(400);
    const rejected = await admin.post(`/api/fees/rejectSlip/${slip.slipId}`, {
      reason: 'unreadable',
      note: 'Photo is blurred',
    });
    expect(rejected.status).toBe(200);
    expect(await getSlip(slip.slipId)).toMatchObject({
      state: 'rejected',
      reason: 'unreadable',
      note: 'Photo is blurred',
      gsi1pk: 'MONTH#2026-12',
      decision: { action: 'rejected' },
    });
    const mail = (await mailsTo(student.email)).at(-1);
    expect(mail?.body.text).toContain(reasonText);
    expect(mail?.body.text).toContain('Photo is blurred');
    expect(mail?.body.text).toContain('Rs. 2,500');
  });
});

describe('cash and the month report', () => {
  it('records cash once, and the report counts it and lists who is behind', async () => {
    const paid = await studentWith(api, admin, [], 'cash');
    const behind = await studentWith(api, admin, [], 'behind');
    // A month of its own, so the other tests' December payments stay out of this report.
    vi.spyOn(clock, 'now').mockReturnValue(Date.UTC(2030, 5, 10));
    const cashier = await adminBrowser(api);
    const plan = await putPlan(['revisionAccess'], 7, 3000);
    const input = { userId: paid.id, planId: plan.planId, month: '2030-06' };
    const recorded = await cashier.post('/api/fees/recordCash', input);
    expect([recorded.status, recorded.body]).toEqual([
      201,
      { message: feeTexts.cashRecorded, accessUntil: '2030-07-07T18:30:00.000Z', lastDay: '2030-07-07' },
    ]);
    expect((await cashier.post('/api/fees/recordCash', input)).body).toMatchObject({ code: 'fee.cashDuplicate' });
    expect(await getSlip(cashSlipId(paid.id, plan.planId, '2030-06'))).toMatchObject({
      method: 'cash',
      amount: 3000,
      granted: true,
      decision: { action: 'recorded' },
    });
    const tooLate = await cashier.post('/api/fees/recordCash', { ...input, month: '2030-09' });
    expect([tooLate.status, tooLate.body]).toEqual([400, { message: feeTexts.cashMonth, code: 'fee.cashMonth' }]);
    expect((await cashier.post('/api/fees/recordCash', { ...input, userId: 'nobody' })).status).toBe(404);
    // An admin account is no student: the payment would only muddle the report.
    const adminId = await idOf('admin@engtech.local');
    const notStudent = await cashier.post('/api/fees/recordCash', { ...input, userId: adminId });
    expect(notStudent.status).toBe(409);
    expect(notStudent.body).toMatchObject({ code: 'fee.notStudent' });

    // Both paid May; only one has paid June.
    for (const student of [paid, behind]) {
      const november = await cashier.post('/api/fees/recordCash', { ...input, userId: student.id, month: '2030-05' });
      expect(november.status).toBe(201);
    }
    const report = await cashier.get<FeeReport>('/api/fees/report/2030-06');
    expect(report.body).toMatchObject({
      month: '2030-06',
      paidCount: 1,
      paidAmount: 3000,
      byPlan: [{ planId: plan.planId, count: 1, amount: 3000 }],
    });
    expect(report.body.unpaid).toEqual([
      {
        userId: behind.id,
        fullName: 'Matrix behind',
        email: behind.email,
        phoneNumber: '0712345678',
        lastPlanName: plan.name,
      },
    ]);
    expect((await cashier.get('/api/fees/report/2026-13')).status).toBe(400);
  });
});

describe('the reminder sweep', () => {
  it('mails each student once in their language, and none for forever or lapsed flags', async () => {
    const plan = await putPlan(['theoryAccess'], 0);
    const end = accessEnd('2026-12', 0);
    const languages = ['si', 'ta', 'en'] as const;
    const students = [];
    for (const language of languages) {
      const student = await studentIn(language, `remind ${language}`);
      expect((await approve((await putSlip(student.id, plan, '2026-12')).slipId)).status).toBe(200);
      students.push(student);
    }
    const forever = await studentIn('en', 'remind forever');
    await admin.put('/api/user/toggleAccess', { id: forever.id, field: 'theoryAccess' });

    vi.spyOn(clock, 'now').mockReturnValue(end - 2 * 24 * 60 * 60 * 1000);
    await sweep();
    await sweep();
    const lastDay = { si: '31 දෙසැම්බර් 2026', ta: '31 டிசம்பர், 2026', en: '31 December 2026' };
    for (const [index, language] of languages.entries()) {
      const mails = (await mailsTo(students[index]?.email ?? '')).filter((m) => m.body.text?.includes('/fees'));
      expect(mails).toHaveLength(1);
      expect(mails[0]?.body.text).toContain(lastDay[language]);
    }
    expect((await mailsTo(forever.email)).filter((m) => m.body.text?.includes('/fees'))).toHaveLength(0);
    // Past its end the access has lapsed: nobody is reminded of it again.
    vi.spyOn(clock, 'now').mockReturnValue(end + 1);
    expect(await sweep()).toEqual({ sent: 0 });
  });
});
