/**
 * Tamil's texts for every screen but the admin console's, in one lazy chunk: one request when a
 * reader picks Tamil, and none for anyone else.
 */
export default import.meta.glob<Record<string, unknown>>(['../../texts/ta/*.ts', '!**/admin.ts'], { eager: true });
