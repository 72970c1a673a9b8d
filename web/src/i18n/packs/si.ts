/**
 * Sinhala's texts for every screen but the admin console's, in one lazy chunk: one request when a
 * reader picks Sinhala, and none for anyone else.
 */
export default import.meta.glob<Record<string, unknown>>(['../../texts/si/*.ts', '!**/admin.ts'], { eager: true });
