/**
 * The media group's third Lambda: the hourly stuck-job sweep (functions/domain/streaming/sweep.ts),
 * run by an EventBridge schedule in the cloud (infra/stream-sweep.ts) and by the local stack's
 * hourly timer, through this same handler.
 */
import { sweepStuckStreams, type SweepReport } from '../domain/streaming/sweep';

export const handler = (): Promise<SweepReport> => sweepStuckStreams();
