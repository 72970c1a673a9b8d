/**
 * The video upload, step by step: a signed URL for the video, the video itself
 * (one PUT, or parts for a large lecture), a signed URL for the thumbnail, the thumbnail, then
 * completeVideo, which lists the pair — so a failure at any step leaves nothing half-listed.
 * Each failure names its step, which the form turns into its failure text. The network is injected.
 */
import {
  SINGLE_PUT_MAX_BYTES,
  VIDEO_CONTENT_TYPE,
  type SignedUpload,
  type SourceKind,
  type VideoFolder,
  type VideoYear,
} from '@schemas';
import { uploadMultipart, MultipartError, type MultipartTransport } from './multipart';
import { isAbort, type PutRequest, type PutResult } from './single-put';

/** What the form hands the upload: where the video goes and what students will read. */
export interface VideoDraft {
  folder: VideoFolder;
  year: VideoYear;
  title: string;
  caption: string;
  /** What the video mostly shows: picks its streaming ladder (slides when not said). */
  sourceKind?: SourceKind;
}

export type UploadStep = 'videoUrl' | 'video' | 'thumbnailUrl' | 'thumbnail' | 'complete';

export class VideoUploadError extends Error {
  readonly step: UploadStep;

  constructor(step: UploadStep, cause: unknown) {
    super(`Video upload failed at ${step}`, { cause });
    this.name = 'VideoUploadError';
    this.step = step;
  }
}

export interface VideoUploadDeps {
  putVideo(draft: VideoDraft, video: File): Promise<SignedUpload>;
  putThumbnail(folder: VideoFolder, title: string, thumbnail: Blob, filename: string): Promise<SignedUpload>;
  completeVideo(folder: VideoFolder, title: string, sourceKind?: SourceKind): Promise<unknown>;
  multipart(draft: VideoDraft, video: File): Omit<MultipartTransport, 'putPart'>;
  put(request: PutRequest): Promise<PutResult>;
}

export type UploadPhase = 'preparing' | 'video' | 'thumbnail' | 'saving';

interface VideoUploadEvents {
  signal?: AbortSignal;
  onPhase?: (phase: UploadPhase) => void;
  /** Bytes of the video stored so far. */
  onProgress?: (uploaded: number, total: number) => void;
  /** A large upload continues an earlier attempt: `resumedParts` of `partCount` are already stored. */
  onResume?: (info: { resumedParts: number; partCount: number }) => void;
}

export interface VideoFiles {
  video: File;
  /** image/jpeg or image/png (the contract's two thumbnail types). */
  thumbnail: Blob;
  thumbnailName: string;
}

/** Runs `task`; any failure but a cancel becomes a VideoUploadError for `step`. */
async function step<T>(name: UploadStep, task: () => Promise<T>): Promise<T> {
  try {
    return await task();
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new VideoUploadError(name, error);
  }
}

async function sendVideo(
  draft: VideoDraft,
  video: File,
  deps: VideoUploadDeps,
  events: VideoUploadEvents,
): Promise<void> {
  const { signal, onProgress } = events;
  if (video.size <= SINGLE_PUT_MAX_BYTES) {
    const { signedUrl } = await step('videoUrl', () => deps.putVideo(draft, video));
    events.onPhase?.('video');
    await step('video', () =>
      deps.put({ url: signedUrl, body: video, headers: { 'Content-Type': VIDEO_CONTENT_TYPE }, onProgress, signal }),
    );
    return;
  }
  const server = deps.multipart(draft, video);
  const transport: MultipartTransport = {
    ...server,
    putPart: async (url, body, onPartProgress, partSignal) => {
      const { etag } = await deps.put({
        url,
        body,
        onProgress: (loaded) => onPartProgress(loaded),
        signal: partSignal,
      });
      if (!etag) throw new Error('The storage server did not expose the part ETag (bucket CORS).');
      return etag;
    },
  };
  try {
    await uploadMultipart({
      file: video,
      transport,
      signal,
      onSession: ({ partCount, resumedParts }) => {
        events.onPhase?.('video');
        if (resumedParts > 0) events.onResume?.({ resumedParts, partCount });
      },
      onProgress,
    });
  } catch (error) {
    if (error instanceof MultipartError)
      throw new VideoUploadError(error.stage === 'start' ? 'videoUrl' : 'video', error.cause);
    throw error;
  }
}

export async function uploadVideo(
  draft: VideoDraft,
  files: VideoFiles,
  deps: VideoUploadDeps,
  events: VideoUploadEvents = {},
): Promise<void> {
  events.onPhase?.('preparing');
  await sendVideo(draft, files.video, deps, events);

  events.onPhase?.('thumbnail');
  const { signedUrl } = await step('thumbnailUrl', () =>
    deps.putThumbnail(draft.folder, draft.title, files.thumbnail, files.thumbnailName),
  );
  await step('thumbnail', () =>
    deps.put({
      url: signedUrl,
      body: files.thumbnail,
      headers: { 'Content-Type': files.thumbnail.type },
      signal: events.signal,
    }),
  );

  events.onPhase?.('saving');
  await step('complete', () => deps.completeVideo(draft.folder, draft.title, draft.sourceKind));
}
