/**
 * The class's phones for the quiz section, run as a child process (bench/quiz.ts forks it) so that
 * 2,000 WebSocket clients never share an event loop with the server they measure. Each client does
 * what the live player does: `hello` and `rtt` on open, a `pong` for every `ping`, and with each
 * answer how long the question was up on the phone (`heldMs`). Times are epoch milliseconds with sub-millisecond precision (timeOrigin + now), the
 * same clock the parent reads, so "sent by the server at" and "received here at" compare directly.
 */
import { Agent, request } from 'node:http';
import WebSocket from 'ws';
import type { LiveMessage } from '../functions/shared/schemas';
import { backoffDelay } from '../web/src/features/quiz/backoff';

export interface BenchStudent {
  id: string;
  cookie: string;
  xsrf: string;
}

export type ClientsRequest =
  | { op: 'connect'; wsUrl: string; origin: string; students: BenchStudent[]; viaPort?: Record<string, number> }
  | { op: 'awaitSettled'; timeoutMs: number }
  | { op: 'awaitQuestion'; index: number; timeoutMs: number }
  | { op: 'awaitClosed'; index: number; timeoutMs: number }
  | {
      op: 'answer';
      baseUrl: string;
      quizId: string;
      index: number;
      option: number;
      spreadMs: number;
      /** Students (by position) that tap twice, 100 ms apart, as a double tap or a retry does. */
      doubleTaps: number;
    }
  | { op: 'reactAfter'; ids: string[]; baseUrl: string; quizId: string; index: number; option: number; afterMs: number }
  | { op: 'cut'; count: number; downMs: number; baseUrl: string; quizId: string; index: number; timeoutMs: number }
  | { op: 'close' };

interface Client {
  student: BenchStudent;
  socket: WebSocket;
  url: string;
  /** index → when its `question` arrived */
  questions: Map<number, number>;
  /** index → when its `closed` (the results) arrived */
  closes: Map<number, number>;
  questionBytes: number[];
  lastPhase?: LiveMessage['type'];
  /** The server answered this connection's `rtt` with a `ping`. */
  pinged?: boolean;
}

const now = (): number => performance.timeOrigin + performance.now();
const clients: Client[] = [];
let origin = '';
const agent = new Agent({ keepAlive: true, maxSockets: 256 });
const waiters = new Set<() => void>();

function onMessage(client: Client, data: WebSocket.RawData): void {
  const text = data.toString();
  const message = JSON.parse(text) as LiveMessage;
  client.lastPhase = message.type;
  if (message.type === 'question') {
    if (!client.questions.has(message.index)) client.questions.set(message.index, now());
    client.questionBytes.push(Buffer.byteLength(text));
  } else if (message.type === 'closed') {
    if (!client.closes.has(message.index)) client.closes.set(message.index, now());
  } else if (message.type === 'ping') {
    client.pinged = true;
    client.socket.send(JSON.stringify({ type: 'pong', sentAt: message.sentAt }));
  }
  for (const wake of waiters) wake();
}

function open(client: Client): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(client.url, {
      headers: { cookie: client.student.cookie, origin },
      perMessageDeflate: false,
    });
    client.socket = socket;
    socket.on('message', (data) => onMessage(client, data));
    socket.once('open', () => {
      socket.send(JSON.stringify({ type: 'hello' }));
      socket.send(JSON.stringify({ type: 'rtt' }));
      resolve();
    });
    socket.once('unexpected-response', (_req, res) => reject(new Error(`upgrade answered ${res.statusCode}`)));
    socket.once('error', reject);
  });
}

/** As a phone does: a refused or failed upgrade is tried again after the site's own back-off. */
async function reopen(client: Client, deadline: number): Promise<boolean> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await open(client);
      return true;
    } catch {
      const wait = backoffDelay(attempt);
      if (now() + wait >= deadline) return false;
      await sleep(wait);
    }
  }
}

async function inBatches<T>(items: readonly T[], size: number, run: (item: T) => Promise<void>): Promise<number> {
  let failed = 0;
  for (let start = 0; start < items.length; start += size)
    await Promise.all(items.slice(start, start + size).map((item) => run(item).catch(() => void (failed += 1))));
  return failed;
}

