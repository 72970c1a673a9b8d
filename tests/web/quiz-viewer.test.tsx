/**
 * /quiz-viewer with quizzes: the coming-soon page when nothing is scheduled, the next quiz with its
 * date, time and countdown, Join once its lobby is open (log in first for a visitor), and the past
 * quizzes to practise.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { QuizSummary } from '../../functions/shared/schemas';
import { loggedIn, mockApi, visitor } from './helpers/api';
import { blockingViolations } from './helpers/axe';
import { renderApp } from './helpers/render';

function quiz(overrides: Partial<QuizSummary> & Pick<QuizSummary, 'quizId' | 'title'>): QuizSummary {
  return { description: '', audience: 'all', state: 'draft', questionCount: 10, ...overrides };
}

/** A local wall-clock time `days` from now at 19:30, as ISO. */
function at(days: number, hours = 19, minutes = 30): Date {
  const date = new Date();
  date.setDate(date.getDate() + days);
  date.setHours(hours, minutes, 0, 0);
  return date;
}

describe('the live quiz page', () => {
  it('keeps the coming-soon page while nothing is scheduled', async () => {
    mockApi({
      'GET /api/user/check-auth': visitor,
      'GET /api/quiz/getQuizzes': { body: [quiz({ quizId: 'unscheduled', title: 'Draft without a date' })] },
    });
    renderApp('/quiz-viewer');
    expect(await screen.findByText('Our first live quiz is on its way!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Live Quiz' })).toBeInTheDocument();
    expect(screen.queryByText('Draft without a date')).not.toBeInTheDocument();
  });

  it('shows the next scheduled quiz: its date written out, the time, a countdown, no Join yet', async () => {
    const later = at(9);
    const sooner = at(2);
    mockApi({
      'GET /api/user/check-auth': loggedIn(),
      'GET /api/quiz/getQuizzes': {
        body: [
          quiz({ quizId: 'later', title: 'Unit 5 quiz', startsAt: later.toISOString() }),
          quiz({
            quizId: 'sooner',
            title: 'Unit 4 quiz',
            description: 'Forces and motion.',
            startsAt: sooner.toISOString(),
          }),
        ],
      },
    });
    renderApp('/quiz-viewer');
    const card = await screen.findByRole('region', { name: 'Unit 4 quiz' });
    expect(within(card).getByText('Forces and motion.')).toBeInTheDocument();
    expect(within(card).getByText('10 questions')).toBeInTheDocument();
    const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full' }).format(sooner);
    expect(within(card).getByText(`${date} at 19:30`)).toBeInTheDocument();
    expect(date).toMatch(/^\w+day, \d{1,2} \w+ \d{4}$/); // day first, month written out
    expect(within(card).getByText('Starts in')).toBeInTheDocument();
    expect(within(card).getByText(/^[12] d \d{1,2} h \d{1,2} min$/)).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: /Join/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Unit 5 quiz')).not.toBeInTheDocument();
    expect(await blockingViolations()).toEqual([]);
  });

  it('offers Join once the lobby is open, and asks a visitor to log in', async () => {
    const list = [quiz({ quizId: 'q-open', title: 'Revision blitz', state: 'lobby' })];
    mockApi({ 'GET /api/user/check-auth': loggedIn(), 'GET /api/quiz/getQuizzes': { body: list } });
    const first = renderApp('/quiz-viewer');
    const join = await screen.findByRole('link', { name: 'Join Revision blitz' });
    expect(join).toHaveAttribute('href', '/quiz/q-open/live');
    expect(screen.getByText('The quiz is open. Join now!')).toBeInTheDocument();
    first.unmount();

    mockApi({ 'GET /api/user/check-auth': visitor, 'GET /api/quiz/getQuizzes': { body: list } });
    renderApp('/quiz-viewer');
    expect(await screen.findByRole('link', { name: 'Log in to join' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: /^Join/ })).not.toBeInTheDocument();
  });

  it('lists past quizzes for practice, most recent first', async () => {
    mockApi({
      'GET /api/user/check-auth': loggedIn(),
      'GET /api/quiz/getQuizzes': {
        body: [
          quiz({ quizId: 'old', title: 'Unit 1 quiz', state: 'ended', endedAt: '2026-10-03T14:00:00.000Z' }),
          quiz({ quizId: 'recent', title: 'Unit 2 quiz', state: 'ended', endedAt: '2026-11-07T14:00:00.000Z' }),
        ],
      },
    });
    renderApp('/quiz-viewer');
    const past = await screen.findByRole('region', { name: 'Past quizzes: practise at your own pace' });
    const links = within(past).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('aria-label'))).toEqual(['Practise Unit 2 quiz', 'Practise Unit 1 quiz']);
    expect(links[0]).toHaveAttribute('href', '/quiz/recent/practice');
    expect(within(past).getByText(/Held on 7 November 2026/)).toBeInTheDocument();
    expect(await blockingViolations()).toEqual([]);
    // Nothing scheduled: the coming-soon texts stay above the list.
    expect(screen.getByText('Our first live quiz is on its way!')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Live Quiz | EngTech Academy'));
  });

  it('looks again near the start and shows Join when the lobby opens, without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const startsAt = new Date(Date.now() + 60_000).toISOString();
    let state: QuizSummary['state'] = 'draft';
    const api = mockApi({
      'GET /api/user/check-auth': loggedIn(),
      'GET /api/quiz/getQuizzes': () => ({ body: [quiz({ quizId: 'soon', title: 'Unit 6 quiz', startsAt, state })] }),
    });
    renderApp('/quiz-viewer');
    expect(await screen.findByRole('region', { name: 'Unit 6 quiz' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Join Unit 6 quiz' })).not.toBeInTheDocument();
    state = 'lobby';
    await act(async () => {
      await vi.advanceTimersByTimeAsync(13_000);
    });
    expect(await screen.findByRole('link', { name: 'Join Unit 6 quiz' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/quiz/getQuizzes')).toHaveLength(2);
  });
});
