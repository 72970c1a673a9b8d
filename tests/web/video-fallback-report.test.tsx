/**
 * The player reports each fall back from the stream to the MP4, once per play, with why: the count
 * behind the fallback alarm (a broken media key or cookie makes every play fall back while the site
 * looks fine). hls.js is the scripted stand-in of the streaming tests.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { VideoItem } from '../../functions/shared/schemas';
import { loggedIn, mockApi, onlyFor, sessionUser, visitor, type Routes } from './helpers/api';
import { accessReply, videoItem, videoMeta, videoPage } from './helpers/content';
import { FakeHls } from './helpers/fake-hls';
import { renderApp } from './helpers/render';

vi.mock('hls.js/light', async () => ({ default: (await import('./helpers/fake-hls')).FakeHls }));

const REPORT = 'POST /api/aws/streamFallback/{folder}';
const LEVELS = [{ height: 360, bitrate: 600_000, averageBitrate: 400_000 }];

const streamed = (title: string, folder = 'free', overrides: Partial<VideoItem> = {}) =>
  videoItem(title, { streamState: 'ready', stream: `/media/${folder}/${title}/master.m3u8`, ...overrides });

const player = () => document.querySelector('video')!;

async function latestHls(): Promise<FakeHls> {
  await waitFor(() => expect(FakeHls.instances.length).toBeGreaterThan(0));
  return FakeHls.instances.at(-1)!;
}

function freePage(videos: VideoItem[]) {
  FakeHls.instances = [];
  FakeHls.supported = true;
  return mockApi({
    'GET /api/user/check-auth': visitor,
    'GET /api/aws/getVideos/{folder}': onlyFor({ folder: 'free' }, videoPage(videos)),
    [REPORT]: { status: 202, body: { recorded: true } },
  });
}

async function play(title: string, path = '/freeVideos') {
  const { user } = renderApp(path);
  await user.click(await screen.findByRole('button', { name: new RegExp(`^${title}`) }));
}

describe('the fallback report', () => {
  it('reports a stream that failed beyond recovery once, as the page goes on playing the MP4', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = freePage([streamed('Gears')]);
    await play('Gears');
    const instance = await latestHls();
    act(() => {
      instance.emit(FakeHls.Events.MANIFEST_PARSED, { levels: LEVELS });
      instance.emit(FakeHls.Events.ERROR, { fatal: true, type: 'networkError', details: 'fragLoadError' });
    });
    expect(player()).toHaveAttribute('data-engine', 'mp4');
    await waitFor(() => expect(api.callsTo(REPORT)).toHaveLength(1));
    const [call] = api.callsTo(REPORT, { folder: 'free' });
    expect(call!.body).toEqual({ reason: 'failed', title: 'Gears' });
    // Sent so that it leaves even when the student closes the page at that moment.
    expect(call!.keepalive).toBe(true);

    // The MP4 failing too is the same play: no second report.
    act(() => player().dispatchEvent(new Event('error')));
    act(() => instance.emit(FakeHls.Events.ERROR, { fatal: true, type: 'networkError', details: 'fragLoadError' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(api.callsTo(REPORT)).toHaveLength(1);
  });

  it('names a missing segment as such', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = freePage([streamed('Levers')]);
    await play('Levers');
    const instance = await latestHls();
    act(() =>
      instance.emit(FakeHls.Events.ERROR, {
        fatal: false,
        type: 'networkError',
        details: 'fragLoadError',
        response: { code: 404 },
      }),
    );
    await waitFor(() => expect(api.callsTo(REPORT)).toHaveLength(1));
    expect(api.callsTo(REPORT)[0]!.body).toEqual({ reason: 'missing', title: 'Levers' });
  });

  it('reports a browser that plays no HLS at all', async () => {
    const api = freePage([streamed('Pulleys')]);
    FakeHls.supported = false;
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    await play('Pulleys');
    await waitFor(() => expect(player()).toHaveAttribute('data-engine', 'mp4'));
    await waitFor(() => expect(api.callsTo(REPORT)).toHaveLength(1));
    expect(api.callsTo(REPORT)[0]!.body).toEqual({ reason: 'unsupported', title: 'Pulleys' });
  });

  it('reports a gated folder whose cookies could not be had, under that folder', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    FakeHls.instances = [];
    FakeHls.supported = true;
    const routes: Routes = {
      'GET /api/user/check-auth': loggedIn(sessionUser({ alYear: '2027' })),
      'GET /api/user/check-access': accessReply({ theory: true }),
      'GET /api/aws/getTheoryVideos/{year}': onlyFor({ year: '2027' }, videoPage([streamed('Kirchhoff', 'Theory')])),
      'GET /api/videoMeta/getVideoByTitle/{title}': { body: videoMeta('Kirchhoff') },
      'PUT /api/videoMeta/progress/{title}': { body: { position: 0 } },
      'GET /api/aws/streamAccess/{folder}': { status: 503, body: { message: 'Try again' } },
      [REPORT]: { status: 202, body: { recorded: true } },
    };
    const api = mockApi(routes);
    await play('Kirchhoff', '/videos/theory');
    await waitFor(() => expect(player()).toHaveAttribute('data-engine', 'mp4'));
    await waitFor(() => expect(api.callsTo(REPORT, { folder: 'Theory' })).toHaveLength(1));
    expect(api.callsTo(REPORT)[0]!.body).toEqual({ reason: 'access', title: 'Kirchhoff' });
  });

  it('reports nothing for a video that has no stream to fall back from', async () => {
    const api = freePage([videoItem('Gears', { streamState: 'processing' })]);
    await play('Gears');
    await waitFor(() => expect(player()).toHaveAttribute('data-engine', 'mp4'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(api.callsTo(REPORT)).toHaveLength(0);
  });

  it('a report the server refuses is dropped without troubling the student', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    freePage([streamed('Gears')]);
    const api = mockApi({
      'GET /api/user/check-auth': visitor,
      'GET /api/aws/getVideos/{folder}': onlyFor({ folder: 'free' }, videoPage([streamed('Gears')])),
      [REPORT]: { status: 429, body: { message: 'Too many requests' } },
    });
    await play('Gears');
    const instance = await latestHls();
    act(() => instance.emit(FakeHls.Events.ERROR, { fatal: true, type: 'networkError', details: 'fragLoadError' }));
    await waitFor(() => expect(api.callsTo(REPORT)).toHaveLength(1));
    expect(player()).toHaveAttribute('data-engine', 'mp4');
    expect(screen.getByRole('alert').textContent).toBe('');
  });
});
