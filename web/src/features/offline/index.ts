/**
 * The offline feature's public entry: the Save offline button (tutes, lectures), the outbox the
 * video writes go through. Its screen (/saved), its start-up work (start.ts) and what logout runs
 * (lib/forget.ts) are lazy chunks the app loads.
 */
export { SaveOfflineButton } from './components/SaveOfflineButton';
export type { SaveTarget } from './lib/targets';
export { sendOrQueue } from './lib/outbox';
