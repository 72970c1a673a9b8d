/**
 * CompleteMultipartUpload for s3rver as S3 does it: quickly, with S3's ETag.
 *
 * s3rver assembles a completed upload only when asked to complete it, by streaming every part
 * through an MD5 of the whole object into a new file: a 512 MB lecture is read, hashed and written
 * again after it was already written part by part, which made the admin's multipart upload about
 * half as fast as one PUT locally (bench/upload.ts). S3 does not hash the whole object either: a
 * multipart object's ETag is the MD5 of the parts' binary MD5s followed by "-<part count>".
 *
 * Here the object is joined while the parts arrive: once part n is stored and parts 1..n-1 are
 * already joined, it is appended to the upload's "assembled" file (in its own directory). Complete
 * then only checks that what was joined is exactly the parts it lists — same numbers 1..k, same
 * MD5s and sizes, none sent again meanwhile — and renames the file into place, so a reader never
 * sees half an object. Anything else (parts out of order at complete, a part re-sent after it was
 * joined, an engine restarted mid-upload) falls back to joining the listed parts at complete, a few
 * at a time. Metadata handling is s3rver's own (S3Object, putMetadata).
 */
import { createHash } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

interface StoredMetadata {
  readonly metadata: Record<string, string>;
}

interface FilesystemStore {
  getResourcePath(bucket: string, key: string | undefined, resource: string): string;
  putPart(bucket: string, uploadId: string, partNumber: string | number, content: unknown): Promise<{ size: number; md5: string }>;
  putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5: string): Promise<void>;
  putObjectMultipart(bucket: string, uploadId: string, parts: { number: number; etag: string }[]): Promise<{ md5: string; size: number }>;
}

const require = createRequire(import.meta.url);
const S3Object = require('s3rver/lib/models/object') as new (bucket: string, key: string, content: null, metadata: Record<string, string>) => StoredMetadata;
const S3Error = require('s3rver/lib/models/error') as new (code: string, message: string) => Error;

const COPY_CHUNK_BYTES = 8 * 1024 * 1024;
/** Parts copied at once: libuv's pool has four threads. */
const COPY_PARALLEL = 4;

/** What has been joined of one upload so far. */
interface Assembly {
  /** Parts 1..k, appended in order. */
  joined: { md5: string; size: number }[];
  size: number;
  /** How many times each part number has started arriving: a change means the part was sent again. */
  sends: Map<number, number>;
  arriving: Set<number>;
  /** Appends run one after another. */
  queue: Promise<void>;
  broken: boolean;
}

const newAssembly = (): Assembly => ({ joined: [], size: 0, sends: new Map(), arriving: new Set(), queue: Promise.resolve(), broken: false });

async function readMd5(partPath: string): Promise<string | null> {
  try {
    return (await readFile(`${partPath}.md5`, 'utf8')).trim();
  } catch {
    return null;
  }
}

/** Appends every stored part that continues the joined run. */
async function advance(assembly: Assembly, uploadDir: string): Promise<void> {
  while (!assembly.broken) {
    const number = assembly.joined.length + 1;
    if (assembly.arriving.has(number)) return;
    const source = join(uploadDir, String(number));
    const md5 = await readMd5(source);
    if (md5 === null) return;
    const sends = assembly.sends.get(number);
    const output = await open(join(uploadDir, 'assembled'), number === 1 ? 'w' : 'r+');
    let size: number;
    try {
      size = await copyAt(source, output, assembly.size);
    } finally {
      await output.close();
    }
    // Sent again while it was being copied: what was copied may be neither version.
    if (assembly.sends.get(number) !== sends || assembly.arriving.has(number)) {
      assembly.broken = true;
      return;
    }
    assembly.joined.push({ md5, size });
    assembly.size += size;
  }
}

async function partMd5(partPath: string): Promise<string> {
  try {
    return (await readFile(`${partPath}.md5`, 'utf8')).trim();
  } catch {
    throw new S3Error('InvalidPart', 'One or more of the specified parts could not be found. The part might not have been uploaded.');
  }
}

/** Copies the file at `source` into `target` from `offset` on; returns the bytes copied. */
async function copyAt(source: string, target: FileHandle, offset: number): Promise<number> {
  const input = await open(source, 'r');
  try {
    const buffer = Buffer.allocUnsafe(COPY_CHUNK_BYTES);
    for (let position = 0; ; ) {
      const { bytesRead } = await input.read(buffer, 0, COPY_CHUNK_BYTES, position);
      if (bytesRead === 0) return position;
      for (let written = 0; written < bytesRead; ) {
        written += (await target.write(buffer, written, bytesRead - written, offset + position + written)).bytesWritten;
      }
      position += bytesRead;
    }
  } finally {
    await input.close();
  }
}

