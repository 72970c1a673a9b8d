/**
 * Free videos: a grid of cards (thumbnail, title, short date); the selected one plays above with
 * its title, Save offline, long upload date and a Show/Hide Caption toggle. Each new selection
 * hides the caption.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { VideoItem } from '@schemas';
import { useAuth } from '../../auth';
import { useOfflineSlots } from '../../../components/offline-slots';
import { usePagedList } from '../../../hooks/use-paged-list';
import { contentTexts } from '../../../texts/en-content';
import { getVideos } from '../api/get-videos';
import { activeLanguage } from '../../../i18n/active';
import { formatDate } from '../../../i18n/format';
import { VideoGrid } from '../components/VideoGrid';
import { VideoPlayer } from '../components/VideoPlayer';
import { useScrollToPlayer } from '../hooks/use-scroll-to-player';
import { useVideoMeta } from '../hooks/use-video-meta';
import { prefetchHls } from '../player/load-hls';
import '../../../styles/content.css';
import '../../../styles/videos.css';

const t = contentTexts.freeVideos;

export default function FreeVideos() {
  const fetchPage = useCallback((cursor: string | null) => getVideos('free', cursor), []);
  const list = usePagedList(fetchPage);
  const [selected, setSelected] = useState<VideoItem | null>(null);
  const [showCaption, setShowCaption] = useState(false);
  const stageRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const scrollToPlayer = useScrollToPlayer(stageRef, headingRef);
  const captionId = useId();
  const { isLoggedIn } = useAuth();
  const { saveLecture } = useOfflineSlots();
  // Only a signed-in student has a saved position to resume from.
  const { meta, failed } = useVideoMeta(selected?.title ?? null, isLoggedIn);

  // A lecture page exists to play video: fetch the engine now, not when Play is pressed.
  useEffect(prefetchHls, []);

  useEffect(() => {
    if (list.status === 'error') console.error('Loading the free videos failed', list.error);
  }, [list.status, list.error]);

  const onSelect = (video: VideoItem) => {
    setSelected(video);
    setShowCaption(false);
    scrollToPlayer();
  };

  const startAt = !isLoggedIn ? 0 : meta ? meta.position : failed ? 0 : null;

  return (
    <div className="content-page videos-page">
      <header className="content-page__head">
        <h1 id="free-videos-title">{t.heading}</h1>
        <p className="lead">{t.intro}</p>
      </header>
      {selected && (
        <section ref={stageRef} className="video-stage" aria-labelledby="free-video-title">
          <div className="video-stage__head">
            <p className="video-stage__label">{contentTexts.videos.nowPlaying}</p>
            <h2 id="free-video-title" ref={headingRef} tabIndex={-1}>
              {selected.title}
            </h2>
          </div>
          <VideoPlayer
            src={selected.url}
            streamState={selected.streamState}
            stream={selected.stream}
            poster={selected.thumbnail}
            title={selected.title}
            startAt={startAt}
            saveProgress={isLoggedIn}
          />
          <div className="video-stage__info">
            {saveLecture(selected)}
            <p className="muted">
              <time dateTime={selected.uploadedDate}>
                {formatDate(selected.uploadedDate, activeLanguage(), 'long')}
              </time>
            </p>
            <button
              type="button"
              className="btn btn--outline"
              aria-expanded={showCaption}
              aria-controls={captionId}
              onClick={() => setShowCaption((shown) => !shown)}
            >
              {showCaption ? t.hideCaption : t.showCaption}
            </button>
            <p id={captionId} className="video-stage__caption" hidden={!showCaption}>
              {selected.caption || t.noCaption}
            </p>
          </div>
        </section>
      )}
      <VideoGrid list={list} selected={selected} onSelect={onSelect} labelledBy="free-videos-title" showDate />
    </div>
  );
}
