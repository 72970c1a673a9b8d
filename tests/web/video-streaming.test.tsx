/**
 * The player's streaming in jsdom (no Media Source Extensions): hls.js is replaced at its dynamic
 * import by a scripted stand-in, so the tests drive what hls.js would report (manifest levels, level
 * switches, errors) and check what the player asks of it and shows.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LoadPolicy } from 'hls.js';
import type { VideoItem } from '../../functions/shared/schemas';
import { loggedIn, mockApi, onlyFor, sessionUser, visitor, type Routes } from './helpers/api';
import { accessReply, videoItem, videoMeta, videoPage } from './helpers/content';
import { FakeHls } from './helpers/fake-hls';
import { renderApp } from './helpers/render';

vi.mock('hls.js/light', async () => ({ default: (await import('./helpers/fake-hls')).FakeHls }));

type Fake = FakeHls;

const LEVELS = [
  { height: 240, bitrate: 300_000, averageBitrate: 200_000 },
  { height: 360, bitrate: 600_000, averageBitrate: 400_000 },
  { height: 720, bitrate: 1_400_000, averageBitrate: 1_000_000 },
];

const streamed = (title: string, folder = 'free', overrides: Partial<VideoItem> = {}) =>
  videoItem(title, {
    streamState: 'ready',
    stream: `/media/${folder}/${title.replace(/\W/g, '')}/master.m3u8`,
    ...overrides,
  });

const player = () => document.querySelector('video')!;

/** The hls.js instance made for the latest selection, once it exists. */
async function latestHls(count = 1): Promise<Fake> {
  await waitFor(() => expect(FakeHls.instances).toHaveLength(count));
  return FakeHls.instances.at(-1)!;
}

/** hls.js has read the master playlist and starts on `level`. */
function manifestParsed(instance: Fake, levels = LEVELS, level = 0) {
  act(() => {
    instance.levels = levels;
    instance.emit(FakeHls.Events.MANIFEST_PARSED, { levels });
    instance.emit(FakeHls.Events.LEVEL_SWITCHED, { level });
  });
}

function freePage(videos: VideoItem[], extra: Routes = {}) {
  FakeHls.instances = [];
  FakeHls.supported = true;
  return mockApi({
    'GET /api/user/check-auth': visitor,
    'GET /api/aws/getVideos/{folder}': onlyFor({ folder: 'free' }, videoPage(videos)),
    ...extra,
  });
}

async function choose(user: ReturnType<typeof renderApp>['user'], title: string) {
  await user.click(await screen.findByRole('button', { name: new RegExp(`^${title}`) }));
}

