/**
 * The code a saved item needs offline (the saved page, the player with its video engine, the PDF
 * viewer), fetched while online so the service worker keeps it: at start when something is saved,
 * and whenever something is saved. Code this page had already loaded fetches nothing here (or went
 * past a worker that did not control the page yet), so the worker is then told every file the page
 * has loaded.
 */
import { keepLoadedFiles } from '../../../sw/keep-loaded-files';

let warmed = false;

export function warmOfflineChunks(): void {
  if (warmed) return;
  warmed = true;
  void Promise.all([
    import('../routes/SavedPage'),
    import('../components/SavedTute'),
    import('../components/SavedLecture').then(({ warmPlayer }) => warmPlayer()),
  ])
    .then(() => {
      if ('serviceWorker' in navigator)
        void navigator.serviceWorker.ready.then(({ active }) => keepLoadedFiles(active));
    })
    .catch((error: unknown) => {
      warmed = false;
      console.warn('Fetching the offline screens failed', error);
    });
}
