/**
 * A minimal stand-in for what the quiz code calls over HTTP besides the engines: API Gateway's
 * management API (POST /@connections/{id}: records each frame, answers 410 GoneException for ids
 * marked gone) and EventBridge Scheduler's CreateSchedule (POST /schedules/{name}: records the
 * request). Real HTTP on loopback, so the SDK clients, their serializers and their error parsing run
 * as in the cloud. The local stack's gateway and scheduler twins do the full job; this only records.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LiveEndpoints {
  url: string;
  /** Frames posted per connection id, parsed, in order. */
  posts: Map<string, unknown[]>;
  /** Connection ids that answer 410 as a closed socket does. */
  gone: Set<string>;
  /** CreateSchedule requests by schedule name. */
  schedules: Map<string, Record<string, unknown>>;
  close(): Promise<void>;
}

const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

export async function startLiveEndpoints(): Promise<LiveEndpoints> {
  const posts = new Map<string, unknown[]>();
  const gone = new Set<string>();
  const schedules = new Map<string, Record<string, unknown>>();
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
      const connection = /^\/@connections\/(.+)$/.exec(path);
      const schedule = /^\/schedules\/(.+)$/.exec(path);
      response.setHeader('content-type', 'application/json');
      if (request.method === 'POST' && connection?.[1]) {
        const id = connection[1];
        if (gone.has(id)) {
          response.writeHead(410, { 'x-amzn-errortype': 'GoneException' });
          response.end(JSON.stringify({ message: `Connection ${id} is gone` }));
          return;
        }
        posts.set(id, [...(posts.get(id) ?? []), JSON.parse(body) as unknown]);
        response.end('{}');
      } else if (request.method === 'POST' && schedule?.[1]) {
        schedules.set(schedule[1], JSON.parse(body) as Record<string, unknown>);
        response.end(
          JSON.stringify({ ScheduleArn: `arn:aws:scheduler:us-east-1:000000000000:schedule/${schedule[1]}` }),
        );
      } else {
        response.writeHead(404);
        response.end('{}');
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    posts,
    gone,
    schedules,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let current: LiveEndpoints | undefined;

/** The file's endpoints, started by setup-env.ts before any handler module loads. */
export function liveEndpoints(): LiveEndpoints {
  if (!current) throw new Error('live endpoints not started (tests/integration/setup-env.ts)');
  return current;
}

/** Starts this file's endpoints and points the handlers' configuration at them. */
export async function useLiveEndpoints(env: Record<string, string | undefined>): Promise<LiveEndpoints> {
  current = await startLiveEndpoints();
  Object.assign(env, {
    LIVE_CALLBACK_URL: current.url,
    AWS_ENDPOINT_URL_SCHEDULER: current.url,
    QUIZ_CLOSE_TARGET_ARN: 'arn:aws:lambda:us-east-1:000000000000:function:quiz-close-timer',
    QUIZ_SCHEDULER_ROLE_ARN: 'arn:aws:iam::000000000000:role/quiz-scheduler',
    QUIZ_SCHEDULE_GROUP: 'engtech-quiz',
  });
  return current;
}