/** Joins the part files, in order, into `target` (the first one is moved there); returns the size. */
async function joinParts(paths: readonly string[], target: string): Promise<number> {
  const sizes = await Promise.all(paths.map(async (path) => (await stat(path)).size));
  const offsets = sizes.map((_, index) => sizes.slice(0, index).reduce((sum, size) => sum + size, 0));
  await rename(paths[0] as string, target);
  const output = await open(target, 'r+');
  try {
    let next = 1;
    const worker = async (): Promise<void> => {
      while (next < paths.length) {
        const index = next++;
        await copyAt(paths[index] as string, output, offsets[index] as number);
      }
    };
    await Promise.all(Array.from({ length: COPY_PARALLEL }, worker));
  } finally {
    await output.close();
  }
  return sizes.reduce((sum, size) => sum + size, 0);
}

/** True when the joined run is exactly the listed parts (numbers 1..k, same MD5s and sizes). */
async function joinedMatches(assembly: Assembly | undefined, numbers: readonly number[], paths: readonly string[], md5s: readonly string[]): Promise<boolean> {
  if (!assembly || assembly.broken || assembly.joined.length !== numbers.length) return false;
  if (numbers.some((number, index) => number !== index + 1)) return false;
  const sizes = await Promise.all(paths.map(async (path) => (await stat(path)).size));
  return assembly.joined.every((part, index) => part.md5 === md5s[index] && part.size === sizes[index]);
}

/** Replaces s3rver's part storage and CompleteMultipartUpload storage step on `server.store`. */
export function useFastMultipartComplete(server: object): void {
  const store = (server as { store: FilesystemStore }).store;
  const assemblies = new Map<string, Assembly>();
  const uploadDirOf = (bucket: string, uploadId: string) => join(store.getResourcePath(bucket, undefined, 'uploads'), uploadId);

  const putPart = store.putPart.bind(store);
  store.putPart = async (bucket, uploadId, partNumber, content) => {
    const uploadDir = uploadDirOf(bucket, uploadId);
    const number = Number(partNumber);
    let assembly = assemblies.get(uploadDir);
    if (!assembly) {
      assembly = newAssembly();
      assemblies.set(uploadDir, assembly);
    }
    const joining = assembly;
    joining.sends.set(number, (joining.sends.get(number) ?? 0) + 1);
    if (number <= joining.joined.length) joining.broken = true;
    joining.arriving.add(number);
    try {
      return await putPart(bucket, uploadId, partNumber, content);
    } finally {
      joining.arriving.delete(number);
      joining.queue = joining.queue.then(() => advance(joining, uploadDir)).catch(() => {
        joining.broken = true;
      });
    }
  };

  store.putObjectMultipart = async (bucket, uploadId, parts) => {
    const uploadDir = uploadDirOf(bucket, uploadId);
    const [key, stored] = await Promise.all([readFile(join(uploadDir, 'key'), 'utf8'), readFile(join(uploadDir, 'metadata'), 'utf8')]);
    const object = new S3Object(bucket, key, null, JSON.parse(stored) as Record<string, string>);
    const numbers = parts.map((part) => part.number).sort((a, b) => a - b);
    const paths = numbers.map((number) => join(uploadDir, String(number)));
    if (paths.length === 0) throw new S3Error('MalformedXML', 'The XML you provided was not well-formed or did not validate against our published schema.');
    const md5s = await Promise.all(paths.map(partMd5));
    const md5 = `${createHash('md5').update(Buffer.concat(md5s.map((hex) => Buffer.from(hex, 'hex')))).digest('hex')}-${md5s.length}`;

    const assembly = assemblies.get(uploadDir);
    await assembly?.queue;
    const assembled = join(uploadDir, 'assembled');
    const size = (await joinedMatches(assembly, numbers, paths, md5s)) ? (assembly as Assembly).size : await joinParts(paths, assembled);
    const objectPath = store.getResourcePath(bucket, key, 'object');
    await mkdir(dirname(objectPath), { recursive: true });
    // Metadata first, then the object: a reader that finds the new object finds its ETag too.
    await store.putMetadata(bucket, key, object.metadata, md5);
    await rename(assembled, objectPath);
    assemblies.delete(uploadDir);
    await rm(uploadDir, { recursive: true, force: true });
    return { md5, size };
  };
}
