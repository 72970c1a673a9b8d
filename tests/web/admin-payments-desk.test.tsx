/**
 * The Payments section's other views against a fake of the fee routes: cash recorded for a student
 * found by name (the last plan used chosen already, this month by default), the search's results
 * with who decided and when, and the month report with its CSV.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminPaymentView, AdminUserView, FeePlanView, FeeReport } from '../../functions/shared/schemas';
import { admin, mockApi, type Routes } from './helpers/api';
import { renderApp } from './helpers/render';

const plan = (planId: string, name: string, price: number, retired = false): FeePlanView => ({
  planId,
  name,
  price,
  grants: ['theoryAccess'],
  graceDays: 7,
  retired,
  createdAt: '2026-10-01T00:00:00.000Z',
});
const PLANS = [plan('p1', 'Theory monthly', 2000), plan('p2', 'Full class', 3500), plan('p3', 'Old plan', 1000, true)];

const kasun: AdminUserView = {
  _id: 'u1',
  fullName: 'Kasun Perera',
  email: 'kasun@example.com',
  idNo: '200610000001',
  school: 'Badulla Central College',
  alYear: '2026',
  phoneNumber: '0710000001',
  address: '1 Main Street, Badulla',
  state: 'active',
  verified: true,
  revisionAccess: false,
  theoryAccess: false,
  practicalAccess: false,
  paperAccess: false,
  revisionTuteAccess: false,
  accessUntil: {},
};

function deskApi(routes: Routes = {}) {
  return mockApi({
    'GET /api/user/check-auth': admin(),
    'GET /api/user/check-admin': { body: { isAdmin: true } },
    'GET /api/fees/plans': { body: PLANS },
    ...routes,
  });
}

/** The fee month now, in Colombo, as the screen and the server count it. */
const monthNow = () => new Date(Date.now() + 330 * 60 * 1000).toISOString().slice(0, 7);

afterEach(() => localStorage.clear());

