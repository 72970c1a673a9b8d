/**
 * A saved lecture in the site's player, in its saved mode: the saved rendition's playlist only
 * (answered from the cache by the service worker), no stream access asked, no other quality, no
 * MP4. Progress goes to the server, or to the outbox while offline.
 */
import { useEffect, useRef, useState } from 'react';
import { Modal } from '../../../components/Modal';
import { OfflineSlotsContext, type OfflineSlots } from '../../../components/offline-slots';
import type { SavedItem } from '../../../lib/saved-db';
import { contentTexts } from '../../../texts/en-content';
import { loadHls, VideoPlayer } from '../../videos';
import { resumePosition } from '../lib/resume-position';
import { VISITOR } from '../lib/access-rules';
import { sendOrQueue } from '../lib/outbox';

const t = contentTexts.offline.page;

/** The player's slots here: nothing to save (it is saved), and its progress goes through the outbox. */
const slots: OfflineSlots = { saveLecture: () => null, saveTute: () => null, sendOrQueue };

/** Fetches the video engine now, so a saved lecture plays offline. */
export const warmPlayer = (): Promise<unknown> => loadHls();

export default function SavedLecture({ item, onClose }: { item: SavedItem; onClose: () => void }) {
  const [startAt, setStartAt] = useState<number | null>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const owner = item.owner === VISITOR ? null : item.owner;

  useEffect(() => {
    let live = true;
    void resumePosition(item.title, owner).then((position) => live && setStartAt(position));
    return () => {
      live = false;
    };
  }, [item.title, owner]);

  return (
    <Modal
      title={item.title}
      onClose={onClose}
      initialFocus={closeRef}
      className="modal--video"
      headerActions={
        <button ref={closeRef} type="button" className="btn btn--outline modal__close" onClick={onClose}>
          {t.back}
        </button>
      }
    >
      <OfflineSlotsContext.Provider value={slots}>
        <VideoPlayer
          src={item.playlist ?? ''}
          streamState="ready"
          stream={item.playlist}
          saved
          title={item.title}
          startAt={startAt}
          saveProgress={owner !== null}
        />
      </OfflineSlotsContext.Provider>
    </Modal>
  );
}
