/**
 * Auto and the student's data: on a touch screen Auto is capped at the player's height × the pixel
 * ratio (at most 1.5), and with the browser's data saver on or a 2g connection it keeps to the
 * data-saver rendition, the one the stream's data-saver playlist lists. hls.js is the scripted
 * stand-in of video-streaming.test.tsx; the pixel ratio, the connection and the player's size are mocked.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VideoItem } from '../../functions/shared/schemas';
import { mockApi, onlyFor, visitor } from './helpers/api';
import { videoItem, videoPage } from './helpers/content';
import { FakeHls } from './helpers/fake-hls';
import { setCanHover } from './helpers/media';
import { renderApp } from './helpers/render';

vi.mock('hls.js/light', async () => ({ default: (await import('./helpers/fake-hls')).FakeHls }));

const level = (height: number, averageBitrate: number) => ({
  height,
  bitrate: Math.round(averageBitrate * 1.5),
  averageBitrate,
  url: [`http://localhost/media/free/Gears/stream_${height}p.m3u8`],
});
const LEVELS = [level(240, 70_000), level(360, 400_000), level(720, 1_000_000)];
/** A ladder whose data saver is neither the smallest picture nor the cheapest: only its playlist says which it is. */
const TEXT_FIRST = [level(240, 60_000), level(540, 100_000), level(720, 1_000_000)];

const SAVER_PLAYLIST = [
  '#EXTM3U',
  '#EXT-X-VERSION:3',
  '#EXT-X-STREAM-INF:BANDWIDTH=150000,AVERAGE-BANDWIDTH=100000,RESOLUTION=960x540',
  'stream_540p.m3u8',
  '',
].join('\n');

const streamed = (title: string): VideoItem =>
  videoItem(title, { streamState: 'ready', stream: `/media/free/${title}/master.m3u8` });

/** The free videos page, answering the data-saver playlist with `saverPlaylist` (a 404 when null). */
function freePage(saverPlaylist: string | null = SAVER_PLAYLIST) {
  FakeHls.instances = [];
  FakeHls.supported = true;
  const api = mockApi({
    'GET /api/user/check-auth': visitor,
    'GET /api/aws/getVideos/{folder}': onlyFor({ folder: 'free' }, videoPage([streamed('Gears')])),
  });
  const saverRequests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (!url.endsWith('/data-saver.m3u8')) return api.fetchMock(input, init);
      saverRequests.push(url);
      return Promise.resolve(new Response(saverPlaylist ?? '', { status: saverPlaylist ? 200 : 404 }));
    }),
  );
  return { saverRequests };
}

function setConnection(connection: { saveData?: boolean; effectiveType?: string } | undefined) {
  Object.defineProperty(navigator, 'connection', { configurable: true, value: connection });
}

/** A phone: a touch screen with this pixel ratio, its player this many CSS pixels high. */
function phone(devicePixelRatio: number, playerHeight: number) {
  setCanHover(false);
  vi.stubGlobal('devicePixelRatio', devicePixelRatio);
  resizePlayer(playerHeight);
}

function resizePlayer(height: number) {
  vi.spyOn(HTMLVideoElement.prototype, 'getBoundingClientRect').mockReturnValue({
    width: (height * 16) / 9,
    height,
  } as DOMRect);
}

/** A connection that reports its changes, as Chromium's navigator.connection does. */
class ChangingConnection extends EventTarget {
  constructor(
    public saveData = false,
    public effectiveType = '4g',
  ) {
    super();
  }
  change(next: { saveData?: boolean; effectiveType?: string }) {
    Object.assign(this, next);
    this.dispatchEvent(new Event('change'));
  }
}

async function playGears(levels = LEVELS) {
  const { user, unmount } = renderApp('/freeVideos');
  await user.click(await screen.findByRole('button', { name: /^Gears/ }));
  await waitFor(() => expect(FakeHls.instances).toHaveLength(1));
  const instance = FakeHls.instances[0]!;
  act(() => {
    instance.levels = levels;
    instance.emit(FakeHls.Events.MANIFEST_PARSED, { levels });
  });
  return { user, instance, unmount };
}

afterEach(() => setConnection(undefined));

describe('Auto on a phone', () => {
  it('never picks a rendition taller than the player × min(pixel ratio, 1.5), and follows its size', async () => {
    freePage();
    // A 3× phone upright: 203 CSS px × 1.5 = 304 device px: 240p, not the 360p hls.js would allow.
    phone(3, 203);
    const { user, instance } = await playGears();
    expect(instance.config).toMatchObject({ capLevelToPlayerSize: false });
    expect(instance.log).toEqual(['loadSource /media/free/Gears/master.m3u8', 'autoLevelCapping 0', 'startLoad -1']);

    // Turned to full screen: 390 × 1.5 = 585: up to 360p, still no 720p.
    resizePlayer(390);
    act(() => window.dispatchEvent(new Event('resize')));
    expect(instance.autoLevelCapping).toBe(1);

    // The student's own choice is not Auto's: 720p plays when asked for.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Quality' }), '720p');
    expect(instance.log.at(-1)).toBe('currentLevel 2');
  });

  it('counts a 1× screen at its own pixels', async () => {
    freePage();
    phone(1, 480);
    const onPhone = await playGears();
    expect(onPhone.instance.autoLevelCapping).toBe(1);
  });

  it('leaves a computer to hls.js’s own capping', async () => {
    freePage();
    vi.stubGlobal('devicePixelRatio', 2);
    resizePlayer(300);
    const { instance } = await playGears();
    expect(instance.config).toMatchObject({ capLevelToPlayerSize: true });
    expect(instance.log).toEqual(['loadSource /media/free/Gears/master.m3u8', 'startLoad -1']);
  });
});

