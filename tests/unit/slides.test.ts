/** Slide rules without AWS: image sniffing, the multipart form reader and its limits, ids and captions. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  SLIDE_CAPTION_MAX,
  SLIDE_IMAGE_MAX_BYTES,
  slideCaptionSchema,
  slideTexts,
} from '../../functions/shared/schemas';
import { parseSlideForm, type SlideForm } from '../../functions/slides/form';
import { sniffImageType } from '../../functions/slides/image-type';
import { decodeCaption, encodeCaption, newSlideId, SLIDE_ID } from '../../functions/slides/store';

const JPEG = readFileSync(new URL('../../local/seed/assets/ohms-law-basics.jpg', import.meta.url));
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const webp = (chunk: string) =>
  Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from(`WEBP${chunk}`), Buffer.alloc(24)]);
const SINHALA = 'ඉංජිනේරු තාක්ෂණවේදය – නව පන්ති 2026';

/** Encodes parts exactly as a browser's FormData would (boundary and all). */
async function multipart(parts: [string, string | Blob, string?][]): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value, fileName] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, fileName);
  }
  const request = new Request('http://localhost/api/slides', { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? '' };
}

const image = (bytes: Uint8Array, type = 'image/jpeg') => new Blob([new Uint8Array(bytes)], { type });
const parse = async (parts: [string, string | Blob, string?][]): Promise<SlideForm> => {
  const { body, contentType } = await multipart(parts);
  return parseSlideForm(body, contentType);
};

