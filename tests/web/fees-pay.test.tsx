/**
 * /fees: paying for a month with a slip. The form checks with the shared schema's exact texts, a
 * photographed slip is resized to the target before it is sent, the claim carries the right body and
 * the slip is PUT with the signed headers (again on the same URL after a failed upload), and the
 * history shows each state with the day access ends written out, in English and in Sinhala.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  feeTexts,
  SLIP_IMAGE_MAX_SIDE,
  SLIP_TARGET_BYTES,
  type FeePlanView,
  type PaymentView,
} from '../../functions/shared/schemas';
import { activateLanguage } from '../../web/src/i18n/language';
import { loggedIn, mockApi, sessionUser, type Routes } from './helpers/api';
import { blockingViolations } from './helpers/axe';
import { renderApp } from './helpers/render';
import { mockXhr, s3Ok } from './helpers/xhr';

vi.mock('../../web/src/i18n/packs/si', async () => ({
  default: {
    '../../texts/si/fees.ts': await import('../../web/src/texts/si/fees'),
    '../../texts/si/server.ts': await import('../../web/src/texts/si/server'),
  },
}));

// Mid-morning in Colombo on 10 December 2026: the payable months are December and January.
const NOW = new Date('2026-12-10T04:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(async () => {
  await activateLanguage('en');
});

const plans: FeePlanView[] = [
  {
    planId: 'theory',
    name: 'Theory monthly',
    price: 2000,
    grants: ['theoryAccess', 'paperAccess'],
    graceDays: 7,
    retired: false,
    createdAt: '2026-11-01T00:00:00.000Z',
  },
  {
    planId: 'all',
    name: 'Full class',
    price: 3500,
    grants: ['theoryAccess', 'revisionAccess', 'practicalAccess', 'paperAccess'],
    graceDays: 7,
    retired: false,
    createdAt: '2026-11-01T00:00:00.000Z',
  },
];

const SIGNED_URL = 'https://s3.local/slips/s1?X-Amz-Date=20261210T040000Z&X-Amz-Expires=900&X-Amz-Signature=abc';
const SIGNED_HEADERS = { 'Content-Type': 'application/pdf', 'Content-Length': '3000' };

function api(payments: PaymentView[] = [], extra: Routes = {}, language: 'en' | 'si' = 'en') {
  return mockApi({
    'GET /api/user/check-auth': loggedIn(sessionUser({ language })),
    'GET /api/fees/plans': { body: plans },
    'GET /api/fees/mySlips': { body: { payments, months: ['2026-12', '2027-01'] } },
    'POST /api/fees/submitSlip': {
      status: 201,
      body: { message: feeTexts.submitted, slipId: 's1', signedUrl: SIGNED_URL, headers: SIGNED_HEADERS },
    },
    ...extra,
  });
}

/** Waits for the pay form's own live region (the toast region has one too) to say `text`. */
const expectStatus = (text: string) =>
  waitFor(() => expect(within(screen.getByRole('form')).getByRole('status')).toHaveTextContent(text));

const pdf = (size: number) => new File([new Uint8Array(size)], 'slip.pdf', { type: 'application/pdf' });

