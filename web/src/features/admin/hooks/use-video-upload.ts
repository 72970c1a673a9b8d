/**
 * Runs one video upload for the Videos screen and exposes what it shows: the phase, the percentage
 * of the video's bytes stored, a resume note, and cancel. The engine is plain modules (uploads/);
 * this hook only turns its events into state and remembers a large upload so a reload can resume it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { videoUploadNetwork } from '../uploads/network';
import { unfinishedUploads } from '../uploads/resume-memory';
import { SINGLE_PUT_MAX_BYTES } from '@schemas';
import {
  uploadVideo,
  VideoUploadError,
  type UploadPhase,
  type VideoDraft,
  type VideoFiles,
  type VideoUploadDeps,
} from '../uploads/upload-video';

interface UploadView {
  phase: UploadPhase | 'idle';
  /** 0–100 of the video's bytes, null before any byte counted. */
  percent: number | null;
  resumed: { resumedParts: number; partCount: number } | null;
}

const IDLE: UploadView = { phase: 'idle', percent: null, resumed: null };

export function useVideoUpload(deps: VideoUploadDeps = videoUploadNetwork) {
  const [view, setView] = useState<UploadView>(IDLE);
  const controller = useRef<AbortController | null>(null);

  const busy = view.phase !== 'idle';
  // Another admin section can be opened meanwhile (the upload goes on and its toast still shows),
  // but closing or reloading the tab would cut it: the browser asks first.
  useEffect(() => {
    if (!busy) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [busy]);

  /** Resolves when stored and listed; rejects with a VideoUploadError, or an AbortError on cancel. */
  const run = useCallback(
    async (draft: VideoDraft, files: VideoFiles) => {
      const mine = new AbortController();
      controller.current = mine;
      setView({ phase: 'preparing', percent: null, resumed: null });
      const large = files.video.size > SINGLE_PUT_MAX_BYTES;
      if (large) unfinishedUploads.remember(files.video, draft);
      try {
        await uploadVideo(draft, files, deps, {
          signal: mine.signal,
          onPhase: (phase) => setView((v) => ({ ...v, phase })),
          onProgress: (uploaded, total) => {
            const percent = total > 0 ? Math.floor((uploaded / total) * 100) : 100;
            setView((v) => (v.percent === percent ? v : { ...v, percent }));
          },
          onResume: (resumed) => setView((v) => ({ ...v, resumed })),
        });
        if (large) unfinishedUploads.forget(files.video);
      } catch (error) {
        // Nothing to resume after a cancel (the server dropped the parts) or a refused start (e.g. a title in use).
        const nothingStored = mine.signal.aborted || (error instanceof VideoUploadError && error.step === 'videoUrl');
        if (large && nothingStored) unfinishedUploads.forget(files.video);
        throw error;
      } finally {
        if (controller.current === mine) controller.current = null;
        setView((v) => ({ ...v, phase: 'idle' }));
      }
    },
    [deps],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  const reset = useCallback(() => setView(IDLE), []);

  return { view, busy, run, cancel, reset };
}
