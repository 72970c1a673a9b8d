/**
 * Leaving a streamed lecture inside the app (another lecture, another page) saves where the student
 * was. The stream engine lets go of the element on the way out, which rewinds the element's clock to
 * 0 (the stand-in does as hls.js does): that 0 must never reach the server.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { VideoItem } from '../../functions/shared/schemas';
import { byParam, loggedIn, mockApi, onlyFor, sessionUser } from './helpers/api';
import { accessReply, videoItem, videoMeta, videoPage } from './helpers/content';
import { FakeHls } from './helpers/fake-hls';
import { renderApp } from './helpers/render';

vi.mock('hls.js/light', async () => ({ default: (await import('./helpers/fake-hls')).FakeHls }));

const player = () => document.querySelector('video')!;
const lecture = (title: string): VideoItem =>
  videoItem(title, { streamState: 'ready', stream: `/media/Theory/${title}/master.m3u8` });

function theoryPage() {
  FakeHls.instances = [];
  FakeHls.supported = true;
  const meta = { body: videoMeta('any', { position: 1 }) };
  return mockApi({
    'GET /api/user/check-auth': loggedIn(sessionUser({ alYear: '2027' })),
    'GET /api/user/check-access': accessReply({ theory: true }),
    'GET /api/aws/getTheoryVideos/{year}': onlyFor({ year: '2027' }, videoPage([lecture('Ohm'), lecture('Kirchhoff')])),
    'GET /api/videoMeta/getVideoByTitle/{title}': byParam('title', { Ohm: meta, Kirchhoff: meta }),
    'PUT /api/videoMeta/progress/{title}': byParam('title', {
      Ohm: { body: { position: 0 } },
      Kirchhoff: { body: { position: 0 } },
    }),
    'GET /api/aws/streamAccess/{folder}': { body: { expiresAt: new Date(Date.now() + 3_600_000).toISOString() } },
  });
}

/** Ohm plays through hls.js to 7.9 s. */
async function watchOhm(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Ohm' }));
  await waitFor(() => expect(FakeHls.instances).toHaveLength(1));
  const video = player();
  act(() => FakeHls.instances[0]!.attachMedia(video));
  Object.defineProperty(video, 'duration', { configurable: true, value: 600 });
  fireEvent(video, new Event('loadedmetadata'));
  for (const at of [2, 5, 7.9]) {
    video.currentTime = at;
    fireEvent.timeUpdate(video);
  }
  return video;
}

describe('leaving a lecture inside the app', () => {
  it('tapping another lecture saves where the first one was, never 0', async () => {
    const api = theoryPage();
    const { user } = renderApp('/videos/theory');
    const video = await watchOhm(user);

    await user.click(screen.getByRole('button', { name: 'Kirchhoff' }));
    // The element's own clock was rewound when the engine let go of it; a late pause reads it.
    fireEvent.pause(video);
    await waitFor(() =>
      expect(api.callsTo('PUT /api/videoMeta/progress/{title}', { title: 'Ohm' }).map((c) => c.body)).toEqual([
        { seconds: 7 },
      ]),
    );
    expect(FakeHls.instances[0]!.destroyed).toBe(true);
  });

  it('leaving the page by the menu saves where the lecture was; a rewind on purpose is kept', async () => {
    const api = theoryPage();
    const { user } = renderApp('/videos/theory');
    const video = await watchOhm(user);
    // The student goes back to 3 s on purpose: that is the position to keep.
    video.currentTime = 3.2;
    fireEvent.timeUpdate(video);

    await user.click(screen.getAllByRole('link', { name: 'Contact' })[0]!);
    await screen.findByRole('heading', { level: 1 });
    fireEvent.pause(video);
    await waitFor(() =>
      expect(api.callsTo('PUT /api/videoMeta/progress/{title}', { title: 'Ohm' }).map((c) => c.body)).toEqual([
        { seconds: 3 },
      ]),
    );
  });
});
