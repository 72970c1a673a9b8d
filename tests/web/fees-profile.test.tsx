/**
 * The profile's "Class fees" card: until when each paid access runs, its last day written out in
 * the reader's language, and the Pay link for the month that comes next.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../web/src/i18n/language';
import { loggedIn, mockApi as mockRoutes, sessionUser, type Routes } from './helpers/api';
import { pathOf, renderApp } from './helpers/render';

// As in the real pack, no fees part: the card's loader fetches Sinhala's real fees file beside its code.
vi.mock('../../web/src/i18n/packs/si', () => ({ default: {} }));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // 20 November 2026 in Colombo.
  vi.setSystemTime(new Date('2026-11-20T06:00:00.000Z'));
});

afterEach(async () => {
  await activateLanguage('en');
});

// November paid with 7 grace days: access ends as 8 December begins in Colombo (18:30 UTC the day before).
const paid = sessionUser({
  access: { revision: false, theory: true, practical: false, paper: true, revisionTute: false },
  accessUntil: { theoryAccess: '2026-12-07T18:30:00.000Z', paperAccess: '2026-12-31T18:30:00.000Z' },
});

/** The profile's routes; the quiz history beside the card has none to show. */
const mockApi = (routes: Routes) =>
  mockRoutes({ 'GET /api/quiz/myHistory': { body: { live: [], practice: [] } }, ...routes });

const card = () => screen.findByRole('region', { name: /^(Class fees|පන්ති ගාස්තු)$/ });

describe('the profile’s class fees card', () => {
  it('shows until when each flag runs, soonest first, and a Pay link for the month that comes next', async () => {
    mockApi({ 'GET /api/user/check-auth': loggedIn(paid) });
    const { user, router } = renderApp('/user-profile');
    const fees = await card();
    expect(
      within(fees)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Theory lectures: until 7 December 2026', 'Paper discussions: until 31 December 2026']);
    const pay = within(fees).getByRole('link', { name: 'Pay for December 2026' });
    expect(pay).toHaveAttribute('href', '/fees?month=2026-12');
    await user.click(pay);
    expect(pathOf(router)).toBe('/fees');
  });

  it('with nothing paid: says so and offers this month', async () => {
    mockApi({ 'GET /api/user/check-auth': loggedIn(sessionUser()) });
    renderApp('/user-profile');
    const fees = await card();
    expect(within(fees).getByText('No paid access is running now.')).toBeInTheDocument();
    expect(within(fees).getByRole('link', { name: 'Pay for November 2026' })).toHaveAttribute(
      'href',
      '/fees?month=2026-11',
    );
  });

  it('leaves out an end already past', async () => {
    mockApi({
      'GET /api/user/check-auth': loggedIn(sessionUser({ accessUntil: { theoryAccess: '2026-11-07T18:30:00.000Z' } })),
    });
    renderApp('/user-profile');
    const fees = await card();
    expect(within(fees).queryByRole('listitem')).toBeNull();
    expect(within(fees).getByRole('link', { name: 'Pay for November 2026' })).toBeInTheDocument();
  });

  it('in Sinhala: the dates and the month written out in Sinhala', async () => {
    await activateLanguage('si');
    mockApi({ 'GET /api/user/check-auth': loggedIn({ ...paid, language: 'si' }) });
    renderApp('/user-profile');
    const fees = await card();
    expect(within(fees).getByText('සිද්ධාන්ත දේශන: 7 දෙසැම්බර් 2026 දක්වා')).toBeInTheDocument();
    expect(within(fees).getByRole('link', { name: 'දෙසැම්බර් 2026 සඳහා ගෙවන්න' })).toBeInTheDocument();
  });

  it('is not shown to an admin, who pays no fees', async () => {
    mockApi({ 'GET /api/user/check-auth': loggedIn(sessionUser({ role: 'admin' })) });
    renderApp('/user-profile');
    await screen.findByRole('heading', { name: 'Access' });
    expect(screen.queryByRole('region', { name: 'Class fees' })).toBeNull();
  });
});
