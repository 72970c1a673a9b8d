/**
 * The player's pure rules: what an hour of a rendition costs, the remembered quality (bad stored
 * values ignored), which level a choice means, when media cookies are renewed, and the access keeper
 * that renews them (fake timers, a scripted server).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HlsConfig, LoaderResponse, LoadPolicy } from 'hls.js';
import type { StreamAccess } from '../../functions/shared/schemas';
import { ApiError } from '../../web/src/lib/api-client';
import { createAccessKeeper, folderOfStream } from '../../web/src/features/videos/player/access-keeper';
import { hlsConfig, MAX_REFUSED_RETRIES } from '../../web/src/features/videos/player/hls-config';
import { levelFor, levelOptions } from '../../web/src/features/videos/player/levels';
import { mbPerHour } from '../../web/src/features/videos/player/mb-per-hour';
import { QUALITY_KEY, readQuality, writeQuality } from '../../web/src/features/videos/player/quality-preference';
import { MIN_DELAY_MS, renewalDelayMs } from '../../web/src/features/videos/player/renewal';

/** An in-memory Storage; `broken` throws on every access, as blocked site data does. */
function memoryStorage(initial: Record<string, string> = {}, broken = false): Storage {
  const data = new Map(Object.entries(initial));
  const guard = () => {
    if (broken) throw new DOMException('blocked', 'SecurityError');
  };
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    key: (index: number) => [...data.keys()][index] ?? null,
    getItem: (key: string) => (guard(), data.get(key) ?? null),
    setItem: (key: string, value: string) => (guard(), void data.set(key, value)),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('MB per hour', () => {
  it.each([
    [100_000, 45],
    [333_333, 150],
    [1_336_000, 600],
    [250_000, 110],
    [10_000_000, 4500],
  ])('%i bit/s is about %i MB an hour', (bitsPerSecond, mb) => {
    expect(mbPerHour(bitsPerSecond)).toBe(mb);
  });

  it('says at least 1 MB for a trickle and 0 for no or a broken bitrate', () => {
    expect(mbPerHour(1000)).toBe(1);
    expect(mbPerHour(0)).toBe(0);
    expect(mbPerHour(Number.NaN)).toBe(0);
    expect(mbPerHour(-5)).toBe(0);
  });
});

describe('quality preference', () => {
  it('is auto until chosen, then the choice, under its key', () => {
    const store = memoryStorage();
    expect(readQuality(store)).toBe('auto');
    writeQuality('240p', store);
    expect(store.getItem(QUALITY_KEY)).toBe('240p');
    expect(readQuality(store)).toBe('240p');
    writeQuality('auto', store);
    expect(readQuality(store)).toBe('auto');
  });

  it.each(['1080p', '', 'AUTO', '"240p"', '240', 'null'])('ignores the stored value %j', (stored) => {
    expect(readQuality(memoryStorage({ [QUALITY_KEY]: stored }))).toBe('auto');
  });

  it('falls back to auto, without throwing, when storage is blocked or missing', () => {
    const blocked = memoryStorage({ [QUALITY_KEY]: '360p' }, true);
    expect(readQuality(blocked)).toBe('auto');
    expect(() => writeQuality('720p', blocked)).not.toThrow();
    expect(readQuality(null)).toBe('auto');
  });
});

describe('levels', () => {
  const options = levelOptions([
    { height: 240, bitrate: 300_000, averageBitrate: 200_000 },
    { height: 360, bitrate: 600_000 },
    { height: 720, bitrate: 1_400_000, averageBitrate: 1_000_000 },
  ]);

  it('are named by height and costed by their average bitrate when the master gives one', () => {
    expect(options).toEqual([
      { name: '240p', index: 0, bitsPerSecond: 200_000 },
      { name: '360p', index: 1, bitsPerSecond: 600_000 },
      { name: '720p', index: 2, bitsPerSecond: 1_000_000 },
    ]);
  });

  it('map a choice to that level, else the best below it, else the smallest', () => {
    expect(levelFor(options, '360p')?.name).toBe('360p');
    const small = options.slice(0, 1);
    expect(levelFor(small, '720p')?.name).toBe('240p');
    const noSaver = options.slice(1);
    expect(levelFor(noSaver, '240p')?.name).toBe('360p');
    expect(levelFor([options[0]!, options[2]!], '360p')?.name).toBe('240p');
  });

  it('a data saver chosen on one ladder means the other ladder’s data saver, never a costlier rung', () => {
    const slides = levelOptions([
      { height: 360, bitrate: 600_000 },
      { height: 540, bitrate: 150_000 },
      { height: 720, bitrate: 1_400_000 },
    ]);
    expect(levelFor(slides, '240p')?.name).toBe('540p');
    expect(levelFor(options, '540p')?.name).toBe('240p');
  });
});

describe('renewal timing', () => {
  const now = Date.parse('2026-11-26T10:00:00Z');

  it('renews at three quarters of the remaining lifetime', () => {
    expect(renewalDelayMs(new Date(now + 3_600_000), now)).toBe(2_700_000);
    expect(renewalDelayMs(new Date(now + 20_000), now)).toBe(15_000);
  });

  it('never asks sooner than the minimum delay (expired cookies, a clock that is off, a bad date)', () => {
    expect(renewalDelayMs(new Date(now - 60_000), now)).toBe(MIN_DELAY_MS);
    expect(renewalDelayMs(new Date(now + 500), now)).toBe(MIN_DELAY_MS);
    expect(renewalDelayMs(new Date('not a date'), now)).toBe(MIN_DELAY_MS);
  });
});

describe('stream folder', () => {
  it('is the path segment after /media, on the site origin or absolute', () => {
    expect(folderOfStream('/media/Theory/abc/master.m3u8')).toBe('Theory');
    expect(folderOfStream('https://engtech.example/media/free/abc/master.m3u8')).toBe('free');
    expect(folderOfStream('/elsewhere/master.m3u8')).toBeNull();
  });
});

describe('access keeper', () => {
  const start = Date.parse('2026-11-26T10:00:00Z');
  const answer = (lifetimeMs: number): StreamAccess => ({ expiresAt: new Date(Date.now() + lifetimeMs).toISOString() });

  beforeEach(() => {
    vi.useFakeTimers({ now: start });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('asks nothing for the free folder', async () => {
    const fetchAccess = vi.fn();
    const keeper = createAccessKeeper('free', { fetchAccess });
    await keeper.open();
    expect(await keeper.renewNow()).toBe(false);
    expect(fetchAccess).not.toHaveBeenCalled();
  });

  it('opens a gated folder, then renews at 75 % of each lifetime until stopped', async () => {
    const fetchAccess = vi.fn(async () => answer(20_000));
    const keeper = createAccessKeeper('Theory', { fetchAccess });
    await keeper.open();
    expect(fetchAccess).toHaveBeenCalledWith('Theory');
    await vi.advanceTimersByTimeAsync(14_999);
    expect(fetchAccess).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchAccess).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(fetchAccess).toHaveBeenCalledTimes(3);
    keeper.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchAccess).toHaveBeenCalledTimes(3);
  });

  it('shares one request between simultaneous renewals (a playlist and a segment refused at once)', async () => {
    const fetchAccess = vi.fn(async () => answer(20_000));
    const keeper = createAccessKeeper('Theory', { fetchAccess });
    await keeper.open();
    const [a, b] = await Promise.all([keeper.renewNow(), keeper.renewNow()]);
    expect([a, b]).toEqual([true, true]);
    expect(fetchAccess).toHaveBeenCalledTimes(2);
    keeper.stop();
  });

  it('stops for good once the server refuses (flag removed)', async () => {
    const fetchAccess = vi
      .fn<(folder: string) => Promise<StreamAccess>>()
      .mockResolvedValueOnce(answer(20_000))
      .mockRejectedValue(new ApiError(403, 'No access'));
    const keeper = createAccessKeeper('Theory', { fetchAccess });
    await keeper.open();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(fetchAccess).toHaveBeenCalledTimes(2);
    expect(keeper.lost).toBe(true);
    expect(await keeper.renewNow()).toBe(false);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetchAccess).toHaveBeenCalledTimes(2);
  });

  it("after a network failure tries again within the cookies' remaining life", async () => {
    const fetchAccess = vi
      .fn<(folder: string) => Promise<StreamAccess>>()
      .mockResolvedValueOnce(answer(20_000))
      .mockRejectedValueOnce(new ApiError(0, 'offline'))
      .mockImplementation(async () => answer(20_000));
    const keeper = createAccessKeeper('Theory', { fetchAccess });
    await keeper.open();
    await vi.advanceTimersByTimeAsync(15_000); // the failed renewal, 5 s of cookie left
    expect(fetchAccess).toHaveBeenCalledTimes(2);
    expect(keeper.lost).toBe(false);
    await vi.advanceTimersByTimeAsync(2_500);
    expect(fetchAccess).toHaveBeenCalledTimes(3);
    keeper.stop();
  });

  it('rejects open() when the folder cannot be opened, marking a refusal as lost', async () => {
    const refused = createAccessKeeper('Theory', { fetchAccess: () => Promise.reject(new ApiError(401, 'Log in')) });
    await expect(refused.open()).rejects.toThrow('Log in');
    expect(refused.lost).toBe(true);
    const offline = createAccessKeeper('Theory', { fetchAccess: () => Promise.reject(new ApiError(0, 'offline')) });
    await expect(offline.open()).rejects.toThrow('offline');
    expect(offline.lost).toBe(false);
  });
});

