/**
 * The "MediaConvert Job State Change" event EventBridge delivers (and the local twin delivers in the
 * same shape), reduced to what completion needs. Anything else is answered with null.
 */
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
      z.object({ folder: z.optional(z.string()), title: z.optional(z.string()), streamId: z.optional(z.string()) }),
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

export type JobEvent =
  | { status: 'COMPLETE'; jobId: string; folder: VideoFolder; title: string; streamId: string; outputs: JobOutput[] }
  | { status: 'ERROR'; jobId: string; folder: VideoFolder; title: string; streamId: string; error: string };

const outputName = new RegExp(`/${OUTPUT_BASE}_([A-Za-z0-9]+)\\.m3u8$`);

export function parseJobEvent(raw: unknown): JobEvent | null {
  const parsed = eventSchema.safeParse(raw);
  if (!parsed.success) return null;
  const { detail } = parsed.data;
  const folder = VIDEO_FOLDERS.find((name) => name === detail.userMetadata?.folder);
  const title = detail.userMetadata?.title;
  const streamId = detail.userMetadata?.streamId;
  if (!folder || !title || !streamId) return null;
  const base = { jobId: detail.jobId, folder, title, streamId };
  if (detail.status === 'ERROR') {
    return { status: 'ERROR', ...base, error: `${detail.errorCode ?? 'unknown'}: ${detail.errorMessage ?? ''}` };
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
