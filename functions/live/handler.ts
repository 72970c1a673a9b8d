/**
 * The live quiz's WebSocket API (/live?quiz=<id>): API Gateway calls this for `$connect`,
 * `$disconnect` and every message (`$default`); the local gateway twin does the same with the same
 * events. The socket only carries the server's announcements and the phone's round-trip echoes; answers
 * and host actions go through the HTTP API (functions/quiz).
 */
import { inAudience } from '../domain/quiz/audience';
import { currentParticipant, participantInRun } from '../domain/quiz/caller';
import { definitionOfRun, getRun, getRunAndPlayer } from '../domain/quiz/definitions';
import { deleteConnection, getConnection, putConnection } from '../domain/quiz/connections';
import { recordRtt } from '../domain/quiz/players';
import { join } from '../domain/quiz/run-control';
import { rttSample } from '../domain/quiz/scoring';
import { phaseMessages } from '../domain/quiz/views';
import { postTo } from '../domain/live/broadcast';
import { clock } from '../shared/clock';
import { config } from '../shared/config';
import { parseCookies } from '../shared/cookies';
import { deploymentOriginSecret } from '../shared/origin-secret';
import { ORIGIN_VERIFY_HEADER } from '../shared/origin-verify';
import { describeError, logger } from '../shared/logger';
import { parseClientMessage } from './client-message';

/** The parts of API Gateway's WebSocket proxy event this handler reads. */
export interface LiveEvent {
  requestContext: { routeKey: string; eventType?: string; connectionId: string };
  headers?: Record<string, string | undefined>;
  queryStringParameters?: Record<string, string | undefined> | null;
  body?: string | null;
  isBase64Encoded?: boolean;
}

export interface LiveResult {
  statusCode: number;
  body?: string;
}

const QUIZ_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function header(event: LiveEvent, name: string): string | undefined {
  for (const [key, value] of Object.entries(event.headers ?? {})) if (key.toLowerCase() === name) return value;
  return undefined;
}

const status = (statusCode: number): LiveResult => ({ statusCode });

async function connect(event: LiveEvent): Promise<LiveResult> {
  // Only through the site's distribution (or the local server): the WebSocket API's own address is
  // public, and a connection made there would skip CloudFront's limits and logs.
  if (!(await deploymentOriginSecret.accepts(header(event, ORIGIN_VERIFY_HEADER)))) return status(403);
  // The page that opens the socket must be the site itself: the session cookie rides along on any
  // cross-site upgrade, so without this another site could join a quiz as the student.
  if (header(event, 'origin') !== config.requiredSiteOrigin) return status(403);
  const cookieHeader = header(event, 'cookie');
  const cookies = parseCookies(cookieHeader ? [cookieHeader] : []);
  const quizId = event.queryStringParameters?.quiz;
  // A visitor is refused before anything else is said about the quiz.
  if (!quizId || !QUIZ_ID.test(quizId)) return status((await currentParticipant(cookies)) ? 404 : 401);
  // One read for all: a phone coming back after a drop already has its record, and skips the join.
  const found = await participantInRun(cookies, quizId);
  if (!found) return status(401);
  const { participant, run, player } = found;
  const userId = participant.user.id;
  const definition = run ? await definitionOfRun(quizId, run) : null;
  if (!run || !definition) return status(404);
  if (!inAudience(participant.user, definition.audience)) return status(403);
  const now = clock.now();
  const role = participant.user.role === 'admin' ? 'admin' : 'student';
  await putConnection({ connectionId: event.requestContext.connectionId, quizId, userId, role }, now);
  if (role === 'student' && !player)
    await join(quizId, { userId, fullName: participant.user.fullName, nic: participant.nic }, now);
  return status(200);
}

async function message(event: LiveEvent): Promise<LiveResult> {
  const connectionId = event.requestContext.connectionId;
  const raw = event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64').toString('utf8') : (event.body ?? '');
  const incoming = parseClientMessage(raw);
  if (!incoming) return status(400);
  // Its arrival alone kept the socket open: nothing to read or write.
  if (incoming.type === 'alive') return status(200);
  const connection = await getConnection(connectionId);
  if (!connection) return status(410);
  const { quizId, userId } = connection;
  const student = connection.role === 'student';
  const now = clock.now();
  switch (incoming.type) {
    case 'hello': {
      const found = student ? await getRunAndPlayer(quizId, userId) : { run: await getRun(quizId), player: null };
      const { run, player } = found;
      const definition = run ? await definitionOfRun(quizId, run) : null;
      if (!run || !definition) return status(404);
      for (const reply of await phaseMessages(definition, run, player, clock.now(), connection.role)) {
        if (!(await postTo(connectionId, reply))) break;
      }
      return status(200);
    }
    case 'rtt':
      await postTo(connectionId, { type: 'ping', sentAt: now });
      return status(200);
    case 'pong': {
      const sample = rttSample(incoming.sentAt, now);
      if (student && sample !== undefined) await recordRtt(quizId, userId, sample);
      return status(200);
    }
  }
}

export async function handler(event: LiveEvent): Promise<LiveResult> {
  try {
    switch (event.requestContext.routeKey) {
      case '$connect':
        return await connect(event);
      case '$disconnect':
        await deleteConnection(event.requestContext.connectionId);
        return status(200);
      default:
        return await message(event);
    }
  } catch (error) {
    logger.error('live event failed', {
      routeKey: event.requestContext?.routeKey,
      error: describeError(error, { stack: true }),
    });
    return status(500);
  }
}