describe('paying for a month', () => {
  it('offers the plans with their price and what they open, the two months written out, the price and today', async () => {
    api();
    renderApp('/fees');
    expect(await screen.findByRole('heading', { name: 'Pay for December 2026' })).toBeInTheDocument();
    const theory = screen.getByRole('radio', { name: /Theory monthly — Rs\. 2,000/ });
    expect(theory).toBeChecked();
    expect(screen.getByText('Opens: Theory lectures, Paper discussions')).toBeInTheDocument();
    const month = screen.getByRole('combobox', { name: 'Month' });
    expect(
      within(month)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['December 2026', 'January 2027']);
    expect(screen.getByRole('textbox', { name: 'Amount paid (rupees)' })).toHaveValue('2000');
    expect(screen.getByLabelText('Payment date')).toHaveValue('2026-12-10');
    expect(screen.getByLabelText('Payment date')).toHaveAttribute('max', '2026-12-10');
    expect(screen.getByLabelText('Payment date')).toHaveAccessibleDescription('10 December 2026');
    expect(screen.getByLabelText('Take a photo')).toHaveAttribute('capture', 'environment');
    expect(screen.getByLabelText('Take a photo')).toHaveAttribute('accept', 'image/*');
    expect(screen.getByLabelText('Choose a file')).toHaveAttribute('accept', 'image/jpeg,image/png,application/pdf');
  });

  it('takes the chosen plan’s price and the month from the address', async () => {
    api();
    const { user } = renderApp('/fees?month=2027-01');
    expect(await screen.findByRole('heading', { name: 'Pay for January 2027' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Full class/ }));
    expect(screen.getByRole('textbox', { name: 'Amount paid (rupees)' })).toHaveValue('3500');
  });

  it('checks every field with the server’s exact texts, tied to the fields, and sends nothing', async () => {
    const calls = api();
    const { user } = renderApp('/fees');
    const amount = await screen.findByRole('textbox', { name: 'Amount paid (rupees)' });
    await user.clear(amount);
    await user.type(amount, '0');
    await user.type(screen.getByRole('textbox', { name: 'Bank reference number' }), 'a!');
    const paidOn = screen.getByLabelText('Payment date');
    await user.clear(paidOn);
    await user.type(paidOn, '2026-12-11');
    await user.click(screen.getByRole('button', { name: 'Send payment' }));

    expect(amount).toHaveAccessibleDescription(feeTexts.amount);
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Bank reference number' })).toHaveAccessibleDescription(
      feeTexts.reference,
    );
    // The day written out, then the message: month first or day first, the picker is never the only word.
    expect(paidOn).toHaveAccessibleDescription(`11 December 2026 ${feeTexts.paidOn}`);
    expect(screen.getByText('Add a photo or a PDF of the slip.')).toBeInTheDocument();
    // The first field with a message has the focus, so it is read out.
    expect(amount).toHaveFocus();
    expect(calls.callsTo('POST /api/fees/submitSlip')).toHaveLength(0);
  });

  it('refuses a PDF over 2 MB with the schema’s text', async () => {
    api();
    const { user } = renderApp('/fees');
    await user.upload(await screen.findByLabelText('Choose a file'), pdf(2 * 1024 * 1024 + 1));
    expect(await screen.findByText(feeTexts.slipSize)).toBeInTheDocument();
  });

  it('sends the claim, then PUTs the slip with the signed headers, announces it and refreshes the history', async () => {
    const calls = api();
    const xhr = mockXhr(s3Ok);
    const { user } = renderApp('/fees');
    await user.type(await screen.findByRole('textbox', { name: 'Bank reference number' }), ' BOC-12345 ');
    await user.upload(screen.getByLabelText('Choose a file'), pdf(3000));
    expect(await screen.findByText('PDF: slip.pdf')).toBeInTheDocument();
    expect(screen.getByText('Size: 3 KB')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send payment' }));

    await expectStatus('Payment sent. The class will check your slip.');
    expect(calls.callsTo('POST /api/fees/submitSlip')[0]!.body).toEqual({
      planId: 'theory',
      month: '2026-12',
      amount: 2000,
      reference: 'BOC-12345',
      paidOn: '2026-12-10',
      slip: { contentType: 'application/pdf', size: 3000 },
    });
    expect(xhr.requests).toHaveLength(1);
    expect(xhr.requests[0]!.method).toBe('PUT');
    expect(xhr.requests[0]!.url).toBe(SIGNED_URL);
    expect(xhr.requests[0]!.headers).toEqual(SIGNED_HEADERS);
    expect(xhr.requests[0]!.size()).toBe(3000);
    expect(calls.callsTo('GET /api/fees/mySlips')).toHaveLength(2);
  });

  it('tries a failed upload again on the same URL, without a second payment', async () => {
    const calls = api();
    const xhr = mockXhr();
    const { user } = renderApp('/fees');
    await user.type(await screen.findByRole('textbox', { name: 'Bank reference number' }), 'BOC12345');
    await user.upload(screen.getByLabelText('Choose a file'), pdf(3000));
    await user.click(screen.getByRole('button', { name: 'Send payment' }));
    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    xhr.act(() => xhr.requests[0]!.progress(1500));
    expect(within(screen.getByRole('form')).getByRole('status')).toHaveTextContent('Uploading the slip: 50%');
    xhr.act(() => xhr.requests[0]!.failNetwork());
    await expectStatus('The slip did not upload. Check your connection and try again.');
    expect(screen.getByRole('button', { name: 'Send payment' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Try the upload again' }));
    await waitFor(() => expect(xhr.requests).toHaveLength(2));
    expect(xhr.requests[1]!.url).toBe(SIGNED_URL);
    expect(xhr.requests[1]!.headers).toEqual(SIGNED_HEADERS);
    xhr.act(() => s3Ok(xhr.requests[1]!));
    await expectStatus('Payment sent.');
    expect(calls.callsTo('POST /api/fees/submitSlip')).toHaveLength(1);
  });

  it('sends the payment afresh when the URL has lapsed by the retry', async () => {
    const calls = api();
    const xhr = mockXhr();
    const { user } = renderApp('/fees');
    await user.type(await screen.findByRole('textbox', { name: 'Bank reference number' }), 'BOC12345');
    await user.upload(screen.getByLabelText('Choose a file'), pdf(3000));
    await user.click(screen.getByRole('button', { name: 'Send payment' }));
    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    xhr.act(() => xhr.requests[0]!.failNetwork());
    await screen.findByRole('button', { name: 'Try the upload again' });
    // Fifteen minutes on: the signature has run out.
    vi.setSystemTime(new Date(NOW.getTime() + 15 * 60 * 1000));
    await user.click(screen.getByRole('button', { name: 'Try the upload again' }));
    await waitFor(() => expect(calls.callsTo('POST /api/fees/submitSlip')).toHaveLength(2));
    await waitFor(() => expect(xhr.requests).toHaveLength(2));
  });

  it('shows the server’s refusal in the live region', async () => {
    api([], {
      'POST /api/fees/submitSlip': {
        status: 409,
        body: { message: feeTexts.tooManyPending, code: 'fee.tooManyPending' },
      },
    });
    const { user } = renderApp('/fees');
    await user.type(await screen.findByRole('textbox', { name: 'Bank reference number' }), 'BOC12345');
    await user.upload(screen.getByLabelText('Choose a file'), pdf(3000));
    await user.click(screen.getByRole('button', { name: 'Send payment' }));
    await expectStatus(feeTexts.tooManyPending);
  });
});

describe('a refusal about one field', () => {
  it('shows under that field, in the reader’s language', async () => {
    await activateLanguage('si');
    api(
      [],
      {
        'POST /api/fees/submitSlip': { status: 400, body: { message: feeTexts.paidOn, code: 'fee.paidOn' } },
      },
      'si',
    );
    const { user } = renderApp('/fees');
    await user.type(await screen.findByRole('textbox', { name: 'බැංකු යොමු අංකය' }), 'BOC12345');
    await user.upload(screen.getByLabelText('ගොනුවක් තෝරන්න'), pdf(3000));
    await user.click(screen.getByRole('button', { name: 'ගෙවීම යවන්න' }));
    const sinhala = 'ගෙවූ දිනය ඇතුළත් කරන්න: අද හෝ පසුගිය මාස දෙක තුළ දිනයක්.';
    await waitFor(() =>
      expect(screen.getByLabelText('ගෙවූ දිනය')).toHaveAccessibleDescription(`10 දෙසැම්බර් 2026 ${sinhala}`),
    );
    await expectStatus(sinhala);
  });
});

describe('a photographed slip', () => {
  it('is drawn at most SLIP_IMAGE_MAX_SIDE on its longest side and sent as a JPEG within the target', async () => {
    vi.stubGlobal('createImageBitmap', async () => ({ width: 4000, height: 3000, close: () => undefined }));
    const drawn: number[][] = [];
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage: (_: unknown, ...box: number[]) => drawn.push(box),
    } as unknown as CanvasRenderingContext2D);
    // The first quality is over the target; the next one is within it.
    const sizes = [SLIP_TARGET_BYTES + 200 * 1024, 500 * 1024];
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done: BlobCallback, type?: string) =>
      done(new Blob([new Uint8Array(sizes.shift() ?? 1000)], { type })),
    );
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:http://localhost/slip-1'), revokeObjectURL: vi.fn() }),
    );
    const calls = api();
    const xhr = mockXhr(s3Ok);
    const { user } = renderApp('/fees');
    const camera = await screen.findByLabelText('Take a photo');
    await user.upload(camera, new File([new Uint8Array(5000)], 'IMG_0001.png', { type: 'image/png' }));

    expect(await screen.findByRole('img', { name: 'The slip that will be sent' })).toHaveAttribute(
      'src',
      'blob:http://localhost/slip-1',
    );
    expect(screen.getByText('Size: 500 KB')).toBeInTheDocument();
    expect(drawn[0]).toEqual([0, 0, SLIP_IMAGE_MAX_SIDE, 1350]);

    await user.type(screen.getByRole('textbox', { name: 'Bank reference number' }), 'BOC12345');
    await user.click(screen.getByRole('button', { name: 'Send payment' }));
    await screen.findByText('Payment sent. The class will check your slip.');
    const slip = (
      calls.callsTo('POST /api/fees/submitSlip')[0]!.body as { slip: { contentType: string; size: number } }
    ).slip;
    expect(slip).toEqual({ contentType: 'image/jpeg', size: 500 * 1024 });
    expect(slip.size).toBeLessThanOrEqual(SLIP_TARGET_BYTES);
    expect(xhr.requests[0]!.size()).toBe(500 * 1024);
    expect((xhr.requests[0]!.body as Blob).type).toBe('image/jpeg');
  });
});

