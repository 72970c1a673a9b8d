/**
 * The quiz group's targets for the bad-input suite (bad-input-targets.ts): a draft, a run with an
 * open question and an ended run, each named by a valid id, and for every part of each request the
 * values it must refuse.
 */
import fc from 'fast-check';
import { QUIZ_AUDIENCES, QUIZ_IMAGE_MAX_BYTES, QUIZ_IMAGE_TYPES } from '../../../functions/shared/schemas';
import type { FieldSpec, FuzzTarget } from './bad-input-targets';
import { json, opt, req, target } from './bad-input-target-parts';
import { badEnum, badPattern, badText, badWholeNumber, notAString, strangeString, tooLong } from './malformed-values';

export interface QuizFixtures {
  draft: string;
  running: string;
  ended: string;
}

/** An id that names no quiz: not a UUID, or a UUID of nothing. */
const unknownQuiz = fc.oneof(strangeString, fc.uuid(), fc.constant(''), fc.constantFrom('..', 'QUIZ', 'x'.repeat(37)));
const quizId = (valid: string) => ({ quizId: { valid, bad: unknownQuiz } });

const QUESTION = { text: 'Fuzz question?', options: ['Yes', 'No'], answer: 0, seconds: 20 };
const badQuestions = fc.oneof(
  fc.constantFrom<unknown>([], 'questions', null, 3, { 0: QUESTION }),
  fc.constant(Array.from({ length: 101 }, () => QUESTION)),
  fc
    .constantFrom(
      { answer: 2 },
      { answer: -1 },
      { answer: 0.5 },
      { seconds: 9 },
      { seconds: 121 },
      { options: ['Only'] },
      { options: ['a', 'b', 'c', 'd', 'e', 'f'] },
      { options: ['a', ' '] },
      { options: 'a,b' },
      { text: '' },
      { text: 'x'.repeat(1001) },
      { explanation: 'x'.repeat(1001) },
      { explanation: 5 },
      { image: 'quiz/../secret.jpg' },
      { image: 'quiz/0f8b1c2e-4d5a-4b6c-8d7e-9f0a1b2c3d4e.gif' },
      { image: 'quiz/0f8b1c2e-4d5a-4b6c-8d7e-9f0a1b2c3d4e.jpg' },
    )
    .map((change) => [{ ...QUESTION, ...change }]),
);

const quizFields = (): Record<string, FieldSpec> => ({
  title: req('Fuzz quiz', badText(1, 120)),
  description: opt('', fc.oneof(notAString, tooLong(1000))),
  audience: opt('all', badEnum(QUIZ_AUDIENCES)),
  startsAt: opt(
    '2026-12-05T19:30:00+05:30',
    fc.oneof(notAString, fc.constantFrom('', 'tomorrow', '2026-13-05T19:30:00Z', '2026-12-05', '05/12/2026 19:30')),
  ),
  questions: req([QUESTION], badQuestions),
});

const answerFields = () => ({
  question: req(0, badWholeNumber(0, 99)),
  option: req(1, badWholeNumber(0, 4)),
});

export function quizTargets(quiz: QuizFixtures): FuzzTarget[] {
  return [
    target('POST /api/quiz/createQuiz', { body: json(quizFields()) }),
    target('PUT /api/quiz/updateQuiz/{quizId}', { params: quizId(quiz.draft), body: json(quizFields()) }),
    target('POST /api/quiz/duplicateQuiz/{quizId}', { params: quizId(quiz.draft) }),
    target('DELETE /api/quiz/deleteQuiz/{quizId}', { params: quizId(quiz.draft) }),
    target('GET /api/quiz/adminQuiz/{quizId}', { params: quizId(quiz.draft) }),
    target('POST /api/quiz/imageUpload', {
      body: json({
        contentType: req('image/jpeg', badEnum(QUIZ_IMAGE_TYPES)),
        size: req(1000, badWholeNumber(1, QUIZ_IMAGE_MAX_BYTES)),
      }),
    }),
    target('POST /api/quiz/openLobby/{quizId}', { params: quizId(quiz.draft) }),
    target('POST /api/quiz/nextQuestion/{quizId}', { params: quizId(quiz.running) }),
    target('POST /api/quiz/closeQuestion/{quizId}', { params: quizId(quiz.running) }),
    target('POST /api/quiz/endQuiz/{quizId}', { params: quizId(quiz.running) }),
    target('GET /api/quiz/hostState/{quizId}', { params: quizId(quiz.running) }),
    target('GET /api/quiz/results/{quizId}', { params: quizId(quiz.ended) }),
    target('GET /api/quiz/answers/{quizId}', { params: quizId(quiz.ended) }),
    target('GET /api/quiz/getQuizzes'),
    target('POST /api/quiz/answer/{quizId}', { params: quizId(quiz.running), body: json(answerFields()) }),
    target('GET /api/quiz/liveState/{quizId}', { params: quizId(quiz.running) }),
    target('GET /api/quiz/practice/{quizId}', { params: quizId(quiz.ended) }),
    target('POST /api/quiz/practiceAnswer/{quizId}', {
      params: quizId(quiz.ended),
      body: json({
        attemptId: req(
          '0f8b1c2e-4d5a-4b6c-8d7e-9f0a1b2c3d4e',
          badPattern(/^[0-9a-f-]{36}$/, ['0F8B1C2E-4D5A-4B6C-8D7E-9F0A1B2C3D4E']),
        ),
        ...answerFields(),
      }),
    }),
    target('GET /api/quiz/myHistory'),
  ];
}
