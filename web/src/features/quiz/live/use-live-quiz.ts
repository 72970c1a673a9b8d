/**
 * The live player's state and actions: the socket, the liveState fetched on every (re)connect, and
 * an answer that is sent once and, on a failed network, sent again (the same answer) until the
 * server has it, refuses it, or the question closes. The server keeps one answer per student per
 * question, so a resend can never count twice.
 */
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { answerRefusal, getLiveState, sendAnswer } from '../api';
import { backoffDelay } from '../when';
import { LiveConnection, liveUrl, type LinkStatus } from './connection';
import { initialView, liveReducer, type LiveView } from './live-state';

/** Why the player cannot take part: not logged in, not in the audience, or no such quiz. */
export type Blocked = { kind: 'login' } | { kind: 'forbidden'; text: string } | { kind: 'notFound' };

function blockedBy(error: unknown): Blocked | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === 401) return { kind: 'login' };
  if (error.status === 403) return { kind: 'forbidden', text: error.text };
  if (error.status === 404) return { kind: 'notFound' };
  return undefined;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function useLiveQuiz(quizId: string) {
  const [view, dispatch] = useReducer(liveReducer, initialView);
  const [link, setLink] = useState<LinkStatus>('connecting');
  const [blocked, setBlocked] = useState<Blocked>();
  const viewRef = useRef<LiveView>(view);
  viewRef.current = view;
  /** The question this phone has answered: a second tap before the next render sends nothing. */
  const answeredRef = useRef<number>(-1);
  const connectionRef = useRef<LiveConnection | undefined>(undefined);

  useEffect(() => {
    let live = true;
    const block = (reason: Blocked) => {
      setBlocked(reason);
      connection.stop();
    };
    const sync = () => {
      getLiveState(quizId)
        .then((state) => live && dispatch({ type: 'state', state, now: performance.now() }))
        .catch((error: unknown) => {
          const reason = live ? blockedBy(error) : undefined;
          if (reason) block(reason);
        });
    };
    const connection = new LiveConnection(liveUrl(quizId), {
      message: (message) => dispatch({ type: 'message', message, now: performance.now() }),
      status: setLink,
      opened: sync,
      refused: sync,
    });
    connectionRef.current = connection;
    connection.start();
    return () => {
      live = false;
      connection.stop();
    };
  }, [quizId]);

  // The run is over: hang up, so that a socket the server closes later brings no reconnects from
  // every phone still showing the podium.
  const ended = view.phase === 'ended';
  useEffect(() => {
    if (ended) connectionRef.current?.stop();
  }, [ended]);

  const stillOpen = (index: number) => {
    const current = viewRef.current;
    return current.phase === 'question' && current.question?.index === index;
  };

  const choose = useCallback(
    (option: number) => {
      const current = viewRef.current;
      const question = current.question;
      if (current.phase !== 'question' || !question || current.chosen !== undefined) return;
      if (answeredRef.current === question.index || option < 0 || option >= question.options.length) return;
      answeredRef.current = question.index;
      dispatch({ type: 'choose', option });
      void (async () => {
        for (let attempt = 0; ; attempt++) {
          try {
            await sendAnswer(quizId, question.index, option);
            dispatch({ type: 'answer', status: 'received' });
            return;
          } catch (error) {
            const refusal = answerRefusal(error);
            if (refusal === 'alreadyAnswered') return dispatch({ type: 'answer', status: 'received' });
            if (refusal) return dispatch({ type: 'answer', status: 'late' });
            const reason = blockedBy(error);
            if (reason) {
              setBlocked(reason);
              connectionRef.current?.stop();
              return;
            }
            // No connection or a server hiccup: the same answer again, while the question is open.
            if (error instanceof ApiError && error.status !== 0 && error.status < 500) {
              return dispatch({ type: 'answer', status: 'late' });
            }
            dispatch({ type: 'answer', status: 'retrying' });
            await wait(backoffDelay(attempt));
            if (!stillOpen(question.index)) return;
          }
        }
      })();
    },
    [quizId],
  );

  return { view, link, blocked, choose };
}
