/**
 * Quizzes: the admin's quiz form (questions with 2–5 options, one correct), a student's live answer,
 * practice answers and the presigned upload of a question's image. The views and the live
 * messages are in quiz-live.ts.
 */
import * as z from 'zod/mini';
import { schema, wholeNumber } from './common';

export const QUIZ_TITLE_MAX = 120;
export const QUIZ_DESCRIPTION_MAX = 1000;
export const QUIZ_QUESTIONS_MAX = 100;
export const QUIZ_QUESTION_TEXT_MAX = 1000;
export const QUIZ_OPTIONS_MIN = 2;
export const QUIZ_OPTIONS_MAX = 5;
export const QUIZ_OPTION_MAX = 200;
export const QUIZ_EXPLANATION_MAX = 1000;
export const QUIZ_SECONDS_MIN = 10;
export const QUIZ_SECONDS_MAX = 120;
/** The browser resizes a question image to at most this width and about QUIZ_IMAGE_TARGET_BYTES. */
export const QUIZ_IMAGE_MAX_WIDTH = 1280;
export const QUIZ_IMAGE_TARGET_BYTES = 150 * 1024;
/** What the presigned PUT accepts: the target plus headroom for an image that resists compression. */
export const QUIZ_IMAGE_MAX_BYTES = 300 * 1024;
export const QUIZ_IMAGE_TYPES = ['image/jpeg', 'image/webp', 'image/png'] as const;

/** Who may join and practise: every logged-in student, or those with one access flag. */
export const QUIZ_AUDIENCES = ['all', 'theoryAccess', 'revisionAccess', 'practicalAccess', 'paperAccess'] as const;
export type QuizAudience = (typeof QUIZ_AUDIENCES)[number];

export const quizTexts = {
  title: `Enter a title of 1 to ${QUIZ_TITLE_MAX} characters.`,
  description: `A quiz description can be at most ${QUIZ_DESCRIPTION_MAX} characters.`,
  audience: 'Choose who can take the quiz.',
  startsAt: 'Enter the start as a date and time.',
  questions: `A quiz needs 1 to ${QUIZ_QUESTIONS_MAX} questions.`,
  questionText: `Each question needs a text of 1 to ${QUIZ_QUESTION_TEXT_MAX} characters.`,
  options: `Each question needs ${QUIZ_OPTIONS_MIN} to ${QUIZ_OPTIONS_MAX} options.`,
  optionText: `Each option needs a text of 1 to ${QUIZ_OPTION_MAX} characters.`,
  answer: 'Mark one option as the correct answer.',
  seconds: `Give each question ${QUIZ_SECONDS_MIN} to ${QUIZ_SECONDS_MAX} seconds.`,
  explanation: `An explanation can be at most ${QUIZ_EXPLANATION_MAX} characters.`,
  image: 'The image could not be found. Upload it again.',
  imageType: 'Question images must be JPEG, WebP or PNG.',
  imageSize: 'The image is too large even after resizing. Try a smaller picture.',
  answerQuestion: 'Say which question you are answering.',
  answerOption: `Choose one of the options (1 to ${QUIZ_OPTIONS_MAX}).`,
  created: 'Quiz created.',
  updated: 'Quiz saved.',
  duplicated: 'Quiz copied.',
  deleted: 'Quiz deleted.',
  notFound: 'Quiz not found.',
  notYours: 'This quiz is for students with another class access.',
  running: 'This quiz is running. End it before you change or delete it.',
  notEditable: 'A quiz that has been run cannot be changed. Make a copy to change it.',
  alreadyRunning: 'The quiz is already running.',
  notRunning: 'The quiz is not running.',
  lastQuestion: 'That was the last question. End the quiz to show the podium.',
  lobbyOpened: 'The lobby is open. Students can join now.',
  questionOpened: 'The next question is open.',
  ended: 'The quiz has ended.',
  questionClosed: 'The question is closed. Its results are out.',
  nothingOpen: 'No question is open.',
  received: 'Answer received.',
  alreadyAnswered: 'You have already answered this question.',
  notOpen: 'This question is not open yet.',
  closed: 'Time is up for this question.',
  practiceNotYet: 'Practice opens when the live quiz has ended.',
  practiceAttempt: 'This practice attempt has expired. Start the practice again.',
} as const;

/**
 * The 409 codes of a refused answer, so a client can tell them apart without reading the text.
 * They are the registry's codes of the texts above (`<group>.<key>`, message-codes.ts), so the
 * answer's `code` both names the case and finds its Sinhala and Tamil text on the web.
 */
export const QUIZ_ANSWER_CODES = {
  alreadyAnswered: 'quiz.alreadyAnswered',
  notOpen: 'quiz.notOpen',
  closed: 'quiz.closed',
} as const;

const text = (max: number, message: string, min = 1) =>
  z.string({ error: message }).check(z.trim(), z.minLength(min, message), z.maxLength(max, message));

/** An S3 key of an uploaded question image, as imageUpload handed it out. */
export const QUIZ_IMAGE_KEY = /^quiz\/[0-9a-f-]{36}\.(jpg|webp|png)$/;

