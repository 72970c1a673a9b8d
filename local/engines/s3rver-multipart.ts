/**
 * S3 multipart uploads for s3rver that write each byte once, with S3's ETag.
 *
 * s3rver stores every part in a file of its own and, on CompleteMultipartUpload, streams all of
 * them through an MD5 of the whole object into a new file: a 512 MB lecture is written, read,
 * hashed and written again, which made the admin's multipart upload about half as fast as one PUT
 * locally (bench/upload.ts). S3 hashes no whole object either: a multipart object's ETag is the MD5
 * of the parts' binary MD5s followed by "-<part count>".
 *
 * Here a part whose place in the object is already known — every lower-numbered part has started
 * arriving, so their lengths (Content-Length, which the presigned part URLs sign) add up to its
 * offset — is written straight into the upload's "assembled" file at that offset; a "<n>.placed"
 * note (offset, size, MD5) records it, so an engine restarted mid-upload still knows it. A part
 * whose offset is not known yet (sent out of order, a resumed upload, an unknown length) or whose
 * range would overlap another part's is stored the s3rver way, in its own file. Complete takes the
 * listed parts from wherever they are: parts already at their final offsets in "assembled" stay,
 * the others (in files of their own) are copied into the gaps, and the file is cut to length and
 * renamed into place; only a part placed at another offset than its final one (a part before it
 * changed length or was left out) makes complete copy every part into a new file. Either way a reader never sees half an
 * object. Metadata handling is s3rver's own (S3Object, putMetadata).
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import {
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  truncate,
  writeFile,
  type FileHandle,
} from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

interface StoredMetadata {
  readonly metadata: Record<string, string>;
}

type PartResult = { size: number; md5: string };

interface FilesystemStore {
  getResourcePath(bucket: string, key: string | undefined, resource: string): string;
  putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5: string): Promise<void>;
  putPart(bucket: string, uploadId: string, partNumber: string | number, content: Readable): Promise<PartResult>;
  putObjectMultipart(
    bucket: string,
    uploadId: string,
    parts: { number: number; etag: string }[],
  ): Promise<{ md5: string; size: number }>;
}

const require = createRequire(import.meta.url);
const S3Object = require('s3rver/lib/models/object') as new (
  bucket: string,
  key: string,
  content: null,
  metadata: Record<string, string>,
) => StoredMetadata;
const S3Error = require('s3rver/lib/models/error') as new (code: string, message: string) => Error;

const ASSEMBLED = 'assembled';
const COPY_CHUNK_BYTES = 8 * 1024 * 1024;
/** Parts copied at once at complete: libuv's pool has four threads. */
const COPY_PARALLEL = 4;

/** Where a stored part's bytes are. */
interface PartSource extends PartResult {
  path: string;
  offset: number;
}

/** What this engine instance knows of one upload while its parts arrive. */
interface UploadState {
  /** Declared length of the latest send of each part. */
  lengths: Map<number, number>;
  /** Byte ranges of "assembled" held by parts written there. */
  ranges: Map<number, { offset: number; length: number }>;
  /** Sends of each part under way. */
  arriving: Map<number, number>;
}

const invalidPart = () =>
  new S3Error(
    'InvalidPart',
    'One or more of the specified parts could not be found. The part might not have been uploaded.',
  );

async function readJson<T>(path: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as T;
  } catch {
    return null;
  }
}

/** Copies `size` bytes of `source` from `from` into `target` at `to`. */
async function copyRange(source: string, from: number, size: number, target: FileHandle, to: number): Promise<void> {
  const input = await open(source, 'r');
  try {
    const buffer = Buffer.allocUnsafe(Math.min(COPY_CHUNK_BYTES, Math.max(size, 1)));
    for (let done = 0; done < size;) {
      const { bytesRead } = await input.read(buffer, 0, Math.min(buffer.length, size - done), from + done);
      if (bytesRead === 0) throw invalidPart();
      for (let written = 0; written < bytesRead;) {
        written += (await target.write(buffer, written, bytesRead - written, to + done + written)).bytesWritten;
      }
      done += bytesRead;
    }
  } finally {
    await input.close();
  }
}

