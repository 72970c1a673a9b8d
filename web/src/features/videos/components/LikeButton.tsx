import { useRef } from 'react';
import { useOfflineSlots } from '../../../components/offline-slots';
import { contentTexts } from '../../../texts/en-content';
import { likeVideo } from '../api/like-video';
import type { VideoMetaState } from '../hooks/use-video-meta';

const t = contentTexts.videos;

/**
 * Like with its count. One like per student: the button says whether it is pressed and
 * sends the state it wants ({liked:!liked}), so a double click cannot count twice. Offline the
 * like is queued and shown at once; any other failure is only logged.
 */
export function LikeButton({ title, state, disabled }: { title: string; state: VideoMetaState; disabled: boolean }) {
  const busy = useRef(false);
  const { sendOrQueue } = useOfflineSlots();
  const { meta } = state;
  const liked = meta?.liked ?? false;

  const onClick = async () => {
    if (!meta || busy.current) return;
    busy.current = true;
    try {
      const result = await sendOrQueue({ kind: 'like', title, liked: !liked }, () => likeVideo(title, !liked));
      state.update((current) =>
        result === 'queued'
          ? { ...current, likes: Math.max(0, current.likes + (liked ? -1 : 1)), liked: !liked }
          : { ...current, likes: result.likes, liked: result.liked },
      );
    } catch (error) {
      console.error('Like failed', error);
    } finally {
      busy.current = false;
    }
  };

  return (
    <button
      type="button"
      className="like-button"
      aria-pressed={liked}
      disabled={disabled || !meta}
      onClick={() => void onClick()}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M2 21h4V9H2zm20-11a2 2 0 0 0-2-2h-6.3l1-4.6v-.3a1.5 1.5 0 0 0-.5-1L13.1 1 6.6 7.6A2 2 0 0 0 6 9v10a2 2 0 0 0 2 2h9a2 2 0 0 0 1.8-1.2l3-7.1.2-.7z"
          fill="currentColor"
        />
      </svg>
      {t.like} <span className="like-button__count">{meta ? meta.likes : '–'}</span>
    </button>
  );
}
