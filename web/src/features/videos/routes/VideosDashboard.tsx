/**
 * Videos dashboard "Engineering Technology Videos": four category cards, then the free videos.
 * Selecting one shows the player with its details and scrolls to it (100 ms, 70 px above).
 * A failed list is only logged. The video engine is fetched once the first thumbnails are
 * shown and the page is idle, so a free video chosen here starts as quickly as on the lecture pages.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { VideoItem } from '@schemas';
import { usePagedList } from '../../../hooks/use-paged-list';
import { contentTexts } from '../../../texts/en-content';
import { getVideos } from '../api/get-videos';
import { CategoryCards } from '../components/CategoryCards';
import { VideoGrid } from '../components/VideoGrid';
import { useScrollToPlayer } from '../hooks/use-scroll-to-player';
import { PLAYER_PREFETCH_MARK, prefetchHls, whenIdle } from '../player/load-hls';
import '../../../styles/content.css';
import '../../../styles/videos.css';

const t = contentTexts.videos;

/**
 * The player, its comments and offline saving are most of the videos code and none of the
 * dashboard's first paint: they come once the page is idle (with the video engine), or at the
 * first selection if that is sooner. Held in state rather than React.lazy: Suspense keeps its
 * fallback up for a while even once the code is here, and the scroll to the player needs it shown.
 */
const loadStage = () => import('../components/VideoStage');
type Stage = Awaited<ReturnType<typeof loadStage>>['VideoStage'];

const warnStage = (error: unknown) => console.warn('Loading the player failed', error);

export default function VideosDashboard() {
  const fetchPage = useCallback((cursor: string | null) => getVideos('free', cursor), []);
  const list = usePagedList(fetchPage);
  const [selected, setSelected] = useState<VideoItem | null>(null);
  const stageRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const scrollToPlayer = useScrollToPlayer(stageRef, headingRef);
  const [Stage, setStage] = useState<Stage | null>(null);
  const fetchStage = useCallback(
    () =>
      loadStage().then((module) => {
        setStage(() => module.VideoStage);
      }),
    [],
  );

  // Not before the list's first thumbnails are on screen: the player is the larger download, and on
  // a slow link it would share the bandwidth with them, the first thing the student sees.
  const [firstRowShown, setFirstRowShown] = useState(false);
  const onFirstRowShown = useCallback(() => setFirstRowShown(true), []);
  useEffect(() => {
    if (!firstRowShown) return;
    return whenIdle(() => {
      performance.mark(PLAYER_PREFETCH_MARK);
      fetchStage().catch(warnStage);
      prefetchHls();
    });
  }, [firstRowShown, fetchStage]);

  // The newest lecture, first in the list, is the one most often opened: once its playlists are
  // here its start is one segment away. A warm-up that fails costs nothing: the tap asks again.
  const firstStream = list.items[0]?.stream;
  useEffect(() => {
    if (!firstRowShown || !firstStream) return;
    return whenIdle(() => {
      import('../player/warm-stream').then((warm) => warm.warmStream(firstStream)).catch(() => undefined);
    });
  }, [firstRowShown, firstStream]);

  useEffect(() => {
    if (list.status === 'error') console.error('Loading the free videos failed', list.error);
  }, [list.status, list.error]);

  const onSelect = (video: VideoItem) => {
    setSelected(video);
    // Scheduled once the stage's code is here: the scroll and focus need it on the page.
    fetchStage().then(scrollToPlayer, warnStage);
  };

  return (
    <div className="content-page videos-page">
      <header className="content-page__head">
        <h1>{t.heading}</h1>
        <p className="lead">{t.intro}</p>
      </header>
      <CategoryCards />
      {selected && Stage && <Stage video={selected} stageRef={stageRef} headingRef={headingRef} />}
      <section aria-labelledby="free-videos-heading">
        <h2 id="free-videos-heading">{t.freeHeading}</h2>
        <VideoGrid
          list={list}
          selected={selected}
          onSelect={onSelect}
          labelledBy="free-videos-heading"
          onFirstRowShown={onFirstRowShown}
        />
      </section>
    </div>
  );
}
