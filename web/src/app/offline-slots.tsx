/**
 * Offline study composed into the lecture and tute pages (./screens): the Save offline control
 * and the outbox for a viewer's writes fill the slots those pages leave (components/offline-slots).
 * Loaded with those pages, never in the first load.
 */
import type { ComponentType } from 'react';
import { OfflineSlotsContext, type OfflineSlots } from '../components/offline-slots';
import { SaveOfflineButton, sendOrQueue } from '../features/offline';

const slots: OfflineSlots = {
  saveLecture: (video) => <SaveOfflineButton target={{ kind: 'lecture', video }} />,
  saveTute: (category, tute) => <SaveOfflineButton target={{ kind: 'tute', category, tute }} />,
  sendOrQueue,
};

/** The screen with the slots filled. */
export function withOffline(Screen: ComponentType): ComponentType {
  return function OfflineScreen() {
    return (
      <OfflineSlotsContext.Provider value={slots}>
        <Screen />
      </OfflineSlotsContext.Provider>
    );
  };
}
