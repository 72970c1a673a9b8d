/**
 * The authorization matrix (tests/integration/support/authorization-matrix.ts) walked through the
 * real handlers of every endpoint group on the real engines: each row's valid request is made as a
 * visitor, a student without flags, a student with the row's flag (every flag where none is
 * needed) and the admin, and each status must be exactly the table's. The table must name every
 * route key of functions/groups.ts and nothing else, so a new endpoint without a row fails here.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { endpointGroups } from '../../functions/groups';
import { buckets, type BucketKey } from '../../functions/shared/resources';
import { ACCESS_FIELDS, isMessageCode, messageCode, type AccessField } from '../../functions/shared/schemas';
import {
  authorizationMatrix,
  MATRIX_ROLES,
  seedMatrixFixtures,
  type MatrixContext,
  type MatrixRole,
  type MatrixRow,
} from './support/authorization-matrix';
import type { ApiClient, Handler } from './support/client';
import { allGroupsGateway } from './support/gateway';
import { createIsolatedBuckets } from './support/media';
import { admin, ALL_FLAGS, studentWith, visitor, type Account } from './support/roles';
import { startStreamQueue } from './support/stream-queue';
import { startTranscoder } from './support/transcoder';
import { useCloseScheduler } from './support/live-twins';

await startTranscoder();
// The admin's makeStreams queues the folder's videos: the queue's consumer submits them.
await startStreamQueue();

let api: Handler;
let ctx: MatrixContext;
let callers: {
  visitor: Account;
  student: Account;
  admin: Account;
  withFlag: Record<AccessField, Account>;
  allFlags: Account;
};

// Opening a question creates its close's schedule; the Scheduler twin takes it (support/live-twins.ts).
useCloseScheduler();

beforeAll(async () => {
  await createIsolatedBuckets(Object.keys(buckets) as BucketKey[]);
  api = await allGroupsGateway();
  const adminAccount = await admin(api);
  const withFlag = {} as Record<AccessField, Account>;
  for (const flag of ACCESS_FIELDS) withFlag[flag] = await studentWith(api, adminAccount.browser, [flag], flag);
  callers = {
    visitor: await visitor(api),
    student: await studentWith(api, adminAccount.browser, [], 'no flags'),
    admin: adminAccount,
    withFlag,
    allFlags: await studentWith(api, adminAccount.browser, ALL_FLAGS, 'all flags'),
  };
  ctx = await seedMatrixFixtures(api);
}, 180_000);

function accountFor(row: MatrixRow, role: MatrixRole): Account {
  if (role === 'flagged') return row.flag ? callers.withFlag[row.flag] : callers.allFlags;
  return callers[role];
}

interface Outcome {
  role: MatrixRole;
  expected: number;
  status: number;
  body: string;
}

async function play(row: MatrixRow, role: MatrixRole): Promise<Outcome> {
  const account = accountFor(row, role);
  // A copy of the caller's browser, so cookies the call sets (a new session, a pending code) stay with this call.
  const browser: ApiClient = row.ownSession ? await account.relogin() : account.browser.fork();
  const request = await row.request(ctx);
  for (const cookie of request.cookies ?? []) browser.setCookie(cookie.name, cookie.value, cookie.path);
  const response = await browser.call(request.method, request.path, {
    ...(request.body !== undefined ? { body: request.body } : {}),
    ...(request.binaryBody ? { binaryBody: request.binaryBody } : {}),
    ...(request.contentType ? { contentType: request.contentType } : {}),
    ...(request.query ? { query: request.query } : {}),
  });
  return { role, expected: row.expected[role], status: response.status, body: response.rawBody };
}

const rowName = (row: MatrixRow) => `${row.route}${row.variant ? ` [${row.variant}]` : ''}`;

describe('authorization matrix', () => {
  it('has a row for every route key of every endpoint group, and no row for anything else', () => {
    const routeKeys = new Set(endpointGroups.flatMap((group) => group.routes));
    const rowKeys = new Set(authorizationMatrix.map((row) => row.route));
    expect({
      withoutRow: [...routeKeys].filter((key) => !rowKeys.has(key)),
      notARoute: [...rowKeys].filter((key) => !routeKeys.has(key)),
    }).toEqual({
      withoutRow: [],
      notARoute: [],
    });
    console.info(
      `authorization matrix: ${authorizationMatrix.length} rows over ${routeKeys.size} route keys × ${MATRIX_ROLES.length} callers = ${authorizationMatrix.length * MATRIX_ROLES.length} checks`,
    );
  });

  it.each(authorizationMatrix.map((row) => [rowName(row), row] as const))('%s', async (name, row) => {
    const outcomes: Outcome[] = [];
    for (const role of MATRIX_ROLES) outcomes.push(await play(row, role));
    const wrong = outcomes
      .filter((o) => o.status !== o.expected)
      .map(
        (o) =>
          `${name} as ${o.role}${o.role === 'flagged' ? ` (${row.flag ?? 'every flag'})` : ''}: expected ${o.expected}, got ${o.status} ${o.body.slice(0, 300)}`,
      );
    expect(wrong, wrong.join('\n')).toEqual([]);
    // Every answer is JSON; refusals carry a message and the code of its text.
    for (const o of outcomes) {
      if (o.status < 400) continue;
      const body = JSON.parse(o.body) as { message: string; code: string };
      expect(body, `${name} as ${o.role}`).toEqual({ message: expect.any(String), code: expect.any(String) });
      expect(isMessageCode(body.code), `${name} as ${o.role}: ${body.code}`).toBe(true);
      expect(body.code, `${name} as ${o.role}`).toBe(messageCode(body.message));
    }
  });
});