const payment = (overrides: Partial<PaymentView>): PaymentView => ({
  slipId: 'p',
  planId: 'theory',
  planName: 'Theory monthly',
  grants: ['theoryAccess'],
  month: '2026-12',
  amount: 2000,
  method: 'slip',
  reference: 'BOC12345',
  paidOn: '2026-12-03',
  state: 'pending',
  submittedAt: '2026-12-03T05:00:00.000Z',
  ...overrides,
});

const history: PaymentView[] = [
  payment({ slipId: 'a', slipUrl: 'https://s3.local/slips/a?sig=1', slipContentType: 'image/jpeg' }),
  payment({
    slipId: 'b',
    month: '2026-11',
    state: 'approved',
    accessUntil: '2026-12-07T18:30:00.000Z',
    lastDay: '2026-12-07',
    method: 'cash',
    reference: undefined,
    paidOn: undefined,
  }),
  payment({ slipId: 'c', month: '2026-10', state: 'rejected', reason: 'wrongAmount', note: 'Rs. 1,500 only' }),
];

describe('the payment history', () => {
  it('shows each payment’s state, the day access ends written out, and the slip link', async () => {
    api(history);
    renderApp('/fees');
    const region = await screen.findByRole('region', { name: 'My payments' });
    const list = await within(region).findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole('heading', { name: 'Theory monthly · December 2026' })).toBeInTheDocument();
    expect(within(items[0]!).getByText('Waiting to be checked')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Rs. 2,000')).toBeInTheDocument();
    expect(within(items[0]!).getByText('BOC12345')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Bank slip')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: 'View slip for December 2026' })).toHaveAttribute(
      'href',
      'https://s3.local/slips/a?sig=1',
    );
    expect(within(items[1]!).getByText('Approved — access until 7 December 2026')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Cash at the class')).toBeInTheDocument();
    expect(within(items[1]!).queryByRole('link')).toBeNull();
    expect(within(items[2]!).getByText('Rejected — the amount does not match the fee')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Note: Rs. 1,500 only')).toBeInTheDocument();
  });

  it('has no serious accessibility findings, with messages under the fields', async () => {
    api(history);
    const { user } = renderApp('/fees');
    await user.click(await screen.findByRole('button', { name: 'Send payment' }));
    await screen.findByText('Add a photo or a PDF of the slip.');
    expect(await blockingViolations()).toEqual([]);
  });

  it('says when there are no payments yet', async () => {
    api([]);
    renderApp('/fees');
    expect(await screen.findByText('No payments yet. Payments you send appear here.')).toBeInTheDocument();
  });

  it('in Sinhala: the month and the until date written out, the reason in Sinhala', async () => {
    await activateLanguage('si');
    api(history, {}, 'si');
    renderApp('/fees');
    expect(await screen.findByText('අනුමතයි — 7 දෙසැම්බර් 2026 දක්වා ප්‍රවේශය')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Theory monthly · දෙසැම්බර් 2026' })).toBeInTheDocument();
    expect(screen.getByText('ප්‍රතික්ෂේපිතයි — මුදල ගාස්තුවට නොගැළපේ')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'දෙසැම්බර් 2026 සඳහා ගෙවන්න' })).toBeInTheDocument();
  });
});
