/**
 * The media group's second Lambda: EventBridge's "MediaConvert Job State Change" events (COMPLETE
 * and ERROR of jobs on our queue) → functions/domain/streaming/complete.ts. The local MediaConvert twin calls this
 * same handler with the same event shape.
 */
import { handleJobEvent, type JobOutcome } from '../domain/streaming/complete';

export const handler = (event: unknown): Promise<JobOutcome> => handleJobEvent(event);