describe('streaming player', () => {
  it('plays a ready free stream through hls.js, offering each rendition with its MB per hour', async () => {
    const api = freePage([streamed('Gears')]);
    const { user } = renderApp('/freeVideos');
    await choose(user, 'Gears');
    const instance = await latestHls();
    expect(instance.log).toEqual(['loadSource /media/free/Gears/master.m3u8']);
    manifestParsed(instance);

    expect(player()).toHaveAttribute('data-engine', 'hls.js');
    expect(player()).toHaveAttribute('data-level', '240p');
    expect(player()).not.toHaveAttribute('src');
    const menu = screen.getByRole('combobox', { name: 'Quality' });
    expect(
      within(menu)
        .getAllByRole('option')
        .map((option) => [option.getAttribute('value'), option.textContent]),
    ).toEqual([
      ['auto', 'Auto'],
      ['240p', 'Data saver: least data (240p) · about 90 MB/hour'],
      ['360p', 'Small screen, smooth motion (360p) · about 180 MB/hour'],
      ['720p', 'Large screen, finest detail (720p) · about 450 MB/hour'],
    ]);
    expect(menu).toHaveValue('auto');
    // Auto: nothing fixed before loading starts.
    expect(instance.log).toEqual(['loadSource /media/free/Gears/master.m3u8', 'startLoad -1']);
    // A free stream needs no cookies.
    expect(api.callsTo('GET /api/aws/streamAccess/{folder}')).toHaveLength(0);
  });

  it('names a slides lecture’s 5 fps 360p for what it is, with its own MB per hour', async () => {
    freePage([streamed('Gears')]);
    const { user } = renderApp('/freeVideos');
    await choose(user, 'Gears');
    const slides = [
      { height: 360, bitrate: 120_000, averageBitrate: 80_000, frameRate: 5 },
      { height: 540, bitrate: 90_000, averageBitrate: 60_000, frameRate: 5 },
      { height: 720, bitrate: 1_400_000, averageBitrate: 1_000_000, frameRate: 25 },
    ];
    manifestParsed(await latestHls(), slides);
    const menu = screen.getByRole('combobox', { name: 'Quality' });
    expect(
      within(menu)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Auto',
      'Small screen, slides on less data (360p) · about 36 MB/hour',
      'Data saver: slides stay readable (540p) · about 27 MB/hour',
      'Large screen, finest detail (720p) · about 450 MB/hour',
    ]);
  });

  it('remembers the chosen quality and applies it before the next video loads anything', async () => {
    freePage([streamed('Gears'), streamed('Levers'), streamed('Pulleys')]);
    const { user } = renderApp('/freeVideos');
    await choose(user, 'Gears');
    const first = await latestHls();
    manifestParsed(first);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Quality' }), '720p');
    expect(first.log.at(-1)).toBe('currentLevel 2');
    act(() => first.emit(FakeHls.Events.LEVEL_SWITCHED, { level: 2 }));
    expect(player()).toHaveAttribute('data-level', '720p');
    expect(localStorage.getItem('engtech.videoQuality')).toBe('720p');

    await choose(user, 'Levers');
    const second = await latestHls(2);
    expect(first.destroyed).toBe(true);
    manifestParsed(second, LEVELS, 2);
    expect(second.log).toEqual([
      'loadSource /media/free/Levers/master.m3u8',
      'startLevel 2',
      'loadLevel 2',
      'startLoad -1',
    ]);
    expect(screen.getByRole('combobox', { name: 'Quality' })).toHaveValue('720p');

    // A video made from a small source has no 720p: its best level plays, the choice stays remembered.
    await choose(user, 'Pulleys');
    const third = await latestHls(3);
    manifestParsed(third, LEVELS.slice(0, 1));
    expect(third.log).toContain('loadLevel 0');
    expect(screen.getByRole('combobox', { name: 'Quality' })).toHaveValue('240p');
    expect(localStorage.getItem('engtech.videoQuality')).toBe('720p');
  });

  it('ignores a stored quality it does not know', async () => {
    localStorage.setItem('engtech.videoQuality', '4k');
    freePage([streamed('Gears')]);
    const { user } = renderApp('/freeVideos');
    await choose(user, 'Gears');
    const instance = await latestHls();
    manifestParsed(instance);
    expect(screen.getByRole('combobox', { name: 'Quality' })).toHaveValue('auto');
    expect(instance.log).not.toContain('loadLevel 0');
  });

  it.each(['none', 'failed', 'processing'] as const)('plays the MP4 of a video whose stream is %s', async (state) => {
    freePage([videoItem('Gears', { streamState: state })]);
    const { user } = renderApp('/freeVideos');
    await choose(user, 'Gears');
    await waitFor(() => expect(player()).toHaveAttribute('src', videoItem('Gears').url));
    expect(player()).toHaveAttribute('data-engine', 'mp4');
    expect(player()).not.toHaveAttribute('data-level');
    expect(FakeHls.instances).toHaveLength(0);
    expect(screen.queryByRole('combobox', { name: 'Quality' })).not.toBeInTheDocument();
  });

  it('uses the browser’s own HLS where hls.js cannot run, without a quality menu', async () => {
    freePage([streamed('Gears')]);
    FakeHls.supported = false;
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) =>
      type === 'application/vnd.apple.mpegurl' ? 'maybe' : '',
    );
    const { user } = renderApp('/freeVideos');
    await choose(user, 'Gears');
    await waitFor(() => expect(player()).toHaveAttribute('data-engine', 'native-hls'));
    expect(player()).toHaveAttribute('src', '/media/free/Gears/master.m3u8');
    expect(FakeHls.instances).toHaveLength(0);
    expect(screen.queryByRole('combobox', { name: 'Quality' })).not.toBeInTheDocument();
  });

  it('switches to the MP4 at the same position when the stream fails beyond recovery', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    freePage([streamed('Gears')]);
    const { user } = renderApp('/freeVideos');
    await choose(user, 'Gears');
    const instance = await latestHls();
    manifestParsed(instance);
    player().currentTime = 42;

    // A media error gets one recovery attempt first.
    act(() => instance.emit(FakeHls.Events.ERROR, { fatal: true, type: 'mediaError', details: 'bufferAppendError' }));
    expect(instance.log.at(-1)).toBe('recoverMediaError');
    expect(player()).toHaveAttribute('data-engine', 'hls.js');

    act(() => instance.emit(FakeHls.Events.ERROR, { fatal: true, type: 'networkError', details: 'fragLoadError' }));
    expect(instance.destroyed).toBe(true);
    expect(player()).toHaveAttribute('data-engine', 'mp4');
    // The browser starts the MP4 there (a media fragment), before any frame from 0 could play.
    expect(player()).toHaveAttribute('src', `${videoItem('Gears').url}#t=42`);
    expect(player()).not.toHaveAttribute('data-level');
    expect(screen.queryByRole('combobox', { name: 'Quality' })).not.toBeInTheDocument();
    expect(player().currentTime).toBe(0);
    fireEvent(player(), new Event('loadedmetadata'));
    expect(player().currentTime).toBe(42);
  });

  it('plays the MP4 when a segment of the stream is missing (hls.js would retry it for ever)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    freePage([streamed('Gears')]);
    const { user } = renderApp('/freeVideos');
    await choose(user, 'Gears');
    const instance = await latestHls();
    manifestParsed(instance);
    act(() =>
      instance.emit(FakeHls.Events.ERROR, {
        fatal: false,
        type: 'networkError',
        details: 'fragLoadError',
        response: { code: 404 },
      }),
    );
    expect(instance.destroyed).toBe(true);
    expect(player()).toHaveAttribute('data-engine', 'mp4');
    expect(player()).toHaveAttribute('src', videoItem('Gears').url);
  });
});

