/**
 * Page side: asks the service worker to keep the build files this page has loaded. A page the worker
 * does not control (a first visit) fetched its code past the worker, and a screen's `import()` fetches
 * nothing when the page already has that module: without this message, such code would be missing
 * offline. The worker keeps only files of its own build (./asset-carry.ts keepFiles).
 */
import type { KeepMessage } from './asset-carry';

export function keepLoadedFiles(worker: ServiceWorker | null | undefined): void {
  const message: KeepMessage = {
    type: 'keep-assets',
    urls: performance.getEntriesByType('resource').map((entry) => entry.name),
  };
  worker?.postMessage(message);
}
