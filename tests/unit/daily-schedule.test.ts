/** The local twin of the daily reminder rule: when its next run is, and that it keeps running daily. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextDailyRun, nextHourlyRun, startDailySchedule } from '../../local/twins/daily-schedule';
import { DAILY_SWEEP_AT } from '../../infra/daily-sweep';

const at = (iso: string) => Date.parse(iso);

describe('nextDailyRun', () => {
  it('is 02:30 UTC, which is 08:00 in Colombo', () => {
    expect(DAILY_SWEEP_AT).toEqual({ utcHour: 2, utcMinute: 30 });
    const next = nextDailyRun(at('2026-11-28T00:00:00Z'));
    expect(new Date(next).toISOString()).toBe('2026-11-28T02:30:00.000Z');
    // The same moment in Colombo time (UTC+05:30).
    expect(new Date(next + 330 * 60_000).toISOString().slice(11, 16)).toBe('08:00');
  });

  it.each([
    ['before the time: today', '2026-11-28T02:29:59.999Z', '2026-11-28T02:30:00.000Z'],
    ['at the time: tomorrow (never twice for one day)', '2026-11-28T02:30:00.000Z', '2026-11-29T02:30:00.000Z'],
    ['after the time: tomorrow', '2026-11-28T10:00:00Z', '2026-11-29T02:30:00.000Z'],
    ['late in the Colombo evening, past midnight UTC', '2026-11-28T20:00:00Z', '2026-11-29T02:30:00.000Z'],
    ['at the end of a month', '2026-11-30T03:00:00Z', '2026-12-01T02:30:00.000Z'],
    ['at the end of a year', '2026-12-31T23:59:00Z', '2027-01-01T02:30:00.000Z'],
    ['over a leap day', '2028-02-28T05:00:00Z', '2028-02-29T02:30:00.000Z'],
  ])('%s', (_, now, expected) => {
    expect(new Date(nextDailyRun(at(now))).toISOString()).toBe(expected);
  });
});

describe('startDailySchedule', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at the time each day, goes on after a failed run, and stops', async () => {
    vi.setSystemTime(at('2026-11-28T01:00:00Z'));
    const runs: string[] = [];
    const lines: string[] = [];
    let fail = true;
    const schedule = startDailySchedule({
      run: () => {
        runs.push(new Date().toISOString());
        if (fail) {
          fail = false;
          return Promise.reject(new Error('mail engine down'));
        }
        return Promise.resolve({ sent: 2 });
      },
      log: (line) => lines.push(line),
    });
    expect(new Date(schedule.nextRunAt()).toISOString()).toBe('2026-11-28T02:30:00.000Z');

    await vi.advanceTimersByTimeAsync(90 * 60_000 - 1);
    expect(runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toEqual(['2026-11-28T02:30:00.000Z']);
    expect(lines).toEqual([expect.stringContaining('mail engine down')]);

    await vi.advanceTimersByTimeAsync(24 * 60 * 60_000);
    expect(runs).toEqual(['2026-11-28T02:30:00.000Z', '2026-11-29T02:30:00.000Z']);
    expect(lines[1]).toContain('"sent":2');

    await schedule.stop();
    await vi.advanceTimersByTimeAsync(3 * 24 * 60 * 60_000);
    expect(runs).toHaveLength(2);
  });

  it('stop() waits for a run in progress', async () => {
    vi.setSystemTime(at('2026-11-28T02:29:00Z'));
    let finish: () => void = () => undefined;
    let finished = false;
    const schedule = startDailySchedule({
      run: () =>
        new Promise<void>((resolve) => {
          finish = () => {
            finished = true;
            resolve();
          };
        }),
      log: () => undefined,
    });
    await vi.advanceTimersByTimeAsync(60_000);
    const stopped = schedule.stop().then(() => finished);
    finish();
    await expect(stopped).resolves.toBe(true);
  });
});

describe('nextHourlyRun', () => {
  it('is the next whole hour, never the moment itself', () => {
    const hour = Date.UTC(2026, 10, 28, 9, 0);
    expect(nextHourlyRun(hour - 1)).toBe(hour);
    expect(nextHourlyRun(hour)).toBe(hour + 3_600_000);
    expect(nextHourlyRun(hour + 59 * 60_000)).toBe(hour + 3_600_000);
  });
});
