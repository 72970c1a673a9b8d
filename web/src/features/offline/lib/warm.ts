/**
 * The code a saved item needs offline (the saved page, the player with its video engine, the PDF
 * viewer), fetched while online so the service worker keeps it: at start when something is saved,
 * and whenever something is saved.
 */
let warmed = false;

export function warmOfflineChunks(): void {
  if (warmed) return;
  warmed = true;
  void Promise.all([
    import('../routes/SavedPage'),
    import('../components/SavedTute'),
    import('../components/SavedLecture').then(({ warmPlayer }) => warmPlayer()),
  ]).catch((error: unknown) => {
    warmed = false;
    console.warn('Fetching the offline screens failed', error);
  });
}
