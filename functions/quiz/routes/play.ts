/**
 * A student in the live run: the answer and the poll of the current phase. An answer counts only
 * while its question is open by the server's clock, once per student and question, and only for a
 * student of the quiz's audience (checked on every answer, since access can be withdrawn mid-run).
 */
import { inAudience } from '../../domain/quiz/audience';
import { requireParticipantInRun, type Participant } from '../../domain/quiz/caller';
import { definitionOfRun, getDefinition } from '../../domain/quiz/definitions';
import { questionSlot, type DefinitionItem, type RunItem } from '../../domain/quiz/items';
import { recordAnswer } from '../../domain/quiz/players';
import { answerRefusal, dueToClose } from '../../domain/quiz/rules';
import { closeIfDue, closeQuestion, join } from '../../domain/quiz/run-control';
import { points, reactionMs } from '../../domain/quiz/scoring';
import { liveStateView } from '../../domain/quiz/views';
import { clock } from '../../shared/clock';
import { BadRequest, Conflict, Forbidden, NotFound } from '../../shared/errors';
import { parseWith } from '../../shared/http';
import type { Route } from '../../shared/router';
import { liveAnswerSchema, QUIZ_ANSWER_CODES, quizTexts } from '../../shared/schemas';
import { quizIdOf } from '../params';

/** A refused answer's 409, with the code that tells the cases apart. */
const refused = (reason: keyof typeof QUIZ_ANSWER_CODES): Conflict =>
  new Conflict(quizTexts[reason], { code: QUIZ_ANSWER_CODES[reason] });

/** The definition the run runs (a draft's, without a run), for a member of the audience only. */
async function definitionFor(participant: Participant, quizId: string, run: RunItem | null): Promise<DefinitionItem> {
  const definition = run ? await definitionOfRun(quizId, run) : await getDefinition(quizId);
  if (!definition) throw new NotFound(quizTexts.notFound);
  if (!inAudience(participant.user, definition.audience)) throw new Forbidden(quizTexts.notYours);
  return definition;
}

const identity = (participant: Participant) => ({
  userId: participant.user.id,
  fullName: participant.user.fullName,
  nic: participant.nic,
});

export const answer: Route<'quizId'> = async ({ cookies, params, body }) => {
  // Taken first, so the time spent looking up the session is never counted against the student.
  const receivedAt = clock.now();
  const quizId = quizIdOf(params.quizId);
  const input = parseWith(liveAnswerSchema, body);
  const { participant, run, player: stored } = await requireParticipantInRun(cookies, quizId);
  const userId = participant.user.id;
  const definition = await definitionFor(participant, quizId, run);
  if (!run) throw refused('notOpen');
  const refusal = answerRefusal(run, input.question, receivedAt);
  if (refusal) {
    if (dueToClose(run, receivedAt)) await closeQuestion(quizId, run.index);
    throw refused(refusal);
  }
  const question = definition.questions[input.question];
  if (!question || input.option >= question.options.length) throw new BadRequest(quizTexts.answerOption);
  const slot = questionSlot(input.question);
  if (stored?.answers[slot]) throw refused('alreadyAnswered');
  if (!stored) await join(quizId, identity(participant), receivedAt);
  const timing = {
    openedAt: run.openedAt ?? receivedAt,
    ...(input.heldMs !== undefined ? { heldMs: input.heldMs } : {}),
    ...(stored?.rttMs !== undefined ? { rttMs: stored.rttMs } : {}),
  };
  const reaction = reactionMs(timing, receivedAt);
  const correct = input.option === question.answer;
  const pts = points(correct, reaction, question.seconds);
  const recorded = await recordAnswer(quizId, userId, input.question, { o: input.option, pts, ms: reaction }, correct);
  if (!recorded) throw refused('alreadyAnswered');
  return { body: { received: true } };
};

export const liveState: Route<'quizId'> = async ({ cookies, params }) => {
  const quizId = quizIdOf(params.quizId);
  const now = clock.now();
  const { participant, ...found } = await requireParticipantInRun(cookies, quizId);
  const definition = await definitionFor(participant, quizId, found.run);
  // A close writes no player record, so the one read before it is still the student's.
  const run = found.run ? await closeIfDue(quizId, found.run, now) : null;
  return { body: await liveStateView(definition, run, found.player, clock.now()) };
};
