import type { RefObject } from 'react';
import type { VideoItem } from '@schemas';
import { useAuth } from '../../auth';
import { useOfflineSlots } from '../../../components/offline-slots';
import { contentTexts } from '../../../texts/en-content';
import { useVideoMeta } from '../hooks/use-video-meta';
import { Comments } from './Comments';
import { activeLanguage } from '../../../i18n/active';
import { formatDate } from '../../../i18n/format';
import { LikeButton } from './LikeButton';
import { VideoPlayer } from './VideoPlayer';

const t = contentTexts.videos;

interface VideoStageProps {
  video: VideoItem;
  stageRef: RefObject<HTMLElement | null>;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/**
 * The selected video: player (resuming where the student left off), title, caption ("Loading
 * caption..." until the details arrive), Save offline, upload date, Like with count, comments and
 * the comment box.
 */
export function VideoStage({ video, stageRef, headingRef }: VideoStageProps) {
  const { isLoggedIn } = useAuth();
  const { saveLecture } = useOfflineSlots();
  const state = useVideoMeta(video.title);
  const { meta, failed } = state;
  // The details failed: fall back to the list's caption and, for saving, the start of the video.
  const caption = meta ? meta.caption : failed ? video.caption : t.loadingCaption;
  const startAt = meta ? meta.position : failed ? 0 : null;

  return (
    <section ref={stageRef} className="video-stage" aria-labelledby="video-stage-title">
      {/* Title first: focus lands on it after a selection, and Tab then reaches the player's controls. */}
      <div className="video-stage__head">
        <p className="video-stage__label">{t.nowPlaying}</p>
        <h2 id="video-stage-title" ref={headingRef} tabIndex={-1}>
          {video.title}
        </h2>
      </div>
      <VideoPlayer
        src={video.url}
        streamState={video.streamState}
        stream={video.stream}
        poster={video.thumbnail}
        title={video.title}
        startAt={startAt}
        saveProgress={isLoggedIn}
      />
      <div className="video-stage__info">
        {saveLecture(video)}
        <p className="video-stage__caption" aria-busy={!meta && !failed}>
          {caption}
        </p>
        <div className="video-stage__row">
          <p className="muted video-stage__date">
            {t.uploaded(formatDate(video.uploadedDate, activeLanguage(), 'medium'))}
          </p>
          <LikeButton title={video.title} state={state} disabled={!isLoggedIn} />
        </div>
        <Comments title={video.title} state={state} canPost={isLoggedIn} />
      </div>
    </section>
  );
}
