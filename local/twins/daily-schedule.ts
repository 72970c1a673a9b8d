/**
 * A local twin of the EventBridge rule that runs the fee reminder sweep every day at 08:00 Sri Lanka
 * time (infra/fee-reminders.ts, time in infra/daily-sweep.ts): it waits for the next such moment,
 * runs the same handler, and arms itself for the day after. Like the cloud's rule it runs the
 * handler whatever happened the day before: a failed run is logged and the next day still comes,
 * and a run never overlaps the previous one. The timer is unref'd so it never keeps a process
 * alive; stop() disarms it and waits for a run in progress.
 */
import { DAILY_SWEEP_AT } from '../../infra/daily-sweep';

const DAY_MS = 24 * 60 * 60 * 1000;
/** setTimeout's longest delay; a day is far below it, but a clock jump must not overflow it. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface DailyScheduleOptions {
  /** What the rule's target is: the sweep's handler. */
  run: () => Promise<unknown>;
  /** UTC time of day (default: 02:30, which is 08:00 in Colombo). */
  at?: { utcHour: number; utcMinute: number };
  /** The next run after a moment, instead of the daily time (the hourly stuck-job sweep: nextHourlyRun). */
  next?: (now: number) => number;
  /** The clock (tests). */
  now?: () => number;
  log?: (line: string) => void;
}

export interface DailySchedule {
  /** When the next run is due (epoch ms). */
  nextRunAt(): number;
  stop(): Promise<void>;
}

/** The first moment strictly after `now` whose UTC time of day is `at`. */
export function nextDailyRun(now: number, at: { utcHour: number; utcMinute: number } = DAILY_SWEEP_AT): number {
  const day = new Date(now);
  const today = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), at.utcHour, at.utcMinute);
  return today > now ? today : today + DAY_MS;
}

const HOUR_MS = 60 * 60 * 1000;

/** The first whole hour strictly after `now`, as an hourly EventBridge rate lands near. */
export const nextHourlyRun = (now: number): number => (Math.floor(now / HOUR_MS) + 1) * HOUR_MS;

export function startDailySchedule(options: DailyScheduleOptions): DailySchedule {
  const nextRun = options.next ?? ((at: number) => nextDailyRun(at, options.at));
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.error(line));
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  let due = nextRun(now());

  const arm = () => {
    if (stopped) return;
    timer = setTimeout(fire, Math.min(Math.max(due - now(), 0), MAX_TIMER_MS));
    timer.unref();
  };
  const fire = () => {
    // A timer capped at MAX_TIMER_MS, or woken early, waits again for the due moment.
    if (now() < due) return arm();
    running = options.run().then(
      (result) => log(`[daily-schedule] sweep done: ${JSON.stringify(result)}`),
      (error: unknown) =>
        log(`[daily-schedule] the sweep failed: ${error instanceof Error ? error.message : String(error)}`),
    );
    due = nextRun(Math.max(now(), due));
    void running.then(arm);
  };
  arm();

  return {
    nextRunAt: () => due,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
