/**
 * Theory, Revision, Practical and Paper pages: the player with the selected video's details above
 * the thumbnails; a click plays one. Any load failure sends the student to /unauthorized.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../../components/Link';
import type { GatedVideoFolder, VideoItem } from '@schemas';
import { useAuth } from '../../auth';
import { usePagedList } from '../../../hooks/use-paged-list';
import { contentTexts } from '../../../texts/en-content';
import { getCategoryVideos } from '../api/get-category-videos';
import { useScrollToPlayer } from '../hooks/use-scroll-to-player';
import { prefetchHls } from '../player/load-hls';
import { VideoGrid } from './VideoGrid';
import { VideoStage } from './VideoStage';
import { videoYearFor } from './video-year';
import '../../../styles/content.css';
import '../../../styles/videos.css';

const t = contentTexts.videos;

interface CategoryVideosProps {
  category: GatedVideoFolder;
  title: string;
  /** The paper page's "thumbnail grid". */
  dense?: boolean;
}

export function CategoryVideos(props: CategoryVideosProps) {
  // The list asks for the student's year: wait for the first auth check (the guard has already let them in).
  const { checked } = useAuth();
  return checked ? <CategoryVideoList {...props} /> : null;
}

function CategoryVideoList({ category, title, dense = false }: CategoryVideosProps) {
  const { user } = useAuth();
  const year = videoYearFor(user);
  const navigate = useNavigate();
  const fetchPage = useCallback((cursor: string | null) => getCategoryVideos(category, year, cursor), [category, year]);
  const list = usePagedList(fetchPage);
  const [selected, setSelected] = useState<VideoItem | null>(null);
  const stageRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const scrollToPlayer = useScrollToPlayer(stageRef, headingRef);

  // A lecture page exists to play video: fetch the engine now, not when Play is pressed.
  useEffect(prefetchHls, []);

  useEffect(() => {
    if (list.status !== 'error') return;
    console.error(`Loading ${category} videos failed`, list.error);
    navigate('/unauthorized', { replace: true });
  }, [list.status, list.error, category, navigate]);

  const onSelect = (video: VideoItem) => {
    setSelected(video);
    scrollToPlayer();
  };

  const headingId = `${category.toLowerCase()}-videos-heading`;
  return (
    <div className="content-page videos-page">
      <header className="content-page__head">
        <p className="breadcrumb">
          <Link to="/videos">{t.allVideos}</Link>
        </p>
        <h1 id={headingId}>{title}</h1>
      </header>
      {selected ? (
        <VideoStage video={selected} stageRef={stageRef} headingRef={headingRef} />
      ) : (
        list.items.length > 0 && <p className="video-hint">{t.pick}</p>
      )}
      <VideoGrid list={list} selected={selected} onSelect={onSelect} labelledBy={headingId} dense={dense} />
    </div>
  );
}
