/**
 * The offline feature's public entry: the Save offline button (tutes, lectures), the outbox the
 * video writes go through, and what logout calls. Its screen (/saved) and its start-up work
 * (start.ts) are lazy chunks loaded by the app.
 */
export { SaveOfflineButton } from './components/SaveOfflineButton';
export type { SaveTarget } from './lib/targets';
export { sendOrQueue } from './lib/outbox';
export { forgetAccount } from './lib/forget';
