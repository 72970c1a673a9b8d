/**
 * CreateSchedule's body checked as EventBridge Scheduler checks it, plus what the twin itself needs
 * (a one-time `at()` schedule in UTC whose target is the configured Lambda, through the configured
 * role, with JSON input). Each refusal carries Scheduler's error name and HTTP status.
 */

export class ScheduleRefused extends Error {
  constructor(
    readonly status: number,
    readonly errorType: string,
    message: string,
  ) {
    super(message);
  }
}

export interface ScheduleTarget {
  Arn: string;
  RoleArn: string;
  Input?: string;
  RetryPolicy?: { MaximumEventAgeInSeconds?: number; MaximumRetryAttempts?: number };
}

export interface ScheduleRequest {
  ScheduleExpression: string;
  ScheduleExpressionTimezone?: string;
  FlexibleTimeWindow: { Mode: 'OFF' | 'FLEXIBLE'; MaximumWindowInMinutes?: number };
  Target: ScheduleTarget;
  GroupName?: string;
  Description?: string;
  State?: 'ENABLED' | 'DISABLED';
  ActionAfterCompletion?: 'NONE' | 'DELETE';
}

/** What the twin is allowed to invoke, and as whom. */
export interface TwinTarget {
  arn: string;
  roleArn: string;
}

/** Schedule and group names: 1–64 of letters, digits, '-', '_' and '.'. */
export const NAME_PATTERN = /^[0-9a-zA-Z\-_.]{1,64}$/;
/** Target input limit (8,192 characters). */
export const MAX_INPUT_LENGTH = 8192;

const invalid = (message: string) => new ScheduleRefused(400, 'ValidationException', message);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function checkName(kind: string, name: string): void {
  if (!NAME_PATTERN.test(name)) {
    throw invalid(
      `1 validation error detected: Value '${name}' at '${kind}' failed to satisfy constraint: Member must satisfy regular expression pattern: [0-9a-zA-Z-_.]+ and length 1-64`,
    );
  }
}

/** The instant an `at(yyyy-mm-ddThh:mm:ss)` expression names, in UTC. */
export function atInstant(expression: string): number {
  const at = /^at\((\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\)$/.exec(expression);
  if (!at) {
    if (/^(rate|cron)\(/.test(expression)) {
      throw invalid('The local Scheduler runs one-time schedules only: use at(yyyy-mm-ddThh:mm:ss).');
    }
    throw invalid(`Invalid Schedule Expression ${expression}.`);
  }
  const [year, month, day, hour, minute, second] = at.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const instant = Date.UTC(year, month - 1, day, hour, minute, second);
  const back = new Date(instant);
  if (back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) {
    throw invalid(`Invalid Schedule Expression ${expression}.`);
  }
  return instant;
}

function checkWindow(window: unknown): ScheduleRequest['FlexibleTimeWindow'] {
  if (!isRecord(window)) throw invalid('FlexibleTimeWindow is required.');
  const { Mode: mode, MaximumWindowInMinutes: minutes } = window;
  if (mode === 'OFF') {
    if (minutes !== undefined) throw invalid('MaximumWindowInMinutes must not be set when Mode is OFF.');
    return { Mode: 'OFF' };
  }
  if (mode === 'FLEXIBLE') {
    if (typeof minutes !== 'number' || !Number.isInteger(minutes) || minutes < 1 || minutes > 1440) {
      throw invalid('MaximumWindowInMinutes must be between 1 and 1440 when Mode is FLEXIBLE.');
    }
    return { Mode: 'FLEXIBLE', MaximumWindowInMinutes: minutes };
  }
  throw invalid(`Value '${String(mode)}' at 'flexibleTimeWindow.mode' failed to satisfy constraint: OFF, FLEXIBLE.`);
}

function checkTarget(target: unknown, allowed: TwinTarget): ScheduleTarget {
  if (!isRecord(target)) throw invalid('Target is required.');
  const { Arn: arn, RoleArn: roleArn, Input: input, RetryPolicy: retry } = target;
  if (typeof arn !== 'string' || arn === '') throw invalid('Target.Arn is required.');
  if (typeof roleArn !== 'string' || roleArn === '') throw invalid('Target.RoleArn is required.');
  if (arn !== allowed.arn) throw invalid(`Target ${arn} is not a target this Scheduler may invoke (${allowed.arn}).`);
  if (roleArn !== allowed.roleArn) {
    throw invalid(`The execution role ${roleArn} you provide must allow AWS EventBridge Scheduler to assume the role.`);
  }
  if (input !== undefined) {
    if (typeof input !== 'string' || input.length < 1 || input.length > MAX_INPUT_LENGTH) {
      throw invalid(`Target.Input must be 1 to ${MAX_INPUT_LENGTH} characters.`);
    }
    try {
      JSON.parse(input);
    } catch {
      throw invalid('Target.Input must be valid JSON for a Lambda target.');
    }
  }
  return {
    Arn: arn,
    RoleArn: roleArn,
    ...(input !== undefined ? { Input: input } : {}),
    ...(isRecord(retry) ? { RetryPolicy: retry as ScheduleTarget['RetryPolicy'] } : {}),
  };
}

function oneOf<T extends string>(field: string, value: unknown, values: readonly T[], fallback: T): T {
  if (value === undefined) return fallback;
  if (typeof value === 'string' && (values as readonly string[]).includes(value)) return value as T;
  throw invalid(`Value '${String(value)}' at '${field}' failed to satisfy constraint: ${values.join(', ')}.`);
}

/** The body of CreateSchedule, checked; the instant its target is due. */
export function readScheduleRequest(body: unknown, allowed: TwinTarget): { request: ScheduleRequest; at: number } {
  if (!isRecord(body)) throw invalid('The request body must be a JSON object.');
  const expression = body.ScheduleExpression;
  if (typeof expression !== 'string' || expression.length < 1 || expression.length > 256) {
    throw invalid('ScheduleExpression is required (1 to 256 characters).');
  }
  const at = atInstant(expression);
  const timezone = body.ScheduleExpressionTimezone;
  if (timezone !== undefined && timezone !== 'UTC') {
    throw invalid(
      `The local Scheduler evaluates at() in UTC only; got ScheduleExpressionTimezone ${String(timezone)}.`,
    );
  }
  const description = body.Description;
  if (description !== undefined && (typeof description !== 'string' || description.length > 512)) {
    throw invalid('Description must be at most 512 characters.');
  }
  const request: ScheduleRequest = {
    ScheduleExpression: expression,
    ScheduleExpressionTimezone: 'UTC',
    FlexibleTimeWindow: checkWindow(body.FlexibleTimeWindow),
    Target: checkTarget(body.Target, allowed),
    State: oneOf('state', body.State, ['ENABLED', 'DISABLED'] as const, 'ENABLED'),
    ActionAfterCompletion: oneOf(
      'actionAfterCompletion',
      body.ActionAfterCompletion,
      ['NONE', 'DELETE'] as const,
      'NONE',
    ),
    ...(typeof description === 'string' ? { Description: description } : {}),
  };
  return { request, at };
}
