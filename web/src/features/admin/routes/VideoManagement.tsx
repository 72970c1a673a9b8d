/**
 * Video management: the upload form (folder, year, title, caption, MP4 video, thumbnail). The
 * button stays disabled until folder, year, title, caption and a video are chosen; a click without
 * both files says 'Please select both video and thumbnail.'. Progress 'Uploading: N%', at 100
 * 'Upload complete', a failure text per step, and the success text once the pair is listed; then
 * the streaming version's state of each video uploaded on this visit, live.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  SINGLE_PUT_MAX_BYTES,
  SOURCE_KINDS,
  VIDEO_CAPTION_MAX,
  VIDEO_CONTENT_TYPE,
  VIDEO_FOLDERS,
  VIDEO_TITLE_MAX,
  VIDEO_YEARS,
  videoTitleSchema,
  type SourceKind,
  type VideoFolder,
  type VideoYear,
} from '@schemas';
import { useToast } from '../../../components/toasts';
import { ApiError, messageOf } from '../../../lib/api-client';
import { adminTexts } from '../../../texts/en-admin';
import { AdminPage } from '../components/AdminPage';
import { Field } from '../components/Field';
import { UploadProgress } from '../components/UploadProgress';
import { UploadedStreams } from '../components/UploadedStreams';
import type { ShownStream } from '../hooks/use-live-stream-states';
import { useVideoUpload } from '../hooks/use-video-upload';
import { unfinishedUploads } from '../uploads/resume-memory';
import { isAbort } from '../uploads/single-put';
import { prepareThumbnail } from '../uploads/thumbnail-image';
import { VideoUploadError, type UploadStep, type VideoDraft } from '../uploads/upload-video';

const t = adminTexts.videos;

const EMPTY = { folder: '', year: '', title: '', caption: '' };
type TextField = keyof typeof EMPTY;

// Keys of the catalogue, read when shown: the texts change with the reader's language.
const STEP_TEXT = {
  videoUrl: 'videoUrlFailed',
  video: 'videoFailed',
  thumbnailUrl: 'thumbnailUrlFailed',
  thumbnail: 'thumbnailFailed',
} as const satisfies Record<Exclude<UploadStep, 'complete'>, keyof typeof t>;

/** The failure text for the failed step; a refusal the tutor can act on (e.g. a title in use) follows it. */
function failureText(error: VideoUploadError): string {
  const cause = error.cause;
  if (error.step === 'complete') return messageOf(cause, t.completeFailed);
  const reason = cause instanceof ApiError && cause.status >= 400 && cause.status < 500 ? cause.text : '';
  const step = t[STEP_TEXT[error.step]];
  return reason ? `${step} ${reason}` : step;
}

