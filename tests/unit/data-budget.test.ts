import { describe, expect, it } from 'vitest';
import { autoMix, autoPick } from '../../bench/auto-mix';
import { ladderFor } from '../../functions/domain/streaming/ladder';
import {
  autoCapIndex,
  dataSaverIndex,
  dataSaverUri,
  dataSaverUrl,
  maxAutoHeight,
  wantsDataSaver,
} from '../../web/src/features/videos/player/data-budget';

const heights = (...values: number[]) => values.map((height) => ({ height }));

// A camera lecture's ladder (240p, 360p, 720p): its data saver is also its shortest rung.
const LADDER = ladderFor(720, 'camera');

describe('what Auto may spend', () => {
  it('counts the pixel ratio up to 1.5 and ignores a nonsense one', () => {
    expect(maxAutoHeight(203, 3)).toBe(304);
    expect(maxAutoHeight(203, 1.25)).toBe(253);
    expect(maxAutoHeight(240, 1)).toBe(240);
    expect(maxAutoHeight(240, Number.NaN)).toBe(240);
    expect(maxAutoHeight(0, 2)).toBe(0);
  });

  it('caps at the last level that fits, the smallest when none does, nothing while the size is unknown', () => {
    expect(autoCapIndex(heights(240, 360, 720), 304)).toBe(0);
    expect(autoCapIndex(heights(240, 360, 720), 360)).toBe(1);
    expect(autoCapIndex(heights(240, 360, 720), 1080)).toBe(2);
    expect(autoCapIndex(heights(360, 540, 720), 304)).toBe(0);
    // A slides lecture's data saver (540p, the cheapest, second by height) stays within reach.
    expect(autoCapIndex(heights(360, 540, 720), 304, 1)).toBe(1);
    expect(autoCapIndex(heights(360, 540, 720), 1080, 1)).toBe(2);
    expect(autoCapIndex(heights(240, 360, 720), 0)).toBe(-1);
    expect(autoCapIndex([], 500)).toBe(-1);
  });

  it('asks for the data saver with the browser’s data saver or a 2g connection only', () => {
    expect(wantsDataSaver(undefined)).toBe(false);
    expect(wantsDataSaver({})).toBe(false);
    expect(wantsDataSaver({ saveData: true })).toBe(true);
    expect(wantsDataSaver({ effectiveType: 'slow-2g' })).toBe(true);
    expect(wantsDataSaver({ effectiveType: '2g' })).toBe(true);
    expect(wantsDataSaver({ saveData: false, effectiveType: '3g' })).toBe(false);
  });

  it('finds the data saver by the playlist its own master lists, else by cost', () => {
    const master = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=150000,RESOLUTION=960x540\r\nstream_540p.m3u8\n';
    expect(dataSaverUri(master)).toBe('stream_540p.m3u8');
    expect(dataSaverUri('#EXTM3U\n')).toBeNull();
    const levels = [
      { url: ['https://x/media/free/s/stream_240p.m3u8'], bitrate: 90_000, averageBitrate: 60_000 },
      { url: ['https://x/media/free/s/stream_540p.m3u8?v=1'], bitrate: 150_000, averageBitrate: 100_000 },
      { url: ['https://x/media/free/s/stream_720p.m3u8'], bitrate: 1_500_000 },
    ];
    expect(dataSaverIndex(levels, 'stream_540p.m3u8')).toBe(1);
    expect(dataSaverIndex(levels, 'stream_unknown.m3u8')).toBe(0);
    expect(dataSaverIndex(levels, null)).toBe(0);
    expect(dataSaverIndex([], null)).toBe(-1);
  });

  it('puts the data-saver playlist beside a master, and none beside a saved rendition’s playlist', () => {
    expect(dataSaverUrl('/media/free/s1/master.m3u8')).toBe('/media/free/s1/data-saver.m3u8');
    expect(dataSaverUrl('/media/free/s1/master.m3u8?v=2')).toBe('/media/free/s1/data-saver.m3u8?v=2');
    expect(dataSaverUrl('/media/Theory/s1/stream_240p.m3u8')).toBeNull();
  });
});

describe('the Auto mix the bench prices', () => {
  const viewer = (overrides: Partial<Parameters<typeof autoPick>[1]>) => ({
    who: 'test',
    share: 1,
    touch: true,
    saver: false,
    width: 360,
    height: 203,
    devicePixelRatio: 3,
    ...overrides,
  });

  it('gives an upright phone what it shows, where hls.js alone fetched 720p', () => {
    expect(autoPick(LADDER, viewer({}), 'now').name).toBe('240p');
    expect(autoPick(LADDER, viewer({}), 'before').name).toBe('720p');
    expect(autoPick(LADDER, viewer({ touch: false, width: 960, height: 540, devicePixelRatio: 1 }), 'now').name).toBe(
      '720p',
    );
  });

  it('gives a data-saver phone the ladder’s data saver, by name', () => {
    expect(autoPick(ladderFor(720, 'slides'), viewer({ saver: true, width: 1280, height: 720 }), 'now').name).toBe(
      '540p',
    );
    expect(autoPick(ladderFor(720, 'camera'), viewer({ saver: true, width: 1280, height: 720 }), 'now').name).toBe(
      '240p',
    );
  });

  it('shares out every hour of the audience', () => {
    const total = Object.values(autoMix(LADDER, 'now')).reduce((sum, share) => sum + share, 0);
    expect(total).toBeCloseTo(1, 9);
  });
});
