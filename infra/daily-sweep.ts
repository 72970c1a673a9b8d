/**
 * When the daily fee reminder sweep runs, for the cloud's EventBridge rule (infra/fee-reminders.ts)
 * and the local stack's twin of it (local/twins/daily-schedule.ts) alike. Free of aws-cdk-lib: the
 * local stack loads it.
 */

/** Sri Lanka keeps UTC+05:30 all year (no daylight saving), so one UTC time serves every day. */
export const COLOMBO_OFFSET_MINUTES = 5 * 60 + 30;

/** 08:00 in Colombo: students are awake, and the class's office opens to answer. */
export const SWEEP_COLOMBO_TIME = { hour: 8, minute: 0 } as const;

const minutesOfDay = (SWEEP_COLOMBO_TIME.hour * 60 + SWEEP_COLOMBO_TIME.minute - COLOMBO_OFFSET_MINUTES + 1440) % 1440;

/** The same moment in UTC (02:30), as an EventBridge cron names it. */
export const DAILY_SWEEP_AT = { utcHour: Math.floor(minutesOfDay / 60), utcMinute: minutesOfDay % 60 } as const;

/** Days before a paid month's access ends that its student is reminded (FEE_REMINDER_DAYS, read by the sweep). */
export const DEFAULT_REMINDER_DAYS = 3;