/** Replaces s3rver's part storage and the storage step of its CompleteMultipartUpload on `server.store`. */
export function useFastMultipartComplete(server: object): void {
  const store = (server as { store: FilesystemStore }).store;
  const uploads = new Map<string, Promise<UploadState>>();
  const uploadDirOf = (bucket: string, uploadId: string) =>
    join(store.getResourcePath(bucket, undefined, 'uploads'), uploadId);

  /** The upload's state; after a restart, rebuilt from the notes of parts already placed. */
  const stateOf = (uploadDir: string): Promise<UploadState> => {
    let state = uploads.get(uploadDir);
    if (!state) {
      state = (async () => {
        const ranges = new Map<number, { offset: number; length: number }>();
        for (const name of await readdir(uploadDir).catch(() => [] as string[])) {
          const match = /^(\d+)\.placed$/.exec(name);
          const placed = match ? await readJson<PartSource>(join(uploadDir, name)) : null;
          if (match && placed) ranges.set(Number(match[1]), { offset: placed.offset, length: placed.size });
        }
        return { lengths: new Map(), ranges, arriving: new Map() };
      })();
      uploads.set(uploadDir, state);
    }
    return state;
  };

  /** The part's offset in "assembled" when it can be written there now, else null. */
  const directOffset = (state: UploadState, number: number, length: number): number | null => {
    if (!Number.isSafeInteger(length) || length <= 0 || (state.arriving.get(number) ?? 0) > 0) return null;
    let offset = 0;
    for (let lower = 1; lower < number; lower += 1) {
      const known = state.lengths.get(lower);
      if (known === undefined) return null;
      offset += known;
    }
    for (const [other, range] of state.ranges) {
      if (other !== number && offset < range.offset + range.length && range.offset < offset + length) return null;
    }
    return offset;
  };

  const putPart = store.putPart.bind(store);
  store.putPart = async (bucket, uploadId, partNumber, content) => {
    const uploadDir = uploadDirOf(bucket, uploadId);
    const number = Number(partNumber);
    const partPath = join(uploadDir, String(number));
    const state = await stateOf(uploadDir);
    const length = Number((content as IncomingMessage).headers?.['content-length']);
    const offset = directOffset(state, number, length);
    if (Number.isSafeInteger(length)) state.lengths.set(number, length);
    state.arriving.set(number, (state.arriving.get(number) ?? 0) + 1);
    try {
      if (offset === null) {
        const stored = await putPart(bucket, uploadId, partNumber, content);
        await rm(`${partPath}.placed`, { force: true });
        return stored;
      }
      state.ranges.set(number, { offset, length });
      // The note of an earlier send would vouch for bytes this one is about to overwrite.
      await rm(`${partPath}.placed`, { force: true });
      await mkdir(uploadDir, { recursive: true });
      const assembled = join(uploadDir, ASSEMBLED);
      await (await open(assembled, 'a')).close();
      const md5 = createHash('md5');
      let size = 0;
      const measure = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          md5.update(chunk);
          size += chunk.length;
          callback(null, chunk);
        },
      });
      await pipeline(content, measure, createWriteStream(assembled, { flags: 'r+', start: offset }));
      const placed: PartSource = { path: assembled, offset, size, md5: md5.digest('hex') };
      await writeFile(`${partPath}.placed`, JSON.stringify(placed));
      await Promise.all([rm(partPath, { force: true }), rm(`${partPath}.md5`, { force: true })]);
      return { size, md5: placed.md5 };
    } finally {
      state.arriving.set(number, (state.arriving.get(number) ?? 1) - 1);
    }
  };

  /** Where part `number` is stored: placed in "assembled", or in its own file (s3rver's way). */
  const sourceOf = async (uploadDir: string, number: number): Promise<PartSource> => {
    const partPath = join(uploadDir, String(number));
    const placed = await readJson<PartSource>(`${partPath}.placed`);
    if (placed) return { ...placed, path: join(uploadDir, ASSEMBLED) };
    try {
      const [{ size }, md5] = await Promise.all([stat(partPath), readFile(`${partPath}.md5`, 'utf8')]);
      return { path: partPath, offset: 0, size, md5: md5.trim() };
    } catch {
      throw invalidPart();
    }
  };

  store.putObjectMultipart = async (bucket, uploadId, parts) => {
    const uploadDir = uploadDirOf(bucket, uploadId);
    const [key, stored] = await Promise.all([
      readFile(join(uploadDir, 'key'), 'utf8'),
      readFile(join(uploadDir, 'metadata'), 'utf8'),
    ]);
    const object = new S3Object(bucket, key, null, JSON.parse(stored) as Record<string, string>);
    const numbers = [...new Set(parts.map((part) => part.number))].sort((a, b) => a - b);
    if (numbers.length === 0)
      throw new S3Error(
        'MalformedXML',
        'The XML you provided was not well-formed or did not validate against our published schema.',
      );
    const sources = await Promise.all(numbers.map((number) => sourceOf(uploadDir, number)));
    const targets = sources.map((_, index) => sources.slice(0, index).reduce((sum, source) => sum + source.size, 0));
    const size = sources.reduce((sum, source) => sum + source.size, 0);
    const md5 = `${createHash('md5')
      .update(Buffer.concat(sources.map((source) => Buffer.from(source.md5, 'hex'))))
      .digest('hex')}-${sources.length}`;

    const assembled = join(uploadDir, ASSEMBLED);
    const inPlace = (source: PartSource, index: number) =>
      source.path === assembled && source.offset === targets[index];
    // Parts already at their final offsets stay; the rest (parts in files of their own) are copied
    // into the gaps between them. Only when some part sits in "assembled" at another offset (a part
    // before it changed length, or was left out) is everything copied into a new file.
    const fillGaps = sources.every((source, index) => inPlace(source, index) || source.path !== assembled);
    const result = fillGaps ? assembled : join(uploadDir, 'joined');
    // Not 'a': appending ignores the positions of positional writes on Linux.
    if (fillGaps) await (await open(assembled, 'a')).close();
    const output = await open(result, fillGaps ? 'r+' : 'w');
    try {
      const copies = sources
        .map((source, index) => ({ source, target: targets[index] as number }))
        .filter(({ source }, index) => !fillGaps || !inPlace(source, index));
      let next = 0;
      const worker = async (): Promise<void> => {
        while (next < copies.length) {
          const { source, target } = copies[next++] as { source: PartSource; target: number };
          await copyRange(source.path, source.offset, source.size, output, target);
        }
      };
      await Promise.all(Array.from({ length: COPY_PARALLEL }, worker));
    } finally {
      await output.close();
    }
    if (fillGaps) await truncate(assembled, size);
    const objectPath = store.getResourcePath(bucket, key, 'object');
    await mkdir(dirname(objectPath), { recursive: true });
    // Metadata first, then the object: a reader that finds the new object finds its ETag too.
    await store.putMetadata(bucket, key, object.metadata, md5);
    await rename(result, objectPath);
    uploads.delete(uploadDir);
    await rm(uploadDir, { recursive: true, force: true });
    return { md5, size };
  };
}
