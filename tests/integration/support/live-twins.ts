/**
 * The live quiz as `npm start` runs it, for the integration files that watch it: the WebSocket API
 * twin behind a loopback server's /live (upgrades routed as the site's server routes them), the
 * Scheduler twin at the named second, the real live handler and close timer, and phones — real `ws`
 * clients that connect with a browser's session cookie, the site's Origin and `?quiz=`, and keep
 * every message the quiz code posted to them through the twin's @connections endpoint.
 *
 * One per file, started in beforeAll: the twins' environment goes into process.env, which the quiz
 * code reads on its first post and first schedule (both made lazily), so nothing may post or
 * schedule before it. The handler the twin invokes is the real one, wrapped only to count what it
 * finished per connection (a test waits for its own `pong` to be taken before it moves the clock),
 * and to lose a chosen connection's $disconnect, as happens when a phone drops off the network and
 * API Gateway has not yet told the Lambda.
 */
import { afterAll, beforeAll } from 'vitest';
import { createServer, type Server } from 'node:http';
import WebSocket from 'ws';
import { handler as live } from '../../../functions/live/handler';
import { handler as closeTimer } from '../../../functions/quiz/close-timer';
import type { CloseTimerEvent } from '../../../functions/domain/quiz/close-schedule';
import type { LiveClientMessage, LiveMessage } from '../../../functions/shared/schemas';
import { close, listen } from '../../../local/server';
import { routeUpgrades } from '../../../local/server/upgrade';
import { LOCAL_QUIZ_SCHEDULING, startLocalLive, type LocalLive } from '../../../local/stack-live';
import { startSchedulerTwin } from '../../../local/twins/scheduler';
import type { WebSocketProxyEvent } from '../../../local/twins/websocket-events';
import { POLL, pollUntil } from '../../support/poll';
import type { ApiClient } from './client';
import { cookieHeader, SITE_ORIGIN } from './quiz';

type Message<T extends LiveMessage['type']> = Extract<LiveMessage, { type: T }>;

/** What a phone waits for is in this process's memory: reading it often costs nothing. */
const OFTEN = { intervalMs: 5 } as const;

export interface Phone {
  /** The connection id the gateway twin gave this socket. */
  readonly connectionId: string;
  /** Every message received, parsed, in order. */
  readonly messages: LiveMessage[];
  /**
   * Sends a frame and waits until the live handler has finished with it; its status is what the
   * handler answered (API Gateway keeps it to itself, as no route response is set up).
   */
  send(message: LiveClientMessage | string): Promise<number>;
  /** The first message of `type` at or after position `from`, waited for (as long as POLL's timeout by default). */
  next<T extends LiveMessage['type']>(type: T, from?: number, timeoutMs?: number): Promise<Message<T>>;
  /** Hangs up and waits for the handler's $disconnect. */
  close(): Promise<void>;
  /** Drops off the network: the socket dies and its $disconnect never reaches the handler. */
  vanish(): Promise<void>;
}

export interface PhoneOptions {
  /** The page's origin (default the site's); null sends none. */
  origin?: string | null;
}

export interface LiveTwins {
  /** CreateSchedule's target, role and group as the twins were given them. */
  environment: Record<string, string>;
  /** A socket to /live?quiz=<quizId> as `browser`'s page would open it; fails unless accepted. */
  phone(browser: ApiClient | null, quizId: string | null, options?: PhoneOptions): Promise<Phone>;
  /** The HTTP status of a refused upgrade (null when it was accepted, and then closed again). */
  refusal(browser: ApiClient | null, quizId: string | null, options?: PhoneOptions): Promise<number | null>;
  stop(): Promise<void>;
}

class Refused extends Error {
  constructor(readonly status: number) {
    super(`the upgrade was refused with ${status}`);
  }
}

