/**
 * Fee plans against a fake of the plan routes: the list (price, grants by class name, grace days,
 * retired badge), the create form checked with the shared schema's texts and the body it sends,
 * Retire, and Delete refused with 409 for a plan payments name.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FeePlanView } from '../../functions/shared/schemas';
import { admin, mockApi, type Routes } from './helpers/api';
import { renderApp } from './helpers/render';
import { expectToast } from './helpers/toast';

const PLANS: FeePlanView[] = [
  {
    planId: 'p1',
    name: 'Theory monthly',
    price: 2000,
    grants: ['theoryAccess', 'revisionTuteAccess'],
    graceDays: 7,
    retired: false,
    createdAt: '2026-10-01T00:00:00.000Z',
  },
  {
    planId: 'p2',
    name: 'Old paper class',
    price: 1500,
    grants: ['paperAccess'],
    graceDays: 1,
    retired: true,
    createdAt: '2025-10-01T00:00:00.000Z',
  },
];

function plansApi(routes: Routes = {}) {
  return mockApi({
    'GET /api/user/check-auth': admin(),
    'GET /api/user/check-admin': { body: { isAdmin: true } },
    'GET /api/fees/plans': { body: PLANS },
    ...routes,
  });
}

const planCard = (name: string) => screen.getByRole('listitem', { name });
const fact = (card: HTMLElement, term: string) =>
  within(card).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('admin fee plans', { timeout: 15_000 }, () => {
  it('lists each plan with its price, the classes it grants, grace days and a retired badge', async () => {
    plansApi();
    renderApp('/admin/payments/plans');
    await screen.findByRole('list', { name: 'Fee plans' });
    const theory = planCard('Theory monthly');
    expect(fact(theory, 'Price per month')).toBe('Rs. 2,000');
    expect(fact(theory, 'Grants')).toBe('Theory, Revision Tute');
    expect(fact(theory, 'Grace days')).toBe('7 grace days');
    expect(within(theory).queryByText('Retired')).not.toBeInTheDocument();
    const old = planCard('Old paper class');
    expect(within(old).getByText('Retired')).toBeInTheDocument();
    expect(fact(old, 'Grace days')).toBe('1 grace day');
    // A retired plan cannot be retired again.
    expect(within(old).queryByRole('button', { name: 'Retire Old paper class' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Plans' })).toHaveAttribute('aria-current', 'page');
  });

  it("checks a new plan with the server's texts, then sends it with 7 grace days unless changed", async () => {
    const api = plansApi({ 'POST /api/fees/createPlan': { body: { message: 'Fee plan created.', planId: 'p3' } } });
    const { user } = renderApp('/admin/payments/plans');
    const form = await screen.findByRole('form', { name: 'New fee plan' });
    expect(within(form).getByRole('spinbutton', { name: 'Grace days' })).toHaveValue(7);
    await user.click(within(form).getByRole('button', { name: 'Create plan' }));
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Enter a plan name of 1 to 80 characters.',
    );
    expect(within(form).getByRole('textbox', { name: 'Price (rupees)' })).toHaveAccessibleDescription(
      'Enter the fee in rupees, a whole number from 1 to 100000.',
    );
    expect(within(form).getByText('Choose at least one class access the plan grants.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/fees/createPlan')).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Practical monthly');
    await user.type(within(form).getByRole('textbox', { name: 'Price (rupees)' }), '2500');
    await user.click(within(form).getByRole('checkbox', { name: 'Practical' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Paper' }));
    await user.click(within(form).getByRole('button', { name: 'Create plan' }));

    await expectToast('success', 'Fee plan created.');
    expect(api.callsTo('POST /api/fees/createPlan')[0]!.body).toEqual({
      name: 'Practical monthly',
      price: 2500,
      grants: ['practicalAccess', 'paperAccess'],
      graceDays: 7,
    });
    await waitFor(() => expect(api.callsTo('GET /api/fees/plans')).toHaveLength(2));
  });

  it('retires a plan', async () => {
    const api = plansApi({
      'POST /api/fees/retirePlan/{planId}': {
        body: { message: 'Fee plan retired. Students can no longer choose it.' },
      },
    });
    const { user } = renderApp('/admin/payments/plans');
    await user.click(await screen.findByRole('button', { name: 'Retire Theory monthly' }));
    await expectToast('success', 'Fee plan retired. Students can no longer choose it.');
    expect(api.callsTo('POST /api/fees/retirePlan/{planId}')[0]!.params.planId).toBe('p1');
  });

  it('asks before deleting, and shows the 409 that says to retire a plan payments name', async () => {
    const api = plansApi({
      'DELETE /api/fees/plan/{planId}': {
        status: 409,
        body: {
          message: 'Payments refer to this plan, so it cannot be deleted. Retire it instead.',
          code: 'fee.planInUse',
        },
      },
    });
    const { user } = renderApp('/admin/payments/plans');
    await user.click(await screen.findByRole('button', { name: 'Delete Theory monthly' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete fee plan' });
    expect(within(dialog).getByText('Delete the fee plan "Theory monthly"?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectToast('error', 'Payments refer to this plan, so it cannot be deleted. Retire it instead.');
    expect(api.callsTo('DELETE /api/fees/plan/{planId}')[0]!.params.planId).toBe('p1');
    expect(planCard('Theory monthly')).toBeInTheDocument();
  });
});
