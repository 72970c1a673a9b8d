/**
 * A saved lecture in the player's saved mode: hls.js (a scripted stand-in) loads the saved
 * rendition's playlist with no stream-access request, offers no quality menu and never falls back
 * to the MP4; a position saved while offline waits in the outbox.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { listOutbox, putItem, setLastAccessCheck, type SavedItem } from '../../web/src/lib/saved-db';
import { loggedIn, mockApi } from './helpers/api';
import { FakeHls } from './helpers/fake-hls';
import { installOfflineStorage } from './helpers/offline';
import { renderApp } from './helpers/render';

vi.mock('hls.js/light', async () => ({ default: (await import('./helpers/fake-hls')).FakeHls }));

const owner = 'nimali@example.com';
const PLAYLIST = '/media/Theory/ohm1/stream_240p.m3u8';
const lecture: SavedItem = {
  key: 'lecture:Theory/Ohm law',
  kind: 'lecture',
  owner,
  access: 'theory',
  title: 'Ohm law',
  folder: 'Theory',
  rendition: '240p',
  playlist: PLAYLIST,
  urls: [PLAYLIST],
  bytesTotal: 10,
  bytesStored: 10,
  state: 'done',
  savedAt: 1,
};

async function openSaved() {
  await installOfflineStorage();
  await putItem(lecture);
  await setLastAccessCheck(owner, Date.now());
  FakeHls.instances = [];
  const api = mockApi({
    'GET /api/user/check-auth': loggedIn(),
    'GET /api/user/check-access': { status: 503 },
    'GET /api/videoMeta/getVideoByTitle/{title}': { status: 503 },
  });
  const { user } = renderApp('/saved');
  await user.click(await screen.findByRole('button', { name: 'Open Ohm law' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ohm law' });
  await waitFor(() => expect(FakeHls.instances).toHaveLength(1));
  return { api, dialog, instance: FakeHls.instances[0]! };
}

describe('a saved lecture in the player', () => {
  it('plays the saved playlist only: no stream access asked, no quality menu', async () => {
    const { api, dialog, instance } = await openSaved();
    act(() => {
      const levels = [{ height: 240, bitrate: 300_000 }];
      instance.levels = levels;
      instance.emit(FakeHls.Events.MANIFEST_PARSED, { levels });
    });
    expect(instance.log).toEqual([`loadSource ${PLAYLIST}`, 'startLoad -1']);
    expect(api.callsTo('GET /api/aws/streamAccess/{folder}')).toHaveLength(0);
    expect(within(dialog).queryByRole('combobox', { name: 'Quality' })).not.toBeInTheDocument();
  });

  it('never falls back to the MP4 when the saved files fail', async () => {
    const { dialog, instance } = await openSaved();
    act(() => instance.emit(FakeHls.Events.ERROR, { fatal: true, type: 'networkError', details: 'fragLoadError' }));
    const video = dialog.querySelector('video')!;
    expect(video).not.toHaveAttribute('src');
    expect(
      await screen.findByText('This saved item could not be opened. Delete it and save it again.'),
    ).toBeInTheDocument();
  });

  it('queues the position when the server cannot be reached', async () => {
    const { dialog } = await openSaved();
    const video = dialog.querySelector('video')!;
    // The resume position is known (the server did not answer: from the start).
    fireEvent.loadedMetadata(video);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    Object.defineProperty(video, 'currentTime', { value: 754, configurable: true, writable: true });
    fireEvent.pause(video);
    await waitFor(async () =>
      expect(await listOutbox()).toMatchObject([{ kind: 'progress', title: 'Ohm law', seconds: 754, owner }]),
    );
  });
});
