/** The live player (/quiz/quiz-1/live) against a fake WebSocket and the fetch mock, opened by a test. */
import { waitFor } from '@testing-library/react';
import type { LiveMessage, LiveStateResponse, SessionUser } from '../../../functions/shared/schemas';
import { loggedIn, mockApi, sessionUser, type Reply } from './api';
import { installFakeWebSocket, socketNumber } from './fake-websocket';
import { renderApp } from './render';

export const QUIZ = 'quiz-1';

export const question = (index: number, remainingMs = 20_000): LiveMessage => ({
  type: 'question',
  quizId: QUIZ,
  index,
  text: index === 0 ? 'Which gas do plants take in?' : 'What is 6 × 7?',
  options: index === 0 ? ['Oxygen', 'Carbon dioxide', 'Nitrogen', 'Helium'] : ['42', '36', '48'],
  remainingMs,
  seconds: 20,
  count: 3,
});

/** The player at /quiz/quiz-1/live with its first socket open; `state` is what liveState answers now. */
export async function openPlayer(
  answer: (body: unknown) => Reply | Promise<Reply> = () => ({ body: { received: true } }),
  user: SessionUser = sessionUser(),
) {
  const sockets = installFakeWebSocket();
  const live: { state: LiveStateResponse | Reply } = {
    state: { state: 'lobby', title: 'Biology revision', myScore: 0 },
  };
  const api = mockApi({
    'GET /api/user/check-auth': loggedIn(user),
    'GET /api/quiz/liveState/{quizId}': () =>
      'state' in live.state && typeof live.state.state === 'string' ? { body: live.state } : (live.state as Reply),
    'POST /api/quiz/answer/{quizId}': (call) => answer(call.body),
  });
  const view = renderApp(`/quiz/${QUIZ}/live`);
  const socket = await socketNumber(0, waitFor);
  socket.open();
  return { ...view, api, socket, sockets, live };
}
