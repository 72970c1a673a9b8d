/**
 * The sample live quizzes (content in quiz-content.ts): one scheduled a little ahead, so /quiz-viewer
 * shows the next quiz with its countdown, and one run and ended, so "Past quizzes" has one to
 * practise. Both go through the real modules: the bank's store for the definitions, the host's steps
 * (functions/domain/quiz/run-control.ts) for the run, so the seeded run is one a tutor could have
 * hosted. Idempotent and found by title: a quiz that exists is left as the admin made it, except
 * that the sample's start moves ahead once it has passed unrun, and a run cut short is finished.
 */
import { getDefinition, getRun } from '../../functions/domain/quiz/definitions';
import { endQuiz, openLobby, openNextQuestion } from '../../functions/domain/quiz/run-control';
import { listQuizSummaries, putNewQuiz, replaceDraft } from '../../functions/quiz/store-bank';
import { clock } from '../../functions/shared/clock';
import { quizInputSchema, type QuizInput, type QuizSummary } from '../../functions/shared/schemas';
import { SAMPLE_NEXT_QUIZ, SAMPLE_PAST_QUIZ, sampleStart } from './quiz-content';

const RUNNING = new Set(['lobby', 'question', 'closed']);

const byTitle = (quizzes: QuizSummary[], title: string): QuizSummary | undefined =>
  quizzes.find((quiz) => quiz.title === title);

/** Validated like the admin's form, so a sample that breaks a rule fails here and not on a phone. */
const draftOf = (input: QuizInput) => quizInputSchema.parse(input);

async function seedNextQuiz(existing: QuizSummary | undefined, now: number): Promise<void> {
  if (!existing) {
    await putNewQuiz(draftOf({ ...SAMPLE_NEXT_QUIZ, startsAt: sampleStart(now) }), now);
    return;
  }
  // A start that passed with the quiz never run would leave the viewer with nothing to count down to.
  if (existing.state !== 'draft' || !existing.startsAt || Date.parse(existing.startsAt) > now) return;
  const definition = await getDefinition(existing.quizId);
  if (!definition) return;
  const { title, description, audience, questions } = definition;
  await replaceDraft(definition, { title, description, audience, questions, startsAt: sampleStart(now) }, now);
}

/** Runs the past quiz through the host's steps: lobby, every question in turn, end. */
async function seedPastQuiz(existing: QuizSummary | undefined, now: number): Promise<void> {
  if (existing?.state === 'ended') return;
  const quizId = existing?.quizId ?? (await putNewQuiz(draftOf(SAMPLE_PAST_QUIZ), now));
  if (!existing || !RUNNING.has(existing.state)) await openLobby(quizId);
  const run = await getRun(quizId);
  const count = SAMPLE_PAST_QUIZ.questions.length;
  // Each next question closes the one before it, as the host's "Next question" does.
  for (let index = (run?.index ?? -1) + 1; index < count; index++) await openNextQuestion(quizId);
  await endQuiz(quizId);
}

/** Seeds both sample quizzes unless they are there. */
export async function seedSampleQuizzes(): Promise<void> {
  const now = clock.now();
  const quizzes = await listQuizSummaries();
  await Promise.all([
    seedNextQuiz(byTitle(quizzes, SAMPLE_NEXT_QUIZ.title), now),
    seedPastQuiz(byTitle(quizzes, SAMPLE_PAST_QUIZ.title), now),
  ]);
}
