/** Pure upload rules: multipart arithmetic, video keys back to titles, and the admin upload schemas. */
import { describe, expect, it } from 'vitest';
import { missingParts, partCountFor, partLength, titleFromVideoKey } from '../../functions/media/uploads/parts';
import {
  deleteFileSchema,
  deleteVideoSchema,
  MULTIPART_PART_BYTES,
  multipartCompleteSchema,
  multipartPartSchema,
  multipartSignSchema,
  multipartStartSchema,
  TUTE_MAX_BYTES,
  putFileSchema,
  putThumbnailSchema,
  putVideoSchema,
  SINGLE_PUT_MAX_BYTES,
  VIDEO_MAX_BYTES,
  tuteTexts,
  uploadTexts,
} from '../../functions/shared/schemas';

const MiB = 1024 * 1024;
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('multipart arithmetic', () => {
  it('16 MiB parts; the last part holds the remainder', () => {
    expect(MULTIPART_PART_BYTES).toBe(16 * MiB);
    const size = 200 * MiB + 777;
    expect(partCountFor(size)).toBe(13);
    expect(partLength(size, 1)).toBe(16 * MiB);
    expect(partLength(size, 12)).toBe(16 * MiB);
    expect(partLength(size, 13)).toBe(8 * MiB + 777);
    let total = 0;
    for (let n = 1; n <= 13; n += 1) total += partLength(size, n);
    expect(total).toBe(size);
  });

  it('an exact multiple has no short part; a tiny file is one part', () => {
    expect(partCountFor(32 * MiB)).toBe(2);
    expect(partLength(32 * MiB, 2)).toBe(16 * MiB);
    expect(partCountFor(1)).toBe(1);
    expect(partLength(1, 1)).toBe(1);
  });

  it('a part number outside the file has no bytes', () => {
    expect(partLength(40 * MiB, 0)).toBe(0);
    expect(partLength(40 * MiB, 4)).toBe(0);
    expect(partLength(40 * MiB, 1.5)).toBe(0);
  });

  it('the largest video stays far below S3 10,000 parts', () => {
    expect(partCountFor(VIDEO_MAX_BYTES)).toBe(1024);
  });

  it('missingParts lists what is left, ascending', () => {
    expect(missingParts(5, [4, 1, 2])).toEqual([3, 5]);
    expect(missingParts(3, [1, 2, 3])).toEqual([]);
    expect(missingParts(2, [])).toEqual([1, 2]);
  });
});

describe('titleFromVideoKey', () => {
  it('strips the "video" suffix of a key made from a valid title', () => {
    expect(titleFromVideoKey('Ohms Lawvideo')).toBe('Ohms Law');
    expect(titleFromVideoKey('Intro videovideo')).toBe('Intro video');
  });

  it.each(['Ohms Lawimage', 'video', '', 'a/bvideo', '..video', ' Paddedvideo', `${'t'.repeat(201)}video`])(
    'refuses %j',
    (key) => {
      expect(titleFromVideoKey(key)).toBeNull();
    },
  );
});

describe('putVideoSchema', () => {
  const valid = {
    filename: 'l.mp4',
    alYear: 'all',
    contentType: 'video/mp4',
    title: '  Ohms Law  ',
    caption: ' Basics ',
    size: 10,
  };

  it('trims the title and caption', () => {
    expect(putVideoSchema.parse(valid)).toMatchObject({ title: 'Ohms Law', caption: 'Basics' });
  });

  it('sends a file over 64 MB to multipart', () => {
    expect(putVideoSchema.safeParse({ ...valid, size: SINGLE_PUT_MAX_BYTES }).success).toBe(true);
    expect(firstMessage(putVideoSchema.safeParse({ ...valid, size: SINGLE_PUT_MAX_BYTES + 1 }))).toBe(
      uploadTexts.useMultipart,
    );
  });

  it.each([
    [{ contentType: 'video/webm' }, uploadTexts.videoType],
    [{ title: 'a/b' }, uploadTexts.title],
    [{ title: 'a\\b' }, uploadTexts.title],
    [{ title: 'Part 1..2' }, uploadTexts.title],
    [{ title: 'tab\there' }, uploadTexts.title],
    [{ caption: '   ' }, uploadTexts.caption],
    [{ size: -1 }, uploadTexts.size],
    [{ size: 1.5 }, uploadTexts.size],
  ])('refuses %j', (patch, message) => {
    expect(firstMessage(putVideoSchema.safeParse({ ...valid, ...patch }))).toBe(message);
  });
});

