/**
 * The live player's state and actions: the socket, the liveState fetched on every (re)connect, and
 * an answer that is sent once. A throttled answer is sent again once, after the server's wait; any
 * other failure says what happened and unlocks the options, so the student can tap again while the
 * question is open. The server keeps one answer per student per question, so a second send can
 * never count twice.
 */
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { answerRefusal, getLiveState, sendAnswer } from '../api';
import { backoffDelay } from '../when';
import { LiveConnection, liveUrl, type LinkStatus } from './connection';
import { initialView, liveReducer, type LiveAction, type LiveView } from './live-state';

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

/** The server's Retry-After for a throttled answer, else the first back-off step. */
function throttleWait(error: unknown): number {
  const seconds = error instanceof ApiError ? error.retryAfterSeconds : undefined;
  return seconds !== undefined && seconds >= 0 ? seconds * 1000 : backoffDelay(0);
}

/** A coded refusal in the reader's language; one without a code (not the site's own) has no text to show. */
function refusalText(error: unknown): string | undefined {
  return error instanceof ApiError && error.code ? error.text : undefined;
}

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
    // Each (re)connect asks for the state once more; an answer that doesn't come (a server too busy,
    // a dropped request) is asked for again with the reconnects' back-off while the link stays up,
    // so the own answer and score are restored even when a whole class comes back at once. A drop
    // ends the asking: the next connection asks afresh.
    let asks = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const stopAsking = () => {
      asks += 1;
      clearTimeout(retry);
    };
    const sync = () => {
      stopAsking();
      const ask = asks;
      const attempt = (failures: number) => {
        getLiveState(quizId).then(
          (state) => live && ask === asks && dispatch({ type: 'state', state, now: performance.now() }),
          (error: unknown) => {
            if (!live || ask !== asks) return;
            const reason = blockedBy(error);
            if (reason) block(reason);
            else retry = setTimeout(() => attempt(failures + 1), backoffDelay(failures));
          },
        );
      };
      attempt(0);
    };
    const connection = new LiveConnection(liveUrl(quizId), {
      message: (message) => dispatch({ type: 'message', message, now: performance.now() }),
      status: (status) => {
        if (status === 'down') stopAsking();
        setLink(status);
      },
      opened: sync,
      refused: sync,
    });
    connectionRef.current = connection;
    connection.start();
    return () => {
      live = false;
      stopAsking();
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
      // Taken at the tap, so a resend after a throttle still reports the student's own time.
      const heldMs = current.shownAt === undefined ? undefined : Math.round(performance.now() - current.shownAt);
      dispatch({ type: 'choose', option });
      // An answer's outcome belongs to its own question: one that arrives after the next question
      // has opened must not mark (or unlock) that question's answer.
      const report = (action: LiveAction) => {
        if (viewRef.current.question?.index === question.index) dispatch(action);
      };
      void (async () => {
        for (let attempt = 0; ; attempt++) {
          try {
            await sendAnswer(quizId, { question: question.index, option, ...(heldMs === undefined ? {} : { heldMs }) });
            report({ type: 'answer', status: 'received' });
            return;
          } catch (error) {
            const refusal = answerRefusal(error);
            if (refusal === 'alreadyAnswered') return report({ type: 'answer', status: 'received' });
            if (refusal) return report({ type: 'answer', status: 'late' });
            const reason = blockedBy(error);
            if (reason) {
              setBlocked(reason);
              connectionRef.current?.stop();
              return;
            }
            const status = error instanceof ApiError ? error.status : 0;
            if (status === 429 && attempt === 0) {
              // Throttled: one resend of the same answer after the wait the server names.
              report({ type: 'answer', status: 'waiting' });
              await wait(throttleWait(error));
              if (stillOpen(question.index)) continue;
              // Closed meanwhile: the close's own result says what became of this question.
              return;
            }
            // Nothing is stored for this phone: a tap may send an answer again while the question is open.
            if (answeredRef.current === question.index) answeredRef.current = -1;
            if (status === 429) return report({ type: 'answer', status: 'throttled' });
            // A refusal of the request itself (a 400 and the like): the server says why.
            if (status >= 400 && status < 500) {
              return report({ type: 'answer', status: 'refused', refusal: refusalText(error) });
            }
            // No connection, or a server failure: the answer did not go through.
            return report({ type: 'answer', status: 'failed' });
          }
        }
      })();
    },
    [quizId],
  );

  return { view, link, blocked, choose };
}
