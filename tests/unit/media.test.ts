/** Pure media rules: video/thumbnail pairing, cursors, content disposition, who may see what, and the input schemas. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { decodeCursor, encodeCursor } from '../../functions/shared/cursor';
import { isPaired, type VideoRecord } from '../../functions/domain/videos/catalog';
import { imageKeyFor, legacyVideoKeyFor, videoKeyFor } from '../../functions/domain/videos/pairing';
import { safeVideoKey } from '../../functions/domain/videos/video-id';
import { inlineDisposition } from '../../functions/media/storage/presign';
import { hasAccess, type CurrentUser } from '../../functions/domain/sessions/guards';
import { BadRequest } from '../../functions/shared/errors';
import {
  commentSchema,
  likeSchema,
  mediaPageQuerySchema,
  progressSchema,
  videoYearSchema,
} from '../../functions/shared/schemas';

describe('pairing', () => {
  it('names a new video\'s MP4 by its safe key and its thumbnail "<title>image"; a legacy MP4 "<title>video"', () => {
    expect([videoKeyFor('Ohms Law'), imageKeyFor('Ohms Law')]).toEqual([safeVideoKey('Ohms Law'), 'Ohms Lawimage']);
    expect([legacyVideoKeyFor('Intro video'), imageKeyFor('Intro video')]).toEqual([
      'Intro videovideo',
      'Intro videoimage',
    ]);
  });

  it('counts a catalog entry as a video only once both objects are recorded', () => {
    const entry: VideoRecord = {
      title: 'Gears',
      category: 'free',
      year: 'all',
      caption: '',
      uploadedAt: '2025-01-01T00:00:00.000Z',
    };
    expect(isPaired({ ...entry, videoKey: 'Gearsvideo', thumbnailKey: 'Gearsimage' })).toBe(true);
    expect(isPaired({ ...entry, videoKey: 'Gearsvideo' })).toBe(false);
    expect(isPaired({ ...entry, thumbnailKey: 'Gearsimage' })).toBe(false);
    expect(isPaired(entry)).toBe(false);
  });
});

describe('cursors', () => {
  const schema = z.strictObject({ sk: z.string().startsWith('COMMENT#') });

  it('round-trip a key', () => {
    expect(decodeCursor(schema, encodeCursor({ sk: 'COMMENT#2025-01-01T00:00:00.000Z#x' }))).toEqual({
      sk: 'COMMENT#2025-01-01T00:00:00.000Z#x',
    });
  });

  it.each([
    ['garbage!'],
    [encodeCursor({ sk: 'LIKE#someone' })],
    [encodeCursor({ sk: 'COMMENT#a', extra: 1 })],
    [encodeCursor('COMMENT#a')],
    [''],
  ])('refuse %s with a 400', (cursor) => {
    expect(() => decodeCursor(schema, cursor)).toThrow(BadRequest);
  });
});

describe('inlineDisposition', () => {
  it('names the file inline, with an ASCII fallback and the UTF-8 name', () => {
    expect(inlineDisposition('2023 Marking.pdf')).toBe(
      `inline; filename="2023 Marking.pdf"; filename*=UTF-8''2023%20Marking.pdf`,
    );
    expect(inlineDisposition('සිංහල "a".pdf')).toBe(
      `inline; filename="_____ _a_.pdf"; filename*=UTF-8''${encodeURIComponent('සිංහල "a".pdf')}`,
    );
  });
});

describe('hasAccess', () => {
  const none = { revision: false, theory: false, practical: false, paper: false, revisionTute: false };
  const user = (role: 'student' | 'admin', access = none): CurrentUser => ({
    id: 'u1',
    fullName: 'Kasun Perera',
    userName: 'kasun',
    email: 'k@example.com',
    phoneNumber: '0712345678',
    alYear: '2026',
    role,
    language: 'en',
    access,
  });

  it("follows the student's own flags, one per category", () => {
    const theoryOnly = user('student', { ...none, theory: true });
    expect(hasAccess(theoryOnly, 'theoryAccess')).toBe(true);
    for (const flag of ['revisionAccess', 'practicalAccess', 'paperAccess', 'revisionTuteAccess'] as const)
      expect(hasAccess(theoryOnly, flag)).toBe(false);
    expect(hasAccess(user('student', { ...none, revisionTute: true }), 'revisionTuteAccess')).toBe(true);
  });

  it('an admin holds every flag', () => {
    for (const flag of [
      'theoryAccess',
      'revisionAccess',
      'practicalAccess',
      'paperAccess',
      'revisionTuteAccess',
    ] as const)
      expect(hasAccess(user('admin'), flag)).toBe(true);
  });
});

describe('media schemas', () => {
  it('video years are 2025..2030 and "all"', () => {
    for (const year of ['2025', '2030', 'all']) expect(videoYearSchema.safeParse(year).success).toBe(true);
    for (const year of ['2024', '2031', 'All', '', 2025]) expect(videoYearSchema.safeParse(year).success).toBe(false);
  });

  it('page query: limit 1..100, default 24', () => {
    expect(mediaPageQuerySchema.parse({})).toEqual({ limit: 24 });
    expect(mediaPageQuerySchema.parse({ limit: '100', cursor: 'c' })).toEqual({ limit: 100, cursor: 'c' });
    for (const limit of ['0', '101', '1.5', 'x']) expect(mediaPageQuerySchema.safeParse({ limit }).success).toBe(false);
  });

  it('like body is optional; liked must be a boolean', () => {
    expect(likeSchema.parse(undefined)).toBeUndefined();
    expect(likeSchema.parse({})).toEqual({});
    expect(likeSchema.parse({ liked: false })).toEqual({ liked: false });
    expect(likeSchema.safeParse({ liked: 'true' }).success).toBe(false);
  });

  it('comment: trimmed, 1..1000 characters, one message', () => {
    expect(commentSchema.parse({ comment: '  hi  ' })).toEqual({ comment: 'hi' });
    expect(commentSchema.parse({ comment: 'x'.repeat(1000) }).comment).toHaveLength(1000);
    for (const comment of ['', '   ', 'x'.repeat(1001), 5]) {
      const result = commentSchema.safeParse({ comment });
      expect(result.success ? null : result.error.issues[0]?.message).toBe('Comment must be 1 to 1000 characters.');
    }
  });

  it('progress: a number of seconds from 0 to 86400', () => {
    expect(progressSchema.parse({ seconds: 0 })).toEqual({ seconds: 0 });
    expect(progressSchema.parse({ seconds: 86_400 })).toEqual({ seconds: 86_400 });
    for (const seconds of [-0.5, 86_401, '10', Number.NaN]) {
      const result = progressSchema.safeParse({ seconds });
      expect(result.success ? null : result.error.issues[0]?.message).toBe('Seconds must be a number from 0 to 86400.');
    }
  });
});
