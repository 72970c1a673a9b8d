/**
 * The projected host screen: every phase drawn from hostState alone (so opening the page mid-run
 * resumes it), the buttons and the keys N / Enter / E calling the right host routes, End asking
 * first, and at close the count per option written out with the correct option named in words.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { HostStateResponse } from '../../functions/shared/schemas';
import { admin, mockApi } from './helpers/api';
import { renderApp } from './helpers/render';

const question = {
  index: 1,
  text: 'What is the SI unit of force?',
  options: ['Joule', 'Newton', 'Watt'],
  remainingMs: 12_000,
  seconds: 20,
  count: 3,
  answer: 1,
  explanation: 'F = ma, in kg m/s².',
};

const states: Record<string, HostStateResponse> = {
  draft: { state: 'draft', title: 'Forces', questionCount: 3, joined: 0, answered: 0, top: [] },
  lobby: { state: 'lobby', title: 'Forces', questionCount: 3, joined: 37, answered: 0, top: [] },
  question: { state: 'question', title: 'Forces', questionCount: 3, joined: 37, answered: 5, question, top: [] },
  closed: {
    state: 'closed',
    title: 'Forces',
    questionCount: 3,
    joined: 37,
    answered: 32,
    question: { ...question, remainingMs: 0 },
    closed: { index: 1, correct: 1, counts: [2, 26, 4], explanation: question.explanation, top: [] },
    top: Array.from({ length: 12 }, (_, i) => ({ rank: i + 1, fullName: `Student ${i + 1}`, score: 2000 - i * 100 })),
  },
  ended: {
    state: 'ended',
    title: 'Forces',
    questionCount: 3,
    joined: 37,
    answered: 0,
    top: [
      { rank: 1, fullName: 'නිමාලි පෙරේරා', score: 2710 },
      { rank: 2, fullName: 'கமலா சிவராஜா', score: 2500 },
      { rank: 3, fullName: 'Kasun Silva', score: 2410 },
      { rank: 4, fullName: 'Fourth Place', score: 1000 },
    ],
  },
};

/** The server's run as the mock keeps it: each host action moves it to the next phase. */
function hostApi(start: keyof typeof states, after: Partial<Record<string, keyof typeof states>> = {}) {
  let current = states[start]!;
  const move = (action: string) => () => {
    const next = after[action];
    if (next) current = states[next]!;
    return { body: { message: 'ok' } };
  };
  const api = mockApi({
    'GET /api/user/check-auth': admin(),
    'GET /api/user/check-admin': { body: { isAdmin: true } },
    'GET /api/quiz/hostState/{quizId}': () => ({ body: current }),
    'POST /api/quiz/openLobby/{quizId}': move('openLobby'),
    'POST /api/quiz/nextQuestion/{quizId}': move('nextQuestion'),
    'POST /api/quiz/closeQuestion/{quizId}': move('closeQuestion'),
    'POST /api/quiz/endQuiz/{quizId}': move('endQuiz'),
  });
  /** What the next hostState poll answers. */
  const serve = (next: HostStateResponse) => {
    current = next;
  };
  return Object.assign(api, { serve });
}

const open = () => renderApp('/admin/quiz-management/q1/host');

