/**
 * Fee plans and payment slips through the real fees handler on the local engines: plans as the
 * admin and a student see them, a slip sent with its presigned PUT (the file decides when it counts
 * as sent), who may read which slip, duplicate references, the admin's search, and each refusal.
 */
import { randomBytes } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { payableMonths } from '../../functions/domain/fees/period';
import {
  feeTexts,
  type FeePlanView,
  type FindSlipsResponse,
  type MySlipsResponse,
  type PendingSlipsResponse,
  type SlipSubmittedResponse,
  type SubmitSlipInput,
} from '../../functions/shared/schemas';
import type { ApiClient, Handler } from './support/client';
import { advanceClock } from './support/fixtures';
import { allGroupsGateway } from './support/gateway';
import { createIsolatedBuckets } from './support/media';
import { admin as adminAccount, studentWith, type Account } from './support/roles';
import { sendToUrl, signatureOf } from './support/uploads';

let api: Handler;
let admin: ApiClient;
let planId: string;

const COLOMBO_MS = 330 * 60_000;
const colomboDay = (daysBack = 0) =>
  new Date(Date.now() + COLOMBO_MS - daysBack * 86_400_000).toISOString().slice(0, 10);
const [thisMonth, nextMonth] = payableMonths(Date.now());

beforeAll(async () => {
  await createIsolatedBuckets(['slips']);
  api = await allGroupsGateway();
  admin = (await adminAccount(api)).browser;
  planId = await newPlan('Theory monthly');
}, 120_000);

afterEach(() => vi.restoreAllMocks());

async function newPlan(name: string): Promise<string> {
  const created = await admin.post<{ planId: string; message: string }>('/api/fees/createPlan', {
    name,
    price: 2000,
    grants: ['theoryAccess', 'theoryAccess', 'paperAccess'],
  });
  expect(created.status, created.rawBody).toBe(201);
  expect(created.body.message).toBe(feeTexts.planCreated);
  return created.body.planId;
}

const student = (label: string): Promise<Account> => studentWith(api, admin, [], label);

const slipBody = (overrides: Partial<SubmitSlipInput> = {}): SubmitSlipInput => ({
  planId,
  month: thisMonth,
  amount: 2000,
  reference: `REF ${randomBytes(4).toString('hex')}`,
  paidOn: colomboDay(),
  slip: { contentType: 'image/jpeg', size: 1024 },
  ...overrides,
});

async function submit(browser: ApiClient, overrides: Partial<SubmitSlipInput> = {}) {
  const response = await browser.post<SlipSubmittedResponse>('/api/fees/submitSlip', slipBody(overrides));
  expect(response.status, response.rawBody).toBe(201);
  return response.body;
}

/** Submits and PUTs the file as the browser does; answers the slip id. */
async function paid(browser: ApiClient, overrides: Partial<SubmitSlipInput> = {}): Promise<string> {
  const submitted = await submit(browser, overrides);
  const size = overrides.slip?.size ?? 1024;
  const put = await sendToUrl('PUT', submitted.signedUrl, randomBytes(Number(size)), submitted.headers);
  expect(put.status, put.text).toBe(200);
  return submitted.slipId;
}

const pendingIds = async () =>
  (await admin.get<PendingSlipsResponse>('/api/fees/pendingSlips')).body.slips.map((slip) => slip.slipId);
const myIds = async (browser: ApiClient) =>
  (await browser.get<MySlipsResponse>('/api/fees/mySlips')).body.payments.map((payment) => payment.slipId);