describe('admin payments desk', { timeout: 15_000 }, () => {
  it('records cash for a found student with the plan used last and this month', async () => {
    localStorage.setItem('admin.fees.lastCashPlan', 'p2');
    const api = deskApi({
      'GET /api/user/getAllUsers': { body: { users: [kasun], nextCursor: null } },
      'POST /api/fees/recordCash': {
        body: {
          message: 'Cash payment recorded. Access granted.',
          accessUntil: '2027-01-07T18:30:00.000Z',
          lastDay: '2027-01-07',
        },
      },
    });
    const { user } = renderApp('/admin/payments/cash');
    const find = await screen.findByRole('searchbox', { name: 'Find the student' });
    // Retired plans are not offered; the one used last is chosen.
    const planSelect = await screen.findByRole('combobox', { name: 'Plan' });
    await waitFor(() => expect(planSelect).toHaveValue('p2'));
    expect(
      within(planSelect)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Theory monthly — Rs. 2,000', 'Full class — Rs. 3,500']);
    expect(screen.getByRole('radio', { name: /^This month/ })).toBeChecked();

    await user.type(find, 'kas');
    await user.click(await screen.findByRole('button', { name: 'Choose Kasun Perera' }));
    expect(screen.getByText('Student: Kasun Perera')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Record' }));

    expect(await screen.findAllByText('Cash payment recorded. Access granted.')).not.toHaveLength(0);
    expect(
      screen.getByText('Cash payment recorded. Access granted. Access runs until 7 January 2027.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/fees/recordCash')[0]!.body).toEqual({
      userId: 'u1',
      planId: 'p2',
      month: monthNow(),
    });
    const url = new URL(
      String(api.fetchMock.mock.calls.find(([u]) => String(u).includes('getAllUsers'))![0]),
      'http://x',
    );
    expect(url.searchParams.get('search')).toBe('kas');
  });

  it("shows the server's refusal of a second cash record", async () => {
    deskApi({
      'GET /api/user/getAllUsers': { body: { users: [kasun], nextCursor: null } },
      'POST /api/fees/recordCash': {
        status: 409,
        body: { message: 'Cash for this student, plan and month is already recorded.', code: 'fee.cashDuplicate' },
      },
    });
    const { user } = renderApp('/admin/payments/cash');
    await user.type(await screen.findByRole('searchbox', { name: 'Find the student' }), 'kas');
    await user.click(await screen.findByRole('button', { name: 'Choose Kasun Perera' }));
    await user.click(screen.getByRole('button', { name: 'Record' }));
    expect(await screen.findByText('Cash for this student, plan and month is already recorded.')).toBeInTheDocument();
  });

  it('finds payments by a term, with state, amount, month, who decided and when, and the slip', async () => {
    const found: AdminPaymentView = {
      slipId: 's1',
      planId: 'p1',
      planName: 'Theory monthly',
      grants: ['theoryAccess'],
      month: '2026-12',
      amount: 2000,
      method: 'slip',
      reference: 'REF-100',
      paidOn: '2026-11-28',
      state: 'approved',
      submittedAt: '2026-11-28T04:00:00.000Z',
      decidedAt: '2026-12-01T04:35:00.000Z',
      slipUrl: 'https://slips.example/s1.jpg',
      slipContentType: 'image/jpeg',
      userId: 'u1',
      studentName: 'Kasun Perera',
      studentEmail: 'kasun@example.com',
      studentNic: '200610000001',
      duplicateReference: false,
      decision: { action: 'approved', byId: 'a1', byName: 'Site Admin', at: '2026-12-01T04:35:00.000Z' },
    };
    const api = deskApi({ 'GET /api/fees/findSlips': { body: { slips: [found] } } });
    const { user } = renderApp('/admin/payments/search');
    const box = await screen.findByRole('searchbox', { name: 'Search payments' });
    await user.type(box, 'R');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(box).toHaveAccessibleDescription(
      expect.stringContaining('Enter a student name, e-mail, NIC or a reference number (2 to 60 characters).'),
    );
    expect(api.callsTo('GET /api/fees/findSlips')).toHaveLength(0);

    await user.type(box, 'EF-100');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const table = await screen.findByRole('table', { name: 'Payments found' });
    const url = new URL(String(api.fetchMock.mock.lastCall?.[0]), 'http://x');
    expect(url.searchParams.get('q')).toBe('REF-100');
    const row = within(table).getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'December 2026',
      'Rs. 2,000',
      'REF-100',
      'Approved',
      // Colombo time, day first.
      'Site Admin, 1 December 2026, 10:05',
      'Open slip',
    ]);
    expect(within(row).getByRole('link', { name: 'Open slip' })).toHaveAttribute(
      'href',
      'https://slips.example/s1.jpg',
    );
  });

  it("shows a month's report by plan with totals and the unpaid list, and exports it as CSV", async () => {
    const report: FeeReport = {
      month: '2026-12',
      byPlan: [
        { planId: 'p1', planName: 'Theory monthly', count: 3, amount: 6000 },
        { planId: 'p2', planName: 'Full class, weekend', count: 1, amount: 3500 },
      ],
      paidCount: 4,
      paidAmount: 9500,
      unpaid: [
        {
          userId: 'u9',
          fullName: 'Dilan Jayasuriya',
          email: 'dilan@example.com',
          phoneNumber: '0771234567',
          lastPlanName: 'Theory monthly',
        },
      ],
    };
    const api = deskApi({ 'GET /api/fees/report/{month}': { body: report } });
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn((blob: Blob) => {
          blobs.push(blob);
          return 'blob:http://localhost/csv-1';
        }),
        revokeObjectURL: vi.fn(),
      }),
    );
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { user } = renderApp('/admin/payments/report?month=2026-12');
    const byPlan = await screen.findByRole('table', { name: 'Paid by plan' });
    expect(api.callsTo('GET /api/fees/report/{month}')[0]!.params.month).toBe('2026-12');
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveDisplayValue('December 2026');
    expect(
      within(byPlan)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['PlanPaymentsAmount', 'Theory monthly3Rs. 6,000', 'Full class, weekend1Rs. 3,500', 'Total4Rs. 9,500']);
    expect(screen.getByText('4 paid, Rs. 9,500')).toBeInTheDocument();
    const unpaid = screen.getByRole('table', { name: 'Had access last month, not paid this month' });
    expect(within(unpaid).getByRole('link', { name: '0771234567' })).toHaveAttribute('href', 'tel:0771234567');

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(names).toEqual(['fees-2026-12.csv']);
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe(
      [
        'Month,2026-12',
        '',
        'Plan,Payments,Amount',
        'Theory monthly,3,6000',
        '"Full class, weekend",1,3500',
        'Total,4,9500',
        '',
        '"Had access last month, not paid this month",Phone,Email,Last plan',
        'Dilan Jayasuriya,0771234567,dilan@example.com,Theory monthly',
        '',
      ].join('\r\n'),
    );
  });
});
