/**
 * The videos dashboard fetches the video engine (hls.js) once the page is idle, before any video is
 * chosen, so a free video started there does not wait for it. The engine's dynamic import is
 * counted where it is mocked; the module is fetched once per test file, hence one test.
 */
import { act, screen, waitFor } from '@testing-library/react';
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
  it('fetches the video engine once the page is idle, before any video is chosen', async () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    mockApi({
      'GET /api/user/check-auth': visitor,
      'GET /api/aws/getVideos/{folder}': onlyFor({ folder: 'free' }, videoPage([videoItem('Gears')])),
    });
    renderApp('/videos');
    expect(await screen.findByRole('button', { name: /^Gears/ })).toBeInTheDocument();
    // Not while the page is still busy with its first render…
    expect(engine.fetched).toBe(0);
    expect(idle).toHaveLength(1);
    // …but as soon as it is idle.
    act(() => idle[0]!({ didTimeout: false, timeRemaining: () => 50 }));
    await waitFor(() => expect(engine.fetched).toBe(1));
  });
});