describe('hls.js configuration', () => {
  const policy = (): LoadPolicy => ({
    default: {
      maxTimeToFirstByteMs: 10_000,
      maxLoadTimeMs: 20_000,
      timeoutRetry: null,
      errorRetry: { maxNumRetry: 6, retryDelayMs: 1000, maxRetryDelayMs: 8000 },
    },
  });
  const defaults = {
    manifestLoadPolicy: policy(),
    playlistLoadPolicy: policy(),
    fragLoadPolicy: policy(),
  } as HlsConfig;
  const response = (code: number): LoaderResponse => ({
    code,
    url: '/media/Theory/s/stream_240p_00001.ts',
    data: undefined,
  });

  it('loads nothing before the quality is applied, buffers 30 s ahead, keeps a fixed level through errors', () => {
    expect(hlsConfig(defaults, () => true)).toMatchObject({
      autoStartLoad: false,
      enableWorker: false,
      capLevelToPlayerSize: true,
      preserveManualLevelOnError: true,
      maxBufferLength: 30,
      maxMaxBufferLength: 30,
    });
  });

  it('retries a refused (403) request while access may be renewed, a few times; other errors as hls.js decides', () => {
    let renewable = true;
    const config = hlsConfig(defaults, () => renewable);
    for (const name of ['manifestLoadPolicy', 'playlistLoadPolicy', 'fragLoadPolicy'] as const) {
      const retry = config[name]!.default.errorRetry!;
      const shouldRetry = retry.shouldRetry!;
      expect(shouldRetry(retry, 0, false, response(403), false)).toBe(true);
      expect(shouldRetry(retry, MAX_REFUSED_RETRIES, false, response(403), false)).toBe(false);
      expect(shouldRetry(retry, 0, false, response(404), false)).toBe(false);
      expect(shouldRetry(retry, 0, false, response(503), true)).toBe(true);
      renewable = false;
      expect(shouldRetry(retry, 0, false, response(403), false)).toBe(false);
      renewable = true;
    }
    // The defaults hls.js was given are left as they were.
    expect(defaults.fragLoadPolicy.default.errorRetry!.shouldRetry).toBeUndefined();
  });
});
