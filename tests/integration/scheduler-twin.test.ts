/**
 * The local EventBridge Scheduler twin answers the real SchedulerClient as Scheduler does: a one-time
 * schedule it accepts can be read back and deleted, what Scheduler refuses is refused with its error
 * names, and at its time the configured target (here a recording stand-in for the quiz close timer)
 * gets the schedule's Input as its event.
 */
import {
  CreateScheduleCommand,
  DeleteScheduleCommand,
  GetScheduleCommand,
  SchedulerClient,
  type CreateScheduleCommandInput,
} from '@aws-sdk/client-scheduler';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSchedulerTwin, type SchedulerTwin } from '../../local/twins/scheduler';
import { eventually } from '../support/eventually';

const TARGET = 'arn:aws:lambda:us-east-1:000000000000:function:engtech-quiz-close';
const ROLE = 'arn:aws:iam::000000000000:role/engtech-quiz-scheduler';
const GROUP = 'engtech-quiz';

const twins: SchedulerTwin[] = [];
const clients: SchedulerClient[] = [];

async function start(precision: 'minute' | 'exact') {
  const invoked: { event: unknown; at: number }[] = [];
  const twin = await startSchedulerTwin({
    target: { arn: TARGET, invoke: async (event) => invoked.push({ event, at: Date.now() }) },
    roleArn: ROLE,
    groups: [GROUP],
    precision,
    log: () => undefined,
  });
  const client = new SchedulerClient({
    endpoint: twin.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  twins.push(twin);
  clients.push(client);
  return { twin, client, invoked };
}

afterAll(async () => {
  for (const client of clients) client.destroy();
  for (const twin of twins) await twin.stop();
});

/** Scheduler's at() names a second; the instant is in UTC. */
const at = (ms: number) => `at(${new Date(ms).toISOString().slice(0, 19)})`;

let name = 0;
const valid = (overrides: Partial<CreateScheduleCommandInput> = {}): CreateScheduleCommandInput => ({
  Name: `quiz-q1-${++name}`,
  GroupName: GROUP,
  ScheduleExpression: at(Date.now() + 60 * 60_000),
  FlexibleTimeWindow: { Mode: 'OFF' },
  Target: { Arn: TARGET, RoleArn: ROLE, Input: JSON.stringify({ quizId: 'q1', index: 0 }) },
  ActionAfterCompletion: 'DELETE',
  ...overrides,
});

let scheduler: Awaited<ReturnType<typeof start>>;
beforeAll(async () => {
  scheduler = await start('exact');
});

const refusal = async (send: Promise<unknown>): Promise<{ name: string; status?: number }> => {
  try {
    await send;
  } catch (error) {
    const e = error as { name: string; $metadata?: { httpStatusCode?: number } };
    return { name: e.name, status: e.$metadata?.httpStatusCode };
  }
  throw new Error('accepted');
};

describe('CreateSchedule, GetSchedule and DeleteSchedule', () => {
  it('accepts a one-time schedule, reads it back, refuses its name twice, and deletes it', async () => {
    const input = valid();
    const created = await scheduler.client.send(new CreateScheduleCommand(input));
    expect(created.ScheduleArn).toBe(`arn:aws:scheduler:us-east-1:000000000000:schedule/${GROUP}/${input.Name}`);
    const read = await scheduler.client.send(new GetScheduleCommand({ Name: input.Name, GroupName: GROUP }));
    expect(read).toMatchObject({
      Name: input.Name,
      GroupName: GROUP,
      ScheduleExpression: input.ScheduleExpression,
      State: 'ENABLED',
      ActionAfterCompletion: 'DELETE',
      FlexibleTimeWindow: { Mode: 'OFF' },
      Target: { Arn: TARGET, RoleArn: ROLE, Input: input.Target!.Input },
    });
    expect(read.CreationDate).toBeInstanceOf(Date);
    expect(await refusal(scheduler.client.send(new CreateScheduleCommand(input)))).toEqual({
      name: 'ConflictException',
      status: 409,
    });
    await scheduler.client.send(new DeleteScheduleCommand({ Name: input.Name, GroupName: GROUP }));
    for (const command of [
      new GetScheduleCommand({ Name: input.Name, GroupName: GROUP }),
      new DeleteScheduleCommand({ Name: input.Name, GroupName: GROUP }),
    ]) {
      expect(await refusal(scheduler.client.send(command as GetScheduleCommand))).toEqual({
        name: 'ResourceNotFoundException',
        status: 404,
      });
    }
  });

  it('refuses what Scheduler refuses', async () => {
    const bad: [string, Partial<CreateScheduleCommandInput>][] = [
      ['a name outside [0-9a-zA-Z-_.]', { Name: 'quiz:q1' }],
      ['a name over 64 characters', { Name: 'q'.repeat(65) }],
      ['a malformed at()', { ScheduleExpression: 'at(2026-13-01T00:00:00)' }],
      ['a time without its seconds', { ScheduleExpression: 'at(2026-12-01T10:00)' }],
      ['no flexible time window', { FlexibleTimeWindow: undefined }],
      ['a flexible window without its length', { FlexibleTimeWindow: { Mode: 'FLEXIBLE' } }],
      ['a target without a role', { Target: { Arn: TARGET, RoleArn: undefined as unknown as string } }],
      ['another target', { Target: { Arn: `${TARGET}-other`, RoleArn: ROLE } }],
      ['another role', { Target: { Arn: TARGET, RoleArn: `${ROLE}-other` } }],
      ['input over 8 KB', { Target: { Arn: TARGET, RoleArn: ROLE, Input: JSON.stringify('x'.repeat(8192)) } }],
      ['input that is not JSON', { Target: { Arn: TARGET, RoleArn: ROLE, Input: 'quiz q1' } }],
    ];
    for (const [why, overrides] of bad) {
      expect({ why, ...(await refusal(scheduler.client.send(new CreateScheduleCommand(valid(overrides))))) }).toEqual({
        why,
        name: 'ValidationException',
        status: 400,
      });
    }
    expect(await refusal(scheduler.client.send(new CreateScheduleCommand(valid({ GroupName: 'nope' }))))).toEqual({
      name: 'ResourceNotFoundException',
      status: 404,
    });
  });
});

describe('invoking the target', () => {
  it('invokes the target at the time with the Input as its event, then deletes the schedule', async () => {
    const input = valid({ ScheduleExpression: at(Date.now() + 1_000) });
    const due = Date.parse(`${input.ScheduleExpression!.slice(3, -1)}Z`);
    await scheduler.client.send(new CreateScheduleCommand(input));
    await eventually(() => scheduler.invoked.map(({ event }) => event)).toEqual([{ quizId: 'q1', index: 0 }]);
    expect(scheduler.invoked[0]!.at).toBeGreaterThanOrEqual(due);
    await scheduler.twin.idle();
    expect(
      await refusal(scheduler.client.send(new GetScheduleCommand({ Name: input.Name, GroupName: GROUP }))),
    ).toMatchObject({ name: 'ResourceNotFoundException' });
  });

  it('keeps a schedule whose action after completion is NONE, and never runs a deleted one', async () => {
    scheduler.invoked.length = 0;
    const kept = valid({ ScheduleExpression: at(Date.now() - 1_000), ActionAfterCompletion: 'NONE' });
    const deleted = valid({ ScheduleExpression: at(Date.now() + 1_000) });
    await scheduler.client.send(new CreateScheduleCommand(kept));
    await scheduler.client.send(new CreateScheduleCommand(deleted));
    await scheduler.client.send(new DeleteScheduleCommand({ Name: deleted.Name, GroupName: GROUP }));
    await eventually(() => scheduler.invoked.length).toBe(1);
    await scheduler.twin.idle();
    const read = await scheduler.client.send(new GetScheduleCommand({ Name: kept.Name, GroupName: GROUP }));
    expect(read.Name).toBe(kept.Name);
    // The deleted schedule's second has passed without it running.
    await eventually(() => Date.now() > Date.parse(`${deleted.ScheduleExpression!.slice(3, -1)}Z`) + 200).toBe(true);
    expect(scheduler.invoked).toHaveLength(1);
  });

  it("runs within the schedule's minute, as Scheduler's 60-second precision does", async () => {
    const minute = await start('minute');
    const now = Date.now();
    // A past minute: whatever moment of it is drawn has passed, so the target runs at once.
    const input = valid({ ScheduleExpression: at(now - 60_000) });
    await minute.client.send(new CreateScheduleCommand(input));
    await eventually(() => minute.invoked.length).toBe(1);
  });
});