describe('fee plans', () => {
  it('are created, listed (retired ones for admins only), retired and deleted while unused', async () => {
    const kasun = await student('plans');
    const retiring = await newPlan('Paper class (old)');
    const unused = await newPlan('Unused plan');

    const listed = await admin.get<FeePlanView[]>('/api/fees/plans');
    const mine = listed.body.find((plan) => plan.planId === retiring);
    expect(mine).toMatchObject({ name: 'Paper class (old)', price: 2000, graceDays: 7, retired: false });
    expect(mine?.grants).toEqual(['theoryAccess', 'paperAccess']);
    // Newest last.
    expect(listed.body.at(-1)?.planId).toBe(unused);

    const retired = await admin.post(`/api/fees/retirePlan/${retiring}`);
    expect(retired.body).toEqual({ message: feeTexts.planRetired });
    const forStudent = await kasun.browser.get<FeePlanView[]>('/api/fees/plans');
    expect(forStudent.body.map((plan) => plan.planId)).not.toContain(retiring);
    expect(forStudent.body.map((plan) => plan.planId)).toContain(unused);
    const forAdmin = await admin.get<FeePlanView[]>('/api/fees/plans');
    expect(forAdmin.body.find((plan) => plan.planId === retiring)?.retired).toBe(true);

    expect((await admin.delete(`/api/fees/plan/${unused}`)).status).toBe(200);
    expect((await admin.delete(`/api/fees/plan/${unused}`)).status).toBe(404);
    expect((await admin.post('/api/fees/retirePlan/no-such-plan')).status).toBe(404);
    expect((await admin.post('/api/fees/retirePlan/..%2F..')).status).toBe(404);
  });

  it('a plan a payment names is not deleted (409), and a retired plan takes no new payment', async () => {
    const nimal = await student('in use');
    const used = await newPlan('Used plan');
    await submit(nimal.browser, { planId: used });
    const refused = await admin.delete<{ message: string }>(`/api/fees/plan/${used}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(feeTexts.planInUse);

    await admin.post(`/api/fees/retirePlan/${used}`);
    const late = await nimal.browser.post<{ message: string }>('/api/fees/submitSlip', slipBody({ planId: used }));
    expect([late.status, late.body.message]).toEqual([409, feeTexts.planRetiredAlready]);
    const unknown = await nimal.browser.post<{ message: string }>('/api/fees/submitSlip', slipBody({ planId: 'nope' }));
    expect([unknown.status, unknown.body.message]).toEqual([404, feeTexts.planNotFound]);
  });
});

describe('a slip', () => {
  it('reaches the queue only once its file is PUT, and its student sees it with its plan', async () => {
    const sunil = await student('queue');
    const submitted = await submit(sunil.browser, { month: nextMonth });
    expect(submitted.message).toBe(feeTexts.submitted);
    expect(await pendingIds()).not.toContain(submitted.slipId);
    // The student sees it at once (the upload is under way).
    expect(await myIds(sunil.browser)).toContain(submitted.slipId);

    const file = randomBytes(1024);
    const put = await sendToUrl('PUT', submitted.signedUrl, file, submitted.headers);
    expect(put.status, put.text).toBe(200);
    const queue = await admin.get<PendingSlipsResponse>('/api/fees/pendingSlips');
    const listed = queue.body.slips.find((slip) => slip.slipId === submitted.slipId);
    expect(listed).toMatchObject({
      userId: sunil.id,
      studentEmail: sunil.email,
      planId,
      planName: 'Theory monthly',
      month: nextMonth,
      state: 'pending',
      method: 'slip',
      duplicateReference: false,
      slipContentType: 'image/jpeg',
    });
    const photo = await sendToUrl('GET', listed?.slipUrl ?? '');
    expect(photo.status).toBe(200);

    const mine = await sunil.browser.get<MySlipsResponse>('/api/fees/mySlips');
    expect(mine.body.months).toEqual([thisMonth, nextMonth]);
    expect(mine.body.payments[0]).toMatchObject({ slipId: submitted.slipId, state: 'pending' });
    expect(mine.body.payments[0]?.slipUrl).toEqual(expect.any(String));
  });

  it('fixes the type and the length in a 15-minute upload signature', async () => {
    const ruwan = await student('signature');
    const submitted = await submit(ruwan.browser, { slip: { contentType: 'image/png', size: 2048 } });
    const signature = signatureOf(submitted.signedUrl);
    expect(signature.signedHeaders).toEqual(expect.arrayContaining(['content-type', 'content-length']));
    expect(signature.expires).toBeLessThanOrEqual(900);
    expect(submitted.headers).toEqual({ 'content-type': 'image/png' });
  });

  it('refuses a PUT of another size or type, or to another key, and the slip stays unsent', async () => {
    const kamal = await student('tampered');
    const submitted = await submit(kamal.browser, { slip: { contentType: 'image/jpeg', size: 1024 } });
    const elsewhere = new URL(submitted.signedUrl);
    elsewhere.pathname = elsewhere.pathname.replace(kamal.id, 'someone-else');
    for (const [url, body, headers] of [
      [submitted.signedUrl, randomBytes(5 * 1024 * 1024), submitted.headers],
      [submitted.signedUrl, randomBytes(1024), { 'content-type': 'application/pdf' }],
      [elsewhere.toString(), randomBytes(1024), submitted.headers],
    ] as const) {
      const put = await sendToUrl('PUT', url, body, headers);
      expect(put.status, put.text).toBe(403);
      expect(put.text).toContain('SignatureDoesNotMatch');
    }
    expect(await pendingIds()).not.toContain(submitted.slipId);
    const read = await admin.get(`/api/fees/slip/${submitted.slipId}`);
    expect(read.status).toBe(404);

    const put = await sendToUrl('PUT', submitted.signedUrl, randomBytes(1024), submitted.headers);
    expect(put.status, put.text).toBe(200);
    expect(await pendingIds()).toContain(submitted.slipId);
  });

  it('is read by its student and admins only: another student gets 404 and never sees it', async () => {
    const [owner, other] = [await student('owner'), await student('other')];
    const slipId = await paid(owner.browser);
    const forOwner = await owner.browser.get<{ url: string; contentType: string }>(`/api/fees/slip/${slipId}`);
    expect(forOwner.status).toBe(200);
    expect(forOwner.body.contentType).toBe('image/jpeg');
    expect((await sendToUrl('GET', forOwner.body.url)).status).toBe(200);
    expect((await admin.get(`/api/fees/slip/${slipId}`)).status).toBe(200);

    const forOther = await other.browser.get<{ message: string }>(`/api/fees/slip/${slipId}`);
    expect([forOther.status, forOther.body.message]).toEqual([404, feeTexts.slipNotFound]);
    expect(await myIds(other.browser)).not.toContain(slipId);
    expect((await other.browser.get('/api/fees/slip/not-a-slip')).status).toBe(404);
  });

  it('one reference sent by two students is flagged, however it was typed', async () => {
    const [first, second] = [await student('dup one'), await student('dup two')];
    const reference = `ab-12 ${randomBytes(3).toString('hex')}`;
    const a = await paid(first.browser, { reference });
    const b = await paid(second.browser, { reference: reference.toUpperCase().replace(/[^A-Z0-9]/g, '') });
    const queue = (await admin.get<PendingSlipsResponse>('/api/fees/pendingSlips')).body.slips;
    expect(queue.find((slip) => slip.slipId === a)?.duplicateReference).toBe(true);
    expect(queue.find((slip) => slip.slipId === b)?.duplicateReference).toBe(true);

    const found = await admin.get<FindSlipsResponse>('/api/fees/findSlips', { query: { q: reference } });
    expect(found.body.slips.map((slip) => slip.slipId)).toEqual([b, a]);
  });

  it('findSlips finds a student by name, e-mail or NIC', async () => {
    const saman = await student(`Findable ${randomBytes(3).toString('hex')}`);
    const slipId = await paid(saman.browser);
    const name = (await saman.browser.get<{ user: { fullName: string } }>('/api/user/check-auth')).body.user.fullName;
    for (const q of [name.toLowerCase(), saman.email.toUpperCase()]) {
      const found = await admin.get<FindSlipsResponse>('/api/fees/findSlips', { query: { q } });
      expect(found.status, q).toBe(200);
      expect(
        found.body.slips.map((slip) => slip.slipId),
        q,
      ).toContain(slipId);
    }
    const nic = (await admin.get<FindSlipsResponse>('/api/fees/findSlips', { query: { q: saman.email } })).body.slips[0]
      ?.studentNic;
    const byNic = await admin.get<FindSlipsResponse>('/api/fees/findSlips', { query: { q: nic ?? '' } });
    expect(byNic.body.slips.map((slip) => slip.slipId)).toContain(slipId);
    expect((await admin.get('/api/fees/findSlips', { query: { q: 'x' } })).status).toBe(400);
  });

  it('whose file never arrives leaves the lists once its upload link is over, and is gone after a day', async () => {
    const dilan = await student('never sent');
    const submitted = await submit(dilan.browser);
    advanceClock(16 * 60_000);
    expect(await myIds(dilan.browser)).not.toContain(submitted.slipId);
    expect(await pendingIds()).not.toContain(submitted.slipId);
    vi.restoreAllMocks();
    advanceClock(24 * 60 * 60_000 + 60_000);
    expect(await myIds(dilan.browser)).not.toContain(submitted.slipId);
    expect((await dilan.browser.get(`/api/fees/slip/${submitted.slipId}`)).status).toBe(404);
  });
});

describe('submitSlip refuses', () => {
  const refusal = async (browser: ApiClient, overrides: Partial<SubmitSlipInput>) => {
    const response = await browser.post<{ message: string }>('/api/fees/submitSlip', slipBody(overrides));
    return [response.status, response.body.message];
  };

  it('a month out of range, a payment date in the future or too old, and an impossible date', async () => {
    const { browser } = await student('dates');
    const [year, month] = thisMonth.split('-').map(Number) as [number, number];
    const lastMonth = month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
    expect(await refusal(browser, { month: lastMonth })).toEqual([400, feeTexts.month]);
    expect(await refusal(browser, { paidOn: colomboDay(-1) })).toEqual([400, feeTexts.paidOn]);
    expect(await refusal(browser, { paidOn: colomboDay(63) })).toEqual([400, feeTexts.paidOn]);
    expect(await refusal(browser, { paidOn: '2026-02-30' })).toEqual([400, feeTexts.paidOn]);
    expect(await myIds(browser)).toEqual([]);
  });

  it('a fourth payment while three wait', async () => {
    const { browser } = await student('busy');
    for (let i = 0; i < 3; i += 1) await paid(browser);
    expect(await refusal(browser, {})).toEqual([409, feeTexts.tooManyPending]);
  });

  it('an admin (403)', async () => {
    expect(await refusal(admin, {})).toEqual([403, feeTexts.notStudent]);
  });
});
