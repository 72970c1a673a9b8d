/**
 * The host's steps and the close, as the quiz routes, the close timer and the lazy close share them.
 * Each step is won by one conditional write on the run (run-store.ts); only the winner announces.
 */
import { clock } from '../../shared/clock';
import { Conflict, NotFound } from '../../shared/errors';
import { quizTexts } from '../../shared/schemas';
import { broadcast } from '../live/broadcast';
import { closeScheduleName, scheduleClose } from './close-schedule';
import { definitionOfRun, getDefinition, getRun } from './definitions';
import { questionSlot, type DefinitionItem, type RunItem, type StoredClose } from './items';
import { ensurePlayer, listPlayers, type PlayerIdentity } from './players';
import { dueToClose, nextIndex, running, STRANDED_CLOSE_MS, strandedClose } from './rules';
import { createRun, endRun, markClosed, openQuestion, putScores, storeClose, takeOverClose } from './run-store';
import { optionCounts, rankAll, topRows } from './standings';
import { closedView, endedMessage, leaderboardMessage, liveQuestion, questionMessage } from './views';

/**
 * How long the close waits before counting: an answer that read the run while the question was
 * still open (and so was accepted in time) gets to finish its write first.
 */
export const CLOSE_SETTLE_MS = 150;
const PODIUM_RANKS = 3;

const settle = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function runningQuiz(quizId: string): Promise<{ run: RunItem; definition: DefinitionItem }> {
  const run = await getRun(quizId);
  if (!run) {
    if (await getDefinition(quizId)) throw new Conflict(quizTexts.notRunning);
    throw new NotFound(quizTexts.notFound);
  }
  const definition = await definitionOfRun(quizId, run);
  if (!definition) throw new NotFound(quizTexts.notFound);
  return { run, definition };
}

export async function openLobby(quizId: string): Promise<void> {
  const definition = await getDefinition(quizId);
  if (!definition) throw new NotFound(quizTexts.notFound);
  if (!(await createRun(quizId, definition.updatedAt))) throw new Conflict(quizTexts.alreadyRunning);
}

/**
 * Closes question `index` if it is still open: counts the answers, ranks everyone, keeps the result
 * on the run and tells every connection (each student their own part). False when another caller
 * closed it first or the run has moved on.
 */
export async function closeQuestion(quizId: string, index: number): Promise<boolean> {
  if (!(await markClosed(quizId, index, clock.now()))) return false;
  await settle(CLOSE_SETTLE_MS);
  await announceClose(quizId, index);
  return true;
}

/** Counts question `index`'s answers, ranks everyone, stores the result on the run and tells everyone. */
async function announceClose(quizId: string, index: number): Promise<void> {
  const run = await getRun(quizId);
  const definition = run ? await definitionOfRun(quizId, run) : null;
  const question = definition?.questions[index];
  if (!definition || !question) return;
  const players = await listPlayers(quizId);
  const ranked = rankAll(players);
  const stored: StoredClose = {
    index,
    correct: question.answer,
    counts: optionCounts(
      players.map((player) => player.answers[questionSlot(index)]?.o),
      question.options.length,
    ),
    top: topRows(ranked),
    of: ranked.length,
  };
  // The scores first: whoever finds the close on the run can then look up their rank.
  await putScores(
    quizId,
    index,
    ranked.map((standing) => standing.score),
  );
  await storeClose(quizId, stored);
  const byUser = new Map(ranked.map((standing) => [standing.userId, standing]));
  const hostClosed = closedView(definition, stored);
  const leaderboard = leaderboardMessage(quizId, stored);
  // A phone's `closed` carries the top ten itself: one message per phone per close, not two.
  await broadcast(quizId, (connection) => {
    if (connection.role !== 'student') return [{ type: 'closed', quizId, ...hostClosed }, leaderboard];
    const standing = byUser.get(connection.userId);
    const you = standing ? { player: standing, rank: standing.rank } : null;
    return [{ type: 'closed', quizId, ...closedView(definition, stored, you) }];
  });
}

/**
 * The lazy close: any request that finds the open question's time up closes it before answering,
 * and one that finds a close stranded without its result (its caller failed part way) redoes it.
 */
export async function closeIfDue(quizId: string, run: RunItem, now: number): Promise<RunItem> {
  if (dueToClose(run, now)) await closeQuestion(quizId, run.index);
  else if (strandedClose(run, now) && (await takeOverClose(quizId, run.index, now, now - STRANDED_CLOSE_MS)))
    await announceClose(quizId, run.index);
  else return run;
  return (await getRun(quizId)) ?? run;
}

/** Closes the open question, if any, and opens the next one for everyone. */
export async function openNextQuestion(quizId: string): Promise<void> {
  let { run, definition } = await runningQuiz(quizId);
  if (!running(run.state)) throw new Conflict(quizTexts.notRunning);
  if (run.state === 'question') {
    await closeQuestion(quizId, run.index);
    ({ run, definition } = await runningQuiz(quizId));
  }
  const next = nextIndex(run, definition.questions.length);
  if (next === null) throw new Conflict(quizTexts.lastQuestion);
  const question = definition.questions[next];
  if (!question) throw new Conflict(quizTexts.lastQuestion);
  const openedAt = clock.now();
  const closesAt = openedAt + question.seconds * 1000;
  const opened = await openQuestion(quizId, run.index, {
    index: next,
    openedAt,
    closesAt,
    scheduleName: closeScheduleName(quizId, next),
  });
  if (!opened) throw new Conflict(quizTexts.alreadyRunning);
  const openRun: RunItem = { ...run, state: 'question', index: next, openedAt, closesAt };
  const view = await liveQuestion(definition, openRun, clock.now());
  // Built per connection: the time left is that of the moment each post goes out.
  const messageNow = () => questionMessage(quizId, { ...view, remainingMs: Math.max(0, closesAt - clock.now()) });
  await Promise.all([scheduleClose({ quizId, index: next }, closesAt), broadcast(quizId, () => [messageNow()])]);
}

/** The host's "show results": closes the open question before its time is up. */
export async function closeOpenQuestion(quizId: string): Promise<void> {
  const { run } = await runningQuiz(quizId);
  if (run.state !== 'question' || !(await closeQuestion(quizId, run.index))) throw new Conflict(quizTexts.nothingOpen);
}

/** Closes the open question, if any, ends the run and shows everyone the podium and their place. */
export async function endQuiz(quizId: string): Promise<void> {
  const { run } = await runningQuiz(quizId);
  if (!running(run.state)) throw new Conflict(quizTexts.notRunning);
  if (run.state === 'question') await closeQuestion(quizId, run.index);
  const players = await listPlayers(quizId);
  const ranked = rankAll(players);
  const final = {
    podium: topRows(ranked.filter((standing) => standing.rank <= PODIUM_RANKS)),
    scores: ranked.map((standing) => standing.score),
  };
  if (!(await endRun(quizId, new Date(clock.now()).toISOString(), final))) throw new Conflict(quizTexts.notRunning);
  const byUser = new Map(players.map((player) => [player.userId, player]));
  await broadcast(quizId, (connection) => [
    endedMessage(quizId, final, connection.role === 'student' ? byUser.get(connection.userId) : null),
  ]);
}

/** Adds the student to the run (once): the host's lobby counts them from there. */
export async function join(quizId: string, who: PlayerIdentity, now: number): Promise<void> {
  await ensurePlayer(quizId, who, now);
}
