/**
 * How a video's streaming ladder is stored on its catalog entry (VIDEO#<title>/META). The attributes
 * are flat (streamState, streamId, …) so a conditional update can name the stream id it belongs to:
 * an event for a stream the entry no longer points to changes nothing. What a video item shows of
 * it is the streaming domain's (functions/domain/streaming/stream-fields.ts).
 */

/** `queued`: waiting in the submission queue for its job (the id names that wait, not a job). */
type StoredStreamState = 'queued' | 'processing' | 'ready' | 'failed';

export interface RenditionRecord {
  name: string;
  width: number;
  height: number;
  /** Every byte of the rendition: its playlist and segments. */
  bytes: number;
}

export interface StreamRecord {
  state: StoredStreamState;
  /** Names the folder of renditions under media/<folder>/<id>/; a new job gets a new id. */
  id: string;
  jobId?: string;
  renditions?: RenditionRecord[];
  durationSeconds?: number;
  /** The ladder it was made with (functions/domain/streaming/ladder.ts's ladderTag); none before stamps. */
  ladder?: string;
}

export interface StreamAttributes {
  streamState?: StoredStreamState;
  streamId?: string;
  streamJobId?: string;
  streamRenditions?: RenditionRecord[];
  streamDurationSeconds?: number;
  streamLadder?: string;
}

export function streamAttributes(stream: StreamRecord | undefined): StreamAttributes {
  if (!stream) return {};
  return {
    streamState: stream.state,
    streamId: stream.id,
    ...(stream.jobId ? { streamJobId: stream.jobId } : {}),
    ...(stream.renditions ? { streamRenditions: stream.renditions } : {}),
    ...(stream.durationSeconds !== undefined ? { streamDurationSeconds: stream.durationSeconds } : {}),
    ...(stream.ladder ? { streamLadder: stream.ladder } : {}),
  };
}

export function streamOf(item: StreamAttributes): { stream?: StreamRecord } {
  if (!item.streamState || !item.streamId) return {};
  return {
    stream: {
      state: item.streamState,
      id: item.streamId,
      ...(item.streamJobId ? { jobId: item.streamJobId } : {}),
      ...(item.streamRenditions ? { renditions: item.streamRenditions } : {}),
      ...(item.streamDurationSeconds !== undefined ? { durationSeconds: item.streamDurationSeconds } : {}),
      ...(item.streamLadder ? { ladder: item.streamLadder } : {}),
    },
  };
}
