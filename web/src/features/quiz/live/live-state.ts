/**
 * What the live player shows, built from the socket's messages and the liveState answers fetched
 * on each (re)connect. Both describe the same run, and either may arrive late: a liveState
 * fetched before a `closed` message can land after it. So every phase has a place in the run's
 * order (lobby, question 1, its close, question 2, …, end), and nothing moves the screen back.
 */
import type { ClosedResult, LeaderRow, LiveMessage, LiveQuestion, LiveStateResponse } from '@schemas';

export type Phase = 'connecting' | 'draft' | 'lobby' | 'question' | 'closed' | 'ended';
/**
 * Where this student's answer to the open question is. `refused`, `throttled` (after its one
 * resend) and `failed` leave the answer unsent: the options unlock so that another tap can send it.
 * `waiting` is the pause before the one resend a throttled answer gets.
 */
export type AnswerStatus = 'none' | 'sending' | 'waiting' | 'received' | 'late' | 'refused' | 'throttled' | 'failed';

/** The statuses after which the server holds no answer from this phone. */
const UNSENT: ReadonlySet<AnswerStatus> = new Set(['refused', 'throttled', 'failed']);

export interface LiveView {
  phase: Phase;
  title?: string;
  /** The open question, or the one just closed. */
  question?: LiveQuestion;
  /** performance.now() at which the open question closes, as the server's remaining time says. */
  deadline?: number;
  /** performance.now() at which this phone first showed the open question: the answer says how long it was up. */
  shownAt?: number;
  chosen?: number;
  answer: AnswerStatus;
  /** Why the server refused the answer (`refused`), in the reader's language. */
  refusal?: string;
  closed?: ClosedResult;
  top?: LeaderRow[];
  of?: number;
  ended?: { podium: LeaderRow[]; of: number; you?: { score: number; rank: number; correct: number } };
  score: number;
  /** The phase's place in the run: 0 before the first question, 2i+1 while question i is open, 2i+2 once closed. */
  progress: number;
}

export type LiveAction =
  | { type: 'message'; message: LiveMessage; now: number }
  | { type: 'state'; state: LiveStateResponse; now: number }
  | { type: 'choose'; option: number }
  | { type: 'answer'; status: AnswerStatus; refusal?: string };

export const initialView: LiveView = { phase: 'connecting', answer: 'none', score: 0, progress: 0 };

const ENDED = Number.MAX_SAFE_INTEGER;

function openQuestion(view: LiveView, question: LiveQuestion, now: number, myAnswer?: number): LiveView {
  const progress = 2 * question.index + 1;
  if (progress < view.progress) return view;
  const same = view.question?.index === question.index && view.progress === progress;
  const chosen = myAnswer ?? (same ? view.chosen : undefined);
  const answer = myAnswer !== undefined ? 'received' : same ? view.answer : 'none';
  return {
    ...view,
    phase: 'question',
    question,
    deadline: now + Math.max(0, question.remainingMs),
    shownAt: same && view.shownAt !== undefined ? view.shownAt : now,
    chosen,
    answer,
    refusal: same ? view.refusal : undefined,
    closed: undefined,
    progress,
  };
}

function closeQuestion(view: LiveView, result: ClosedResult, question?: LiveQuestion): LiveView {
  const progress = 2 * result.index + 2;
  if (progress < view.progress) return view;
  const known = question ?? (view.question?.index === result.index ? view.question : undefined);
  const chosen = result.you
    ? (result.you.option ?? undefined)
    : view.question?.index === result.index
      ? view.chosen
      : undefined;
  return {
    ...view,
    phase: 'closed',
    question: known,
    deadline: undefined,
    chosen,
    closed: result,
    score: result.you?.score ?? view.score,
    top: result.top,
    ...(result.you ? { of: result.you.of } : {}),
    progress,
  };
}

function withoutType<T extends { type: string; quizId?: string }>(message: T): Omit<T, 'type' | 'quizId'> {
  const { type: _type, quizId: _quizId, ...rest } = message;
  return rest;
}

function stateProgress(state: LiveStateResponse): number {
  if (state.state === 'ended') return ENDED;
  const index = state.closed?.index ?? state.question?.index;
  if (index === undefined) return 0;
  return state.state === 'closed' ? 2 * index + 2 : 2 * index + 1;
}

export function liveReducer(view: LiveView, action: LiveAction): LiveView {
  switch (action.type) {
    case 'choose':
      return view.phase === 'question' && view.chosen === undefined
        ? { ...view, chosen: action.option, answer: 'sending', refusal: undefined }
        : view;
    case 'answer':
      if (view.chosen === undefined) return view;
      return {
        ...view,
        answer: action.status,
        refusal: action.refusal,
        chosen: UNSENT.has(action.status) ? undefined : view.chosen,
      };
    case 'message': {
      const message = action.message;
      switch (message.type) {
        case 'lobby':
          return view.progress > 0 ? view : { ...view, phase: 'lobby', title: message.title };
        case 'question':
          return openQuestion(view, withoutType(message), action.now);
        case 'closed':
          return closeQuestion(view, withoutType(message));
        case 'leaderboard':
          return 2 * message.index + 2 < view.progress ? view : { ...view, top: message.top, of: message.of };
        case 'ended':
          return {
            ...view,
            phase: 'ended',
            deadline: undefined,
            ended: { podium: message.podium, of: message.of, ...(message.you ? { you: message.you } : {}) },
            score: message.you?.score ?? view.score,
            progress: ENDED,
          };
        default:
          return view;
      }
    }
    case 'state': {
      const { state, now } = action;
      // A phone that joins after the lobby never got the lobby's message with the title.
      const titled = view.title === undefined ? { ...view, title: state.title } : view;
      if (stateProgress(state) < view.progress) return titled;
      const scored = { ...titled, score: state.myScore };
      if (state.state === 'draft' || state.state === 'lobby') return { ...scored, phase: state.state };
      if (state.state === 'question' && state.question)
        return openQuestion(scored, state.question, now, state.myAnswer);
      if (state.state === 'closed' && state.closed) return closeQuestion(scored, state.closed, state.question);
      if (state.state === 'ended')
        return view.phase === 'ended' ? scored : { ...scored, phase: 'ended', deadline: undefined, progress: ENDED };
      return view;
    }
  }
}
