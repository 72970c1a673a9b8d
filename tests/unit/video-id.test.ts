/**
 * The ASCII-safe video id and object key a video's MP4 is stored under, whatever its title holds
 * (functions/domain/videos/video-id.ts).
 */
import { describe, expect, it } from 'vitest';
import {
  isSafeSourceKey,
  METADATA_VALUE,
  safeVideoKey,
  slugOf,
  videoIdFromKey,
  videoIdOf,
} from '../../functions/domain/videos/video-id';

const SAFE = /^(?:[a-z0-9-]+-)?[0-9a-f]{24}\.mp4$/;

describe('safeVideoKey', () => {
  it.each([
    ['spaces', 'Ohms Law part 2', 'ohms-law-part-2'],
    ['# % + = ?', 'Q&A #3: 50% + x = y?', 'q-a-3-50-x-y'],
    ['Sinhala', 'ඕම් නියමය', ''],
    ['Tamil', 'ஓமின் விதி', ''],
    ['Sinhala with digits', 'පාඩම 12 - ඕම්', '12'],
    ['no extension', 'Lecture', 'lecture'],
    ['an uppercase extension', 'Lecture.MP4', 'lecture-mp4'],
    ['accents', 'Résumé café', 'resume-cafe'],
  ])('%s: ASCII, ending in .mp4, the slug then the id', (_, title, slug) => {
    const key = safeVideoKey(title);
    expect(key).toMatch(SAFE);
    expect(key).toBe(`${slug ? `${slug}-` : ''}${videoIdOf(title)}.mp4`);
    expect(encodeURIComponent(key)).toBe(key);
    expect(videoIdFromKey(key)).toBe(videoIdOf(title));
    expect(isSafeSourceKey(key)).toBe(true);
  });

  it('gives each title its own id, and the same title the same one', () => {
    expect(videoIdOf('ඕම් නියමය')).not.toBe(videoIdOf('ஓமின் விதி'));
    expect(videoIdOf('Lesson 1')).not.toBe(videoIdOf('Lesson 1 '));
    expect(safeVideoKey('Lesson 1')).toBe(safeVideoKey('Lesson 1'));
    expect(videoIdOf('Lesson 1')).toMatch(METADATA_VALUE);
  });

  it('keeps the slug short whatever the title’s length', () => {
    const slug = slugOf('Thermodynamics '.repeat(13));
    expect(slug.length).toBeLessThanOrEqual(40);
    expect(slug).not.toMatch(/^-|-$/);
    expect(safeVideoKey('x'.repeat(200))).toMatch(SAFE);
  });

  it('does not take a legacy "<title>video" key, or anything else, for a safe one', () => {
    for (const key of [
      'Ohms Lawvideo',
      'ඕම් නියමයvideo',
      'lecture.mp4',
      `${videoIdOf('a')}.MP4`,
      `x/${videoIdOf('a')}.mp4`,
    ]) {
      expect(isSafeSourceKey(key), key).toBe(false);
    }
  });
});

describe('METADATA_VALUE', () => {
  it('takes ids and refuses what a title may hold', () => {
    for (const value of ['free', 'Theory', 'mc3k2v-0a1b2c3d4e', videoIdOf('x')]) expect(value).toMatch(METADATA_VALUE);
    for (const value of ['Ohms Law', 'ඕම්', 'a#b', '50%', 'a+b', '', 'x'.repeat(129)]) {
      expect(value).not.toMatch(METADATA_VALUE);
    }
  });
});