describe('Auto with the data saver asked for', () => {
  it('starts on, and keeps to, the rendition the data-saver playlist lists when the browser saves data', async () => {
    const { saverRequests } = freePage();
    setConnection({ saveData: true, effectiveType: '4g' });
    const { instance } = await playGears(TEXT_FIRST);
    await waitFor(() => expect(instance.log).toContain('startLoad -1'));
    expect(saverRequests).toEqual(['/media/free/Gears/data-saver.m3u8']);
    expect(instance.log).toEqual([
      'loadSource /media/free/Gears/master.m3u8',
      'startLevel 1',
      'loadLevel 1',
      'startLoad -1',
    ]);
    expect(screen.getByRole('combobox', { name: 'Quality' })).toHaveValue('auto');
  });

  it.each(['2g', 'slow-2g'])(
    'does so on a %s connection, taking the cheapest level when the playlist cannot be read',
    async (type) => {
      freePage(null);
      setConnection({ saveData: false, effectiveType: type });
      const { instance } = await playGears(TEXT_FIRST);
      await waitFor(() => expect(instance.log).toContain('startLoad -1'));
      expect(instance.log).toContain('loadLevel 0');
    },
  );

  it('lets Auto adapt on a 3g connection', async () => {
    const { saverRequests } = freePage();
    setConnection({ effectiveType: '3g' });
    const first = await playGears();
    expect(first.instance.log).toEqual(['loadSource /media/free/Gears/master.m3u8', 'startLoad -1']);
    expect(saverRequests).toEqual([]);
  });

  it('keeps a remembered quality whatever the connection', async () => {
    localStorage.setItem('engtech.videoQuality', '720p');
    const { saverRequests } = freePage();
    setConnection({ saveData: true, effectiveType: 'slow-2g' });
    const { instance } = await playGears();
    expect(instance.log).toEqual([
      'loadSource /media/free/Gears/master.m3u8',
      'startLevel 2',
      'loadLevel 2',
      'startLoad -1',
    ]);
    expect(saverRequests).toEqual([]);
  });
});

describe('Auto when the connection changes while a video plays', () => {
  it('moves to the data saver when saving turns on or the link falls to 2g, and climbs again after', async () => {
    const { saverRequests } = freePage();
    const connection = new ChangingConnection();
    setConnection(connection);
    const { instance } = await playGears(TEXT_FIRST);
    expect(instance.log).toEqual(['loadSource /media/free/Gears/master.m3u8', 'startLoad -1']);

    connection.change({ saveData: true });
    await waitFor(() => expect(instance.log.at(-1)).toBe('loadLevel 1'));
    expect(saverRequests).toEqual(['/media/free/Gears/data-saver.m3u8']);
    expect(screen.getByRole('combobox', { name: 'Quality' })).toHaveValue('auto');

    connection.change({ saveData: false });
    expect(instance.log.at(-1)).toBe('loadLevel -1');

    connection.change({ effectiveType: 'slow-2g' });
    await waitFor(() => expect(instance.log.at(-1)).toBe('loadLevel 1'));
    // The playlist is read once per play.
    expect(saverRequests).toHaveLength(1);
    connection.change({ effectiveType: '3g' });
    expect(instance.log.at(-1)).toBe('loadLevel -1');
  });

  it('frees Auto, within the phone’s cap, when a play that started saving stops', async () => {
    freePage();
    phone(3, 203);
    const connection = new ChangingConnection(true);
    setConnection(connection);
    const { instance } = await playGears(TEXT_FIRST);
    await waitFor(() => expect(instance.log).toContain('startLoad -1'));
    expect(instance.log).toContain('loadLevel 1');

    connection.change({ saveData: false });
    expect(instance.log.at(-1)).toBe('loadLevel -1');
    // Climbing stays within 203 × 1.5 = 304 px: the 240p.
    expect(instance.autoLevelCapping).toBe(0);
  });

  it('leaves a rendition the student chose alone, and Auto chosen again saves', async () => {
    const { saverRequests } = freePage();
    const connection = new ChangingConnection();
    setConnection(connection);
    const { user, instance } = await playGears(TEXT_FIRST);
    const menu = screen.getByRole('combobox', { name: 'Quality' });
    await user.selectOptions(menu, '720p');
    const chosen = [...instance.log];

    connection.change({ saveData: true });
    connection.change({ effectiveType: '2g' });
    connection.change({ saveData: false, effectiveType: '4g' });
    connection.change({ saveData: true });
    await act(() => Promise.resolve());
    expect(instance.log).toEqual(chosen);
    expect(saverRequests).toEqual([]);

    await user.selectOptions(menu, 'auto');
    await waitFor(() => expect(instance.log.at(-1)).toBe('loadLevel 1'));
  });

  it('stops listening when the player goes', async () => {
    freePage();
    const connection = new ChangingConnection();
    const removed = vi.spyOn(connection, 'removeEventListener');
    setConnection(connection);
    const { instance, unmount } = await playGears(TEXT_FIRST);
    unmount();
    expect(removed).toHaveBeenCalledWith('change', expect.any(Function));
    const before = [...instance.log];
    connection.change({ saveData: true });
    await act(() => Promise.resolve());
    expect(instance.log).toEqual(before);
  });
});
