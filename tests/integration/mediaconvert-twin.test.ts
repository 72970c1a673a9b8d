/**
 * The local MediaConvert twin answers the SDK as MediaConvert does: a job it accepts can be read
 * back, and what MediaConvert refuses (unknown template or queue, a role it cannot assume, missing
 * or bad settings) is refused with MediaConvert's error names. Stricter than the service on two
 * points, so a regression shows locally: user metadata of ids only, and safe input keys. A refused submission leaves the
 * uploaded video complete and playable as its MP4, marked failed.
 */
import { randomBytes } from 'node:crypto';
import {
  CreateJobCommand,
  GetJobCommand,
  MediaConvertClient,
  type CreateJobCommandInput,
} from '@aws-sdk/client-mediaconvert';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { jobRequest } from '../../functions/domain/streaming/submit';
import { safeVideoKey, videoIdOf } from '../../functions/domain/videos/video-id';
import { mediaConvert } from '../../functions/shared/mediaconvert';
import type { CompleteVideoResponse, SignedUpload, VideoPage } from '../../functions/shared/schemas';
import { eventually } from '../support/eventually';
import type { ApiClient } from './support/client';
import { adminBrowser } from './support/fixtures';
import { contentApi, createIsolatedBuckets, putObject } from './support/media';
import { startTranscoder } from './support/transcoder';
import { sendToUrl } from './support/uploads';

await startTranscoder();

const client = new MediaConvertClient({ maxAttempts: 1 });
const job = () => ({
  queue: process.env.MEDIACONVERT_QUEUE!,
  role: process.env.MEDIACONVERT_ROLE_ARN!,
});
const valid = (): CreateJobCommandInput =>
  jobRequest({
    job: job(),
    sourceBucket: process.env.BUCKET_VIDEOS_FREE!,
    sourceKey: safeVideoKey('Twin Lesson'),
    streamsBucket: process.env.BUCKET_STREAMS!,
    sourceHeight: 240,
    metadata: { folder: 'free', videoId: videoIdOf('Twin Lesson'), streamId: 'twin-1' },
  });

const refusal = async (input: CreateJobCommandInput): Promise<{ name: string; status?: number }> => {
  try {
    await client.send(new CreateJobCommand(input));
  } catch (error) {
    const e = error as { name: string; $metadata?: { httpStatusCode?: number } };
    return { name: e.name, status: e.$metadata?.httpStatusCode };
  }
  throw new Error('the job was accepted');
};

let admin: ApiClient;

beforeAll(async () => {
  await createIsolatedBuckets(['free', 'streams']);
  admin = await adminBrowser(contentApi);
});

describe('CreateJob and GetJob', () => {
  it('accepts a fully specified job and reads it back; an unreadable input is a job that fails, as in MediaConvert', async () => {
    const created = await client.send(new CreateJobCommand(valid()));
    expect(created.Job?.Id).toEqual(expect.any(String));
    expect(created.Job?.Status).toBe('SUBMITTED');
    expect(created.Job?.JobTemplate).toBeUndefined();
    expect(created.Job?.UserMetadata).toEqual({
      folder: 'free',
      videoId: videoIdOf('Twin Lesson'),
      streamId: 'twin-1',
    });
    await eventually(async () => {
      const read = await client.send(new GetJobCommand({ Id: created.Job!.Id! }));
      return { status: read.Job?.Status, errorCode: read.Job?.ErrorCode };
    }).toEqual({ status: 'ERROR', errorCode: 1030 });
  });

  it('refuses an unknown template or queue, a missing or foreign role, and bad settings', async () => {
    expect(await refusal({ ...valid(), JobTemplate: 'nope' })).toEqual({ name: 'NotFoundException', status: 404 });
    expect(await refusal({ ...valid(), Queue: 'arn:aws:mediaconvert:us-east-1:000000000000:queues/nope' })).toEqual({
      name: 'NotFoundException',
      status: 404,
    });
    expect(await refusal({ ...valid(), Role: undefined })).toEqual({ name: 'BadRequestException', status: 400 });
    expect(await refusal({ ...valid(), Role: 'arn:aws:iam::000000000000:role/other' })).toEqual({
      name: 'ForbiddenException',
      status: 403,
    });
    const settings = valid().Settings!;
    const noModifier = structuredClone(settings);
    delete noModifier.OutputGroups![0]!.Outputs![0]!.NameModifier;
    expect(await refusal({ ...valid(), Settings: noModifier })).toEqual({ name: 'BadRequestException', status: 400 });
    const noCeiling = structuredClone(settings);
    delete noCeiling.OutputGroups![0]!.Outputs![0]!.VideoDescription!.CodecSettings!.H264Settings!.MaxBitrate;
    expect(await refusal({ ...valid(), Settings: noCeiling })).toEqual({ name: 'BadRequestException', status: 400 });
    expect(await refusal({ ...valid(), Settings: { ...settings, Inputs: [] } })).toEqual({
      name: 'BadRequestException',
      status: 400,
    });
  });

  it('refuses user metadata beyond ids, and an input key that is a raw title', async () => {
    const badRequest = { name: 'BadRequestException', status: 400 };
    for (const title of ['Twin Lesson', 'ඕම් නියමය', 'a#b%c+d']) {
      expect(await refusal({ ...valid(), UserMetadata: { ...valid().UserMetadata, title } }), title).toEqual(
        badRequest,
      );
    }
    for (const key of ['Twin Lessonvideo', 'ඕම් නියමයvideo', 'lesson #1.mp4']) {
      const settings = structuredClone(valid().Settings!);
      settings.Inputs![0]!.FileInput = `s3://${process.env.BUCKET_VIDEOS_FREE!}/${key}`;
      expect(await refusal({ ...valid(), Settings: settings }), key).toEqual(badRequest);
    }
  });
});

describe('a refused submission', () => {
  it('leaves the video complete and playable as MP4, marked failed', async () => {
    const title = 'Refused Lesson';
    const bytes = randomBytes(2048);
    const video = await admin.put<SignedUpload>('/api/aws/putVideo/free', {
      filename: 'l.mp4',
      alYear: '2026',
      contentType: 'video/mp4',
      title,
      caption: 'c',
      size: bytes.length,
    });
    await sendToUrl('PUT', video.body.signedUrl, bytes, { 'Content-Type': 'video/mp4' });
    await admin.put('/api/aws/putThumbnail/free', { filename: 't.jpg', contentType: 'image/jpeg', title });
    await putObject('free', `${title}image`, randomBytes(200), 'image/jpeg');
    // What the twin answers a role MediaConvert cannot assume.
    const refuse = vi
      .spyOn(mediaConvert, 'send')
      .mockImplementationOnce(() => client.send(new CreateJobCommand({ ...valid(), Role: 'arn:aws:iam::1:role/x' })));
    const completed = await admin.post<CompleteVideoResponse>('/api/aws/completeVideo/free', { title });
    expect(refuse).toHaveBeenCalledOnce();
    expect(completed.status).toBe(201);
    expect(completed.body.video.streamState).toBe('failed');
    const listed = (await admin.get<VideoPage>('/api/aws/getVideos/free')).body.list.find((v) => v.title === title);
    expect(listed).toMatchObject({ streamState: 'failed' });
    expect(listed).not.toHaveProperty('stream');
    expect((await sendToUrl('GET', listed!.url)).status).toBe(200);
  });
});
