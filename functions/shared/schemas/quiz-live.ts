/**
 * What the quiz routes answer and what the live WebSocket (/live?quiz=<id>) carries. Types only.
 * Nothing a student receives while a question is open names its correct option: the student-facing
 * shapes below have no field that could.
 */
import type { QuizAudience, QuizDraft } from './quiz';

/**
 * A quiz's run: draft (never opened) → lobby → question ⇄ closed → ended. A quiz runs once;
 * the admin duplicates it to run it again.
 */
export type QuizRunState = 'draft' | 'lobby' | 'question' | 'closed' | 'ended';

/** GET /api/quiz/getQuizzes: one entry, never with answers or question texts. */
export interface QuizSummary {
  quizId: string;
  title: string;
  description: string;
  audience: QuizAudience;
  /** ISO UTC, when scheduled. */
  startsAt?: string;
  state: QuizRunState;
  questionCount: number;
  /** ISO UTC, once ended: practice is open from then on. */
  endedAt?: string;
}

/** A question image, when there is one: a presigned GET valid for the run (at least an hour). */
export interface QuizImageView {
  key: string;
  url: string;
}

/** GET /api/quiz/adminQuiz/{quizId}: everything the editor needs, answers included. */
export interface QuizDetail extends Omit<QuizDraft, 'questions'> {
  quizId: string;
  state: QuizRunState;
  questions: (Omit<QuizDraft['questions'][number], 'image'> & { image?: QuizImageView })[];
  createdAt: string;
  updatedAt: string;
}

export interface QuizCreatedResponse {
  quizId: string;
  message: string;
}

export interface QuizImageUploadResponse {
  /** The key to put in the question's `image`. */
  key: string;
  /** Presigned PUT; send the file with exactly these headers. */
  url: string;
  headers: Record<string, string>;
}

/** A question as a student sees it while it is open. */
export interface LiveQuestion {
  index: number;
  text: string;
  options: string[];
  /** Server-side time left when this was sent; the client counts down from it, not from its clock. */
  remainingMs: number;
  seconds: number;
  /** Questions in the quiz, for "3 of 20". */
  count: number;
  image?: string;
}

/** GET /api/quiz/liveState/{quizId}. */
export interface LiveStateResponse {
  state: Exclude<QuizRunState, 'draft'> | 'draft';
  /** The quiz's title, for a phone that joins or comes back after the lobby's message went out. */
  title: string;
  question?: LiveQuestion;
  /** The option this student chose for the current question, if any. */
  myAnswer?: number;
  myScore: number;
  /** Once the current question is closed: its correct option and this student's result. */
  closed?: ClosedResult;
}

export interface LeaderRow {
  rank: number;
  fullName: string;
  score: number;
}

/** What the student gets when a question closes (the `closed` message and liveState). */
export interface ClosedResult {
  index: number;
  correct: number;
  counts: number[];
  explanation: string;
  /** The ten best so far, so a phone shows them without a message of their own. */
  top: LeaderRow[];
  /** This student's part; absent for the host and for a student who never joined. */
  you?: { option: number | null; points: number; score: number; rank: number; of: number };
}

/** Server → client messages on /live. */
export type LiveMessage =
  | { type: 'lobby'; quizId: string; title: string; startsAt?: string }
  | ({ type: 'question'; quizId: string } & LiveQuestion)
  | ({ type: 'closed'; quizId: string } & ClosedResult)
  /** To the host screens only: a phone has the same rows in its `closed`. */
  | { type: 'leaderboard'; quizId: string; index: number; top: LeaderRow[]; of: number }
  | {
      type: 'ended';
      quizId: string;
      podium: LeaderRow[];
      of: number;
      you?: { score: number; rank: number; correct: number };
    }
  | { type: 'ping'; sentAt: number };

/** Client → server messages on /live ($default). */
export type LiveClientMessage =
  /** After (re)connecting: the server answers with the message of the current phase. */
  | { type: 'hello' }
  /** Asks for a `ping`, whose echo as `pong` gives the server a round-trip sample. */
  | { type: 'rtt' }
  /** Sent when the phone has said nothing for minutes, so the gateway does not close the socket as idle. */
  | { type: 'alive' }
  | { type: 'pong'; sentAt: number };

/** GET /api/quiz/hostState/{quizId} (admin): the host screen's poll. */
export interface HostStateResponse {
  state: QuizRunState;
  title: string;
  questionCount: number;
  joined: number;
  /** The current question with its answer (the host may see it). */
  question?: LiveQuestion & { answer: number; explanation: string };
  answered: number;
  closed?: Omit<ClosedResult, 'you'>;
  top: LeaderRow[];
}

/** GET /api/quiz/results/{quizId} (admin). */
export interface QuizResultsResponse {
  leaderboard: { userId: string; fullName: string; score: number; correct: number }[];
  questions: { index: number; counts: number[]; correct: number }[];
}

/** GET /api/quiz/answers/{quizId} (admin): each student's answers, for the table and the CSV. */
export interface QuizAnswersResponse {
  questions: { index: number; text: string; options: string[]; correct: number }[];
  students: {
    userId: string;
    fullName: string;
    nic: string;
    score: number;
    rank: number;
    /** One per question: the chosen option, its points and the measured reaction; null when unanswered. */
    answers: ({ option: number; points: number; reactionMs: number } | null)[];
  }[];
}

/** GET /api/quiz/practice/{quizId}: the questions without answers, once the live run has ended. */
export interface PracticeQuizResponse {
  quizId: string;
  title: string;
  description: string;
  attemptId: string;
  questions: { index: number; text: string; options: string[]; image?: string }[];
}

/** POST /api/quiz/practiceAnswer/{quizId} → immediate feedback. */
export interface PracticeAnswerResponse {
  correct: boolean;
  answer: number;
  explanation: string;
  /** This attempt so far. */
  score: number;
  answered: number;
}

/** GET /api/quiz/myHistory: the profile's quiz history. */
export interface QuizHistoryResponse {
  live: { quizId: string; title: string; endedAt?: string; score: number; correct: number; rank: number; of: number }[];
  practice: { quizId: string; title: string; attempts: number; best: number; questionCount: number }[];
}
