/**
 * Lectures made for the streaming tests, uploaded the way the admin console uploads them (presigned
 * PUTs, then completeVideo) so the stack's transcode twin builds their ladders: a short 720p source
 * with busy pictures (every rendition near its bitrate ceiling, so the quality levels really differ in
 * cost) and a long small one (outlives a media cookie; only the 240p rendition, so it transcodes fast).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { findFfmpeg } from '../../local/engines/ffmpeg';
import type { CompleteVideoResponse, SignedUpload, VideoItem, VideoPage } from '../../functions/shared/schemas';
import type { ApiSession } from '../support/api-session';
import { pollUntil } from '../support/poll';

const run = promisify(execFile);

export interface LessonSource {
  title: string;
  folder: 'free' | 'Theory';
  caption: string;
  /** Size and length of the source. */
  width: number;
  height: number;
  seconds: number;
  /** Coarse moving noise (every rendition near its bitrate ceiling) rather than a calm test card. */
  busy: boolean;
}

export const LADDER_LESSON: LessonSource = {
  title: 'Signal Ladder Demonstration',
  folder: 'free',
  caption: 'A busy test picture in every quality.',
  width: 1280,
  height: 720,
  seconds: 16,
  busy: true,
};

export const LONG_LESSON: LessonSource = {
  title: 'Long Network Theorems Lecture',
  folder: 'Theory',
  caption: 'A lecture that outlives one media cookie.',
  width: 320,
  height: 180,
  seconds: 64,
  busy: false,
};

async function makeSource(ffmpeg: string, dir: string, lesson: LessonSource): Promise<string> {
  const path = join(dir, `${lesson.width}x${lesson.height}-${lesson.seconds}s.mp4`);
  const size = `${lesson.width}x${lesson.height}`;
  const picture = lesson.busy
    ? `color=c=gray:size=48x27:rate=5,noise=alls=60:allf=t+u,scale=${size}:flags=neighbor,format=yuv420p`
    : `testsrc=size=${size}:rate=12,format=yuv420p`;
  await run(ffmpeg, [
    ...['-nostdin', '-v', 'error', '-y'],
    ...['-f', 'lavfi', '-t', String(lesson.seconds), '-i', picture],
    ...['-f', 'lavfi', '-t', String(lesson.seconds), '-i', 'sine=frequency=220'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '32', '-g', '40'],
    ...['-c:a', 'aac', '-b:a', '48k', '-shortest', '-movflags', '+faststart', path],
  ]);
  return path;
}

async function put(url: string, body: Buffer, contentType: string): Promise<void> {
  const response = await fetch(url, {
    method: 'PUT',
    headers: { 'Content-Type': contentType },
    body: new Uint8Array(body.buffer, body.byteOffset, body.byteLength) as Uint8Array<ArrayBuffer>,
  });
  if (!response.ok) throw new Error(`upload to storage answered ${response.status}`);
}

async function upload(admin: ApiSession, lesson: LessonSource, video: Buffer, thumbnail: Buffer): Promise<void> {
  const signedVideo = await admin.expect<SignedUpload>(200, 'PUT', `/api/aws/putVideo/${lesson.folder}`, {
    filename: 'lecture.mp4',
    alYear: 'all',
    contentType: 'video/mp4',
    title: lesson.title,
    caption: lesson.caption,
    size: video.length,
  });
  await put(signedVideo.signedUrl, video, 'video/mp4');
  const signedThumb = await admin.expect<SignedUpload>(200, 'PUT', `/api/aws/putThumbnail/${lesson.folder}`, {
    filename: 'thumb.jpg',
    contentType: 'image/jpeg',
    title: lesson.title,
  });
  await put(signedThumb.signedUrl, thumbnail, 'image/jpeg');
  await admin.expect<CompleteVideoResponse>(201, 'POST', `/api/aws/completeVideo/${lesson.folder}`, {
    title: lesson.title,
  });
}

/** Makes and uploads the lessons (skipping any already there from an earlier file of the run). */
export async function uploadLessons(admin: ApiSession, lessons: readonly LessonSource[]): Promise<void> {
  const ffmpeg = findFfmpeg();
  if (!('path' in ffmpeg)) throw new Error(`the streaming tests need ffmpeg: ${ffmpeg.reason}`);
  const dir = await mkdtemp(join(tmpdir(), 'engtech-e2e-lessons-'));
  try {
    const thumbnail = await readFile(new URL('../../local/seed/assets/ohms-law-basics.jpg', import.meta.url));
    for (const lesson of lessons) {
      if (await listed(admin, lesson.folder, lesson.title)) continue;
      await upload(admin, lesson, await readFile(await makeSource(ffmpeg.path, dir, lesson)), thumbnail);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function listed(admin: ApiSession, folder: string, title: string): Promise<VideoItem | undefined> {
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
    const page: VideoPage = await admin.expect<VideoPage>(200, 'GET', `/api/aws/getVideos/${folder}${query}`);
    const found = page.list.find((item) => item.title === title);
    if (found) return found;
    cursor = page.nextCursor;
  } while (cursor);
  return undefined;
}

/** Polls the list until every title's stream is ready (the twin runs one ffmpeg at a time). */
export async function waitForStreams(
  admin: ApiSession,
  videos: readonly { folder: string; title: string }[],
  timeoutMs = 240_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (const { folder, title } of videos) {
    const state = async () => {
      const item = await listed(admin, folder, title);
      if (item && item.streamState !== 'processing' && item.streamState !== 'ready')
        throw new Error(`${title}: stream ${item.streamState}`);
      return item?.streamState;
    };
    await pollUntil(state, (found) => found === 'ready', {
      timeoutMs: Math.max(0, deadline - Date.now()),
      intervalMs: 500,
      failure: (last) => `${title}: stream not ready in time (${last})`,
    });
  }
}
