/**
 * The student quiz screens' pure parts: the reconnect back-off, which quiz /quiz-viewer shows, the
 * countdown split, and the live player's state, which never moves back to an earlier phase when a
 * liveState answer arrives after the socket has moved on.
 */
import { describe, expect, it } from 'vitest';
import type { LiveMessage, QuizSummary } from '../../functions/shared/schemas';
import { initialView, liveReducer, type LiveView } from '../../web/src/features/quiz/live/live-state';
import { nextQuiz, pastQuizzes, recheckDelay } from '../../web/src/features/quiz/pick';
import { backoffDelay, countdown, startParts } from '../../web/src/features/quiz/when';

describe('backoffDelay', () => {
  it('doubles from half a second to an eight-second cap', () => {
    const top = (attempt: number) => backoffDelay(attempt, () => 1);
    expect([0, 1, 2, 3, 4, 5, 10].map(top)).toEqual([500, 1000, 2000, 4000, 8000, 8000, 8000]);
  });

  it('waits a random part of the upper half, so phones cut off together do not return together', () => {
    expect(backoffDelay(0, () => 0)).toBe(250);
    expect(backoffDelay(4, () => 0)).toBe(4000);
    expect(backoffDelay(4, () => 0.5)).toBe(6000);
  });
});

describe('countdown and start', () => {
  it('splits the time left, rounding up to the whole second', () => {
    expect(countdown(2 * 86_400_000 + 3 * 3600_000 + 4 * 60_000 + 5_001)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 6,
    });
    expect(countdown(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('writes the start day first with the month by name and a 24-hour time', () => {
    const { date, time } = startParts(new Date(2026, 11, 5, 19, 30).toISOString(), 'en');
    expect(date).toBe('Saturday, 5 December 2026');
    expect(time).toBe('19:30');
    expect(startParts(new Date(2026, 11, 5, 7, 5).toISOString(), 'si').time).toBe('07:05');
  });
});

const summary = (quizId: string, state: QuizSummary['state'], extra: Partial<QuizSummary> = {}): QuizSummary => ({
  quizId,
  title: quizId,
  description: '',
  audience: 'all',
  state,
  questionCount: 5,
  ...extra,
});

describe('which quiz /quiz-viewer shows', () => {
  const now = Date.parse('2026-11-27T12:00:00Z');

  it('prefers a running quiz, else the soonest scheduled start that has not long passed', () => {
    const drafts = [
      summary('far', 'draft', { startsAt: '2026-12-20T12:00:00Z' }),
      summary('soon', 'draft', { startsAt: '2026-11-28T12:00:00Z' }),
      summary('stale', 'draft', { startsAt: '2026-11-20T12:00:00Z' }),
      summary('undated', 'draft'),
    ];
    expect(nextQuiz(drafts, now)?.quizId).toBe('soon');
    expect(nextQuiz([...drafts, summary('live', 'closed')], now)?.quizId).toBe('live');
    expect(nextQuiz([summary('undated', 'draft'), summary('done', 'ended')], now)).toBeUndefined();
  });

  it('lists ended quizzes, the latest first', () => {
    const list = [
      summary('a', 'ended', { endedAt: '2026-10-01T00:00:00Z' }),
      summary('b', 'ended', { endedAt: '2026-11-01T00:00:00Z' }),
      summary('c', 'lobby'),
    ];
    expect(pastQuizzes(list).map((q) => q.quizId)).toEqual(['b', 'a']);
  });
});

const question = (index: number, remainingMs = 20_000): LiveMessage => ({
  type: 'question',
  quizId: 'q',
  index,
  text: `Q${index}`,
  options: ['a', 'b', 'c'],
  remainingMs,
  seconds: 20,
  count: 3,
});

const receive = (view: LiveView, message: LiveMessage, now = 1000) =>
  liveReducer(view, { type: 'message', message, now });

describe('the live player state', () => {
  it('counts down from the server’s remaining time on this device’s monotonic clock', () => {
    const view = receive(initialView, question(0, 12_000), 5000);
    expect(view.deadline).toBe(17_000);
  });

  it('ignores a liveState answer older than what the socket already said', () => {
    let view = receive(initialView, question(0));
    view = liveReducer(view, { type: 'choose', option: 1 });
    view = receive(view, {
      type: 'closed',
      quizId: 'q',
      index: 0,
      correct: 1,
      counts: [0, 1, 0],
      explanation: '',
      top: [],
    });
    const stale = liveReducer(view, {
      type: 'state',
      now: 2000,
      state: { state: 'question', title: 'Quiz', question: { ...(question(0) as LiveView['question'])! }, myScore: 0 },
    });
    // Only the title, which the socket never carried here, is taken from it.
    expect(stale).toEqual({ ...view, title: 'Quiz' });
  });

  it('restores own answer and score from liveState after a reconnect', () => {
    const view = liveReducer(receive(initialView, question(1)), {
      type: 'state',
      now: 3000,
      state: {
        state: 'question',
        title: 'Quiz',
        question: { ...(question(1, 7000) as LiveView['question'])! },
        myAnswer: 2,
        myScore: 900,
      },
    });
    expect(view).toMatchObject({ phase: 'question', chosen: 2, answer: 'received', score: 900, deadline: 10_000 });
    // Shown since the socket brought it: the reconnect's copy does not restart the phone's own time.
    expect(view.shownAt).toBe(1000);
  });

  it('marks when each question was first shown on this phone', () => {
    const first = receive(initialView, question(0), 4000);
    expect(first.shownAt).toBe(4000);
    expect(receive(first, question(0, 9000), 6000).shownAt).toBe(4000);
    expect(receive(first, question(1), 30_000).shownAt).toBe(30_000);
  });

  it('keeps the chosen answer when the same question is sent again, and clears it for the next', () => {
    let view = liveReducer(receive(initialView, question(0)), { type: 'choose', option: 2 });
    view = receive(view, question(0, 15_000));
    expect(view.chosen).toBe(2);
    view = receive(view, question(1));
    expect(view.chosen).toBeUndefined();
    expect(view.answer).toBe('none');
  });

  it('lets a second choice for the same question change nothing', () => {
    const once = liveReducer(receive(initialView, question(0)), { type: 'choose', option: 0 });
    expect(liveReducer(once, { type: 'choose', option: 1 })).toBe(once);
  });
});

describe('when the viewer looks again for the lobby opening', () => {
  const now = Date.parse('2026-11-27T12:00:00Z');
  const draft = (startsAt: string) => summary('d', 'draft', { startsAt });

  it('waits until two minutes before the start (at most an hour at a time), then asks every ten seconds or so', () => {
    expect(recheckDelay(draft('2026-11-27T12:12:00Z'), now)).toBe(10 * 60_000);
    expect(recheckDelay(draft('2026-12-27T12:00:00Z'), now)).toBe(3600_000);
    expect(recheckDelay(draft('2026-11-27T12:01:00Z'), now, () => 0)).toBe(7500);
    expect(recheckDelay(draft('2026-11-27T11:50:00Z'), now, () => 1)).toBe(12_500);
  });

  it('stops once the lobby is open or nothing is scheduled', () => {
    expect(recheckDelay(summary('l', 'lobby', { startsAt: '2026-11-27T12:00:00Z' }), now)).toBeUndefined();
    expect(recheckDelay(undefined, now)).toBeUndefined();
  });
});
