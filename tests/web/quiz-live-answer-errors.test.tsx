/**
 * The live player when an answer fails for a reason other than the question's own close: each
 * failure says what happened (a refusal in the server's words, a throttle, a lost session, a
 * withdrawn access, a failed network or server), and where nothing was stored the student may tap
 * again while the question is open.
 */
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../web/src/i18n/language';
import { quiz } from '../../web/src/texts/ta/quiz';
import { server } from '../../web/src/texts/ta/server';
import { openPlayer, question } from './helpers/live-player';
import { sessionUser, type Reply } from './helpers/api';

vi.mock('../../web/src/i18n/packs/ta', async () => ({
  default: {
    '../../texts/ta/quiz.ts': await import('../../web/src/texts/ta/quiz'),
    '../../texts/ta/server.ts': await import('../../web/src/texts/ta/server'),
  },
}));

afterEach(async () => {
  vi.useRealTimers();
  await activateLanguage('en');
});

const refusedOption: Reply = {
  status: 400,
  body: { message: 'Choose one of the options (1 to 5).', code: 'quiz.answerOption' },
};

/** Answers with each reply in turn, the last one for every later call. */
function replies(...list: (Reply | Error)[]) {
  let call = 0;
  return () => {
    const reply = list[Math.min(call++, list.length - 1)]!;
    if (reply instanceof Error) throw reply;
    return reply;
  };
}

const status = () => within(screen.getByRole('region', { name: 'Which gas do plants take in?' })).getByRole('status');

describe('a failed answer in the live player', () => {
  it('shows a 400 in the server’s words, not "Time is up", and lets the student tap again', async () => {
    const { api, socket, user } = await openPlayer(replies(refusedOption, { body: { received: true } }));
    socket.receive(question(0));
    await user.click(await screen.findByRole('button', { name: '3: Nitrogen' }));
    expect(await screen.findByText('Choose one of the options (1 to 5). Tap your answer again.')).toBeInTheDocument();
    expect(status()).not.toHaveTextContent('Time is up');
    await user.click(screen.getByRole('button', { name: '2: Carbon dioxide' }));
    expect(await screen.findByText('Answer received')).toBeInTheDocument();
    expect(api.callsTo('POST /api/quiz/answer/{quizId}')).toHaveLength(2);
  });

  it('shows the refusal in Tamil by its code', async () => {
    await activateLanguage('ta');
    const { socket, user } = await openPlayer(replies(refusedOption), sessionUser({ language: 'ta' }));
    socket.receive(question(0));
    await user.click(await screen.findByRole('button', { name: '3: Nitrogen' }));
    expect(await screen.findByText(`${server.quiz.answerOption} ${quiz.live.tapAgain}`)).toBeInTheDocument();
  });

  it('sends a throttled answer once more after the server’s wait', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const { api, socket, user } = await openPlayer(
      replies(
        { status: 429, body: { message: 'Too many requests.', retryAfterSeconds: 3 } },
        { body: { received: true } },
      ),
    );
    socket.receive(question(0));
    await user.click(await screen.findByRole('button', { name: '1: Oxygen' }));
    expect(await screen.findByText('Too many attempts at once. Trying again in a moment…')).toBeInTheDocument();
    expect(api.callsTo('POST /api/quiz/answer/{quizId}')).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3_000);
    });
    expect(await screen.findByText('Answer received')).toBeInTheDocument();
    const [first, resent] = api.callsTo('POST /api/quiz/answer/{quizId}').map((c) => c.body);
    expect(first).toEqual({ question: 0, option: 0, heldMs: expect.any(Number) });
    // The resend reports the time at the tap, not the throttle's wait.
    expect(resent).toEqual(first);
  });

  it('says "too many attempts" when the resend is throttled too, and unlocks the options', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const { api, socket, user } = await openPlayer(
      replies({ status: 429, body: { message: 'Too many requests.', retryAfterSeconds: 2 } }),
    );
    socket.receive(question(0));
    await user.click(await screen.findByRole('button', { name: '1: Oxygen' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_000);
    });
    expect(
      await screen.findByText('Too many attempts. Wait a moment, then tap your answer again.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/quiz/answer/{quizId}')).toHaveLength(2);
    expect(screen.getByRole('button', { name: '1: Oxygen' })).toBeEnabled();
  });

  it('says a server failure kept the answer from going through', async () => {
    const { socket, user } = await openPlayer(replies({ status: 503, body: { message: 'Service unavailable.' } }));
    socket.receive(question(0));
    await user.click(await screen.findByRole('button', { name: '1: Oxygen' }));
    expect(
      await screen.findByText('Your answer did not go through. Check your connection and tap your answer again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2: Carbon dioxide' })).toBeEnabled();
  });

  it('asks for a login when the session has ended', async () => {
    const { socket, user } = await openPlayer(
      replies({ status: 401, body: { message: 'Please log in.', code: 'session.loginRequired' } }),
    );
    socket.receive(question(0));
    await user.click(await screen.findByRole('button', { name: '1: Oxygen' }));
    expect(await screen.findByText(/Log in to take part in the live quiz\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText('Time is up')).not.toBeInTheDocument();
  });

  it('says so when the student is no longer in the audience', async () => {
    const { socket, user } = await openPlayer(
      replies({
        status: 403,
        body: { message: 'This quiz is for students with another class access.', code: 'quiz.notYours' },
      }),
    );
    socket.receive(question(0));
    await user.click(await screen.findByRole('button', { name: '1: Oxygen' }));
    expect(await screen.findByText('This quiz is for students with another class access.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.queryByText('Time is up')).not.toBeInTheDocument();
  });
});
