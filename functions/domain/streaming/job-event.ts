/**
 * The "MediaConvert Job State Change" event EventBridge delivers (and the local twin delivers in the
 * same shape), reduced to what completion needs. Anything else is answered with null. The stuck-job
 * sweep reads the same facts from GetJob's answer (jobEventOf), so both settle a job alike.
 */
import type { Job } from '@aws-sdk/client-mediaconvert';
import * as z from 'zod/mini';
import { VIDEO_FOLDERS, type VideoFolder } from '../../shared/schemas';
import { OUTPUT_BASE } from './layout';

const eventSchema = z.object({
  source: z.literal('aws.mediaconvert'),
  'detail-type': z.literal('MediaConvert Job State Change'),
  detail: z.object({
    status: z.string(),
    jobId: z.string(),
    userMetadata: z.optional(
      z.object({
        folder: z.optional(z.string()),
        videoId: z.optional(z.string()),
        title: z.optional(z.string()),
        streamId: z.optional(z.string()),
      }),
    ),
    errorCode: z.optional(z.number()),
    errorMessage: z.optional(z.string()),
    outputGroupDetails: z.optional(
      z.array(
        z.object({
          outputDetails: z.optional(
            z.array(
              z.object({
                outputFilePaths: z.optional(z.array(z.string())),
                durationInMs: z.optional(z.number()),
                videoDetails: z.optional(z.object({ widthInPx: z.number(), heightInPx: z.number() })),
              }),
            ),
          ),
        }),
      ),
    ),
  }),
});

interface JobOutput {
  /** The rendition's name, from its playlist's file name (stream_<name>.m3u8). */
  name: string;
  width: number;
  height: number;
  durationMs: number;
}

/**
 * Which video a job was for: its id (what every job carries now; settling looks the title up), or
 * the title itself for a job submitted before ids, whose end may still be on its way.
 */
export type JobVideo = { videoId: string } | { title: string };

/**
 * A CANCELED job ends as an ERROR does: it wrote no ladder, so the video is failed (its MP4 still
 * plays) and Retry can submit it again.
 */
export type JobEvent =
  | { status: 'COMPLETE'; jobId: string; folder: VideoFolder; video: JobVideo; streamId: string; outputs: JobOutput[] }
  | {
      status: 'ERROR' | 'CANCELED';
      jobId: string;
      folder: VideoFolder;
      video: JobVideo;
      streamId: string;
      error: string;
    };

type JobKeys = { jobId: string; folder: VideoFolder; video: JobVideo; streamId: string };

function jobKeys(jobId: string, metadata: Record<string, string | undefined> | undefined): JobKeys | null {
  const folder = VIDEO_FOLDERS.find((name) => name === metadata?.folder);
  const streamId = metadata?.streamId;
  const video: JobVideo | null = metadata?.videoId
    ? { videoId: metadata.videoId }
    : metadata?.title
      ? { title: metadata.title }
      : null;
  return folder && video && streamId ? { jobId, folder, video, streamId } : null;
}

const failure = (status: string, code: number | undefined, message: string | undefined): string =>
  status === 'CANCELED' ? 'canceled' : `${code ?? 'unknown'}: ${message ?? ''}`;

const outputName = new RegExp(`/${OUTPUT_BASE}_([A-Za-z0-9]+)\\.m3u8$`);

export function parseJobEvent(raw: unknown): JobEvent | null {
  const parsed = eventSchema.safeParse(raw);
  if (!parsed.success) return null;
  const { detail } = parsed.data;
  const base = jobKeys(detail.jobId, detail.userMetadata);
  if (!base) return null;
  if (detail.status === 'ERROR' || detail.status === 'CANCELED') {
    return { status: detail.status, ...base, error: failure(detail.status, detail.errorCode, detail.errorMessage) };
  }
  if (detail.status !== 'COMPLETE') return null;
  const outputs: JobOutput[] = [];
  for (const group of detail.outputGroupDetails ?? []) {
    for (const output of group.outputDetails ?? []) {
      const name = (output.outputFilePaths ?? []).map((path) => outputName.exec(path)?.[1]).find(Boolean);
      if (!name || !output.videoDetails) continue;
      outputs.push({
        name,
        width: output.videoDetails.widthInPx,
        height: output.videoDetails.heightInPx,
        durationMs: output.durationInMs ?? 0,
      });
    }
  }
  return { status: 'COMPLETE', ...base, outputs };
}

/**
 * A finished job as GetJob answers it, in the event's terms; null for a job still running or not
 * ours. GetJob's output details carry no file paths, so each output is named from the job's own
 * settings: MediaConvert lists the details in the order of the outputs it was given.
 */
export function jobEventOf(job: Job): JobEvent | null {
  const base = jobKeys(job.Id ?? '', job.UserMetadata);
  if (!base || !job.Id) return null;
  if (job.Status === 'ERROR' || job.Status === 'CANCELED') {
    return { status: job.Status, ...base, error: failure(job.Status, job.ErrorCode, job.ErrorMessage) };
  }
  if (job.Status !== 'COMPLETE') return null;
  const outputs: JobOutput[] = [];
  (job.OutputGroupDetails ?? []).forEach((group, groupIndex) => {
    const settings = job.Settings?.OutputGroups?.[groupIndex]?.Outputs ?? [];
    (group.OutputDetails ?? []).forEach((output, index) => {
      const name = /^_([A-Za-z0-9]+)$/.exec(settings[index]?.NameModifier ?? '')?.[1];
      const video = output.VideoDetails;
      if (!name || video?.WidthInPx === undefined || video.HeightInPx === undefined) return;
      outputs.push({ name, width: video.WidthInPx, height: video.HeightInPx, durationMs: output.DurationInMs ?? 0 });
    });
  });
  return { status: 'COMPLETE', ...base, outputs };
}