describe('gated streams', () => {
  const theory = (access: Routes['GET /api/aws/streamAccess/{folder}']) => {
    FakeHls.instances = [];
    FakeHls.supported = true;
    return mockApi({
      'GET /api/user/check-auth': loggedIn(sessionUser({ alYear: '2027' })),
      'GET /api/user/check-access': accessReply({ theory: true }),
      'GET /api/aws/getTheoryVideos/{year}': onlyFor({ year: '2027' }, videoPage([streamed('Kirchhoff', 'Theory')])),
      'GET /api/videoMeta/getVideoByTitle/{title}': { body: videoMeta('Kirchhoff') },
      'PUT /api/videoMeta/progress/{title}': { body: { position: 0 } },
      'GET /api/aws/streamAccess/{folder}': access,
    });
  };
  const expiresIn = (ms: number) => ({ body: { expiresAt: new Date(Date.now() + ms).toISOString() } });

  it('opens the folder before the first playlist request and renews at 75 % of the cookie lifetime', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = theory(() => expiresIn(40_000));
    const { user } = renderApp('/videos/theory', { advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Kirchhoff' }));
    const instance = await latestHls();
    expect(api.callsTo('GET /api/aws/streamAccess/{folder}', { folder: 'Theory' })).toHaveLength(1);
    expect(instance.log).toEqual(['loadSource /media/Theory/Kirchhoff/master.m3u8']);

    await act(() => vi.advanceTimersByTimeAsync(28_000));
    expect(api.callsTo('GET /api/aws/streamAccess/{folder}')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(api.callsTo('GET /api/aws/streamAccess/{folder}')).toHaveLength(2);
    // Out of sight: no message.
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('renews at once when a request is refused, and retries it; once access is withdrawn the stream ends', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let allowed = true;
    const api = theory(() => (allowed ? expiresIn(3_600_000) : { status: 403, body: { message: 'No access' } }));
    const { user } = renderApp('/videos/theory');
    await user.click(await screen.findByRole('button', { name: 'Kirchhoff' }));
    const instance = await latestHls();
    manifestParsed(instance);
    // hls.js alone never retries a 4xx: the player's policy does, while access can be renewed.
    const retry = (instance.config.fragLoadPolicy as LoadPolicy).default.errorRetry!;
    const shouldRetry = retry.shouldRetry!;
    const refusedResponse = { code: 403, url: '/media/Theory/Kirchhoff/stream_240p_00001.ts', data: undefined };
    expect(shouldRetry(retry, 0, false, refusedResponse, false)).toBe(true);
    expect(shouldRetry(retry, 0, false, { ...refusedResponse, code: 404 }, false)).toBe(false);

    act(() =>
      instance.emit(FakeHls.Events.ERROR, {
        fatal: false,
        type: 'networkError',
        details: 'fragLoadError',
        response: { code: 403 },
      }),
    );
    await waitFor(() => expect(api.callsTo('GET /api/aws/streamAccess/{folder}')).toHaveLength(2));

    allowed = false;
    act(() =>
      instance.emit(FakeHls.Events.ERROR, {
        fatal: false,
        type: 'networkError',
        details: 'fragLoadError',
        response: { code: 403 },
      }),
    );
    await waitFor(() => expect(api.callsTo('GET /api/aws/streamAccess/{folder}')).toHaveLength(3));
    await waitFor(() => expect(shouldRetry(retry, 0, false, refusedResponse, false)).toBe(false));
    // The next refused request ends the stream at once, while the buffer still plays.
    act(() =>
      instance.emit(FakeHls.Events.ERROR, {
        fatal: false,
        type: 'networkError',
        details: 'fragLoadError',
        response: { code: 403 },
      }),
    );
    expect(await screen.findByText(/This video stopped: your access to it has ended/)).toBeInTheDocument();
    // What is buffered plays out; nothing more loads, and the MP4 (refused too) is not tried.
    expect(instance.log.at(-1)).toBe('stopLoad');
    expect(instance.destroyed).toBe(false);
    expect(player()).not.toHaveAttribute('src');
    expect(player()).toHaveAttribute('data-engine', 'hls.js');
    expect(screen.queryByRole('combobox', { name: 'Quality' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/aws/streamAccess/{folder}')).toHaveLength(3);
  });

  it('says access has ended, and tries neither stream nor MP4, when the folder is refused before playing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    theory({ status: 403, body: { message: 'No access' } });
    const { user } = renderApp('/videos/theory');
    await user.click(await screen.findByRole('button', { name: 'Kirchhoff' }));
    expect(await screen.findByText(/This video stopped: your access to it has ended/)).toBeInTheDocument();
    expect(FakeHls.instances).toHaveLength(0);
    expect(player()).not.toHaveAttribute('src');
    expect(player()).not.toHaveAttribute('data-engine');
  });
});