describe('sniffImageType', () => {
  it('knows JPEG, PNG and WebP by their first bytes', () => {
    expect(sniffImageType(JPEG)).toBe('image/jpeg');
    expect(sniffImageType(Buffer.from([...PNG_SIGNATURE, 0, 0, 0, 13]))).toBe('image/png');
    expect(sniffImageType(webp('VP8 '))).toBe('image/webp');
    expect(sniffImageType(webp('VP8L'))).toBe('image/webp');
    expect(sniffImageType(webp('VP8X'))).toBe('image/webp');
  });

  it.each([
    ['text', Buffer.from('This is not an image, whatever its name says.')],
    ['GIF', Buffer.from('GIF89a\u0001\u0000\u0001\u0000')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    [
      'a RIFF that is not WebP (WAV)',
      Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt '), Buffer.alloc(16)]),
    ],
    ['a truncated PNG signature', Buffer.from(PNG_SIGNATURE.slice(0, 5))],
    ['two JPEG bytes', Buffer.from([0xff, 0xd8])],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_label, bytes) => {
    expect(sniffImageType(bytes)).toBeNull();
  });
});

describe('parseSlideForm', () => {
  it('reads the caption (any script) and the image bytes with the declared type and file name', async () => {
    const form = await parse([
      ['caption', SINHALA],
      ['image', image(JPEG), 'ශාඛාව.jpg'],
    ]);
    expect(form.caption).toBe(SINHALA);
    expect(form.image?.bytes.equals(JPEG)).toBe(true);
    expect(form.image?.declaredType).toBe('image/jpeg');
    expect(form.image?.fileName).toBe('ශාඛාව.jpg');
  });

  it('takes an image of exactly 2 MB', async () => {
    const bytes = Buffer.concat([JPEG.subarray(0, 3), Buffer.alloc(SLIDE_IMAGE_MAX_BYTES - 3, 1)]);
    const form = await parse([
      ['caption', 'Big'],
      ['image', image(bytes)],
    ]);
    expect(form.image?.bytes.byteLength).toBe(SLIDE_IMAGE_MAX_BYTES);
  });

  it('413 for one byte more, while parsing', async () => {
    const bytes = Buffer.alloc(SLIDE_IMAGE_MAX_BYTES + 1, 1);
    await expect(
      parse([
        ['caption', 'Too big'],
        ['image', image(bytes)],
      ]),
    ).rejects.toMatchObject({ statusCode: 413, message: slideTexts.tooLarge });
  });

  it('413 for a body far beyond the image limit before parsing it', async () => {
    await expect(
      parseSlideForm(Buffer.alloc(3 * 1024 * 1024), 'multipart/form-data; boundary=x'),
    ).rejects.toMatchObject({ statusCode: 413 });
  });

  it('reports a missing caption, a missing image and an empty file input as absent', async () => {
    expect((await parse([['image', image(JPEG)]])).caption).toBeUndefined();
    expect((await parse([['caption', 'Only words']])).image).toBeUndefined();
    // A browser sends an empty file part when no file was chosen.
    expect(
      (
        await parse([
          ['caption', 'x'],
          ['image', image(new Uint8Array(0), 'application/octet-stream'), ''],
        ])
      ).image,
    ).toBeUndefined();
  });

  it('ignores other fields and files under other names', async () => {
    const form = await parse([
      ['caption', 'Kept'],
      ['extra', 'ignored'],
      ['image', image(JPEG)],
    ]);
    expect(form.caption).toBe('Kept');
    expect(form.image?.bytes.byteLength).toBe(JPEG.byteLength);
  });

  it('400 for two images or two captions', async () => {
    await expect(
      parse([
        ['caption', 'a'],
        ['image', image(JPEG)],
        ['image', image(JPEG)],
      ]),
    ).rejects.toMatchObject({ statusCode: 400, message: slideTexts.oneImage });
    await expect(
      parse([
        ['caption', 'a'],
        ['caption', 'b'],
        ['image', image(JPEG)],
      ]),
    ).rejects.toMatchObject({ statusCode: 400, message: slideTexts.oneImage });
  });

  it('415 for anything but multipart/form-data, 400 for a body that is not the multipart it claims', async () => {
    await expect(parseSlideForm(Buffer.from('{"caption":"x"}'), 'application/json')).rejects.toMatchObject({
      statusCode: 415,
      message: slideTexts.notMultipart,
    });
    await expect(parseSlideForm(Buffer.from('caption=x'), 'application/x-www-form-urlencoded')).rejects.toMatchObject({
      statusCode: 415,
    });
    await expect(parseSlideForm(Buffer.from('x'), undefined)).rejects.toMatchObject({ statusCode: 415 });
    await expect(parseSlideForm(Buffer.from('x'), 'multipart/form-data')).rejects.toMatchObject({
      statusCode: 400,
      message: slideTexts.malformed,
    });
    const truncated = await multipart([
      ['caption', 'x'],
      ['image', image(JPEG)],
    ]);
    await expect(parseSlideForm(truncated.body.subarray(0, 200), truncated.contentType)).rejects.toMatchObject({
      statusCode: 400,
    });
  });
});

describe('captions', () => {
  it('1 to 200 characters after trimming, with its text when missing', () => {
    expect(slideCaptionSchema.parse('  Badulla branch  ')).toBe('Badulla branch');
    expect(slideCaptionSchema.safeParse('   ').error?.issues[0]?.message).toBe(slideTexts.missing);
    expect(slideCaptionSchema.safeParse(undefined).error?.issues[0]?.message).toBe(slideTexts.missing);
    expect(slideCaptionSchema.safeParse('c'.repeat(SLIDE_CAPTION_MAX + 1)).error?.issues[0]?.message).toBe(
      slideTexts.caption,
    );
  });

  it('survive metadata encoding in any script and stay within S3 metadata size at the maximum length', () => {
    for (const caption of [SINHALA, 'தமிழ் வகுப்பு', '100% ready? A&B = "yes" / no', 'emoji 📐⚙️']) {
      const stored = encodeCaption(caption);
      expect(stored).toMatch(/^[\x21-\x7e]*$/);
      expect(decodeCaption(stored)).toBe(caption);
    }
    const longest = encodeCaption('ෂ'.repeat(SLIDE_CAPTION_MAX));
    expect('caption'.length + longest.length).toBeLessThanOrEqual(2048);
    expect(decodeCaption('%E0%A')).toBe('%E0%A');
    expect(decodeCaption(undefined)).toBe('');
  });
});

describe('slide ids', () => {
  it('sort newest first and have the documented shape', () => {
    const now = Date.UTC(2026, 0, 1);
    const older = newSlideId(now);
    const newer = newSlideId(now + 1);
    expect(older).toMatch(SLIDE_ID);
    expect(newer).toMatch(SLIDE_ID);
    expect([older, newer].sort()).toEqual([newer, older]);
    expect(newSlideId(now)).not.toBe(older);
  });
});
