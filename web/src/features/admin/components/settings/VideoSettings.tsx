/**
 * Settings › Videos: a folder's videos with Delete (the server removes the pair and its meta; then
 * its presigned DELETE; reload), each video's streaming state with Retry for a failed one, what it
 * mostly shows (changing it remakes its ladder), and "Make streaming versions" for the folder's
 * videos that have none or one made with an older ladder: it queues them and the jobs are submitted
 * in the background. A queued or processing state follows the server live
 * (use-live-stream-states.ts), and the folder's counts with it (StreamProgress).
 */
import { useCallback, useState } from 'react';
import { useToast } from '../../../../components/toasts';
import { SOURCE_KINDS, VIDEO_FOLDERS, type SourceKind, type VideoFolder, type VideoItem } from '@schemas';
import { adminTexts } from '../../../../texts/en-admin';
import { activeLanguage } from '../../../../i18n/active';
import { formatDate } from '../../../../i18n/format';
import { deleteVideo } from '../../api/delete-video';
import { makeStreams, retryStream } from '../../api/streams';
import { getVideos } from '../../../videos';
import { callSignedDelete } from '../../api/signed-delete';
import { useReloadableList } from '../../hooks/use-reloadable-list';
import { useLiveStreamStates } from '../../hooks/use-live-stream-states';
import { Field } from '../Field';
import { ItemList } from './ItemList';
import { StreamProgress } from './StreamProgress';

const t = adminTexts.settings;
const dateOf = (iso: string) => formatDate(iso, activeLanguage(), 'medium');

export function VideoSettings() {
  const [folder, setFolder] = useState<VideoFolder>(VIDEO_FOLDERS[0]);
  const fetchPage = useCallback((cursor: string | null) => getVideos(folder, cursor), [folder]);
  const list = useReloadableList(fetchPage);
  const { success: toastSuccess, error: toastError } = useToast();
  const [busy, setBusy] = useState(false);
  // Queued and Processing turn to Ready (or Failed) here as it happens, without a reload.
  const streamStateOf = useLiveStreamStates(list.items);

  const remove = async (video: VideoItem) => {
    const { signedUrl } = await deleteVideo(folder, video.title);
    await callSignedDelete(signedUrl);
  };

  const act = async (run: () => Promise<string>, failure: string) => {
    if (busy) return;
    setBusy(true);
    try {
      toastSuccess(await run());
      list.reload();
    } catch (error) {
      console.error('Streaming action failed', error);
      toastError(failure);
    } finally {
      setBusy(false);
    }
  };
  const retry = (video: VideoItem) =>
    act(async () => {
      await retryStream(folder, video.title);
      return t.streamRetried(video.title);
    }, t.streamRetryFailed(video.title));
  const changeKind = (video: VideoItem, sourceKind: SourceKind) =>
    act(async () => {
      await retryStream(folder, video.title, sourceKind);
      return t.kindChanged(video.title);
    }, t.kindChangeFailed(video.title));
  const makeAll = () => act(async () => t.streamsQueued((await makeStreams(folder)).queued), t.makeStreamsFailed);

  return (
    <>
      <Field name="settings-video-folder" label={t.folder}>
        {(control) => (
          <select {...control} value={folder} onChange={(e) => setFolder(e.target.value as VideoFolder)}>
            {VIDEO_FOLDERS.map((option) => (
              <option key={option} value={option}>
                {adminTexts.videos.folders[option]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <button type="button" className="btn btn--outline" onClick={() => void makeAll()} disabled={busy}>
        {t.makeStreams}
      </button>
      <p className="settings-item__facts">{t.makeStreamsHint}</p>
      <StreamProgress states={list.items.map(streamStateOf)} />
      <ItemList
        id="settings-videos"
        heading={t.videoListLabel(adminTexts.videos.folders[folder])}
        {...list}
        emptyText={t.noVideos}
        itemKey={(video) => video.title}
        itemName={(video) => video.title}
        onDelete={remove}
        renderItem={(video) => (
          <div className="settings-item__media">
            <img src={video.thumbnail} alt="" width={96} height={54} loading="lazy" decoding="async" />
            <div>
              <p className="settings-item__title">{video.title}</p>
              <p className="settings-item__facts">
                {[t.yearOf(video.year), dateOf(video.uploadedDate) && t.uploadedOn(dateOf(video.uploadedDate))]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <p className="settings-item__facts">
                {t.streamStateLabel}:{' '}
                <span data-stream-state={streamStateOf(video)}>{t.streamStates[streamStateOf(video)]}</span>
                {video.streamOutdated && ` (${t.streamOutdated})`}
                {streamStateOf(video) === 'failed' && (
                  <>
                    {' '}
                    <button
                      type="button"
                      className="btn btn--outline"
                      aria-label={t.retryStreamLabel(video.title)}
                      onClick={() => void retry(video)}
                      disabled={busy}
                    >
                      {t.retryStream}
                    </button>
                  </>
                )}
              </p>
              <select
                aria-label={t.sourceKindLabel(video.title)}
                value={video.sourceKind ?? 'slides'}
                disabled={busy}
                onChange={(e) => void changeKind(video, e.target.value === 'camera' ? 'camera' : 'slides')}
              >
                {SOURCE_KINDS.map((option) => (
                  <option key={option} value={option}>
                    {adminTexts.videos.sourceKinds[option]}
                  </option>
                ))}
              </select>
            </div>
          </div>
        )}
      />
    </>
  );
}
