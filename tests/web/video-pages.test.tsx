import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { admin, byParam, loggedIn, mockApi, onlyFor, sessionUser, visitor } from './helpers/api';
import { accessReply, videoItem, videoMeta, videoPage } from './helpers/content';
import { pathOf, renderApp } from './helpers/render';

const player = () => document.querySelector('video')!;

/** What a browser reports once it knows the video's length. */
function metadataLoaded(video: HTMLVideoElement, duration: number) {
  Object.defineProperty(video, 'duration', { configurable: true, value: duration });
  fireEvent(video, new Event('loadedmetadata'));
}

function playTo(video: HTMLVideoElement, seconds: number) {
  video.currentTime = seconds;
  fireEvent.timeUpdate(video);
}

describe('category video pages', () => {
  it.each([
    ['/videos/theory', 'theory', 'Theory', 'Theory Videos'],
    ['/videos/revision', 'revision', 'Revision', 'Revision Videos'],
    ['/videos/practical', 'practical', 'Practical', 'Practical Videos'],
    ['/videos/paper', 'paper', 'Paper', 'Paper Discussion'],
  ] as const)(
    "%s lists the student's year (and every-year videos) as thumbnails; a click plays one",
    async (path, flag, category, title) => {
      const api = mockApi({
        'GET /api/user/check-auth': loggedIn(sessionUser({ alYear: '2027' })),
        'GET /api/user/check-access': accessReply({ [flag]: true }),
        [`GET /api/aws/get${category}Videos/{year}`]: onlyFor(
          { year: '2027' },
          videoPage([videoItem(`${category} one`), videoItem(`${category} two`)]),
        ),
        'GET /api/videoMeta/getVideoByTitle/{title}': onlyFor(
          { title: `${category} two` },
          { body: videoMeta(`${category} two`) },
        ),
      });
      const { user } = renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      const grid = screen.getByRole('list', { name: title });
      const cards = await within(grid).findAllByRole('button');
      expect(cards.map((c) => c.textContent)).toEqual([`${category} one`, `${category} two`]);
      expect(cards[0]!.querySelector('img')).toHaveAttribute('src', videoItem(`${category} one`).thumbnail);

      await user.click(cards[1]!);
      expect(player()).toHaveAttribute('src', videoItem(`${category} two`).url);
      expect(screen.getByRole('heading', { level: 2, name: `${category} two` })).toBeInTheDocument();
      expect(api.callsTo(`GET /api/aws/get${category}Videos/{year}`, { year: '2027' })).toHaveLength(1);
    },
  );

  it('asks for every year for an admin', async () => {
    const api = mockApi({
      'GET /api/user/check-auth': admin(),
      'GET /api/user/check-access': accessReply({
        theory: true,
        revision: true,
        practical: true,
        paper: true,
        revisionTute: true,
      }),
      'GET /api/aws/getTheoryVideos/{year}': onlyFor({ year: 'all' }, videoPage([videoItem('Any year')])),
    });
    renderApp('/videos/theory');
    expect(await screen.findByRole('button', { name: 'Any year' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/aws/getTheoryVideos/{year}', { year: 'all' })).toHaveLength(1);
  });

  it.each([401, 403, 503])('sends the student to /unauthorized when the list fails (%i)', async (status) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'GET /api/user/check-auth': loggedIn(),
      'GET /api/user/check-access': accessReply({ revision: true }),
      'GET /api/aws/getRevisionVideos/{year}': onlyFor(
        { year: '2026' },
        { status, body: { message: 'You do not have access to these videos.' } },
      ),
    });
    const { router } = renderApp('/videos/revision');
    expect(await screen.findByText('403')).toBeInTheDocument();
    expect(pathOf(router)).toBe('/unauthorized');
  });
});

