/**
 * The one video player: autoplay, no download control, no picture-in-picture, no context menu
 * ("no download" — a deterrent; the presigned URL expires within the hour anyway). It plays the
 * video's HLS stream when one is ready (with a quality menu under hls.js), else its MP4; resumes at
 * `startAt` and, for a signed-in student, saves the position every ~30 s of play, on pause, when the
 * page is hidden or left, and when another video replaces it (offline, the save waits in the
 * outbox). In saved mode it plays a saved lecture's rendition from the cache: no quality menu.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { StreamState } from '@schemas';
import { useOfflineSlots } from '../../../components/offline-slots';
import { useToast } from '../../../components/toasts';
import { contentTexts } from '../../../texts/en-content';
import { saveProgress } from '../api/save-progress';
import { useHlsStream } from '../hooks/use-hls-stream';
import { QualityMenu } from './QualityMenu';

/** Seconds of playback between two saves. */
const SAVE_EVERY_S = 30;
/** A position this close to the end starts the video from the beginning instead. */
const END_MARGIN_S = 5;

interface VideoPlayerProps {
  /** The MP4. */
  src: string;
  streamState: StreamState;
  /** The master playlist, when the stream is ready. */
  stream?: string;
  title: string;
  poster?: string;
  /** Where to resume, in seconds; null while the saved position is still being fetched. */
  startAt: number | null;
  /** Only a signed-in student has a position to save. */
  saveProgress: boolean;
  /** `stream` is a saved lecture's rendition playlist, played from the cache only. */
  saved?: boolean;
}

export function VideoPlayer(props: VideoPlayerProps) {
  // A new video is a new element: fresh resume state and engine, and autoplay starts it.
  return <Player key={props.src} {...props} />;
}

function Player({ src, streamState, stream, title, poster, startAt, saveProgress: canSave, saved }: VideoPlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const playing = useHlsStream(videoRef, { url: src, streamState, stream, saved, title });
  const { repositioning } = playing;
  const { error: showError } = useToast();
  const { sendOrQueue } = useOfflineSlots();
  const [metadataLoaded, setMetadataLoaded] = useState(false);
  const resumed = useRef(false);
  const lastSaved = useRef(0);
  /** Where the student was, as last read from the element while its engine ran. */
  const position = useRef(0);
  /**
   * False from the start of the unmount. Layout cleanups run before every passive one, so this turns
   * false before the stream engine lets go of the element, which rewinds its clock to 0: a position
   * read after that is not the student's.
   */
  const engineRunning = useRef(true);
  useLayoutEffect(
    () => () => {
      engineRunning.current = false;
    },
    [],
  );

  /** The student's position: the element's while its engine runs, else the last one read from it. */
  const currentPosition = useCallback(() => {
    const video = videoRef.current;
    if (video && engineRunning.current && !repositioning()) position.current = video.currentTime;
    return position.current;
  }, [repositioning]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !metadataLoaded || startAt === null || resumed.current) return;
    resumed.current = true;
    lastSaved.current = Math.floor(startAt);
    const { duration } = video;
    // Seek only if the student has not started watching from somewhere else meanwhile.
    if (startAt > 0 && video.currentTime < 1 && (!Number.isFinite(duration) || startAt < duration - END_MARGIN_S)) {
      video.currentTime = startAt;
    }
    position.current = video.currentTime;
  }, [metadataLoaded, startAt]);

  const save = useCallback(
    (options: { keepalive?: boolean; seconds?: number } = {}) => {
      // Never before the resume point is known: a pause at 0 s would overwrite the saved position.
      // Nor while a fallback to the MP4 restarts the clock.
      if (!canSave || !resumed.current || repositioning()) return;
      const seconds = options.seconds ?? Math.floor(currentPosition());
      if (!Number.isFinite(seconds) || seconds === lastSaved.current) return;
      lastSaved.current = seconds;
      sendOrQueue({ kind: 'progress', title, seconds }, () =>
        saveProgress(title, seconds, { keepalive: options.keepalive ?? false }),
      ).catch((error: unknown) => console.warn('Saving the resume position failed', error));
    },
    [canSave, title, repositioning, currentPosition, sendOrQueue],
  );

  useEffect(() => {
    const leave = () => save({ keepalive: true });
    const onVisibility = () => document.visibilityState === 'hidden' && leave();
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', onVisibility);
      leave(); // another video or another page replaces this one
    };
  }, [save]);

  const onTimeUpdate = () => {
    if (Math.abs(currentPosition() - lastSaved.current) >= SAVE_EVERY_S) save();
  };

  useEffect(() => {
    if (playing.ended) showError(saved ? contentTexts.offline.page.openFailed : contentTexts.videos.streamEnded);
  }, [playing.ended, showError, saved]);

  const onLoadedMetadata = () => {
    if (videoRef.current) playing.onLoadedMetadata(videoRef.current);
    setMetadataLoaded(true);
  };

  return (
    <div className="video-player-frame">
      <video
        ref={videoRef}
        className="video-player"
        src={playing.src}
        data-engine={playing.engine ?? undefined}
        data-level={playing.engine === 'hls.js' ? (playing.level ?? undefined) : undefined}
        poster={poster}
        aria-label={contentTexts.videos.player(title)}
        controls
        autoPlay
        playsInline
        preload="metadata"
        controlsList="nodownload"
        disablePictureInPicture
        onContextMenu={(event) => event.preventDefault()}
        onLoadedMetadata={onLoadedMetadata}
        onError={playing.onMediaError}
        onTimeUpdate={onTimeUpdate}
        onPause={() => save()}
        // Finished: next time starts from the beginning.
        onEnded={() => save({ seconds: 0 })}
      >
        {contentTexts.videos.videoFallback}
      </video>
      {playing.engine === 'mp4' && !stream && (streamState === 'queued' || streamState === 'processing') && (
        // The MP4 has no renditions to choose from: say when the choice comes.
        <p className="video-quality-note">{contentTexts.videos.qualityLater}</p>
      )}
      {playing.engine === 'hls.js' && playing.levels.length > 0 && !playing.ended && !saved && (
        <QualityMenu
          levels={playing.levels}
          quality={playing.quality}
          playing={playing.level}
          onChange={playing.chooseQuality}
        />
      )}
    </div>
  );
}
