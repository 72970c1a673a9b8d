/**
 * Practice after the live run: the audience takes the quiz at their own pace with immediate
 * feedback. Each visit to the practice page is an attempt; an answer's correct option and
 * explanation are revealed only once that answer is stored. No ranking; the profile shows the best.
 */
import { inAudience } from '../../domain/quiz/audience';
import { getDefinition, getRun } from '../../domain/quiz/definitions';
import type { DefinitionItem } from '../../domain/quiz/items';
import { presignGet } from '../../shared/presign';
import { requireLogin, type CurrentUser } from '../../domain/sessions/guards';
import { clock } from '../../shared/clock';
import { BadRequest, Conflict, Forbidden, NotFound } from '../../shared/errors';
import { parseWith } from '../../shared/http';
import type { Route } from '../../shared/router';
import {
  practiceAnswerSchema,
  QUIZ_ANSWER_CODES,
  quizTexts,
  type PracticeAnswerResponse,
  type PracticeQuizResponse,
} from '../../shared/schemas';
import { quizIdOf } from '../params';
import { recordPracticeAnswer, startAttempt } from '../store-practice';

/** The quiz, once its live run has ended, for a member of its audience. */
async function practicable(user: CurrentUser, quizIdParam: string | undefined): Promise<DefinitionItem> {
  const quizId = quizIdOf(quizIdParam);
  const [definition, run] = await Promise.all([getDefinition(quizId), getRun(quizId)]);
  if (!definition) throw new NotFound(quizTexts.notFound);
  if (!inAudience(user, definition.audience)) throw new Forbidden(quizTexts.notYours);
  if (run?.state !== 'ended') throw new Conflict(quizTexts.practiceNotYet);
  return definition;
}

export const practice: Route<'quizId'> = async ({ cookies, params }) => {
  const user = await requireLogin(cookies);
  const definition = await practicable(user, params.quizId);
  const questions = await Promise.all(
    definition.questions.map(async (question, index) => ({
      index,
      text: question.text,
      options: question.options,
      ...(question.image ? { image: await presignGet('quizImages', question.image) } : {}),
    })),
  );
  const response: PracticeQuizResponse = {
    quizId: definition.quizId,
    title: definition.title,
    description: definition.description,
    attemptId: await startAttempt(definition.quizId, user.id, clock.now()),
    questions,
  };
  return { body: response };
};

export const practiceAnswer: Route<'quizId'> = async ({ cookies, params, body }) => {
  const user = await requireLogin(cookies);
  const definition = await practicable(user, params.quizId);
  const input = parseWith(practiceAnswerSchema, body);
  const question = definition.questions[input.question];
  if (!question) throw new BadRequest(quizTexts.answerQuestion);
  if (input.option >= question.options.length) throw new BadRequest(quizTexts.answerOption);
  const correct = input.option === question.answer;
  const recorded = await recordPracticeAnswer(
    definition.quizId,
    user.id,
    input.attemptId,
    input.question,
    input.option,
    correct,
  );
  if (recorded.kind === 'noAttempt') throw new NotFound(quizTexts.practiceAttempt);
  if (recorded.kind === 'duplicate')
    throw new Conflict(quizTexts.alreadyAnswered, { code: QUIZ_ANSWER_CODES.alreadyAnswered });
  const response: PracticeAnswerResponse = {
    correct,
    answer: question.answer,
    explanation: question.explanation,
    score: recorded.score,
    answered: recorded.answered,
  };
  return { body: response };
};
