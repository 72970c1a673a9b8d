/**
 * The names of the counts the handlers publish (metrics.ts), apart from the code that writes them
 * so the infra, which alarms on and charts them, imports names and nothing that runs.
 */
export const METRICS = {
  /** The player gave up on a stream and played the MP4 instead (POST streamFallback). */
  streamFallbacks: 'StreamFallbacks',
  /** A student's successful sign-in (the admin's are not counted). */
  signIns: 'SignIns',
  /** The hourly sweep found a video processing past any real job's time (its job's end never arrived). */
  stuckStreams: 'StuckStreams',
} as const;

export type MetricName = (typeof METRICS)[keyof typeof METRICS];
