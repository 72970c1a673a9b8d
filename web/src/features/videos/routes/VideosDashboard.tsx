/**
 * Videos dashboard "Engineering Technology Videos": four category cards, then the free videos.
 * Selecting one shows the player with its details and scrolls to it (100 ms, 70 px above).
 * A failed list is only logged. The video engine is fetched once the page is idle, so a free video
 * chosen here starts as quickly as on the lecture pages.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { VideoItem } from '@schemas';
import { usePagedList } from '../../../hooks/use-paged-list';
import { contentTexts } from '../../../texts/en-content';
import { getVideos } from '../api/get-videos';
import { CategoryCards } from '../components/CategoryCards';
import { VideoGrid } from '../components/VideoGrid';
import { VideoStage } from '../components/VideoStage';
import { useScrollToPlayer } from '../hooks/use-scroll-to-player';
import { prefetchHlsWhenIdle } from '../player/load-hls';
import '../../../styles/content.css';
import '../../../styles/videos.css';

const t = contentTexts.videos;

export default function VideosDashboard() {
  const fetchPage = useCallback((cursor: string | null) => getVideos('free', cursor), []);
  const list = usePagedList(fetchPage);
  const [selected, setSelected] = useState<VideoItem | null>(null);
  const stageRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const scrollToPlayer = useScrollToPlayer(stageRef, headingRef);

  useEffect(prefetchHlsWhenIdle, []);

  useEffect(() => {
    if (list.status === 'error') console.error('Loading the free videos failed', list.error);
  }, [list.status, list.error]);

  const onSelect = (video: VideoItem) => {
    setSelected(video);
    scrollToPlayer();
  };

  return (
    <div className="content-page videos-page">
      <header className="content-page__head">
        <h1>{t.heading}</h1>
        <p className="lead">{t.intro}</p>
      </header>
      <CategoryCards />
      {selected && <VideoStage video={selected} stageRef={stageRef} headingRef={headingRef} />}
      <section aria-labelledby="free-videos-heading">
        <h2 id="free-videos-heading">{t.freeHeading}</h2>
        <VideoGrid list={list} selected={selected} onSelect={onSelect} labelledBy="free-videos-heading" />
      </section>
    </div>
  );
}
