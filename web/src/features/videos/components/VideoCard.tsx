import type { VideoItem } from '@schemas';
import { activeLanguage } from '../../../i18n/active';
import { formatDate } from '../../../i18n/format';

interface VideoCardProps {
  video: VideoItem;
  selected: boolean;
  onSelect: (video: VideoItem) => void;
  /** The free videos page shows the short upload date on each card. */
  showDate?: boolean;
  /**
   * In the grid's first row, on screen as the list arrives: its thumbnail is fetched at once (a lazy
   * image waits for layout, and comes last); `first` asks for it before any other image, since it is
   * usually the largest thing on a phone's first screen.
   */
  leading?: 'first' | 'row';
  /** Called once the thumbnail has loaded or failed. */
  onThumbnailDone?: () => void;
}

/** A thumbnail card; the whole card is one button that plays the video. */
export function VideoCard({ video, selected, onSelect, showDate = false, leading, onThumbnailDone }: VideoCardProps) {
  return (
    <button
      type="button"
      className="video-card"
      aria-current={selected ? 'true' : undefined}
      onClick={() => onSelect(video)}
    >
      <img
        className="video-card__thumb"
        src={video.thumbnail}
        alt=""
        width={320}
        height={180}
        loading={leading ? 'eager' : 'lazy'}
        fetchPriority={leading === 'first' ? 'high' : undefined}
        decoding="async"
        onLoad={onThumbnailDone}
        onError={onThumbnailDone}
      />
      <span className="video-card__title">{video.title}</span>
      {showDate && (
        <time className="video-card__date" dateTime={video.uploadedDate}>
          {formatDate(video.uploadedDate, activeLanguage(), 'short')}
        </time>
      )}
    </button>
  );
}
