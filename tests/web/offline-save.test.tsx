/**
 * Save offline on a lecture and a tute: the quality choice (Data saver by default) with sizes, the
 * refusal when space is short, the download into Cache Storage with progress, and the resume of a
 * cut-off download that fetches only what is missing.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StreamRendition } from '../../functions/shared/schemas';
import { runQueue } from '../../web/src/features/offline/lib/queue';
import { saveDraft } from '../../web/src/features/offline/lib/save';
import { getItem, putItem, SAVED_CACHE, setNightWindow } from '../../web/src/lib/saved-db';
import { loggedIn, mockApi, onlyFor, visitor } from './helpers/api';
import { tuteItem, tutePage, videoItem, videoPage } from './helpers/content';
import { installOfflineStorage, serveFiles } from './helpers/offline';
import { renderApp } from './helpers/render';

const PLAYLIST = '/media/free/ohm1/stream_240p.m3u8';
const PLAYLIST_TEXT = '#EXTM3U\n#EXTINF:6,\nstream_240p_000.ts\n#EXTINF:4,\nstream_240p_001.ts\n#EXT-X-ENDLIST\n';
const SEGMENTS = {
  '/media/free/ohm1/stream_240p_000.ts': 'a'.repeat(600),
  '/media/free/ohm1/stream_240p_001.ts': 'b'.repeat(400),
};
const EXACT_BYTES = PLAYLIST_TEXT.length + 1000;

function lecture(renditions: StreamRendition[]) {
  return videoItem('Ohm law', { streamState: 'ready', stream: '/media/free/ohm1/master.m3u8', renditions });
}

const small: StreamRendition[] = [
  { name: '480p', height: 480, bytes: 40_000_000, playlist: '/media/free/ohm1/stream_480p.m3u8' },
  { name: '240p', height: 240, bytes: EXACT_BYTES, playlist: PLAYLIST },
];

/** The button stays disabled until the item's saved state has been read: a click before that does nothing. */
async function saveButton(title: string): Promise<HTMLElement> {
  const button = await screen.findByRole('button', { name: `Save offline: ${title}` });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

async function openSaveDialog(renditions: StreamRendition[]) {
  mockApi({
    'GET /api/user/check-auth': visitor,
    'GET /api/aws/getVideos/{folder}': onlyFor({ folder: 'free' }, videoPage([lecture(renditions)])),
  });
  const { user } = renderApp('/freeVideos');
  await user.click(await screen.findByRole('button', { name: /^Ohm law/ }));
  await user.click(await saveButton('Ohm law'));
  return { user, dialog: screen.getByRole('dialog', { name: 'Save offline: Ohm law' }) };
}

describe('Save offline', () => {
  it('a slides lecture: its 540p data saver comes first and is chosen, ahead of the costlier 360p', async () => {
    await installOfflineStorage();
    const { dialog } = await openSaveDialog([
      { name: '360p', height: 360, bytes: 9_000_000, playlist: '/media/free/ohm1/stream_360p.m3u8' },
      { name: '540p', height: 540, bytes: 2_500_000, playlist: '/media/free/ohm1/stream_540p.m3u8' },
      { name: '720p', height: 720, bytes: 30_000_000, playlist: '/media/free/ohm1/stream_720p.m3u8' },
    ]);
    const choices = within(dialog).getAllByRole('radio');
    expect(choices.map((radio) => radio.closest('label')?.textContent)).toEqual([
      ' Data saver (540p) · 2.5 MB',
      ' 360p · 9 MB',
      ' 720p · 30 MB',
    ]);
    expect(within(dialog).getByRole('radio', { name: 'Data saver (540p) · 2.5 MB' })).toBeChecked();
  });

  it('offers each quality with its size, Data saver (the lowest) chosen by default', async () => {
    await installOfflineStorage();
    const { dialog } = await openSaveDialog([
      { name: '480p', height: 480, bytes: 40_000_000, playlist: '/media/free/ohm1/stream_480p.m3u8' },
      { name: '240p', height: 240, bytes: 12_300_000, playlist: PLAYLIST },
      { name: '360p', height: 360, bytes: 4_260_000, playlist: '/media/free/ohm1/stream_360p.m3u8' },
    ]);
    const choices = within(dialog).getAllByRole('radio');
    expect(choices.map((radio) => radio.closest('label')?.textContent)).toEqual([
      ' Data saver (240p) · 12 MB',
      ' 360p · 4.3 MB',
      ' 480p · 40 MB',
    ]);
    expect(within(dialog).getByRole('radio', { name: 'Data saver (240p) · 12 MB' })).toBeChecked();
    expect(within(dialog).getByRole('group', { name: 'Quality' })).toBeInTheDocument();
  });

  it('refuses clearly when the device is short of space, saving nothing', async () => {
    const { caches, storage } = await installOfflineStorage({ free: 30_000_000 });
    const { user, dialog } = await openSaveDialog([
      { name: '240p', height: 240, bytes: 45_000_000, playlist: PLAYLIST },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Not enough space: this needs 65 MB and your device has 30 MB free.',
    );
    expect(storage.persist).not.toHaveBeenCalled();
    expect(caches.paths(SAVED_CACHE)).toEqual([]);
    expect(await getItem('lecture:free/Ohm law')).toBeUndefined();
  });

  it('saves the Data saver playlist and its segments under their own paths, showing progress, then says so', async () => {
    const { caches, storage } = await installOfflineStorage();
    const { user, dialog } = await openSaveDialog(small);
    serveFiles({ [PLAYLIST]: PLAYLIST_TEXT, ...SEGMENTS });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved offline')).toBeInTheDocument();
    expect(await screen.findByText('Ohm law is saved. It opens without a connection.')).toBeInTheDocument();
    expect(storage.persist).toHaveBeenCalled();
    expect(caches.paths(SAVED_CACHE)).toEqual([PLAYLIST, ...Object.keys(SEGMENTS)].sort());
    const saved = await getItem('lecture:free/Ohm law');
    expect(saved).toMatchObject({
      owner: 'visitor',
      access: null,
      rendition: '240p',
      playlist: PLAYLIST,
      urls: [PLAYLIST, ...Object.keys(SEGMENTS)],
      state: 'done',
      via: 'page',
      bytesStored: EXACT_BYTES,
      bytesTotal: EXACT_BYTES,
    });
  });

  it('resumes a cut-off download, fetching only what the cache lacks, until the stored bytes are the whole', async () => {
    const { caches } = await installOfflineStorage();
    mockApi({ 'GET /api/user/check-auth': visitor });
    const cache = await caches.open(SAVED_CACHE);
    await cache.put(
      PLAYLIST,
      new Response(PLAYLIST_TEXT, { headers: { 'content-length': String(PLAYLIST_TEXT.length) } }),
    );
    const [first, second] = Object.keys(SEGMENTS) as [string, string];
    await cache.put(first, new Response(SEGMENTS[first as keyof typeof SEGMENTS]));
    await putItem({
      key: 'lecture:free/Ohm law',
      kind: 'lecture',
      owner: 'visitor',
      access: null,
      title: 'Ohm law',
      folder: 'free',
      urls: [PLAYLIST, first, second],
      bytesTotal: EXACT_BYTES,
      bytesStored: 0,
      state: 'paused',
      savedAt: 1,
    });
    const lostSignal = serveFiles({ [PLAYLIST]: PLAYLIST_TEXT, ...SEGMENTS }, { fail: [second] });
    await runQueue();
    expect(await getItem('lecture:free/Ohm law')).toMatchObject({
      state: 'paused',
      bytesStored: PLAYLIST_TEXT.length + 600,
    });

    const back = serveFiles({ [PLAYLIST]: PLAYLIST_TEXT, ...SEGMENTS });
    await runQueue();
    expect(lostSignal.requested).toEqual([second]);
    expect(back.requested).toEqual([second]);
    expect(await getItem('lecture:free/Ohm law')).toMatchObject({ state: 'done', bytesStored: EXACT_BYTES });
  });

  it('holds a save for the night-data window and downloads it once the app is open inside it', async () => {
    const { caches } = await installOfflineStorage();
    mockApi({ 'GET /api/user/check-auth': visitor });
    await setNightWindow({ enabled: true, start: '23:00', end: '05:00' });
    const draft = {
      key: 'lecture:free/Ohm law',
      kind: 'lecture' as const,
      owner: 'visitor',
      access: null,
      title: 'Ohm law',
      folder: 'free',
      urls: [PLAYLIST, ...Object.keys(SEGMENTS)],
      bytesTotal: EXACT_BYTES,
    };
    const noon = new Date(2026, 2, 10, 12, 0);
    expect(await saveDraft(draft, noon)).toMatchObject({ state: 'waiting-night' });
    const files = serveFiles({ [PLAYLIST]: PLAYLIST_TEXT, ...SEGMENTS });
    await runQueue(() => noon);
    expect(files.requested).toEqual([]);
    expect(await getItem(draft.key)).toMatchObject({ state: 'waiting-night' });

    await runQueue(() => new Date(2026, 2, 10, 23, 30));
    expect(await getItem(draft.key)).toMatchObject({ state: 'done', bytesStored: EXACT_BYTES });
    expect(caches.paths(SAVED_CACHE)).toHaveLength(3);
  });

  it('saves a tute from its presigned link under /saved-files/tute/, as a PDF', async () => {
    const { caches } = await installOfflineStorage();
    const tute = tuteItem('Paper 2024.pdf', {
      url: 'https://s3.local/PastPaperMarking/Paper%202024.pdf?X-Amz-Signature=x',
      size: 5,
    });
    mockApi({
      'GET /api/user/check-auth': loggedIn(),
      'GET /api/aws/getPastPaperMarking/{category}': onlyFor({ category: 'PastPaperMarking' }, tutePage([tute])),
    });
    const { user } = renderApp('/pastpapers');
    await user.click(await saveButton('Paper 2024.pdf'));
    const dialog = screen.getByRole('dialog', { name: 'Save offline: Paper 2024.pdf' });
    expect(within(dialog).getByText('This PDF takes 0.1 MB on your device.')).toBeInTheDocument();
    serveFiles({ [tute.url]: '%PDF-' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByText('Saved offline')).toBeInTheDocument());
    const path = '/saved-files/tute/PastPaperMarking/Paper%202024.pdf';
    expect(caches.paths(SAVED_CACHE)).toEqual([path]);
    const stored = await (await caches.open(SAVED_CACHE)).match(path);
    expect(stored?.headers.get('content-type')).toBe('application/pdf');
    expect(await getItem('tute:PastPaperMarking/Paper 2024.pdf')).toMatchObject({
      owner: 'nimali@example.com',
      access: 'login',
      state: 'done',
    });
  });

  it('explains a lecture without a ready stream cannot be saved yet', async () => {
    await installOfflineStorage();
    mockApi({
      'GET /api/user/check-auth': visitor,
      'GET /api/aws/getVideos/{folder}': onlyFor({ folder: 'free' }, videoPage([videoItem('Ohm law')])),
    });
    const { user } = renderApp('/freeVideos');
    await user.click(await screen.findByRole('button', { name: /^Ohm law/ }));
    expect(
      await screen.findByText('This lecture can be saved offline once its streaming versions are ready.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save offline: Ohm law' })).not.toBeInTheDocument();
  });

  // Last: its download never finishes, and the queue runs one download at a time.
  it('shows a labelled progress bar and "keep this page open" while the page downloads', async () => {
    const { caches } = await installOfflineStorage();
    // A quarter is stored: the playlist here stands for 0.5 MB of files.
    await (await caches.open(SAVED_CACHE)).put(PLAYLIST, new Response('x'.repeat(500_000)));
    await putItem({
      key: 'lecture:free/Ohm law',
      kind: 'lecture',
      owner: 'visitor',
      access: null,
      title: 'Ohm law',
      folder: 'free',
      rendition: '240p',
      playlist: PLAYLIST,
      urls: [PLAYLIST, ...Object.keys(SEGMENTS)],
      bytesTotal: 2_000_000,
      bytesStored: 500_000,
      state: 'downloading',
      via: 'page',
      savedAt: 1,
    });
    mockApi({
      'GET /api/user/check-auth': visitor,
      'GET /api/aws/getVideos/{folder}': onlyFor({ folder: 'free' }, videoPage([lecture(small)])),
    });
    // The app resumes the download at start: it is still under way.
    serveFiles({ ...SEGMENTS, [PLAYLIST]: PLAYLIST_TEXT }, { hang: Object.keys(SEGMENTS) });
    const { user } = renderApp('/freeVideos');
    await user.click(await screen.findByRole('button', { name: /^Ohm law/ }));
    const bar = await screen.findByRole('progressbar', { name: 'Saving Ohm law' });
    expect(bar).toHaveAttribute('value', '25');
    expect(screen.getByText('0.5 MB of 2 MB (25%)')).toBeInTheDocument();
    expect(screen.getByText('Keep this page open until the download finishes.')).toBeInTheDocument();
  });
});