function post(baseUrl: string, path: string, student: BenchStudent, body: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const outgoing = request(
      new URL(path, baseUrl),
      {
        method: 'POST',
        agent,
        headers: {
          cookie: student.cookie,
          'x-xsrf-token': student.xsrf,
          'content-type': 'application/json',
          origin,
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

function get(baseUrl: string, path: string, student: BenchStudent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(new URL(path, baseUrl), { agent, headers: { cookie: student.cookie } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/**
 * As the player asks on each reconnect: liveState, asked again after the site's back-off while the
 * server cannot answer (a 5xx or a dropped request). What never came back by `deadline` is '{}':
 * a phone not restored, never the end of the run.
 */
async function liveState(baseUrl: string, quizId: string, student: BenchStudent, deadline: number): Promise<string> {
  for (let attempt = 0; ; attempt += 1) {
    const answer = await get(baseUrl, `/api/quiz/liveState/${quizId}`, student).catch(() => ({ status: 0, body: '' }));
    if (answer.status > 0 && answer.status < 500) return answer.body;
    const wait = backoffDelay(attempt);
    if (now() + wait >= deadline) return '{}';
    await sleep(wait);
  }
}

function until(done: () => boolean, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    if (done()) return resolve(true);
    const wake = () => {
      if (!done()) return;
      waiters.delete(wake);
      clearTimeout(timer);
      resolve(true);
    };
    const timer = setTimeout(() => {
      waiters.delete(wake);
      resolve(done());
    }, timeoutMs);
    waiters.add(wake);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function handle(message: ClientsRequest): Promise<unknown> {
  switch (message.op) {
    case 'connect': {
      origin = message.origin;
      const started = now();
      const fresh = message.students.map((student) => {
        const port = message.viaPort?.[student.id];
        const url = port ? message.wsUrl.replace(/:\d+\//, `:${port}/`) : message.wsUrl;
        const client = {
          student,
          url,
          questions: new Map(),
          closes: new Map(),
          questionBytes: [],
        } as unknown as Client;
        clients.push(client);
        return client;
      });
      const failed = await inBatches(fresh, 100, open);
      return { opened: fresh.length - failed, failed, ms: now() - started };
    }
    case 'awaitSettled': {
      const started = now();
      const settled = await until(() => clients.every((c) => c.pinged), message.timeoutMs);
      return { settled, ms: now() - started };
    }
    case 'awaitQuestion': {
      const all = () => clients.every((c) => c.questions.has(message.index));
      await until(all, message.timeoutMs);
      return {
        times: clients.map((c) => c.questions.get(message.index) ?? null),
        maxBytes: Math.max(0, ...clients.flatMap((c) => c.questionBytes)),
      };
    }
    case 'awaitClosed': {
      await until(() => clients.every((c) => c.closes.has(message.index)), message.timeoutMs);
      return { times: clients.map((c) => c.closes.get(message.index) ?? null) };
    }
    case 'answer': {
      const path = `/api/quiz/answer/${message.quizId}`;
      const body = (client: Client) => {
        const arrived = client.questions.get(message.index);
        const heldMs = arrived === undefined ? undefined : Math.round(now() - arrived);
        return { question: message.index, option: message.option, ...(heldMs === undefined ? {} : { heldMs }) };
      };
      const latencies: number[] = [];
      const statuses: Record<string, number> = {};
      const count = (status: number) => void (statuses[status] = (statuses[status] ?? 0) + 1);
      await Promise.all(
        clients.map(async (client, position) => {
          await sleep((position / clients.length) * message.spreadMs);
          const taps = position < message.doubleTaps ? 2 : 1;
          await Promise.all(
            Array.from({ length: taps }, async (_unused, tap) => {
              await sleep(tap * 100);
              const started = now();
              const status = await post(message.baseUrl, path, client.student, body(client)).catch(() => 0);
              latencies.push(now() - started);
              count(status);
            }),
          );
        }),
      );
      return { latencies, statuses };
    }
    case 'reactAfter': {
      const chosen = clients.filter((c) => message.ids.includes(c.student.id));
      await Promise.all(
        chosen.map(async (client) => {
          await until(() => client.questions.has(message.index), 10_000);
          const arrived = client.questions.get(message.index) ?? now();
          await sleep(Math.max(0, arrived + message.afterMs - now()));
          await post(message.baseUrl, `/api/quiz/answer/${message.quizId}`, client.student, {
            question: message.index,
            option: message.option,
            heldMs: Math.round(now() - arrived),
          });
        }),
      );
      return { answered: chosen.length };
    }
    case 'cut': {
      const cut = clients.slice(0, message.count);
      for (const client of cut) {
        client.questions.delete(message.index);
        client.socket.terminate();
      }
      await sleep(message.downMs);
      const back = now();
      const restored: number[] = [];
      await Promise.all(
        cut.map(async (client) => {
          await reopen(client, back + message.timeoutMs);
          const state = await liveState(message.baseUrl, message.quizId, client.student, back + message.timeoutMs);
          const ok = (JSON.parse(state) as { question?: { index: number } }).question?.index === message.index;
          const got = await until(() => client.questions.has(message.index), message.timeoutMs);
          if (ok && got) restored.push(Math.max(now(), client.questions.get(message.index) ?? 0) - back);
        }),
      );
      return { restored, of: cut.length };
    }
    case 'close': {
      for (const client of clients) client.socket.terminate();
      agent.destroy();
      return { closed: clients.length };
    }
  }
}

process.on('message', (message: ClientsRequest) => {
  handle(message).then(
    (result) => process.send?.({ ok: true, result }),
    (error: unknown) => process.send?.({ ok: false, error: String(error) }),
  );
});