describe('admin quiz host screen', { timeout: 20_000 }, () => {
  it('opens the lobby, shows the joined count, and starts with the N key', async () => {
    const api = hostApi('draft', { openLobby: 'lobby', nextQuestion: 'question' });
    const { user } = open();
    expect(await screen.findByRole('heading', { name: 'Host: Forces', level: 1 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open lobby' }));
    expect(api.callsTo('POST /api/quiz/openLobby/{quizId}', { quizId: 'q1' })).toHaveLength(1);
    expect(await screen.findByText('37 joined')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();

    await user.keyboard('n');
    expect(await screen.findByRole('heading', { name: question.text })).toBeInTheDocument();
    expect(api.callsTo('POST /api/quiz/nextQuestion/{quizId}', { quizId: 'q1' })).toHaveLength(1);
  });

  it('resumes a running question from hostState: its text, options, countdown and answered count', async () => {
    const api = hostApi('question', { closeQuestion: 'closed' });
    const { user } = open();
    expect(await screen.findByRole('heading', { name: question.text })).toBeInTheDocument();
    expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('5 of 37 answered')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^1[12] s left$/);
    // Each poll sets the countdown again from the server's remainingMs, whatever the local clock says.
    api.serve({ ...states.question!, question: { ...question, remainingMs: 4_000 } });
    await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent(/^[34] s left$/));
    api.serve(states.question!);
    expect(screen.getByText('2. Newton')).toBeInTheDocument();
    // The host may see the answer, but the screen is projected to the class: nothing marks it yet.
    expect(screen.queryByText(/Correct/)).not.toBeInTheDocument();

    // While the question is open the next step is its results, not the next question.
    expect(screen.queryByRole('button', { name: 'Next question' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show results' }));
    await screen.findByRole('list', { name: 'Answers per option' });
    expect(api.callsTo('POST /api/quiz/closeQuestion/{quizId}', { quizId: 'q1' })).toHaveLength(1);
    expect(api.callsTo('POST /api/quiz/nextQuestion/{quizId}')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Next question' })).toBeInTheDocument();
  });

  it('shows at close the count per option in words, the correct option named, and the top 10', async () => {
    hostApi('closed');
    open();
    const bars = await screen.findByRole('list', { name: 'Answers per option' });
    const items = within(bars).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      '1. Joule: 2 (6%)',
      '✓ Correct: 2. Newton: 26 (81%)',
      '3. Watt: 4 (13%)',
    ]);
    const top = screen.getByRole('table', { name: 'Top 10' });
    expect(within(top).getAllByRole('row')).toHaveLength(11);
    expect(within(top).getByRole('row', { name: '1 Student 1 2,000' })).toBeInTheDocument();
    expect(screen.getByText(question.explanation)).toBeInTheDocument();
  });

  it('ends only after the admin confirms, by button or by the E key', async () => {
    const api = hostApi('closed', { endQuiz: 'ended' });
    const { user } = open();
    await screen.findByRole('list', { name: 'Answers per option' });
    await user.keyboard('e');
    const dialog = screen.getByRole('alertdialog', { name: 'End quiz' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST /api/quiz/endQuiz/{quizId}')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'End quiz' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'End quiz' }));
    const podium = await screen.findByRole('table', { name: 'Podium' });
    expect(api.callsTo('POST /api/quiz/endQuiz/{quizId}', { quizId: 'q1' })).toHaveLength(1);
    expect(within(podium).getAllByRole('row')).toHaveLength(4);
    expect(within(podium).getByText('නිමාලි පෙරේරා')).toBeInTheDocument();
    expect(within(podium).queryByText('Fourth Place')).not.toBeInTheDocument();
    expect(screen.getByText('37 students took part')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Next|End/ })).not.toBeInTheDocument();
  });

  it('offers End but not Next on the last question', async () => {
    const last = { ...states.closed!, question: { ...question, index: 2 } };
    const api = mockApi({
      'GET /api/user/check-auth': admin(),
      'GET /api/user/check-admin': { body: { isAdmin: true } },
      'GET /api/quiz/hostState/{quizId}': { body: last },
    });
    const { user } = open();
    await screen.findByText('Question 3 of 3');
    expect(screen.queryByRole('button', { name: 'Next question' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'End quiz' })).toBeInTheDocument();
    await user.keyboard('n');
    await waitFor(() => expect(api.callsTo('GET /api/quiz/hostState/{quizId}').length).toBeGreaterThan(1));
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('stops polling while the tab is hidden and reads the state again as soon as it is shown', async () => {
    // The poll's timer runs on a fake clock, so ten hidden seconds pass at once. Testing Library's
    // own waiting needs the real setTimeout, so this test waits by turning the event loop instead.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const api = hostApi('lobby');
    const polls = () => api.callsTo('GET /api/quiz/hostState/{quizId}').length;
    const advance = (ms: number) =>
      act(async () => {
        await vi.advanceTimersByTimeAsync(ms);
        await new Promise<void>((resolve) => setImmediate(resolve));
      });
    const setHidden = (hidden: boolean) =>
      act(() => {
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
        document.dispatchEvent(new Event('visibilitychange'));
      });
    open();
    for (let turn = 0; turn < 500 && !screen.queryByText('37 joined'); turn++) await advance(0);
    expect(screen.getByText('37 joined')).toBeInTheDocument();
    try {
      const first = polls();
      await advance(1_000);
      expect(polls()).toBe(first + 1);

      setHidden(true);
      await advance(10_000);
      expect(polls()).toBe(first + 1);

      setHidden(false);
      await advance(0);
      expect(polls()).toBe(first + 2);
      await advance(1_000);
      expect(polls()).toBe(first + 3);
    } finally {
      Reflect.deleteProperty(document, 'hidden');
    }
  });
});
