import { useEffect, useState } from 'react';
import type { VideoMetaView } from '@schemas';
import { getVideoMeta } from '../api/get-video-meta';

export interface VideoMetaState {
  meta: VideoMetaView | null;
  failed: boolean;
  /** For likes and new comments: the server's answer replaces the shown values. */
  update: (change: (meta: VideoMetaView) => VideoMetaView) => void;
}

/** Caption, likes, comments and the resume position of one video; fetched afresh for each title. */
export function useVideoMeta(title: string | null, enabled = true): VideoMetaState {
  const [meta, setMeta] = useState<VideoMetaView | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    setMeta(null);
    setFailed(false);
    if (!title || !enabled) return;
    let live = true;
    getVideoMeta(title)
      .then((result) => live && setMeta(result))
      .catch((error: unknown) => {
        console.error('Loading the video details failed', error);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [title, enabled]);

  const update = (change: (current: VideoMetaView) => VideoMetaView) =>
    setMeta((current) => (current ? change(current) : current));
  return { meta, failed, update };
}
