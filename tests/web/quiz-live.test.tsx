/**
 * The live player (/quiz/:quizId/live) against a fake WebSocket and the fetch mock: the run from
 * lobby to podium, answering by tap and by keys 1–5, one request per answer, resending on a failed
 * network, the state restored after a dropped link, and what a screen reader hears.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LiveMessage } from '../../functions/shared/schemas';
import { loggedIn, mockApi } from './helpers/api';
import { blockingViolations } from './helpers/axe';
import { installFakeWebSocket, socketNumber } from './helpers/fake-websocket';
import { openPlayer, question, QUIZ } from './helpers/live-player';
import { renderApp } from './helpers/render';

describe('the live player', () => {
  it('goes lobby → question → answer received → result → podium', async () => {
    const { api, socket, user } = await openPlayer();
    expect(socket.url).toMatch(/^ws:\/\/[^/]+\/live\?quiz=quiz-1$/);
    expect(socket.sentOf('hello')).toHaveLength(1);
    expect(socket.sentOf('rtt')).toHaveLength(1);
    await waitFor(() => expect(api.callsTo('GET /api/quiz/liveState/{quizId}', { quizId: QUIZ })).toHaveLength(1));

    socket.receive({ type: 'lobby', quizId: QUIZ, title: 'Unit 3 quiz' });
    expect(await screen.findByText('You are in! Wait for the teacher to start the quiz.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Unit 3 quiz' })).toBeInTheDocument();

    socket.receive({ type: 'ping', sentAt: 42 });
    expect(socket.sentOf('pong')).toEqual([{ type: 'pong', sentAt: 42 }]);

    const beforeQuestion = performance.now();
    socket.receive(question(0));
    expect(await screen.findByRole('heading', { name: 'Which gas do plants take in?' })).toBeInTheDocument();
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
    const answers = within(screen.getByRole('list', { name: 'Answers' })).getAllByRole('button');
    // Named by what they show (number and text), so the name a voice user says is the one they see.
    expect(answers.map((b) => b.textContent)).toEqual(['1: Oxygen', '2: Carbon dioxide', '3: Nitrogen', '4: Helium']);

    // A double tap sends one answer, and every button locks at once.
    await user.dblClick(screen.getByRole('button', { name: '2: Carbon dioxide' }));
    expect(await screen.findByText('Answer received')).toBeInTheDocument();
    const sent = api.callsTo('POST /api/quiz/answer/{quizId}').map((c) => c.body);
    expect(sent).toEqual([{ question: 0, option: 1, heldMs: expect.any(Number) }]);
    // How long the question was up here, by this phone's clock: the server takes the rest as link time.
    const { heldMs } = sent[0] as { heldMs: number };
    expect(heldMs).toBeGreaterThanOrEqual(0);
    expect(heldMs).toBeLessThanOrEqual(performance.now() - beforeQuestion);
    expect(screen.getByRole('button', { name: '2: Carbon dioxide' })).toHaveAttribute('aria-pressed', 'true');
    expect(await blockingViolations()).toEqual([]);
    for (const button of within(screen.getByRole('list', { name: 'Answers' })).getAllByRole('button')) {
      expect(button).toBeDisabled();
    }

    socket.receive({
      type: 'closed',
      quizId: QUIZ,
      index: 0,
      correct: 1,
      counts: [3, 290, 40, 7],
      explanation: 'Plants take in carbon dioxide for photosynthesis.',
      top: [{ rank: 1, fullName: 'Kasun Silva', score: 990 }],
      you: { option: 1, points: 870, score: 870, rank: 12, of: 340 },
    });
    expect(await screen.findByRole('heading', { name: 'Correct!' })).toBeInTheDocument();
    expect(screen.getByText('The right answer: 2. Carbon dioxide')).toBeInTheDocument();
    expect(screen.getByText('Plants take in carbon dioxide for photosynthesis.')).toBeInTheDocument();
    expect(screen.getByText('+870 points')).toBeInTheDocument();
    expect(screen.getByText('12th of 340')).toBeInTheDocument();
    // The top ten come in the same message as the student's own result.
    expect(screen.getByText('1st: Kasun Silva — 990 points')).toBeInTheDocument();
    expect(await blockingViolations()).toEqual([]);

    socket.receive({
      type: 'ended',
      quizId: QUIZ,
      of: 340,
      podium: [
        { rank: 1, fullName: 'Kasun Silva', score: 2900 },
        { rank: 2, fullName: 'Tharushi Fernando', score: 2750 },
        { rank: 3, fullName: 'Mohamed Rizwan', score: 2600 },
      ],
      you: { score: 2100, rank: 12, correct: 2 },
    });
    expect(await screen.findByRole('heading', { name: 'The quiz is over' })).toBeInTheDocument();
    const podium = within(screen.getByRole('list', { name: 'Podium' })).getAllByRole('listitem');
    expect(podium.map((li) => li.textContent)).toEqual([
      '1st: Kasun Silva — 2900 points',
      '2nd: Tharushi Fernando — 2750 points',
      '3rd: Mohamed Rizwan — 2600 points',
    ]);
    expect(screen.getByText('2,100')).toBeInTheDocument();
    expect(screen.getByText('12th of 340')).toBeInTheDocument();
    expect(screen.getByText('2 correct')).toBeInTheDocument();
    expect(await blockingViolations()).toEqual([]);
    // The run is over: the page hangs up rather than reconnecting whenever the server closes.
    expect(socket.readyState).toBe(WebSocket.CLOSED);
  });

  it('answers with keys 1–5 while the question is open, once', async () => {
    const { api, socket, user } = await openPlayer();
    socket.receive(question(1));
    expect(await screen.findByRole('heading', { name: 'What is 6 × 7?' })).toBeInTheDocument();
    await user.keyboard('5'); // only three answers: no fifth
    expect(api.callsTo('POST /api/quiz/answer/{quizId}')).toHaveLength(0);
    await user.keyboard('3');
    expect(await screen.findByText('Answer received')).toBeInTheDocument();
    await user.keyboard('1');
    expect(api.callsTo('POST /api/quiz/answer/{quizId}').map((c) => c.body)).toEqual([
      { question: 1, option: 2, heldMs: expect.any(Number) },
    ]);
    expect(screen.getByRole('button', { name: '3: 48' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says a failed network kept the answer from going through, and a second tap sends it', async () => {
    let tries = 0;
    const { api, socket, user } = await openPlayer(() => {
      tries += 1;
      if (tries === 1) throw new TypeError('Failed to fetch');
      return { body: { received: true } };
    });
    socket.receive(question(0));
    await user.click(await screen.findByRole('button', { name: '4: Helium' }));
    expect(
      await screen.findByText('Your answer did not go through. Check your connection and tap your answer again.'),
    ).toBeInTheDocument();
    // Nothing is sent again by itself; the options are open for the student's own tap.
    expect(screen.getByRole('button', { name: '4: Helium' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '4: Helium' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: '2: Carbon dioxide' }));
    expect(await screen.findByText('Answer received')).toBeInTheDocument();
    expect(api.callsTo('POST /api/quiz/answer/{quizId}').map((c) => c.body)).toEqual([
      { question: 0, option: 3, heldMs: expect.any(Number) },
      { question: 0, option: 1, heldMs: expect.any(Number) },
    ]);
  });

  it('takes "already answered" as received and "question closed" as time up', async () => {
    const { socket, user } = await openPlayer((body) => {
      const { question: index } = body as { question: number };
      return index === 0
        ? { status: 409, body: { message: 'You have already answered this question.', code: 'quiz.alreadyAnswered' } }
        : { status: 409, body: { message: 'Time is up for this question.', code: 'quiz.closed' } };
    });
    socket.receive(question(0));
    await user.click(await screen.findByRole('button', { name: '1: Oxygen' }));
    expect(await screen.findByText('Answer received')).toBeInTheDocument();
    socket.receive(question(1));
    await user.click(await screen.findByRole('button', { name: '1: 42' }));
    const panel = screen.getByRole('region', { name: 'What is 6 × 7?' });
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent('Time is up'));
  });

  it('comes back by itself after a dropped link and restores question, own answer and score', async () => {
    const { api, socket, live } = await openPlayer();
    socket.receive(question(0));
    expect(await screen.findByRole('heading', { name: 'Which gas do plants take in?' })).toBeInTheDocument();

    // No lobby message reached this phone: the title comes from liveState.
    expect(screen.getByRole('heading', { level: 1, name: 'Biology revision' })).toBeInTheDocument();
    live.state = {
      state: 'question',
      title: 'Biology revision',
      question: { ...(question(0) as Extract<LiveMessage, { type: 'question' }>), remainingMs: 8000 },
      myAnswer: 2,
      myScore: 1500,
    };
    socket.drop();
    expect(await screen.findByText('Connection lost. Reconnecting…')).toBeInTheDocument();

    const again = await socketNumber(1, waitFor);
    again.open();
    expect(again.sentOf('hello')).toHaveLength(1);
    await waitFor(() => expect(api.callsTo('GET /api/quiz/liveState/{quizId}')).toHaveLength(2));
    expect(await screen.findByText('Answer received')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '3: Nitrogen' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText('Connection lost. Reconnecting…')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/quiz/answer/{quizId}')).toHaveLength(0);
  });

  it('says it is still there after eight quiet minutes, so the gateway never closes it as idle', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const { socket } = await openPlayer();
    const quiet = async (ms: number) =>
      act(async () => {
        await vi.advanceTimersByTimeAsync(ms);
      });
    await quiet(7 * 60_000);
    expect(socket.sentOf('alive')).toHaveLength(0);
    // Anything the phone sends restarts the wait: a pong at 7 minutes puts the next frame at 15.
    socket.receive({ type: 'ping', sentAt: 42 });
    await quiet(7 * 60_000);
    expect(socket.sentOf('alive')).toHaveLength(0);
    await quiet(60_000);
    expect(socket.sentOf('alive')).toHaveLength(1);
    await quiet(8 * 60_000);
    expect(socket.sentOf('alive')).toHaveLength(2);
  });

  it('says why it cannot join when the upgrade is refused, and stops retrying', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const sockets = installFakeWebSocket();
    mockApi({
      'GET /api/user/check-auth': loggedIn(),
      'GET /api/quiz/liveState/{quizId}': {
        status: 403,
        body: { message: 'This quiz is for students with another class access.', code: 'quiz.notYours' },
      },
    });
    renderApp(`/quiz/${QUIZ}/live`);
    const socket = await socketNumber(0, waitFor);
    socket.drop();
    expect(await screen.findByText('This quiz is for students with another class access.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.getByRole('link', { name: 'Back to Live Quiz' })).toHaveAttribute('href', '/quiz-viewer');
    // Well past the longest back-off: still the one socket.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20_000);
    });
    expect(sockets.instances).toHaveLength(1);
  });

  it('announces "10 seconds left" once and "Time is up" at the close', async () => {
    const { socket } = await openPlayer();
    socket.receive(question(0, 20_000));
    expect(await screen.findByText('20')).toBeInTheDocument();
    expect(screen.queryByText('10 seconds left')).not.toBeInTheDocument();
    socket.receive(question(1, 10_000));
    expect(await screen.findByText('10 seconds left')).toBeInTheDocument();
    socket.receive({ type: 'closed', quizId: QUIZ, index: 1, correct: 0, counts: [1, 0, 0], explanation: '', top: [] });
    expect(await screen.findByRole('heading', { name: 'You did not answer this question.' })).toBeInTheDocument();
    const region = screen.getByText('Time is up', { selector: '[aria-live]' });
    expect(region).toHaveAttribute('aria-live', 'assertive');
    expect(screen.queryByText('10 seconds left')).not.toBeInTheDocument();
    // The next question empties the region, so its own close is announced again.
    socket.receive(question(2, 20_000));
    expect(await screen.findByText('Question 3 of 3')).toBeInTheDocument();
    expect(region).toBeEmptyDOMElement();
    socket.receive({ type: 'closed', quizId: QUIZ, index: 2, correct: 0, counts: [0, 0, 0], explanation: '', top: [] });
    await waitFor(() => expect(region).toHaveTextContent('Time is up'));
  });
});
