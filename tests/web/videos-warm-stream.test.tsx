/**
 * Once the videos dashboard is idle it also asks for the newest lecture's master playlist and the
 * rendition the player starts on (the cheapest), so a tap on it goes straight to the first segment.
 * Nothing for a list whose first lecture has no stream, and nothing before the page is idle.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, onlyFor, visitor } from './helpers/api';
import { videoItem, videoPage } from './helpers/content';
import { renderApp } from './helpers/render';

vi.mock('hls.js/light', async () => ({ default: (await import('./helpers/fake-hls')).FakeHls }));

const MASTER = [
  '#EXTM3U',
  '#EXT-X-STREAM-INF:BANDWIDTH=1080000,RESOLUTION=1280x720',
  'stream_720p.m3u8',
  '#EXT-X-STREAM-INF:BANDWIDTH=190000,RESOLUTION=960x540',
  'stream_540p.m3u8',
].join('\n');

describe('videos dashboard', () => {
  it("warms the newest lecture's master and cheapest playlist once idle", async () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const api = mockApi({
      'GET /api/user/check-auth': visitor,
      'GET /api/aws/getVideos/{folder}': onlyFor(
        { folder: 'free' },
        videoPage([
          videoItem('Gears', { streamState: 'ready', stream: '/media/free/s1/master.m3u8' }),
          videoItem('Levers', { streamState: 'ready', stream: '/media/free/s2/master.m3u8' }),
        ]),
      ),
    });
    const media: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (!url.pathname.startsWith('/media/')) return api.fetchMock(input, init);
      media.push(url.pathname);
      const response = new Response(url.pathname.endsWith('/master.m3u8') ? MASTER : '#EXTM3U\n');
      Object.defineProperty(response, 'url', { value: url.href });
      return response;
    });
    renderApp('/videos');
    const cards = [
      await screen.findByRole('button', { name: /^Gears/ }),
      screen.getByRole('button', { name: /^Levers/ }),
    ];
    fireEvent.load(cards[0]!.querySelector('img')!);
    fireEvent.load(cards[1]!.querySelector('img')!);
    await waitFor(() => expect(idle).toHaveLength(2));
    expect(media).toEqual([]);
    act(() => idle.forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 })));
    await waitFor(() => expect(media).toEqual(['/media/free/s1/master.m3u8', '/media/free/s1/stream_540p.m3u8']));
  });
});