export async function startLiveTwins(): Promise<LiveTwins> {
  const finished = new Map<string, number[]>();
  const disconnected = new Set<string>();
  const lost = new Set<string>();
  const byAgent = new Map<string, string>();
  const handled = (id: string): number[] => {
    let statuses = finished.get(id);
    if (!statuses) finished.set(id, (statuses = []));
    return statuses;
  };

  const invoke = async (event: WebSocketProxyEvent) => {
    const { routeKey, connectionId } = event.requestContext;
    if (routeKey === '$disconnect' && lost.has(connectionId)) return { statusCode: 200 };
    const result = await live(event);
    if (routeKey === '$connect' && result.statusCode === 200) {
      const agent = event.requestContext.identity.userAgent;
      if (agent) byAgent.set(agent, connectionId);
    }
    if (routeKey === '$default') handled(connectionId).push(result.statusCode);
    if (routeKey === '$disconnect') disconnected.add(connectionId);
    return result;
  };

  const twins: LocalLive = await startLocalLive({
    live: invoke,
    closeTimer: (event) => closeTimer(event as CloseTimerEvent),
    originVerify: () => process.env.ORIGIN_VERIFY,
    precision: 'exact',
    log: () => undefined,
  });
  Object.assign(process.env, twins.environment);
  const server: Server = createServer((_req, res) => void res.writeHead(404).end());
  routeUpgrades(server, twins.gateway);
  const port = await listen(server, 0, '127.0.0.1');
  const sockets = new Set<WebSocket>();
  let phones = 0;

  const open = (browser: ApiClient | null, quizId: string | null, options: PhoneOptions = {}) => {
    phones += 1;
    const agent = `phone-${phones}`;
    const headers: Record<string, string> = { 'User-Agent': agent };
    const cookie = browser ? cookieHeader(browser) : '';
    if (cookie) headers.Cookie = cookie;
    const origin = options.origin === undefined ? SITE_ORIGIN : options.origin;
    if (origin !== null) headers.Origin = origin;
    const query = quizId === null ? '' : `?quiz=${encodeURIComponent(quizId)}`;
    const socket = new WebSocket(`ws://127.0.0.1:${port}/live${query}`, { headers, perMessageDeflate: false });
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    const messages: LiveMessage[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data)) as LiveMessage));
    const opened = new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('unexpected-response', (_req, res) => {
        res.resume();
        reject(new Refused(res.statusCode ?? 0));
        socket.terminate();
      });
      // Before the handshake an error fails the open; after it, a test's own expectations speak.
      socket.on('error', reject);
    });
    return { socket, agent, messages, opened };
  };

  const phone = async (browser: ApiClient | null, quizId: string | null, options?: PhoneOptions): Promise<Phone> => {
    const { socket, agent, messages, opened } = open(browser, quizId, options);
    await opened;
    const connectionId = byAgent.get(agent);
    if (!connectionId) throw new Error(`no $connect was seen for ${agent}`);
    const settled = (done: () => boolean, what: string) =>
      pollUntil(done, Boolean, { ...OFTEN, failure: () => `${agent}: ${what}` }).then(() => undefined);
    return {
      connectionId,
      messages,
      async send(message) {
        const statuses = handled(connectionId);
        const before = statuses.length;
        socket.send(typeof message === 'string' ? message : JSON.stringify(message));
        await settled(() => statuses.length > before, 'the handler never finished a frame');
        return statuses[before] ?? 0;
      },
      async next(type, from = 0, timeoutMs = POLL.timeoutMs) {
        const found = await pollUntil(
          () => messages.slice(from).find((message) => message.type === type),
          (message) => message !== undefined,
          {
            ...OFTEN,
            timeoutMs,
            failure: () => `${agent} got no ${type} after #${from}: ${JSON.stringify(messages.slice(from))}`,
          },
        );
        return found as Message<typeof type>;
      },
      async close() {
        socket.close(1000);
        await settled(() => disconnected.has(connectionId), 'its $disconnect never finished');
      },
      async vanish() {
        lost.add(connectionId);
        socket.terminate();
        await settled(() => !twins.gateway.connectionIds().includes(connectionId), 'the twin kept the socket');
      },
    };
  };

  const refusal = async (browser: ApiClient | null, quizId: string | null, options?: PhoneOptions) => {
    const { socket, opened } = open(browser, quizId, options);
    try {
      await opened;
    } catch (error) {
      if (error instanceof Refused) return error.status;
      throw error;
    }
    socket.close(1000);
    return null;
  };

  return {
    environment: twins.environment,
    phone,
    refusal,
    async stop() {
      for (const socket of sockets) socket.terminate();
      await close(server);
      await twins.stop();
    },
  };
}

/**
 * Only the Scheduler twin, for a file that opens questions but watches neither sockets nor closes:
 * the quiz code creates each close's schedule as in the cloud (rather than logging that it could
 * not), and the schedule's time comes and goes without a close — a file that checks its fuzzing
 * changed nothing must not see a question closed under it. With no socket open nothing is posted.
 */
export async function startCloseScheduler(): Promise<{ stop(): Promise<void> }> {
  const twin = await startSchedulerTwin({
    target: { arn: LOCAL_QUIZ_SCHEDULING.closeTargetArn, invoke: () => Promise.resolve() },
    roleArn: LOCAL_QUIZ_SCHEDULING.roleArn,
    groups: [LOCAL_QUIZ_SCHEDULING.group],
    log: () => undefined,
  });
  Object.assign(process.env, twin.environment);
  return twin;
}

/** Starts the Scheduler-only twin (startCloseScheduler) before the file's tests and stops it after. */
export function useCloseScheduler(): void {
  let scheduler: Awaited<ReturnType<typeof startCloseScheduler>> | undefined;
  beforeAll(async () => {
    scheduler = await startCloseScheduler();
  });
  afterAll(() => scheduler?.stop());
}
