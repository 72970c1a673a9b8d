/**
 * How far the listed videos' streaming versions have come after "Make streaming versions": how many
 * are queued, processing, ready and failed, as the screen's live states (use-live-stream-states.ts)
 * have them, so the counts move on by themselves while any is pending.
 */
import type { StreamState } from '@schemas';
import { adminTexts } from '../../../../texts/en-admin';
import { isPending } from '../../hooks/use-live-stream-states';

const t = adminTexts.settings;
const SHOWN: readonly StreamState[] = ['queued', 'processing', 'ready', 'failed'];

export function StreamProgress({ states }: { states: readonly StreamState[] }) {
  if (!states.some((state) => state !== 'none')) return null;
  const count = (state: StreamState) => states.filter((s) => s === state).length;
  const pending = states.some(isPending);
  return (
    <div className="settings-item__facts" aria-label={t.streamProgressLabel} role="group">
      <ul className="stream-progress">
        {SHOWN.map((state) => (
          <li key={state} data-stream-count={state}>
            {t.streamCount(t.streamStates[state], count(state))}
          </li>
        ))}
      </ul>
      {pending && <p role="status">{t.streamProgressLive}</p>}
    </div>
  );
}
