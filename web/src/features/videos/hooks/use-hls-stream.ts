/**
 * Which engine plays a video and what it reports: hls.js wherever it runs (it alone gives a quality
 * choice), the browser's own HLS where hls.js cannot run (older iPhones), and the MP4 for a video
 * without a ready stream or whose stream fails beyond recovery (resuming where it stopped).
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { StreamState } from '../../../../../functions/shared/schemas';
import { createAccessKeeper, folderOfStream, type AccessKeeper } from '../player/access-keeper';
import { startHlsSession, type HlsSession } from '../player/hls-session';
import type { LevelOption } from '../player/levels';
import { loadHls } from '../player/load-hls';
import { readQuality, writeQuality, type Quality } from '../player/quality-preference';

export type Engine = 'hls.js' | 'native-hls' | 'mp4';

const HLS_TYPE = 'application/vnd.apple.mpegurl';

export interface StreamSource {
  /** The MP4. */
  url: string;
  streamState: StreamState;
  stream?: string;
}

export interface PlayerStream {
  /** Null while the engine is being chosen (or after access was withdrawn). */
  engine: Engine | null;
  /** The media URL for the element; undefined when hls.js feeds it. */
  src: string | undefined;
  /** Renditions on offer (hls.js only), lowest first. */
  levels: LevelOption[];
  /** The rendition hls.js reports playing. */
  level: string | null;
  quality: Quality;
  chooseQuality(quality: Quality): void;
  /** Access was withdrawn while the stream played: nothing more will load. */
  ended: boolean;
  /** The element's loadedmetadata: puts an MP4 fallback back where the stream stopped. */
  onLoadedMetadata(video: HTMLVideoElement): void;
  /** The element's error event. */
  onMediaError(): void;
}

export function useHlsStream(videoRef: RefObject<HTMLVideoElement | null>, source: StreamSource): PlayerStream {
  const streamUrl = source.streamState === 'ready' ? source.stream : undefined;
  const [engine, setEngine] = useState<Engine | null>(streamUrl ? null : 'mp4');
  const [src, setSrc] = useState<string | undefined>(streamUrl ? undefined : source.url);
  const [levels, setLevels] = useState<LevelOption[]>([]);
  const [level, setLevel] = useState<string | null>(null);
  const [quality, setQuality] = useState<Quality>(() => readQuality());
  const [ended, setEnded] = useState(false);
  const session = useRef<HlsSession | null>(null);
  const keeper = useRef<AccessKeeper | null>(null);
  const resumeAt = useRef<number | null>(null);
  const qualityAtStart = useRef(quality);

  const fallBack = useCallback(() => {
    const video = videoRef.current;
    if (video && video.currentTime > 0) resumeAt.current = video.currentTime;
    session.current?.destroy();
    session.current = null;
    keeper.current?.stop();
    setLevels([]);
    setLevel(null);
    setEngine('mp4');
    setSrc(source.url);
  }, [videoRef, source.url]);

  const end = useCallback(() => {
    session.current = null;
    keeper.current?.stop();
    setLevel(null);
    setEngine(null);
    setSrc(undefined);
    setEnded(true);
  }, []);

  useEffect(() => {
    const video = videoRef.current;
    if (!streamUrl || !video) return;
    const access = createAccessKeeper(folderOfStream(streamUrl) ?? 'free');
    keeper.current = access;
    let cancelled = false;

    const start = async () => {
      const Hls = await loadHls().catch((error: unknown) => {
        console.warn('Loading the video engine failed', error);
        return null;
      });
      if (cancelled) return;
      const useHlsJs = Hls?.isSupported() ?? false;
      if (!useHlsJs && !video.canPlayType(HLS_TYPE)) return fallBack();
      try {
        await access.open();
      } catch (error) {
        if (cancelled) return;
        console.warn('Opening the stream failed', error);
        return access.lost ? end() : fallBack();
      }
      if (cancelled) return;
      if (!Hls || !useHlsJs) {
        setEngine('native-hls');
        setSrc(streamUrl);
        return;
      }
      setEngine('hls.js');
      session.current = startHlsSession(Hls, video, streamUrl, access, qualityAtStart.current, {
        onLevels: setLevels,
        onLevelSwitched: setLevel,
        onFallback: fallBack,
        onEnded: end,
      });
    };
    void start();

    return () => {
      cancelled = true;
      access.stop();
      session.current?.destroy();
      session.current = null;
    };
  }, [videoRef, streamUrl, fallBack, end]);

  const chooseQuality = useCallback((next: Quality) => {
    setQuality(next);
    writeQuality(next);
    session.current?.choose(next);
  }, []);

  const onLoadedMetadata = useCallback((video: HTMLVideoElement) => {
    if (resumeAt.current === null) return;
    video.currentTime = resumeAt.current;
    resumeAt.current = null;
  }, []);

  const onMediaError = useCallback(() => {
    // hls.js reports its own errors; the browser's HLS only says the element failed.
    if (engine !== 'native-hls') return;
    if (keeper.current?.lost) end();
    else fallBack();
  }, [engine, end, fallBack]);

  return { engine, src, levels, level, quality, chooseQuality, ended, onLoadedMetadata, onMediaError };
}