export default function VideoManagement() {
  const [values, setValues] = useState(EMPTY);
  // Slides unless the tutor says camera: most lectures are slides or a whiteboard.
  const [kind, setKind] = useState<SourceKind>('slides');
  const [video, setVideo] = useState<File | null>(null);
  const [thumbnail, setThumbnail] = useState<File | null>(null);
  const [resumeNote, setResumeNote] = useState('');
  // This visit's uploads, newest first; each starts processing as completeVideo submits its job.
  const [uploaded, setUploaded] = useState<ShownStream[]>([]);
  // A new key empties the file inputs after an upload (their value cannot be set by React).
  const [filesKey, setFilesKey] = useState(0);
  const { view, busy, run, cancel, reset } = useVideoUpload();
  const { success: toastSuccess, error: toastError } = useToast();
  const titleRef = useRef<HTMLInputElement>(null);
  // Between the click and the upload's first state update, a second click must not start another.
  const starting = useRef(false);
  const submitRef = useRef<HTMLButtonElement>(null);
  // Once the form is enabled again: Title after a success (the next lecture), else Upload (Cancel is gone).
  const [refocus, setRefocus] = useState<'title' | 'submit' | null>(null);
  useEffect(() => {
    if (!refocus || busy) return;
    setRefocus(null);
    (refocus === 'title' ? titleRef : submitRef).current?.focus();
  }, [refocus, busy]);

  const title = values.title.trim();
  // The title names the S3 objects and is a path segment: the server's own rule (the field's
  // maxLength keeps it short enough, so a refusal here means "/", "\\" or "..").
  const titleError = title && !videoTitleSchema.safeParse(title).success ? t.titleSlash : undefined;
  const videoError = video && video.type && video.type !== VIDEO_CONTENT_TYPE ? t.videoNotMp4 : undefined;
  const ready =
    Boolean(values.folder && values.year && title && values.caption.trim() && video) && !titleError && !videoError;

  const set = (field: TextField, value: string) => setValues((v) => ({ ...v, [field]: value }));

  const chooseVideo = (file: File | null) => {
    setVideo(file);
    reset();
    // A large file that was being uploaded before a reload: its details come back, so it resumes.
    const earlier = file && file.size > SINGLE_PUT_MAX_BYTES ? unfinishedUploads.find(file) : undefined;
    if (earlier) {
      setValues({ folder: earlier.folder, year: earlier.year, title: earlier.title, caption: earlier.caption });
      setResumeNote(t.resumeFound(earlier.title));
    } else setResumeNote('');
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || starting.current || !ready) return;
    if (!video || !thumbnail) {
      toastError(t.bothFiles);
      return;
    }
    starting.current = true;
    let prepared;
    try {
      prepared = await prepareThumbnail(thumbnail);
    } catch (error) {
      console.error('Reading the thumbnail failed', error);
      toastError(t.thumbnailUnreadable);
      starting.current = false;
      return;
    }
    const draft: VideoDraft = {
      folder: values.folder as VideoFolder,
      year: values.year as VideoYear,
      title,
      caption: values.caption.trim(),
      sourceKind: kind,
    };
    setResumeNote('');
    try {
      const upload = run(draft, { video, thumbnail: prepared.blob, thumbnailName: prepared.filename });
      starting.current = false;
      await upload;
      toastSuccess(t.success);
      setUploaded((list) => [
        { title: draft.title, streamState: 'processing' },
        ...list.filter((item) => item.title !== draft.title),
      ]);
      // Folder and year stay: lectures usually go up in a series.
      setValues((v) => ({ ...v, title: '', caption: '' }));
      setVideo(null);
      setThumbnail(null);
      setFilesKey((k) => k + 1);
      setRefocus('title');
    } catch (error) {
      setRefocus('submit');
      if (isAbort(error)) {
        toastSuccess(t.cancelled);
        reset();
        return;
      }
      console.error('Video upload failed', error);
      toastError(error instanceof VideoUploadError ? failureText(error) : t.videoFailed);
    }
  };

  const select = (
    field: 'folder' | 'year',
    label: string,
    options: readonly string[],
    names?: Record<string, string>,
  ) => (
    <Field name={`video-${field}`} label={label}>
      {(control) => (
        <select
          {...control}
          required
          disabled={busy}
          value={values[field]}
          onChange={(e) => set(field, e.target.value)}
        >
          <option value="" disabled>
            {adminTexts.choose}
          </option>
          {options.map((option) => (
            <option key={option} value={option}>
              {names?.[option] ?? option}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  const phaseText =
    view.phase === 'thumbnail'
      ? t.thumbnailSending
      : view.phase === 'saving'
        ? t.saving
        : view.phase === 'preparing'
          ? t.preparing
          : '';

  return (
    <AdminPage title={adminTexts.sections.videos} heading={t.heading}>
      <form
        className="card admin-form"
        noValidate
        aria-labelledby="video-form-title"
        aria-busy={busy}
        onSubmit={(e) => void onSubmit(e)}
      >
        <h2 id="video-form-title">{t.formTitle}</h2>
        <div className="admin-form__grid">
          {select('folder', t.folder, VIDEO_FOLDERS, t.folders)}
          {select('year', t.year, VIDEO_YEARS, t.years)}
        </div>
        <Field name="video-source-kind" label={t.sourceKind} hint={t.sourceKindHint}>
          {(control) => (
            <select
              {...control}
              disabled={busy}
              value={kind}
              onChange={(e) => setKind(e.target.value === 'camera' ? 'camera' : 'slides')}
            >
              {SOURCE_KINDS.map((option) => (
                <option key={option} value={option}>
                  {t.sourceKinds[option]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="video-title" label={t.title} hint={t.titleHint} error={titleError}>
          {(control) => (
            <input
              {...control}
              ref={titleRef}
              required
              disabled={busy}
              maxLength={VIDEO_TITLE_MAX}
              value={values.title}
              onChange={(e) => set('title', e.target.value)}
            />
          )}
        </Field>
        <Field name="video-caption" label={t.caption}>
          {(control) => (
            <textarea
              {...control}
              required
              disabled={busy}
              rows={3}
              maxLength={VIDEO_CAPTION_MAX}
              value={values.caption}
              onChange={(e) => set('caption', e.target.value)}
            />
          )}
        </Field>
        <div className="admin-form__grid" key={filesKey}>
          <Field name="video-file" label={t.video} hint={t.videoHint} error={videoError}>
            {(control) => (
              <input
                {...control}
                type="file"
                accept={VIDEO_CONTENT_TYPE}
                required
                disabled={busy}
                onChange={(e) => chooseVideo(e.target.files?.[0] ?? null)}
              />
            )}
          </Field>
          <Field name="video-thumbnail" label={t.thumbnail} hint={t.thumbnailHint}>
            {(control) => (
              <input
                {...control}
                type="file"
                accept="image/*"
                disabled={busy}
                onChange={(e) => setThumbnail(e.target.files?.[0] ?? null)}
              />
            )}
          </Field>
        </div>
        {resumeNote && <p className="admin-note">{resumeNote}</p>}
        <div className="upload-actions">
          <button ref={submitRef} type="submit" className="btn btn--primary" disabled={busy || !ready}>
            {t.submit}
          </button>
          {busy && (
            <button type="button" className="btn btn--outline" onClick={cancel}>
              {t.cancel}
            </button>
          )}
        </div>
        <UploadProgress
          label={t.progressLabel}
          percent={view.percent}
          text={view.percent === null ? '' : view.percent >= 100 ? t.uploadComplete : t.uploading(view.percent)}
          announce={(percent) => (percent >= 100 ? t.uploadComplete : t.announcePercent(percent))}
          detail={[view.resumed ? t.resuming(view.resumed.resumedParts, view.resumed.partCount) : '', phaseText].filter(
            Boolean,
          )}
        />
        <UploadedStreams uploads={uploaded} />
      </form>
    </AdminPage>
  );
}
