/**
 * What offline study adds to the content screens, as slots: the videos and tutes features render a
 * Save offline control and send a viewer's writes through these, and the app fills them from the
 * offline feature (app/offline-slots.tsx). Offline builds on videos and tutes (a saved lecture plays
 * in their player), so they may not import it back. Unfilled, nothing is offered and every write
 * goes straight out.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { TuteCategory, TuteItem, VideoItem } from '@schemas';
import type { OutboxWrite } from '../lib/saved-db';

export interface OfflineSlots {
  /** The Save offline control of a lecture, in its stage. */
  saveLecture: (video: VideoItem) => ReactNode;
  /** The Save offline control of a tute, on its card. */
  saveTute: (category: TuteCategory, tute: TuteItem) => ReactNode;
  /** Sends a write now; on a network failure keeps it to send later and resolves 'queued'. */
  sendOrQueue: <T>(write: OutboxWrite, send: () => Promise<T>) => Promise<T | 'queued'>;
}

const none: OfflineSlots = {
  saveLecture: () => null,
  saveTute: () => null,
  sendOrQueue: (_write, send) => send(),
};

export const OfflineSlotsContext = createContext<OfflineSlots>(none);

export const useOfflineSlots = (): OfflineSlots => useContext(OfflineSlotsContext);
