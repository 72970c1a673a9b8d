/**
 * Which engine plays a video and what it reports: hls.js wherever it runs (it alone gives a quality
 * choice), the browser's own HLS where hls.js cannot run (older iPhones), and the MP4 for a video
 * without a stream to play or whose stream fails beyond recovery (resuming where it stopped).
 * A saved lecture plays its saved rendition's playlist only: no media cookies to ask for (the
 * service worker answers from the cache), no MP4 to fall back to; a failure ends it.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { FallbackReason, StreamState } from '@schemas';
import { reportFallback } from '../api/report-fallback';
import { createAccessKeeper, folderOfStream, type AccessKeeper } from '../player/access-keeper';
import { startHlsSession, type HlsSession } from '../player/hls-session';
import type { LevelOption } from '../player/levels';
import { loadHls } from '../player/load-hls';
import { readQuality, writeQuality, type Quality } from '../player/quality-preference';

type Engine = 'hls.js' | 'native-hls' | 'mp4';

const HLS_TYPE = 'application/vnd.apple.mpegurl';

interface StreamSource {
  /** The MP4. */
  url: string;
  streamState: StreamState;
  stream?: string;
  /** `stream` is a saved rendition's playlist, played from the cache. */
  saved?: boolean;
  /** The video's title, named in the fallback report. */
  title?: string;
}

/** A saved lecture needs no media cookies: its files come from the cache. */
const cachedAccess: AccessKeeper = {
  open: () => Promise.resolve(),
  renewNow: () => Promise.resolve(false),
  lost: false,
  stop: () => undefined,
};

interface PlayerStream {
  /** Null while the engine is being chosen (or when access was refused before anything played). */
  engine: Engine | null;
  /** The media URL for the element; undefined when hls.js feeds it. */
  src: string | undefined;
  /** Renditions on offer (hls.js only), lowest first. */
  levels: LevelOption[];
  /** The rendition hls.js reports playing. */
  level: string | null;
  quality: Quality;
  chooseQuality(quality: Quality): void;
  /** Access was withdrawn: nothing more will load. */
  ended: boolean;
  /** The element's loadedmetadata: puts an MP4 fallback back where the stream stopped. */
  onLoadedMetadata(video: HTMLVideoElement): void;
  /** The element's error event. */
  onMediaError(): void;
  /** True while an MP4 fallback finds its way back to where the stream stopped: positions read now are not the student's. */
  repositioning(): boolean;
}

export function useHlsStream(videoRef: RefObject<HTMLVideoElement | null>, source: StreamSource): PlayerStream {
  // The server offers a stream only when it plays in full: a ready one, or, while a ladder is being
  // remade, the earlier one (never the new one's half-written files). Else the MP4.
  const streamUrl = source.streamState === 'none' ? undefined : source.stream;
  const saved = source.saved ?? false;
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
  const reported = useRef(false);

  /** Access was withdrawn: whatever still plays (hls.js's buffer) plays out; nothing else is tried. */
  const end = useCallback(() => {
    keeper.current?.stop();
    setEnded(true);
  }, []);

  const fallBack = useCallback(
    (from: number | undefined, reason: FallbackReason) => {
      // A saved lecture has no MP4 on the device: it ends where the saved files end.
      if (saved) return end();
      // Once per play: the count is of plays that fell back, whatever happened after.
      if (!reported.current && streamUrl) {
        reported.current = true;
        reportFallback(folderOfStream(streamUrl) ?? 'free', reason, source.title);
      }
      const position = from ?? videoRef.current?.currentTime ?? 0;
      if (position > 0) resumeAt.current = position;
      session.current?.destroy();
      session.current = null;
      keeper.current?.stop();
      setLevels([]);
      setLevel(null);
      setEngine('mp4');
      // The media fragment makes the browser start there: autoplay may begin before loadedmetadata's
      // handler runs, which would play a moment from 0 first.
      setSrc(position > 0 ? `${source.url}#t=${position}` : source.url);
    },
    [videoRef, source.url, source.title, streamUrl, saved, end],
  );

  useEffect(() => {
    const video = videoRef.current;
    if (!streamUrl || !video) return;
    const access = saved ? cachedAccess : createAccessKeeper(folderOfStream(streamUrl) ?? 'free');
    keeper.current = access;
    let cancelled = false;

    const start = async () => {
      const Hls = await loadHls().catch((error: unknown) => {
        console.warn('Loading the video engine failed', error);
        return null;
      });
      if (cancelled) return;
      const useHlsJs = Hls?.isSupported() ?? false;
      if (!useHlsJs && !video.canPlayType(HLS_TYPE)) return fallBack(0, 'unsupported');
      try {
        await access.open();
      } catch (error) {
        if (cancelled) return;
        console.warn('Opening the stream failed', error);
        return access.lost ? end() : fallBack(0, 'access');
      }
      if (cancelled) return;
      if (!Hls || !useHlsJs) {
        setEngine('native-hls');
        setSrc(streamUrl);
        return;
      }
      setEngine('hls.js');
      // A saved lecture has one rendition: nothing to choose, whatever the remembered quality.
      const quality = saved ? 'auto' : qualityAtStart.current;
      session.current = startHlsSession(Hls, video, streamUrl, access, quality, {
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
  }, [videoRef, streamUrl, saved, fallBack, end]);

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
    else fallBack(undefined, 'failed');
  }, [engine, end, fallBack]);

  const repositioning = useCallback(() => resumeAt.current !== null, []);

  return { engine, src, levels, level, quality, chooseQuality, ended, onLoadedMetadata, onMediaError, repositioning };
}
