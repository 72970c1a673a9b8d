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

/**
 * A ready ladder being remade (same video, a newer ladder or another kind): it is still offered
 * while the new one is queued, made or failed, and removed once the new one is ready. Its files are
 * complete (its job ended and its master was written) and stay until then (complete.ts).
 */
export interface RetainedStream {
  id: string;
  renditions: RenditionRecord[];
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
  /** What students play meanwhile when this stream remakes a ready one. */
  previous?: RetainedStream;
}

export interface StreamAttributes {
  streamState?: StoredStreamState;
  streamId?: string;
  streamJobId?: string;
  streamRenditions?: RenditionRecord[];
  streamDurationSeconds?: number;
  streamLadder?: string;
  streamPreviousId?: string;
  streamPreviousRenditions?: RenditionRecord[];
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
    ...(stream.previous
      ? { streamPreviousId: stream.previous.id, streamPreviousRenditions: stream.previous.renditions }
      : {}),
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
      ...(item.streamPreviousId && item.streamPreviousRenditions
        ? { previous: { id: item.streamPreviousId, renditions: item.streamPreviousRenditions } }
        : {}),
    },
  };
}

/**
 * What a remake of `stream` keeps offering: the stream itself when it is ready, else what it kept
 * offering (a remake that failed, is stuck or waits again). Only for a remake of the same video: a
 * re-upload's renditions are of another one.
 */
export function retainedOf(stream: StreamRecord | undefined): RetainedStream | undefined {
  if (stream?.state === 'ready' && stream.renditions?.length) return { id: stream.id, renditions: stream.renditions };
  return stream?.previous;
}
