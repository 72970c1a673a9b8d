/**
 * The offline feature's public entry: the Save offline button and the outbox a viewer's writes go
 * through, which the app puts in the slots of the lecture and tute pages (app/offline-slots.tsx).
 * Its screen (/saved), its start-up work (start.ts) and what logout runs (lib/forget.ts) are lazy
 * chunks the app loads.
 */
export { SaveOfflineButton } from './components/SaveOfflineButton';
export { sendOrQueue } from './lib/outbox';
