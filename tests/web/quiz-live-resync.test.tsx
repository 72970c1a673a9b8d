/**
 * The live player coming back when the server is too busy to say where it was: a liveState that
 * fails after a reconnect is asked for again with the back-off, until the own answer and score
 * are back, and no more once the link drops (the next connection asks afresh). The back-off's
 * random half is pinned to its top, so the waits are 500 ms, 1 s, 2 s…
 */
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveMessage } from '../../functions/shared/schemas';
import { socketNumber } from './helpers/fake-websocket';
import { openPlayer, question } from './helpers/live-player';

const busy = { status: 503, body: { message: 'The service is busy. Try again in a moment.' } };
const answered = {
  state: 'question' as const,
  title: 'Biology revision',
  question: { ...(question(0) as Extract<LiveMessage, { type: 'question' }>), remainingMs: 8000 },
  myAnswer: 2,
  myScore: 1500,
};
const later = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  vi.spyOn(Math, 'random').mockReturnValue(1);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the live player after a reconnect the server could not answer', () => {
  it('asks for the state again until its own answer and score are back', async () => {
    const { api, socket, live } = await openPlayer();
    socket.receive(question(0));
    expect(await screen.findByRole('heading', { name: 'Which gas do plants take in?' })).toBeInTheDocument();

    live.state = busy;
    socket.drop();
    const again = await socketNumber(1, waitFor);
    again.open();
    again.receive(question(0, 8000));
    await waitFor(() => expect(api.callsTo('GET /api/quiz/liveState/{quizId}')).toHaveLength(2));
    // The question is back from the socket, but not yet that this phone answered it.
    expect(await screen.findByRole('button', { name: '3: Nitrogen' })).toHaveAttribute('aria-pressed', 'false');

    await later(600);
    expect(api.callsTo('GET /api/quiz/liveState/{quizId}')).toHaveLength(3);
    live.state = answered;
    await later(1100);
    expect(api.callsTo('GET /api/quiz/liveState/{quizId}')).toHaveLength(4);
    expect(await screen.findByText('Answer received')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '3: Nitrogen' })).toHaveAttribute('aria-pressed', 'true');

    // Restored: nothing more is asked.
    await later(10_000);
    expect(api.callsTo('GET /api/quiz/liveState/{quizId}')).toHaveLength(4);
  });

  it('stops asking when the link drops, and asks afresh on the next connection', async () => {
    const { api, socket, live } = await openPlayer();
    live.state = busy;
    socket.drop();
    const second = await socketNumber(1, waitFor);
    second.open();
    await waitFor(() => expect(api.callsTo('GET /api/quiz/liveState/{quizId}')).toHaveLength(2));
    // Dropped again before the retry: nothing more is asked while it is down.
    second.drop();
    const third = await socketNumber(2, waitFor);
    await later(5000);
    expect(api.callsTo('GET /api/quiz/liveState/{quizId}')).toHaveLength(2);
    live.state = answered;
    third.open();
    await waitFor(() => expect(api.callsTo('GET /api/quiz/liveState/{quizId}')).toHaveLength(3));
    expect(await screen.findByText('Answer received')).toBeInTheDocument();
    await later(20_000);
    expect(api.callsTo('GET /api/quiz/liveState/{quizId}')).toHaveLength(3);
  });
});
