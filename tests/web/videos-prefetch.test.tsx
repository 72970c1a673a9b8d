/**
 * The videos dashboard fetches the video engine (hls.js) once the first thumbnails are shown and the
 * page is idle, before any video is chosen, so a free video started there does not wait for it, and
 * the engine's download never slows the thumbnails on a slow link. The engine's dynamic import is
 * counted where it is mocked; the module is fetched once per test file, hence one test.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, onlyFor, visitor } from './helpers/api';
import { videoItem, videoPage } from './helpers/content';
import { renderApp } from './helpers/render';

const engine = vi.hoisted(() => ({ fetched: 0 }));

vi.mock('hls.js/light', async () => {
  engine.fetched += 1;
  return { default: (await import('./helpers/fake-hls')).FakeHls };
});

describe('videos dashboard', () => {
  it('fetches the video engine once the thumbnails are shown and the page is idle, before any choice', async () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    mockApi({
      'GET /api/user/check-auth': visitor,
      'GET /api/aws/getVideos/{folder}': onlyFor(
        { folder: 'free' },
        videoPage([videoItem('Gears'), videoItem('Levers')]),
      ),
    });
    renderApp('/videos');
    const cards = [
      await screen.findByRole('button', { name: /^Gears/ }),
      screen.getByRole('button', { name: /^Levers/ }),
    ];
    // Not while the thumbnails are still on their way…
    expect(idle).toHaveLength(0);
    fireEvent.load(cards[0]!.querySelector('img')!);
    expect(idle).toHaveLength(0);
    // (a thumbnail that fails counts as done: there is nothing more to wait for)
    fireEvent.error(cards[1]!.querySelector('img')!);
    // …nor while the page is still busy…
    expect(engine.fetched).toBe(0);
    await waitFor(() => expect(idle).toHaveLength(1));
    // …but as soon as it is idle.
    act(() => idle[0]!({ didTimeout: false, timeRemaining: () => 50 }));
    await waitFor(() => expect(engine.fetched).toBe(1));
  });
});
