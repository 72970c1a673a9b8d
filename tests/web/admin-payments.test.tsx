/**
 * The payments queue against a fake of the fee routes: oldest first, one payment at a time with its
 * slip, facts and warnings; approve by click and by the A key (no confirmation), reject through the
 * reasons dialog with the body sent, J/K and the arrows to move, shortcuts left alone while typing,
 * and a payment someone else decided first (409) moving the queue on with the server's text.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminPaymentView, FeePlanView } from '../../functions/shared/schemas';
import { admin, mockApi, type Reply, type Routes } from './helpers/api';
import { renderApp } from './helpers/render';
import { expectToast } from './helpers/toast';

const plan: FeePlanView = {
  planId: 'p1',
  name: 'Theory monthly',
  price: 2000,
  grants: ['theoryAccess'],
  graceDays: 7,
  retired: false,
  createdAt: '2026-10-01T00:00:00.000Z',
};

function payment(n: number, overrides: Partial<AdminPaymentView> = {}): AdminPaymentView {
  return {
    slipId: `s${n}`,
    planId: 'p1',
    planName: 'Theory monthly',
    grants: ['theoryAccess'],
    month: '2026-12',
    amount: 2000,
    method: 'slip',
    reference: `REF-${n}00`,
    paidOn: '2026-11-28',
    state: 'pending',
    submittedAt: `2026-11-2${n}T04:00:00.000Z`,
    slipUrl: `https://slips.example/s${n}.jpg`,
    slipContentType: 'image/jpeg',
    userId: `u${n}`,
    studentName: `Student ${n}`,
    studentEmail: `student${n}@example.com`,
    studentNic: `20061000000${n}`,
    duplicateReference: false,
    ...overrides,
  };
}

const queue = () => [
  payment(1, { studentName: 'Kasun Perera' }),
  payment(2, { studentName: 'Nimali Silva', amount: 1500, duplicateReference: true }),
  payment(3, {
    studentName: 'Tharushi Fernando',
    slipContentType: 'application/pdf',
    slipUrl: 'https://slips.example/s3.pdf',
  }),
];

function feesApi(routes: Routes = {}) {
  return mockApi({
    'GET /api/user/check-auth': admin(),
    'GET /api/user/check-admin': { body: { isAdmin: true } },
    'GET /api/fees/plans': { body: [plan] },
    'GET /api/fees/pendingSlips': { body: { slips: queue() } },
    'POST /api/fees/approveSlip/{slipId}': {
      body: {
        message: 'Payment approved. Access granted.',
        accessUntil: '2027-01-07T18:30:00.000Z',
        lastDay: '2027-01-07',
      },
    },
    'POST /api/fees/rejectSlip/{slipId}': { body: { message: 'Payment rejected. The student has been told why.' } },
    ...routes,
  });
}

const shown = () => screen.getByRole('article', { name: /^Payment \d of \d$/ });
const fact = (term: string) =>
  within(shown()).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? undefined;

describe('admin payments queue', { timeout: 15_000 }, () => {
  it('shows the oldest payment first, large, with its facts, zoom and the duplicate warning', async () => {
    feesApi();
    const { user } = renderApp('/admin/payments');
    expect(await screen.findByRole('heading', { level: 2, name: '3 payments waiting' })).toBeInTheDocument();
    expect(shown()).toHaveAccessibleName('Payment 1 of 3');
    expect(within(shown()).getByRole('heading', { name: 'Kasun Perera' })).toBeInTheDocument();
    expect(within(shown()).getByRole('img', { name: 'Slip of Kasun Perera' })).toHaveAttribute(
      'src',
      'https://slips.example/s1.jpg',
    );
    expect(fact('Email')).toBe('student1@example.com');
    expect(fact('NIC number')).toBe('200610000001');
    expect(fact('Plan')).toBe('Theory monthly');
    expect(fact('Month')).toBe('December 2026');
    expect(fact('Amount')).toBe('Rs. 2,000');
    expect(fact('Reference')).toBe('REF-100');
    expect(fact('Paid on')).toBe('28 November 2026');
    expect(within(shown()).queryByText('Reference already used by another payment')).not.toBeInTheDocument();
    for (const hint of ['J or → next', 'K or ← previous', 'A approve', 'R reject']) {
      expect(within(screen.getByRole('list', { name: 'Keyboard shortcuts' })).getByText(hint)).toBeInTheDocument();
    }

    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(within(shown()).getByText('150%')).toBeInTheDocument();
    await user.keyboard('+');
    expect(within(shown()).getByText('200%')).toBeInTheDocument();
    await user.keyboard('-');
    expect(within(shown()).getByText('150%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fit' }));
    expect(within(shown()).getByText('100%')).toBeInTheDocument();

    await user.keyboard('j');
    expect(shown()).toHaveAccessibleName('Payment 2 of 3');
    expect(within(shown()).getByText('Reference already used by another payment')).toBeInTheDocument();
    // Not the plan's price: marked, with the price beside it.
    expect(within(shown()).getByText('Rs. 1,500').tagName).toBe('MARK');
    expect(fact('Amount')).toBe('Rs. 1,500 (Plan price Rs. 2,000)');
  });

  it('moves with J and K and with the arrow keys, stopping at either end', async () => {
    feesApi();
    const { user } = renderApp('/admin/payments');
    await screen.findByRole('heading', { name: '3 payments waiting' });
    await user.keyboard('k');
    expect(shown()).toHaveAccessibleName('Payment 1 of 3');
    await user.keyboard('{ArrowRight}');
    await user.keyboard('J');
    expect(shown()).toHaveAccessibleName('Payment 3 of 3');
    // A PDF slip is embedded, with a link that opens it on its own.
    expect(within(shown()).getByRole('link', { name: 'Open the slip (PDF)' })).toHaveAttribute(
      'href',
      'https://slips.example/s3.pdf',
    );
    await user.keyboard('j');
    expect(shown()).toHaveAccessibleName('Payment 3 of 3');
    await user.keyboard('{ArrowLeft}');
    expect(shown()).toHaveAccessibleName('Payment 2 of 3');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(shown()).toHaveAccessibleName('Payment 1 of 3');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('approves in one tap, shows the next payment and announces until when access runs', async () => {
    const api = feesApi();
    const { user } = renderApp('/admin/payments');
    await screen.findByRole('heading', { name: '3 payments waiting' });
    await user.click(screen.getByRole('button', { name: 'Approve' }));

    await expectToast('success', 'Payment approved. Access granted.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/fees/approveSlip/{slipId}').map((c) => c.params.slipId)).toEqual(['s1']);
    expect(screen.getByRole('heading', { name: '2 payments waiting' })).toHaveFocus();
    // December's fee with seven grace days runs to 7 January.
    expect(screen.getByText('Approved: Kasun Perera, access until 7 January 2027')).toBeInTheDocument();
    expect(within(shown()).getByRole('heading', { name: 'Nimali Silva' })).toBeInTheDocument();
  });

  it('approves the payment shown with the A key', async () => {
    const api = feesApi();
    const { user } = renderApp('/admin/payments');
    await screen.findByRole('heading', { name: '3 payments waiting' });
    await user.keyboard('j');
    await user.keyboard('a');
    await screen.findByRole('heading', { name: '2 payments waiting' });
    expect(api.callsTo('POST /api/fees/approveSlip/{slipId}').map((c) => c.params.slipId)).toEqual(['s2']);
    expect(screen.getByText('Approved: Nimali Silva, access until 7 January 2027')).toBeInTheDocument();
    expect(within(shown()).getByRole('heading', { name: 'Tharushi Fernando' })).toBeInTheDocument();
  });

  it('rejects with a reason and a note, the note required for Other, and ignores shortcuts while typing', async () => {
    const api = feesApi();
    const { user } = renderApp('/admin/payments');
    await screen.findByRole('heading', { name: '3 payments waiting' });
    await user.keyboard('r');
    const dialog = await screen.findByRole('dialog', { name: 'Reject payment: Kasun Perera' });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Wrong amount', 'Slip unreadable', 'Duplicate reference', 'Other']);
    // With the dialog open, the queue's keys do nothing.
    await user.keyboard('j');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Choose why the payment is rejected.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByRole('textbox', { name: 'Note to the student' })).toHaveAccessibleDescription(
      expect.stringContaining('Say what is wrong in a note of 1 to 300 characters.'),
    );
    // Letters that are shortcuts elsewhere are just typed into the note.
    await user.type(within(dialog).getByRole('textbox', { name: 'Note to the student' }), 'Paid to a jar account');
    expect(api.callsTo('POST /api/fees/approveSlip/{slipId}')).toHaveLength(0);
    expect(api.callsTo('POST /api/fees/rejectSlip/{slipId}')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    await expectToast('success', 'Payment rejected. The student has been told why.');
    const [call] = api.callsTo('POST /api/fees/rejectSlip/{slipId}');
    expect(call!.params.slipId).toBe('s1');
    expect(call!.body).toEqual({ reason: 'other', note: 'Paid to a jar account' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Rejected: Kasun Perera')).toBeInTheDocument();
    expect(shown()).toHaveAccessibleName('Payment 1 of 2');
  });

  it('leaves the keys alone while the admin types in a field outside any dialog', async () => {
    const api = feesApi();
    const { user } = renderApp('/admin/payments');
    await screen.findByRole('heading', { name: '3 payments waiting' });
    // A field of the page around the queue (a search box, a browser extension's input).
    const field = document.createElement('input');
    field.setAttribute('aria-label', 'Elsewhere');
    document.body.append(field);
    try {
      await user.click(field);
      await user.keyboard('jar');
      expect(field).toHaveValue('jar');
      expect(shown()).toHaveAccessibleName('Payment 1 of 3');
      expect(api.callsTo('POST /api/fees/approveSlip/{slipId}')).toHaveLength(0);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      field.remove();
    }
  });

  it("shows the server's text when another admin decided first, and moves on", async () => {
    const conflict: Reply = {
      status: 409,
      body: { message: 'This payment has already been decided.', code: 'fee.notPending' },
    };
    const api = feesApi({ 'POST /api/fees/approveSlip/{slipId}': conflict });
    const { user } = renderApp('/admin/payments');
    await screen.findByRole('heading', { name: '3 payments waiting' });
    await user.click(screen.getByRole('button', { name: 'Approve' }));

    await expectToast('error', 'This payment has already been decided.');
    expect(api.callsTo('POST /api/fees/approveSlip/{slipId}')).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('heading', { name: '2 payments waiting' })).toBeInTheDocument());
    expect(screen.getByText('This payment has already been decided. Showing the next payment.')).toBeInTheDocument();
    expect(within(shown()).getByRole('heading', { name: 'Nimali Silva' })).toBeInTheDocument();
  });
});
