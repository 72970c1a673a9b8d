/**
 * A lecture in the catalog the way the admin puts one there: the video and its thumbnail through
 * presigned PUTs from the admin API (putVideo, putThumbnail), completeVideo, then the pipeline's own
 * transcode — the stack's MediaConvert twin — until the video's list entry says its streams are ready.
 */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { SignedUpload, VideoFolder, VideoItem, VideoPage } from '../functions/shared/schemas';
import { adminSessionAt } from '../tests/support/api-session';

const READY_TIMEOUT_MS = 10 * 60_000;

function thumbnailOf(ffmpeg: string, clip: string, out: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      ffmpeg,
      ['-v', 'error', '-y', '-ss', '3', '-i', clip, '-frames:v', '1', '-vf', 'scale=320:180', out],
      {
        stdio: 'ignore',
      },
    );
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolve() : reject(new Error(`thumbnail: ffmpeg exited ${code}`))));
  });
}

async function put(url: string, body: Buffer, contentType: string): Promise<void> {
  const response = await fetch(url, {
    method: 'PUT',
    body: new Uint8Array(body),
    headers: { 'content-type': contentType },
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`PUT of a ${contentType} upload answered ${response.status}`);
}

/** Uploads `clip` as `title` in `folder` and answers its list entry once its streams are ready. */
export async function uploadLecture(options: {
  baseUrl: string;
  admin: { email: string; password: string };
  ffmpeg: string;
  clip: string;
  thumbnail: string;
  folder: VideoFolder;
  title: string;
}): Promise<VideoItem> {
  const { folder, title } = options;
  const session = await adminSessionAt(options.baseUrl, options.admin);
  await thumbnailOf(options.ffmpeg, options.clip, options.thumbnail);
  const video = await readFile(options.clip);
  const image = await readFile(options.thumbnail);
  const signedVideo = await session.expect<SignedUpload>(200, 'PUT', `/api/aws/putVideo/${folder}`, {
    filename: 'lecture.mp4',
    alYear: 'all',
    contentType: 'video/mp4',
    title,
    caption: 'Benchmark lecture',
    size: video.length,
  });
  await put(signedVideo.signedUrl, video, 'video/mp4');
  const signedThumb = await session.expect<SignedUpload>(200, 'PUT', `/api/aws/putThumbnail/${folder}`, {
    filename: 'thumb.jpg',
    contentType: 'image/jpeg',
    title,
  });
  await put(signedThumb.signedUrl, image, 'image/jpeg');
  await session.expect(201, 'POST', `/api/aws/completeVideo/${folder}`, { title });
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    const page = await session.expect<VideoPage>(200, 'GET', `/api/aws/getVideos/${folder}`);
    const item = page.list.find((candidate) => candidate.title === title);
    if (item?.streamState === 'ready') return item;
    if (item?.streamState === 'failed') throw new Error(`${title}: its transcode failed`);
    if (Date.now() > deadline) throw new Error(`${title}: streams not ready after ${READY_TIMEOUT_MS / 60_000} min`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
