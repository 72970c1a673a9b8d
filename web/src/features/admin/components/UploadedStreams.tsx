/**
 * Under the upload form: each video uploaded on this visit with its streaming version's state, which
 * follows the server (Processing → Ready, or Failed) without a reload. Announced politely, so a
 * screen reader hears the change once.
 */
import type { StreamState } from '@schemas';
import { adminTexts } from '../../../texts/en-admin';
import { useLiveStreamStates, type ShownStream } from '../hooks/use-live-stream-states';

export function UploadedStreams({ uploads }: { uploads: readonly ShownStream[] }) {
  const stateOf = useLiveStreamStates(uploads);
  if (uploads.length === 0) return null;
  const label = (state: StreamState) => adminTexts.settings.streamStates[state];
  return (
    <ul className="uploaded-streams" aria-live="polite">
      {uploads.map((upload) => (
        <li key={upload.title}>
          {adminTexts.videos.streamOf(upload.title)}:{' '}
          <span data-stream-state={stateOf(upload)}>{label(stateOf(upload))}</span>
        </li>
      ))}
    </ul>
  );
}
