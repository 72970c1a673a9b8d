/**
 * Tamil's texts for every screen but the admin console's, in one lazy chunk: one request when a
 * reader picks Tamil, and none for anyone else. The parts are named, so the admin console's files
 * (admin.ts and whatever it imports) stay out: they come with the console's own code.
 */
export default import.meta.glob<Record<string, unknown>>(
  '../../texts/ta/{shell,home,pages,content,quiz,fees,server}.ts',
  {
    eager: true,
  },
);