describe('resume watching', () => {
  function studentApi(position: number) {
    return mockApi({
      'GET /api/user/check-auth': loggedIn(),
      'GET /api/user/check-access': accessReply({ theory: true }),
      'GET /api/aws/getTheoryVideos/{year}': onlyFor({ year: '2026' }, videoPage([videoItem('Thermodynamics')])),
      'GET /api/videoMeta/getVideoByTitle/{title}': onlyFor(
        { title: 'Thermodynamics' },
        { body: videoMeta('Thermodynamics', { position }) },
      ),
      'PUT /api/videoMeta/progress/{title}': onlyFor({ title: 'Thermodynamics' }, { body: { position: 0 } }),
    });
  }

  it('seeks to the saved position and saves progress every ~30 s of play, on pause and when the page is left', async () => {
    const api = studentApi(125);
    const { user } = renderApp('/videos/theory');
    await user.click(await screen.findByRole('button', { name: 'Thermodynamics' }));
    await screen.findByText('Caption of Thermodynamics');

    const video = player();
    metadataLoaded(video, 600);
    expect(video.currentTime).toBe(125);

    const saves = () =>
      api.callsTo('PUT /api/videoMeta/progress/{title}', { title: 'Thermodynamics' }).map((c) => c.body);
    // Saves leave asynchronously (the anti-forgery token is read first): each expected one is
    // awaited, and the steps that must not save are checked when the next save has arrived.
    playTo(video, 126);
    playTo(video, 145);
    playTo(video, 154);
    playTo(video, 155.4);
    await waitFor(() => expect(saves()).toEqual([{ seconds: 155 }]));
    playTo(video, 160);
    fireEvent.pause(video);
    await waitFor(() => expect(saves()).toEqual([{ seconds: 155 }, { seconds: 160 }]));
    fireEvent.pause(video); // nothing new to save

    video.currentTime = 171;
    fireEvent(window, new Event('pagehide'));
    await waitFor(() => expect(saves()).toEqual([{ seconds: 155 }, { seconds: 160 }, { seconds: 171 }]));
    const last = api.callsTo('PUT /api/videoMeta/progress/{title}', { title: 'Thermodynamics' })[2]!;
    expect(last.keepalive).toBe(true);
    expect(last.headers['X-XSRF-TOKEN']).toBe('test-xsrf-token');
  });

  it('seeks once the position arrives after the video is ready, and not past the end', async () => {
    let release: () => void = () => undefined;
    const api = mockApi({
      'GET /api/user/check-auth': loggedIn(),
      'GET /api/user/check-access': accessReply({ theory: true }),
      'GET /api/aws/getTheoryVideos/{year}': onlyFor(
        { year: '2026' },
        videoPage([videoItem('Late'), videoItem('Nearly done')]),
      ),
      'GET /api/videoMeta/getVideoByTitle/{title}': byParam('title', {
        Late: () => new Promise((resolve) => (release = () => resolve({ body: videoMeta('Late', { position: 42 }) }))),
        'Nearly done': { body: videoMeta('Nearly done', { position: 298 }) },
      }),
      'PUT /api/videoMeta/progress/{title}': byParam('title', {
        Late: { body: { position: 0 } },
        'Nearly done': { body: { position: 0 } },
      }),
    });
    const { user, unmount } = renderApp('/videos/theory');
    await user.click(await screen.findByRole('button', { name: 'Late' }));
    metadataLoaded(player(), 300);
    expect(player().currentTime).toBe(0);
    release();
    await waitFor(() => expect(player().currentTime).toBe(42));

    // 2 s from the end: the next viewing starts from the beginning.
    await user.click(screen.getByRole('button', { name: 'Nearly done' }));
    await screen.findByText('Caption of Nearly done');
    metadataLoaded(player(), 300);
    expect(player().currentTime).toBe(0);
    // Leaving the page records that: the next visit starts at 0 instead of 298 s.
    unmount();
    await waitFor(() =>
      expect(api.callsTo('PUT /api/videoMeta/progress/{title}', { title: 'Nearly done' }).map((c) => c.body)).toEqual([
        { seconds: 0 },
      ]),
    );
    expect(api.callsTo('PUT /api/videoMeta/progress/{title}', { title: 'Late' })).toHaveLength(0);
  });

  it('saves nothing for a visitor watching a free video', async () => {
    const api = mockApi({
      'GET /api/user/check-auth': visitor,
      'GET /api/aws/getVideos/{folder}': onlyFor({ folder: 'free' }, videoPage([videoItem('Free one')])),
      'GET /api/videoMeta/getVideoByTitle/{title}': onlyFor({ title: 'Free one' }, { body: videoMeta('Free one') }),
    });
    const { user } = renderApp('/videos');
    await user.click(await screen.findByRole('button', { name: 'Free one' }));
    await screen.findByText('Caption of Free one');
    const video = player();
    metadataLoaded(video, 300);
    playTo(video, 30);
    fireEvent.pause(video);
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });
});

describe('free videos page', () => {
  it('shows a grid with short dates; the player has the long date and a caption toggle that resets on each selection', async () => {
    mockApi({
      'GET /api/user/check-auth': visitor,
      'GET /api/aws/getVideos/{folder}': onlyFor(
        { folder: 'free' },
        videoPage([
          videoItem('Ohm law', {
            caption: 'Voltage, current and resistance.',
            uploadedDate: '2025-03-12T12:00:00.000Z',
          }),
          videoItem('Gears', { caption: 'Spur and helical gears.', uploadedDate: '2025-06-01T12:00:00.000Z' }),
        ]),
      ),
    });
    const { user } = renderApp('/freeVideos');
    expect(await screen.findByRole('heading', { level: 1, name: 'Free Videos' })).toBeInTheDocument();
    const grid = screen.getByRole('list', { name: 'Free Videos' });
    const cards = await within(grid).findAllByRole('button');
    expect(cards.map((c) => c.textContent)).toEqual(['Ohm law12/03/2025', 'Gears01/06/2025']);
    expect(cards[0]!.querySelector('img')).toHaveAttribute('src', videoItem('Ohm law').thumbnail);

    await user.click(cards[0]!);
    expect(player()).toHaveAttribute('src', videoItem('Ohm law').url);
    expect(screen.getByRole('heading', { level: 2, name: 'Ohm law' })).toBeInTheDocument();
    expect(screen.getByText('12 March 2025')).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Show Caption' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Voltage, current and resistance.')).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Hide Caption');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Voltage, current and resistance.')).toBeVisible();

    await user.click(cards[1]!);
    expect(screen.getByText('1 June 2025')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show Caption' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Spur and helical gears.')).not.toBeVisible();
  });
});
