/**
 * The names of the counts the handlers publish (metrics.ts), apart from the code that writes them
 * so the infra, which alarms on and charts them, imports names and nothing that runs.
 */
export const METRICS = {
  /** The player gave up on a stream and played the MP4 instead (POST streamFallback). */
  streamFallbacks: 'StreamFallbacks',
  /** A student's successful sign-in (the admin's are not counted). */
  signIns: 'SignIns',
} as const;

export type MetricName = (typeof METRICS)[keyof typeof METRICS];
