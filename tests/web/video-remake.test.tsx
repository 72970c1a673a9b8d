/**
 * A video whose streaming versions are being remade: while its earlier ladder is still offered it
 * plays as before, quality menu and all; without one it plays the MP4 and says when the choice
 * comes. hls.js is the scripted stand-in of video-streaming.test.tsx.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { VideoItem } from '../../functions/shared/schemas';
import { mockApi, onlyFor, visitor } from './helpers/api';
import { videoItem, videoPage } from './helpers/content';
import { FakeHls } from './helpers/fake-hls';
import { renderApp } from './helpers/render';

vi.mock('hls.js/light', async () => ({ default: (await import('./helpers/fake-hls')).FakeHls }));

const LEVELS = [
  { height: 240, bitrate: 300_000, averageBitrate: 200_000 },
  { height: 720, bitrate: 1_400_000, averageBitrate: 1_000_000 },
];
const NOTE = 'Quality choice comes once this video’s streaming versions are ready.';

const player = () => document.querySelector('video')!;

async function play(video: VideoItem) {
  FakeHls.instances = [];
  FakeHls.supported = true;
  mockApi({
    'GET /api/user/check-auth': visitor,
    'GET /api/aws/getVideos/{folder}': onlyFor({ folder: 'free' }, videoPage([video])),
  });
  const { user } = renderApp('/freeVideos');
  await user.click(await screen.findByRole('button', { name: /^Gears/ }));
}

describe('a video being remade', () => {
  it.each(['queued', 'processing', 'failed'] as const)(
    'plays its earlier ladder while %s, with the quality menu',
    async (streamState) => {
      await play(videoItem('Gears', { streamState, stream: '/media/free/old-id/master.m3u8' }));
      await waitFor(() => expect(FakeHls.instances).toHaveLength(1));
      const instance = FakeHls.instances[0]!;
      expect(instance.log).toEqual(['loadSource /media/free/old-id/master.m3u8']);
      act(() => {
        instance.levels = LEVELS;
        instance.emit(FakeHls.Events.MANIFEST_PARSED, { levels: LEVELS });
      });
      expect(player()).toHaveAttribute('data-engine', 'hls.js');
      expect(screen.getByRole('combobox', { name: 'Quality' })).toBeInTheDocument();
      expect(screen.queryByText(NOTE)).toBeNull();
    },
  );

  it.each(['queued', 'processing'] as const)(
    'plays the MP4 while %s without one, and says why',
    async (streamState) => {
      await play(videoItem('Gears', { streamState }));
      await waitFor(() => expect(player()).toHaveAttribute('data-engine', 'mp4'));
      expect(player().getAttribute('src')).toContain('Gearsvideo');
      expect(screen.getByText(NOTE)).toBeInTheDocument();
      expect(screen.queryByRole('combobox', { name: 'Quality' })).toBeNull();
      expect(FakeHls.instances).toEqual([]);
    },
  );

  it('says nothing of a choice to come for a video that will not be streamed', async () => {
    await play(videoItem('Gears', { streamState: 'failed' }));
    await waitFor(() => expect(player()).toHaveAttribute('data-engine', 'mp4'));
    expect(screen.queryByText(NOTE)).toBeNull();
  });
});
