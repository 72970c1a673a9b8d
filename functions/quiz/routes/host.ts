/** The host's controls (admin): open the lobby, next question, end; and the host screen's poll. */
import { definitionOfRun, getDefinition, getRun } from '../../domain/quiz/definitions';
import { hostCounts } from '../../domain/quiz/counters';
import {
  closeIfDue,
  closeOpenQuestion,
  endQuiz as endRun,
  openLobby as open,
  openNextQuestion,
} from '../../domain/quiz/run-control';
import { closedView, liveQuestion } from '../../domain/quiz/views';
import { requireAdmin } from '../../domain/sessions/guards';
import { clock } from '../../shared/clock';
import { NotFound } from '../../shared/errors';
import type { Route } from '../../shared/router';
import { quizTexts, type HostStateResponse } from '../../shared/schemas';
import { quizIdOf } from '../params';

export const openLobby: Route<'quizId'> = async ({ cookies, params }) => {
  await requireAdmin(cookies);
  await open(quizIdOf(params.quizId));
  return { body: { message: quizTexts.lobbyOpened } };
};

export const nextQuestion: Route<'quizId'> = async ({ cookies, params }) => {
  await requireAdmin(cookies);
  await openNextQuestion(quizIdOf(params.quizId));
  return { body: { message: quizTexts.questionOpened } };
};

export const closeQuestion: Route<'quizId'> = async ({ cookies, params }) => {
  await requireAdmin(cookies);
  await closeOpenQuestion(quizIdOf(params.quizId));
  return { body: { message: quizTexts.questionClosed } };
};

export const endQuiz: Route<'quizId'> = async ({ cookies, params }) => {
  await requireAdmin(cookies);
  await endRun(quizIdOf(params.quizId));
  return { body: { message: quizTexts.ended } };
};

export const hostState: Route<'quizId'> = async ({ cookies, params }) => {
  await requireAdmin(cookies);
  const quizId = quizIdOf(params.quizId);
  const now = clock.now();
  let run = await getRun(quizId);
  if (run) run = await closeIfDue(quizId, run, now);
  const definition = run ? await definitionOfRun(quizId, run) : await getDefinition(quizId);
  if (!definition) throw new NotFound(quizTexts.notFound);
  const view: HostStateResponse = {
    state: run?.state ?? 'draft',
    title: definition.title,
    questionCount: definition.questions.length,
    ...(run ? await hostCounts(quizId, run.state === 'lobby' ? -1 : run.index) : { joined: 0, answered: 0 }),
    top: run?.closedResult?.top ?? run?.final?.podium ?? [],
  };
  if (run && (run.state === 'question' || run.state === 'closed')) {
    const question = definition.questions[run.index];
    if (question) {
      view.question = {
        ...(await liveQuestion(definition, run, clock.now())),
        answer: question.answer,
        explanation: question.explanation,
      };
    }
  }
  if (run?.state === 'closed' && run.closedResult) view.closed = closedView(definition, run.closedResult);
  return { body: view };
};
