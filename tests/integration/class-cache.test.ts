/**
 * The per-instance cache of the public class list (functions/domain/classes/store.ts): an admin's create or
 * delete is listed by the very next request, while a class written behind the cache's back (another
 * instance, here a direct table write) appears within CLASS_LIST_TTL_MS. The handlers' clock is
 * frozen, so "within the ttl" never depends on the machine's speed.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { tables } from '../../functions/shared/resources';
import { handler as classHandler } from '../../functions/class/handler';
import { classRouteKeys } from '../../functions/class/route-keys';
import { CLASS_LIST_TTL_MS } from '../../functions/domain/classes/store';
import { clock } from '../../functions/shared/clock';
import { dynamo } from '../../functions/shared/dynamo';
import type { ClassView } from '../../functions/shared/schemas';
import { handler as userHandler } from '../../functions/user/handler';
import { userRouteKeys } from '../../functions/user/route-keys';
import { seedSampleClasses } from '../../functions/class/seed';
import { ApiClient } from './support/client';
import { adminBrowser } from './support/fixtures';
import { gateway } from './support/gateway';

const api = gateway([
  { routes: userRouteKeys, handler: userHandler },
  { routes: classRouteKeys, handler: classHandler },
]);

let admin: ApiClient;
let visitor: ApiClient;
let frozenAt = 0;

beforeAll(async () => {
  await seedSampleClasses();
  admin = await adminBrowser(api);
  visitor = await new ApiClient(api).prime();
});

beforeEach(() => {
  // Each test starts a ttl past the last one's clock, so nothing an earlier test cached is still fresh.
  frozenAt = Math.max(Date.now(), frozenAt) + CLASS_LIST_TTL_MS;
  vi.spyOn(clock, 'now').mockImplementation(() => frozenAt);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Titles without the suffix the server appends to every class title. */
const titles = async (): Promise<string[]> => {
  const response = await visitor.get<ClassView[]>('/api/class/getAllClassDetails');
  expect(response.status).toBe(200);
  return response.body.map((c) => c.title.split(' | ')[0] ?? '');
};

const form = (title: string) => ({
  title,
  type: 'Theory',
  location: 'Badulla',
  fee: 2500,
  day: 'Monday',
  startTime: '16:00',
  endTime: '18:30',
});

describe('the public class list cache', () => {
  it('lists a class the admin created, and drops one deleted, on the very next request', async () => {
    expect(await titles()).not.toContain('CACHE CREATE');
    const created = await admin.post<ClassView>('/api/class/createClassDetail', form('cache create'));
    expect(created.status).toBe(201);
    expect(await titles()).toContain('CACHE CREATE');
    expect((await admin.delete(`/api/class/deleteClass/${created.body._id}`)).status).toBe(200);
    expect(await titles()).not.toContain('CACHE CREATE');
  });

  it('a class written by another instance shows within the ttl', async () => {
    expect(await titles()).not.toContain('ELSEWHERE');
    const createdAt = frozenAt;
    await dynamo.send(
      new PutCommand({
        TableName: process.env[tables.classes.envVar],
        Item: {
          pk: 'CLASS#elsewhere',
          sk: 'CLASS',
          gsi1pk: 'CLASS',
          gsi1sk: `${new Date(createdAt).toISOString()}#elsewhere`,
          id: 'elsewhere',
          title: 'ELSEWHERE',
          teacher: 'EngTech Academy',
          type: 'Theory',
          location: 'Badulla',
          schedule: 'Monday: 16:00-18:30',
          fee: 2500,
          createdAt,
        },
      }),
    );
    frozenAt += CLASS_LIST_TTL_MS - 1;
    expect(await titles()).not.toContain('ELSEWHERE');
    frozenAt += 1;
    expect(await titles()).toContain('ELSEWHERE');
  });
});