export const quizQuestionSchema = /* @__PURE__ */ schema(() =>
  z
    .object({
      text: text(QUIZ_QUESTION_TEXT_MAX, quizTexts.questionText),
      options: z
        .array(text(QUIZ_OPTION_MAX, quizTexts.optionText), { error: quizTexts.options })
        .check(z.minLength(QUIZ_OPTIONS_MIN, quizTexts.options), z.maxLength(QUIZ_OPTIONS_MAX, quizTexts.options)),
      answer: z.pipe(
        wholeNumber(quizTexts.answer),
        z.number().check(z.int(quizTexts.answer), z.gte(0, quizTexts.answer)),
      ),
      seconds: z.pipe(
        wholeNumber(quizTexts.seconds),
        z
          .number()
          .check(
            z.int(quizTexts.seconds),
            z.gte(QUIZ_SECONDS_MIN, quizTexts.seconds),
            z.lte(QUIZ_SECONDS_MAX, quizTexts.seconds),
          ),
      ),
      explanation: z._default(z.optional(text(QUIZ_EXPLANATION_MAX, quizTexts.explanation, 0)), ''),
      image: z.optional(z.string({ error: quizTexts.image }).check(z.regex(QUIZ_IMAGE_KEY, quizTexts.image))),
    })
    .check(z.refine((q) => q.answer < q.options.length, { message: quizTexts.answer, path: ['answer'] })),
);

export const quizInputSchema = /* @__PURE__ */ schema(() =>
  z.object({
    title: text(QUIZ_TITLE_MAX, quizTexts.title),
    description: z._default(z.optional(text(QUIZ_DESCRIPTION_MAX, quizTexts.description, 0)), ''),
    audience: z._default(z.optional(z.enum(QUIZ_AUDIENCES, quizTexts.audience)), 'all'),
    /** ISO 8601 with a zone (e.g. 2026-12-05T19:30:00+05:30 or …Z); stored as UTC. */
    startsAt: z.optional(
      z.pipe(
        z
          .string({ error: quizTexts.startsAt })
          .check(z.trim(), z.iso.datetime({ offset: true, error: quizTexts.startsAt })),
        z.transform((iso: string) => new Date(iso).toISOString()),
      ),
    ),
    questions: z
      .array(quizQuestionSchema, { error: quizTexts.questions })
      .check(z.minLength(1, quizTexts.questions), z.maxLength(QUIZ_QUESTIONS_MAX, quizTexts.questions)),
  }),
);
export type QuizInput = z.input<typeof quizInputSchema>;
export type QuizDraft = z.output<typeof quizInputSchema>;
export type QuizQuestionDraft = z.output<typeof quizQuestionSchema>;

/** POST /api/quiz/answer/{quizId} and the practice answer: question and option are 0-based. */
export const quizAnswerSchema = /* @__PURE__ */ schema(() =>
  z.object({
    question: z.pipe(
      wholeNumber(quizTexts.answerQuestion),
      z
        .number()
        .check(
          z.int(quizTexts.answerQuestion),
          z.gte(0, quizTexts.answerQuestion),
          z.lt(QUIZ_QUESTIONS_MAX, quizTexts.answerQuestion),
        ),
    ),
    option: z.pipe(
      wholeNumber(quizTexts.answerOption),
      z
        .number()
        .check(
          z.int(quizTexts.answerOption),
          z.gte(0, quizTexts.answerOption),
          z.lt(QUIZ_OPTIONS_MAX, quizTexts.answerOption),
        ),
    ),
  }),
);
export type QuizAnswerInput = z.input<typeof quizAnswerSchema>;

/** The longest time a phone may say it showed a question: no question stays open longer. */
export const QUIZ_HELD_MAX_MS = 60 * 60 * 1000;

/**
 * POST /api/quiz/answer/{quizId}: an answer in the live run. `heldMs` is how long the phone showed
 * the question before the tap, by its own clock; it only ever shortens the slow-link allowance's
 * guess, so a value that can't be a time is dropped rather than refused.
 */
export const liveAnswerSchema = /* @__PURE__ */ schema(() =>
  z.extend(quizAnswerSchema, {
    heldMs: z.catch(z.optional(z.number().check(z.int(), z.gte(0), z.lte(QUIZ_HELD_MAX_MS))), undefined),
  }),
);
export type LiveAnswerInput = z.input<typeof liveAnswerSchema>;

/** POST /api/quiz/imageUpload: the resized image's type and size, before the browser PUTs it. */
export const quizImageUploadSchema = /* @__PURE__ */ schema(() =>
  z.object({
    contentType: z.enum(QUIZ_IMAGE_TYPES, quizTexts.imageType),
    size: z.pipe(
      wholeNumber(quizTexts.imageSize),
      z
        .number()
        .check(
          z.int(quizTexts.imageSize),
          z.gte(1, quizTexts.imageSize),
          z.lte(QUIZ_IMAGE_MAX_BYTES, quizTexts.imageSize),
        ),
    ),
  }),
);
export type QuizImageUploadInput = z.input<typeof quizImageUploadSchema>;

/** POST /api/quiz/practiceAnswer/{quizId}: an answer within one practice attempt. */
export const practiceAnswerSchema = /* @__PURE__ */ schema(() =>
  z.extend(quizAnswerSchema, {
    attemptId: z
      .string({ error: quizTexts.practiceNotYet })
      .check(z.regex(/^[0-9a-f-]{36}$/, quizTexts.practiceNotYet)),
  }),
);
export type PracticeAnswerInput = z.input<typeof practiceAnswerSchema>;