describe('thumbnail, multipart and delete schemas', () => {
  it('thumbnails are JPEG or PNG, up to 5 MB when a size is sent', () => {
    expect(putThumbnailSchema.safeParse({ contentType: 'image/png', title: 'T' }).success).toBe(true);
    expect(firstMessage(putThumbnailSchema.safeParse({ contentType: 'image/webp', title: 'T' }))).toBe(
      uploadTexts.thumbnailType,
    );
    expect(
      firstMessage(putThumbnailSchema.safeParse({ contentType: 'image/jpeg', title: 'T', size: 5 * MiB + 1 })),
    ).toBe(uploadTexts.thumbnailTooLarge);
  });

  it('start needs the file identity (size, lastModified) and caps the size', () => {
    const valid = {
      title: 'Big',
      size: 100 * MiB,
      lastModified: 1_700_000_000_000,
      contentType: 'video/mp4',
      alYear: '2025',
      caption: 'c',
    };
    expect(multipartStartSchema.safeParse(valid).success).toBe(true);
    expect(firstMessage(multipartStartSchema.safeParse({ ...valid, size: VIDEO_MAX_BYTES + 1 }))).toBe(
      uploadTexts.videoTooLarge,
    );
    expect(firstMessage(multipartStartSchema.safeParse({ ...valid, lastModified: 'yesterday' }))).toBe(
      uploadTexts.lastModified,
    );
  });

  it('sign asks for 1 to 20 parts; part ETags look like S3 ones', () => {
    const ref = { uploadId: 'u', key: 'Bigvideo' };
    expect(multipartSignSchema.safeParse({ ...ref, partNumbers: [1, 2, 20] }).success).toBe(true);
    expect(
      firstMessage(multipartSignSchema.safeParse({ ...ref, partNumbers: Array.from({ length: 21 }, (_, i) => i + 1) })),
    ).toBe(uploadTexts.partNumbers);
    expect(firstMessage(multipartSignSchema.safeParse({ ...ref, partNumbers: [10_001] }))).toBe(uploadTexts.partNumber);
    const etag = `"${'0123456789abcdef'.repeat(2)}"`;
    expect(multipartPartSchema.safeParse({ ...ref, partNumber: 1, etag }).success).toBe(true);
    expect(multipartPartSchema.safeParse({ ...ref, partNumber: 1, etag: etag.replace(/"/g, '') }).success).toBe(true);
    expect(firstMessage(multipartPartSchema.safeParse({ ...ref, partNumber: 1, etag: '"<script>"' }))).toBe(
      uploadTexts.etag,
    );
    expect(multipartCompleteSchema.safeParse(ref).success).toBe(true);
  });

  it('delete names are the listed name or title, never a path', () => {
    expect(deleteFileSchema.parse({ fileName: ' Tute 1 ' })).toEqual({ fileName: 'Tute 1' });
    expect(deleteVideoSchema.safeParse({ fileName: 'Ohms Lawvideo' }).success).toBe(true);
    for (const fileName of ['../x', 'a/b', 'a\\b', '']) {
      expect(deleteFileSchema.safeParse({ fileName }).success).toBe(false);
      expect(deleteVideoSchema.safeParse({ fileName }).success).toBe(false);
    }
  });
});

describe('putFileSchema', () => {
  const valid = { fileName: 'Paper 2023.pdf', size: 1000, contentType: 'application/pdf' };

  it('keeps a free-text year, drops an empty one', () => {
    expect(putFileSchema.parse({ ...valid, year: ' 2023 A/L ' }).year).toBe('2023 A/L');
    expect(putFileSchema.parse({ ...valid, year: '  ' }).year).toBeUndefined();
    expect(putFileSchema.parse(valid).year).toBeUndefined();
  });

  it('accepts any case of ".pdf"; the 50 MB cap is the route\'s 413', () => {
    expect(putFileSchema.safeParse({ ...valid, fileName: 'SCAN.PDF' }).success).toBe(true);
    expect(putFileSchema.safeParse({ ...valid, size: TUTE_MAX_BYTES + 1 }).success).toBe(true);
  });

  it.each([
    [{ fileName: 'notes.txt' }, tuteTexts.fileName],
    [{ fileName: '.pdf' }, tuteTexts.fileName],
    [{ fileName: 'dir/x.pdf' }, tuteTexts.fileName],
    [{ fileName: 'x..pdf' }, tuteTexts.fileName],
    [{ contentType: 'application/x-pdf' }, tuteTexts.fileType],
    [{ year: 'é' }, tuteTexts.year],
    [{ year: 'x'.repeat(21) }, tuteTexts.year],
  ])('refuses %j', (patch, message) => {
    expect(firstMessage(putFileSchema.safeParse({ ...valid, ...patch }))).toBe(message);
  });
});
