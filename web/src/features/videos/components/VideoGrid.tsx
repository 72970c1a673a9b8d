import { useEffect, useRef } from 'react';
import type { VideoItem } from '@schemas';
import type { PagedList } from '../../../hooks/use-paged-list';
import { contentTexts } from '../../../texts/en-content';
import { VideoCard } from './VideoCard';

interface VideoGridProps {
  list: PagedList<VideoItem>;
  selected: VideoItem | null;
  onSelect: (video: VideoItem) => void;
  labelledBy: string;
  showDate?: boolean;
  /** Paper discussions sit in a denser grid (a thumbnail grid). */
  dense?: boolean;
  /**
   * Called once the list is in and the first row's thumbnails have loaded (or failed): what the
   * student sees first is on screen, and a page may start downloads that would have slowed it.
   */
  onFirstRowShown?: () => void;
}

/** Cards in a wide screen's first row of the grid (videos.css: 240 px columns). */
const FIRST_ROW = 4;

/** Calls `done` once `list` has settled and `count` thumbnails of it have reported in. */
function useFirstRowShown(list: PagedList<VideoItem>, done: (() => void) | undefined) {
  const reported = useRef(0);
  const called = useRef(false);
  const expected = list.status === 'ready' ? Math.min(list.items.length, FIRST_ROW) : 0;
  const settled = list.status !== 'loading';
  const report = () => {
    if (called.current || !done) return;
    called.current = true;
    done();
  };
  // A list that failed or is empty shows no thumbnail to wait for.
  useEffect(() => {
    if (settled && expected === 0) report();
  });
  return () => {
    reported.current += 1;
    if (reported.current >= expected) report();
  };
}

/** The thumbnails of a video list, with "Load more" while the server has further pages. */
export function VideoGrid({ list, selected, onSelect, labelledBy, showDate, dense, onFirstRowShown }: VideoGridProps) {
  const thumbnailDone = useFirstRowShown(list, onFirstRowShown);
  if (list.status === 'ready' && list.items.length === 0)
    return <p className="empty-state">{contentTexts.videos.noVideos}</p>;
  return (
    <>
      <ul className={dense ? 'video-grid video-grid--dense' : 'video-grid'} aria-labelledby={labelledBy}>
        {list.items.map((video, position) => (
          <li key={video.title}>
            <VideoCard
              video={video}
              selected={selected?.title === video.title}
              onSelect={onSelect}
              showDate={showDate ?? false}
              leading={position === 0 ? 'first' : position < FIRST_ROW ? 'row' : undefined}
              onThumbnailDone={position < FIRST_ROW ? thumbnailDone : undefined}
            />
          </li>
        ))}
      </ul>
      {list.hasMore && (
        <p className="load-more">
          <button type="button" className="btn btn--outline" onClick={list.loadMore} disabled={list.loadingMore}>
            {contentTexts.loadMore}
          </button>
        </p>
      )}
    </>
  );
}
