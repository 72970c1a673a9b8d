import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loggedIn, mockApi, onlyFor, visitor, type Handler, type Routes } from './helpers/api';
import { comment, videoItem, videoMeta, videoPage } from './helpers/content';
import { renderApp } from './helpers/render';
import { expectToast } from './helpers/toast';

/** The free folder's list, one handler for the whole response sequence. */
const freeVideos = (handler: Handler<'GET /api/aws/getVideos/{folder}'>): Routes => ({
  'GET /api/aws/getVideos/{folder}': onlyFor({ folder: 'free' }, handler),
});
/** The video meta of one title. */
const metaOf = (title: string, handler: Handler<'GET /api/videoMeta/getVideoByTitle/{title}'>): Routes => ({
  'GET /api/videoMeta/getVideoByTitle/{title}': onlyFor({ title }, handler),
});

/**
 * Chooses a video and waits until the page has scrolled to it and moved focus to its title (100 ms
 * later), as a reader would before using the controls below it.
 */
async function selectVideo(user: ReturnType<typeof renderApp>['user'], title: string) {
  await user.click(await screen.findByRole('button', { name: title }));
  await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: title })).toHaveFocus());
}

/** A reply the test releases when it wants (to see what shows meanwhile). */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('videos dashboard', () => {
  it('has the title, four category cards and the free videos', async () => {
    mockApi({
      'GET /api/user/check-auth': visitor,
      ...freeVideos(videoPage([videoItem('Ohm law'), videoItem('Gears')])),
    });
    renderApp('/videos');
    expect(await screen.findByRole('heading', { level: 1, name: 'Engineering Technology Videos' })).toBeInTheDocument();
    const categories = screen.getByRole('navigation', { name: 'Video categories' });
    const links = within(categories).getAllByRole('link');
    expect(links.map((a) => [a.querySelector('.category-card__title')?.textContent, a.getAttribute('href')])).toEqual([
      ['Theory', '/videos/theory'],
      ['Revision', '/videos/revision'],
      ['Practical', '/videos/practical'],
      ['Paper Discussion', '/videos/paper'],
    ]);
    const free = await screen.findByRole('list', { name: 'Free videos' });
    expect((await within(free).findAllByRole('button')).map((b) => b.textContent)).toEqual(['Ohm law', 'Gears']);
    // No player until a video is chosen: nothing heavy loads before it is needed.
    expect(document.querySelector('video')).toBeNull();
  });

  it('plays the selected video without a download control, shows "Loading caption..." until the details arrive, then scrolls to it', async () => {
    const meta = deferred<{ body: unknown }>();
    const scrollTo = vi.spyOn(window, 'scrollTo');
    mockApi({
      'GET /api/user/check-auth': visitor,
      ...freeVideos(
        videoPage([videoItem('Ohm law'), videoItem('Gears', { uploadedDate: '2025-06-01T12:00:00.000Z' })]),
      ),
      ...metaOf('Gears', () => meta.promise),
    });
    const { user } = renderApp('/videos');
    await user.click(await screen.findByRole('button', { name: 'Gears' }));

    // The player's code comes once the page is idle or at the first selection, whichever is sooner.
    await screen.findByRole('heading', { level: 2, name: 'Gears' });
    const video = document.querySelector('video')!;
    expect(video).toHaveAttribute('src', videoItem('Gears').url);
    expect(video).toHaveAttribute('autoplay');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('controlslist', 'nodownload');
    expect(video).toHaveAttribute('disablepictureinpicture');
    expect(fireEvent.contextMenu(video)).toBe(false); // the context menu (Save video as…) is suppressed
    expect(screen.getByRole('heading', { level: 2, name: 'Gears' })).toBeInTheDocument();
    expect(screen.getByText('Loading caption...')).toBeInTheDocument();
    expect(screen.getByText('Uploaded on 1 Jun 2025')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gears' })).toHaveAttribute('aria-current', 'true');

    meta.resolve({
      body: videoMeta('Gears', {
        caption: 'Spur, helical and bevel gears.',
        likes: 3,
        comments: [comment('Kasun', 'Very clear, thanks!')],
      }),
    });
    expect(await screen.findByText('Spur, helical and bevel gears.')).toBeInTheDocument();
    expect(screen.queryByText('Loading caption...')).not.toBeInTheDocument();

    // Smooth, 70 px above the player, after 100 ms; focus follows for screen readers.
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Gears' })).toHaveFocus();
  });

  it('lists the comments with author, date and text', async () => {
    mockApi({
      'GET /api/user/check-auth': visitor,
      ...freeVideos(videoPage([videoItem('Gears')])),
      ...metaOf('Gears', {
        body: videoMeta('Gears', {
          comments: [
            comment('Kasun', 'Very clear, thanks!', '2025-04-02T12:00:00.000Z'),
            comment('Amaya', 'What about worm gears?', '2025-03-30T12:00:00.000Z'),
          ],
        }),
      }),
    });
    const { user } = renderApp('/videos');
    await selectVideo(user, 'Gears');
    const comments = await screen.findByRole('region', { name: /Comments/ });
    await within(comments).findByText('Very clear, thanks!');
    const items = within(comments).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Kasun 2 Apr 2025Very clear, thanks!',
      'Amaya 30 Mar 2025What about worm gears?',
    ]);
    // A visitor reads but is asked to log in to like or comment.
    expect(within(comments).getByText('Log in to like and comment.')).toBeInTheDocument();
    expect(within(comments).queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Like/ })).toBeDisabled();
  });

  it('toggles the like: sends the wanted state and shows the server count', async () => {
    let likes = 4;
    let liked = false;
    const api = mockApi({
      'GET /api/user/check-auth': loggedIn(),
      ...freeVideos(videoPage([videoItem('Gears')])),
      ...metaOf('Gears', () => ({ body: videoMeta('Gears', { likes, liked }) })),
      'POST /api/videoMeta/likeVideo/{title}': onlyFor({ title: 'Gears' }, (call) => {
        const want = (call.body as { liked: boolean }).liked;
        if (want !== liked) likes += want ? 1 : -1;
        liked = want;
        return { body: { likes, liked } };
      }),
    });
    const { user } = renderApp('/videos');
    await selectVideo(user, 'Gears');
    const like = await screen.findByRole('button', { name: 'Like 4' });
    expect(like).toHaveAttribute('aria-pressed', 'false');

    await user.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    expect(like).toHaveTextContent('5');
    await user.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    expect(like).toHaveTextContent('4');
    expect(api.callsTo('POST /api/videoMeta/likeVideo/{title}', { title: 'Gears' }).map((c) => c.body)).toEqual([
      { liked: true },
      { liked: false },
    ]);
  });

  it('only logs a failed like', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'GET /api/user/check-auth': loggedIn(),
      ...freeVideos(videoPage([videoItem('Gears')])),
      ...metaOf('Gears', { body: videoMeta('Gears', { likes: 2 }) }),
      'POST /api/videoMeta/likeVideo/{title}': onlyFor({ title: 'Gears' }, { status: 503, body: { message: 'down' } }),
    });
    const { user } = renderApp('/videos');
    await selectVideo(user, 'Gears');
    const like = await screen.findByRole('button', { name: 'Like 2' });
    await user.click(like);
    await waitFor(() => expect(log).toHaveBeenCalledWith('Like failed', expect.anything()));
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(like).toHaveTextContent('2');
    expect(screen.queryByRole('alert')?.textContent ?? '').toBe('');
  });

  it('keeps Post disabled for a blank comment and posts a real one', async () => {
    const api = mockApi({
      'GET /api/user/check-auth': loggedIn(),
      ...freeVideos(videoPage([videoItem('Gears')])),
      ...metaOf('Gears', { body: videoMeta('Gears', { comments: [comment('Kasun', 'First!')] }) }),
      'POST /api/videoMeta/addCommentByTitle/{title}': onlyFor({ title: 'Gears' }, (call) => ({
        status: 201,
        body: {
          comment: comment('Nimali Perera', (call.body as { comment: string }).comment, '2025-04-05T12:00:00.000Z'),
        },
      })),
    });
    const { user } = renderApp('/videos');
    await selectVideo(user, 'Gears');
    const box = await screen.findByRole('textbox', { name: 'Add a comment' });
    const post = screen.getByRole('button', { name: 'Post' });
    expect(post).toBeDisabled();
    await user.type(box, '   ');
    expect(post).toBeDisabled();
    await user.clear(box);
    await user.type(box, '  Can you explain backlash?  ');
    expect(post).toBeEnabled();
    await user.click(post);

    const comments = screen.getByRole('region', { name: /Comments/ });
    await within(comments).findByText('Can you explain backlash?');
    expect(within(comments).getAllByRole('listitem')[0]).toHaveTextContent('Nimali Perera');
    expect(box).toHaveValue('');
    expect(post).toBeDisabled();
    expect(api.callsTo('POST /api/videoMeta/addCommentByTitle/{title}', { title: 'Gears' })[0]!.body).toEqual({
      comment: 'Can you explain backlash?',
    });
  });

  it('says "Failed to add comment. Please try again." when posting fails, keeping the text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'GET /api/user/check-auth': loggedIn(),
      ...freeVideos(videoPage([videoItem('Gears')])),
      ...metaOf('Gears', { body: videoMeta('Gears') }),
      'POST /api/videoMeta/addCommentByTitle/{title}': onlyFor(
        { title: 'Gears' },
        { status: 503, body: { message: 'down' } },
      ),
    });
    const { user } = renderApp('/videos');
    await selectVideo(user, 'Gears');
    const box = await screen.findByRole('textbox', { name: 'Add a comment' });
    await user.type(box, 'Hello');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await expectToast('error', 'Failed to add comment. Please try again.');
    expect(box).toHaveValue('Hello');
  });

  it('loads further pages of free videos on request', async () => {
    const api = mockApi({
      'GET /api/user/check-auth': visitor,
      ...freeVideos(() =>
        api.callsTo('GET /api/aws/getVideos/{folder}', { folder: 'free' }).length > 1
          ? videoPage([videoItem('Page two')])
          : videoPage([videoItem('Page one')], 'next-1'),
      ),
    });
    const { user } = renderApp('/videos');
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('button', { name: 'Page two' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page one' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(api.fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.includes('getVideos'))).toEqual([
      '/api/aws/getVideos/free',
      '/api/aws/getVideos/free?cursor=next-1',
    ]);
  });

  it('only logs a failed list', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET /api/user/check-auth': visitor, ...freeVideos({ status: 503, body: { message: 'down' } }) });
    const { router } = renderApp('/videos');
    await waitFor(() => expect(log).toHaveBeenCalledWith('Loading the free videos failed', expect.anything()));
    expect(router.state.location.pathname).toBe('/videos');
    expect(screen.getByRole('heading', { level: 1, name: 'Engineering Technology Videos' })).toBeInTheDocument();
  });
});
