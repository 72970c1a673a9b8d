import { listOutbox } from '../../../lib/saved-db';
import { getVideoMeta } from '../../videos';

/**
 * Where to resume a saved lecture: the server's position when it answers, else (offline) the
 * furthest position watched offline and not yet sent, else the start.
 */
export async function resumePosition(title: string, owner: string | null): Promise<number> {
  const queued = (await listOutbox().catch(() => []))
    .filter((entry) => entry.kind === 'progress' && entry.title === title && entry.owner === owner)
    .reduce((furthest, entry) => (entry.kind === 'progress' ? Math.max(furthest, entry.seconds) : furthest), 0);
  if (!owner || (typeof navigator !== 'undefined' && navigator.onLine === false)) return queued;
  try {
    const meta = await getVideoMeta(title, { quiet: true });
    return Math.max(meta.position, queued);
  } catch {
    return queued;
  }
}
