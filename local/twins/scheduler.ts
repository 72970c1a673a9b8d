/**
 * A local twin of Amazon EventBridge Scheduler for the local stack and the tests: an HTTP server on
 * the REST-JSON routes the SDK calls (CreateSchedule POST /schedules/{Name}, GetSchedule GET and
 * DeleteSchedule DELETE on the same path, `groupName` in the query for those two), refusing what
 * Scheduler refuses with its error names (x-amzn-ErrorType + {Message}), and invoking the one
 * configured target — the quiz close timer — with the schedule's Input as its event.
 *
 * When: Scheduler invokes with 60-second precision — a schedule for 10:00:30 runs at some moment of
 * the minute 10:00, possibly before 10:00:30 — so by default the twin picks its moment the same way,
 * and code that trusts the timer to the second fails here as it would in the cloud. Tests that need
 * a prompt invocation pass `precision: 'exact'`. ActionAfterCompletion DELETE removes the schedule
 * once its target has run.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { close as closeServer, listen } from '../server';
import { KEEP_ALIVE_MS } from './websocket-management';
import { checkName, readScheduleRequest, ScheduleRefused, type ScheduleRequest } from './scheduler-request';

export interface SchedulerTwinOptions {
  /** The Lambda schedules may invoke: its ARN (QUIZ_CLOSE_TARGET_ARN) and its handler. */
  target: { arn: string; invoke: (event: unknown) => Promise<unknown> };
  /** The role Scheduler assumes to invoke it (QUIZ_SCHEDULER_ROLE_ARN). */
  roleArn: string;
  /** Schedule groups that exist ('default' always does). */
  groups?: readonly string[];
  /** 'minute': Scheduler's 60-second precision (default); 'exact': at the named second. */
  precision?: 'minute' | 'exact';
  port?: number;
  host?: string;
  region?: string;
  accountId?: string;
  log?: (line: string) => void;
}

export interface SchedulerTwin {
  endpoint: string;
  /** AWS_ENDPOINT_URL_SCHEDULER and the names the quiz group reads. */
  environment: Record<string, string>;
  /** Resolves once no target invocation is running. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

interface Schedule {
  name: string;
  group: string;
  request: ScheduleRequest;
  createdAt: number;
  timer?: NodeJS.Timeout;
}

function send(res: ServerResponse, status: number, body: unknown, errorType?: string): void {
  res.writeHead(status, {
    'content-type': 'application/json',
    'x-amzn-requestid': randomUUID(),
    ...(errorType ? { 'x-amzn-errortype': errorType } : {}),
  });
  res.end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return text ? (JSON.parse(text) as unknown) : {};
  } catch {
    throw new ScheduleRefused(400, 'ValidationException', 'The request body is not valid JSON.');
  }
}

const MAX_TIMER_MS = 2 ** 31 - 1;

export async function startSchedulerTwin(options: SchedulerTwinOptions): Promise<SchedulerTwin> {
  const region = options.region ?? 'us-east-1';
  const accountId = options.accountId ?? '000000000000';
  const groups = new Set(['default', ...(options.groups ?? [])]);
  const log = options.log ?? ((line: string) => console.error(line));
  const schedules = new Map<string, Schedule>();
  const running = new Set<Promise<void>>();
  const keyOf = (group: string, name: string) => `${group}/${name}`;
  const arnOf = (s: Schedule) => `arn:aws:scheduler:${region}:${accountId}:schedule/${s.group}/${s.name}`;

  const fireTime = (at: number): number =>
    options.precision === 'exact' ? at : Math.floor(at / 60_000) * 60_000 + Math.floor(Math.random() * 60_000);

  const run = (schedule: Schedule) => {
    const event = JSON.parse(schedule.request.Target.Input ?? '{}') as unknown;
    const invocation = options.target
      .invoke(event)
      .then(
        () => undefined,
        (error: unknown) => log(`[scheduler] ${schedule.name}: the target failed: ${String(error)}`),
      )
      .finally(() => {
        running.delete(invocation);
        if (schedule.request.ActionAfterCompletion === 'DELETE') schedules.delete(keyOf(schedule.group, schedule.name));
      });
    running.add(invocation);
  };

  const arm = (schedule: Schedule, due: number) => {
    const wait = Math.max(0, due - Date.now());
    schedule.timer = setTimeout(
      () => (wait > MAX_TIMER_MS ? arm(schedule, due) : run(schedule)),
      Math.min(wait, MAX_TIMER_MS),
    );
    schedule.timer.unref();
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const match = /^\/schedules\/([^/]+)$/.exec(url.pathname);
    if (!match) throw new ScheduleRefused(404, 'UnknownOperationException', 'Unknown operation');
    if (!req.headers.authorization?.startsWith('AWS4-HMAC-SHA256 ')) {
      throw new ScheduleRefused(403, 'UnrecognizedClientException', 'Missing Authentication Token');
    }
    const name = decodeURIComponent(match[1] as string);
    checkName('name', name);
    const body = req.method === 'POST' ? await readJson(req) : (req.resume(), undefined);
    const bodyGroup = (body as { GroupName?: unknown } | undefined)?.GroupName;
    const group = url.searchParams.get('groupName') ?? (typeof bodyGroup === 'string' ? bodyGroup : 'default');
    checkName('groupName', group);
    if (!groups.has(group))
      throw new ScheduleRefused(404, 'ResourceNotFoundException', `Schedule group ${group} does not exist.`);
    const key = keyOf(group, name);
    const existing = schedules.get(key);

    if (req.method === 'POST') {
      const { request, at } = readScheduleRequest(body, { arn: options.target.arn, roleArn: options.roleArn });
      if (existing) throw new ScheduleRefused(409, 'ConflictException', `Schedule ${name} already exists.`);
      const schedule: Schedule = { name, group, request: { ...request, GroupName: group }, createdAt: Date.now() };
      schedules.set(key, schedule);
      if (request.State === 'ENABLED') arm(schedule, fireTime(at));
      send(res, 200, { ScheduleArn: arnOf(schedule) });
      return;
    }
    if (!existing) throw new ScheduleRefused(404, 'ResourceNotFoundException', `Schedule ${name} does not exist.`);
    if (req.method === 'GET') {
      send(res, 200, {
        Arn: arnOf(existing),
        Name: name,
        ...existing.request,
        CreationDate: existing.createdAt / 1000,
        LastModificationDate: existing.createdAt / 1000,
      });
      return;
    }
    if (req.method === 'DELETE') {
      clearTimeout(existing.timer);
      schedules.delete(key);
      send(res, 200, {});
      return;
    }
    throw new ScheduleRefused(404, 'UnknownOperationException', 'Unknown operation');
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof ScheduleRefused) send(res, error.status, { Message: error.message }, error.errorType);
      else send(res, 500, { Message: String(error) }, 'InternalServerException');
    });
  });
  // As the management API's twin: the SDK reuses idle sockets longer than Node's 5 s default.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  const host = options.host ?? '127.0.0.1';
  const port = await listen(server, options.port ?? 0, host);
  const endpoint = `http://${host}:${port}`;
  return {
    endpoint,
    environment: {
      AWS_ENDPOINT_URL_SCHEDULER: endpoint,
      QUIZ_CLOSE_TARGET_ARN: options.target.arn,
      QUIZ_SCHEDULER_ROLE_ARN: options.roleArn,
      QUIZ_SCHEDULE_GROUP: options.groups?.[0] ?? 'default',
    },
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
    async stop() {
      for (const schedule of schedules.values()) clearTimeout(schedule.timer);
      schedules.clear();
      await closeServer(server);
    },
  };
}
