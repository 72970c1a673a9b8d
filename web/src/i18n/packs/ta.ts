/**
 * Tamil's texts for the screens any reader may open first, in one lazy chunk: one request when a
 * reader picks Tamil, and none for anyone else. The parts are named, so the quiz, fee and admin
 * screens' files stay out: each comes when its screens' code does (../late-texts.ts).
 */
export default import.meta.glob<Record<string, unknown>>('../../texts/ta/{shell,home,pages,content,server}.ts', {
  eager: true,
});
