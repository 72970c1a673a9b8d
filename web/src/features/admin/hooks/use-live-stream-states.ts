/**
 * Streaming states that follow the server while a transcode waits or runs: for each video shown as
 * queued or processing, its state is asked again (one small request per such video) after 3, 5, 8, 13 and
 * then every 20 seconds, until none is pending; nothing is asked while none is, and nothing after
 * the screen unmounts. A fresh state from the list (after a reload or a retry) replaces what was
 * learnt here.
 */
import { useCallback, useEffect, useState } from 'react';
import type { StreamState } from '@schemas';
import { getVideoMeta } from '../../videos';

const STREAM_POLL_DELAYS_MS = [3_000, 5_000, 8_000, 13_000, 20_000] as const;

export interface ShownStream {
  title: string;
  streamState: StreamState;
}

type FetchStreamState = (title: string) => Promise<StreamState>;

/** Still on its way to ready or failed: waiting in the submission queue, or transcoding. */
export const isPending = (state: StreamState): boolean => state === 'queued' || state === 'processing';

const fetchStreamState: FetchStreamState = async (title) => (await getVideoMeta(title, { quiet: true })).streamState;

/** What was learnt of a title, and the listed state it was learnt over. */
type Learnt = Record<string, { over: StreamState; state: StreamState }>;

export function useLiveStreamStates(
  videos: readonly ShownStream[],
  fetchState: FetchStreamState = fetchStreamState,
): (video: ShownStream) => StreamState {
  const [learnt, setLearnt] = useState<Learnt>({});
  const [round, setRound] = useState(0);
  const stateOf = useCallback(
    (video: ShownStream): StreamState => {
      const known = learnt[video.title];
      return known && known.over === video.streamState ? known.state : video.streamState;
    },
    [learnt],
  );
  const waiting = videos.filter((video) => isPending(stateOf(video)));
  // A key, not the array: a re-render with the same pending videos keeps the timer.
  const waitingKey = JSON.stringify(waiting.map((video) => [video.title, video.streamState]));

  // Whatever starts or stops pending begins the back-off again.
  useEffect(() => setRound(0), [waitingKey]);

  useEffect(() => {
    const pending = JSON.parse(waitingKey) as [string, StreamState][];
    if (pending.length === 0) return;
    let live = true;
    const delay = STREAM_POLL_DELAYS_MS[Math.min(round, STREAM_POLL_DELAYS_MS.length - 1)];
    const timer = setTimeout(() => {
      void Promise.all(
        pending.map(([title, over]) =>
          fetchState(title).then(
            (state) => [title, { over, state }] as const,
            // A failed look is tried again next round; the list still shows what it knew.
            () => null,
          ),
        ),
      ).then((answers) => {
        if (!live) return;
        const fresh = answers.filter((answer) => answer !== null);
        if (fresh.length > 0) setLearnt((previous) => ({ ...previous, ...Object.fromEntries(fresh) }));
        setRound((r) => r + 1);
      });
    }, delay);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [waitingKey, round, fetchState]);

  return stateOf;
}
