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
}

/** The thumbnails of a video list, with "Load more" while the server has further pages. */
export function VideoGrid({ list, selected, onSelect, labelledBy, showDate, dense }: VideoGridProps) {
  if (list.status === 'ready' && list.items.length === 0)
    return <p className="empty-state">{contentTexts.videos.noVideos}</p>;
  return (
    <>
      <ul className={dense ? 'video-grid video-grid--dense' : 'video-grid'} aria-labelledby={labelledBy}>
        {list.items.map((video) => (
          <li key={video.title}>
            <VideoCard
              video={video}
              selected={selected?.title === video.title}
              onSelect={onSelect}
              showDate={showDate ?? false}
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
