/**
 * Upload: 512 MB of random bytes sent to s3rver (a) the way the admin's browser sends a large
 * lecture — an S3 multipart upload through presigned part URLs from the real API, parts in
 * parallel (the web engine itself, web/src/features/admin/uploads/multipart.ts), until complete
 * has answered — and (b) as one raw presigned PUT of the same file; same run, alternating, so both
 * meet the same machine. The ratio says what the multipart path costs over the plain one.
 *
 * The sender is a child process (bench/upload-child.ts) reading the file lazily from disk; the
 * file is made in the section's scratch directory, never committed, and both objects are checked
 * (HEAD: full length) before a figure counts.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { once } from 'node:events';
import { ChildWorker } from './child-worker';
import { deleteObject, headObject } from '../functions/media/storage/objects';
import { presignPut } from '../functions/media/storage/presign';
import { MULTIPART_PART_BYTES, VIDEO_CONTENT_TYPE, type VideoFolder } from '../functions/shared/schemas';
import { median, table } from './stats';
import type { BenchSection } from './types';
import type { UploadRequest, UploadResult } from './upload-child';

const MB = 1024 * 1024;
/** BENCH_UPLOAD_MB / BENCH_UPLOAD_ROUNDS shorten the section for quick checks while working. */
const SIZE = Number(process.env.BENCH_UPLOAD_MB ?? 512) * MB;
const ROUNDS = Number(process.env.BENCH_UPLOAD_ROUNDS ?? 5);
const RATIO_TARGET = 0.8;
const FOLDER: VideoFolder = 'free';

async function makeFile(path: string, size: number): Promise<void> {
  const out = createWriteStream(path);
  for (let written = 0; written < size; written += 8 * MB) {
    if (!out.write(randomBytes(Math.min(8 * MB, size - written)))) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

async function assertStored(key: string, size: number): Promise<void> {
  const object = await headObject(FOLDER, key);
  if (!object || object.size !== size)
    throw new Error(`${key} is not stored whole (${object?.size ?? 'missing'} of ${size} bytes)`);
}

const mbps = (result: UploadResult): number => result.bytes / MB / (result.ms / 1000);

export const section: BenchSection = {
  id: 'upload',
  async run(ctx) {
    const file = join(ctx.scratchDir, 'lecture.bin');
    ctx.log(`writing ${SIZE / MB} MB of random bytes`);
    await makeFile(file, SIZE);
    const sender = new ChildWorker<UploadRequest, UploadResult>('upload-child.ts', 'upload sender');
    const single: UploadResult[] = [];
    const multi: UploadResult[] = [];
    try {
      for (let round = 1; round <= ROUNDS; round += 1) {
        const putOnce = async () => {
          const key = `bench-single-${round}`;
          const url = await presignPut(FOLDER, key, { contentType: VIDEO_CONTENT_TYPE, contentLength: SIZE });
          ctx.log(`round ${round}: single PUT`);
          single.push(await sender.call({ kind: 'put', url, file }));
          await assertStored(key, SIZE);
          // Each 512 MB object goes as soon as it is checked, so the rounds do not pile up dirty pages.
          await deleteObject(FOLDER, key);
        };
        const multipartOnce = async () => {
          const title = `Bench Lecture ${round}`;
          ctx.log(`round ${round}: multipart through the API`);
          multi.push(
            await sender.call({
              kind: 'multipart',
              baseUrl: ctx.baseUrl,
              admin: ctx.admin,
              file,
              folder: FOLDER,
              title,
            }),
          );
          await assertStored(`${title}video`, SIZE);
          await deleteObject(FOLDER, `${title}video`);
        };
        // Which goes first alternates, so neither always meets the machine as the other left it.
        if (round % 2 === 1) {
          await putOnce();
          await multipartOnce();
        } else {
          await multipartOnce();
          await putOnce();
        }
      }
    } finally {
      sender.stop();
    }
    const singleRate = median(single.map(mbps));
    const multiRate = median(multi.map(mbps));
    // Each round's two uploads meet the same machine (other work comes and goes), so the ratio is
    // taken per round and its median reported.
    const ratio = median(multi.map((result, i) => mbps(result) / mbps(single[i] as UploadResult)));
    const rows = [
      ...single.map((r, i) => [
        `single presigned PUT (round ${i + 1})`,
        (r.ms / 1000).toFixed(2),
        '',
        mbps(r).toFixed(1),
        '',
      ]),
      ...multi.map((r, i) => [
        `multipart via the API, ${r.parts ?? '?'} parts (round ${i + 1})`,
        (r.ms / 1000).toFixed(2),
        ((r.completeMs ?? 0) / 1000).toFixed(2),
        mbps(r).toFixed(1),
        (mbps(r) / mbps(single[i] as UploadResult)).toFixed(2),
      ]),
    ];
    const markdown = [
      `${SIZE / MB} MB of random bytes (made in the scratch directory, read lazily from disk by a child process). Multipart: the web upload engine with the admin's API calls — start, part URLs signed in batches, ${MULTIPART_PART_BYTES / MB} MiB parts PUT in parallel and each reported, then complete — timed until complete answered. Single: one presigned PUT of the same file straight to s3rver. ${ROUNDS} rounds, each a single PUT and a multipart upload (which goes first alternates); the ratio is the median of the rounds' ratios. Both objects are checked whole (HEAD) after each upload.`,
      '',
      table(['Upload', 'Seconds', 'of which complete (s)', 'MB/s', 'vs that round’s PUT'], rows),
      '',
      `Medians: multipart ${multiRate.toFixed(1)} MB/s, single PUT ${singleRate.toFixed(1)} MB/s; median of the rounds' ratios ${ratio.toFixed(2)}.`,
    ].join('\n');
    return {
      title: 'Upload',
      markdown,
      targets: [
        {
          name: `${SIZE / MB} MB multipart vs single PUT`,
          target: `≥ ${RATIO_TARGET}×`,
          measured: `${ratio.toFixed(2)}× (medians ${multiRate.toFixed(1)} / ${singleRate.toFixed(1)} MB/s)`,
          met: ratio >= RATIO_TARGET,
        },
      ],
    };
  },
};
