/**
 * The home page's slides: uploaded slides show with their captions in a carousel once
 * GET /api/slides answers; with none (or no answer) the home page is as before. The request is a
 * quiet one (no full-screen spinner over a page already readable), images lazy and sized.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inFlight } from '../../web/src/lib/in-flight';
import { mockApi, visitor, type Reply } from './helpers/api';
import { renderApp } from './helpers/render';

const slides = [
  { id: 's2', caption: 'Results day: 42 A passes', url: 'https://s3.local/slides/s2?X-Amz-Expires=3600' },
  { id: 's1', caption: 'New Badulla class on Sundays', url: 'https://s3.local/slides/s1?X-Amz-Expires=3600' },
];

describe('home slides', () => {
  it('shows the slides with their captions, one at a time, with previous and next', async () => {
    let answer!: (reply: Reply) => void;
    const api = mockApi({
      'GET /api/user/check-auth': visitor,
      'GET /api/slides': () => new Promise<Reply>((resolve) => (answer = resolve)),
    });
    const { user } = renderApp('/home');
    await screen.findByRole('link', { name: 'Join Now' });
    await waitFor(() => expect(api.callsTo('GET /api/slides')).toHaveLength(1));
    // Asked for after the page is up, and quietly: no full-screen spinner while it is out.
    await waitFor(() => expect(inFlight.get()).toBe(0));
    answer({ body: { slides } });
    const carousel = await screen.findByRole('group', { name: 'News and highlights' });
    expect(api.callsTo('GET /api/slides')).toHaveLength(1);
    const items = within(carousel).getAllByRole('group', { name: /of 2$/ });
    expect(items.map((s) => s.textContent)).toEqual(['Results day: 42 A passes', 'New Badulla class on Sundays']);
    const image = items[0]!.querySelector('img')!;
    expect(image).toHaveAttribute('src', slides[0]!.url);
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(items[1]).toHaveAttribute('inert');
    await user.click(within(carousel).getByRole('button', { name: 'Next slide' }));
    expect(items[0]).toHaveAttribute('inert');
    expect(items[1]).not.toHaveAttribute('inert');
    expect(within(carousel).getByText('2 of 2')).toBeInTheDocument();
    // The branches are still there, below.
    expect(screen.getByRole('heading', { name: 'Our branches' })).toBeInTheDocument();
  });

  it.each([
    ['no slides', { body: { slides: [] } }],
    ['a failing slides request', { status: 503, body: { message: 'Service unavailable' } }],
  ] as Array<[string, Reply]>)('leaves the home page unchanged with %s', async (_what, reply) => {
    const api = mockApi({ 'GET /api/user/check-auth': visitor, 'GET /api/slides': reply });
    renderApp('/home');
    await screen.findByRole('heading', { name: 'Our branches' });
    await waitFor(() => expect(api.callsTo('GET /api/slides')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'News and highlights' })).not.toBeInTheDocument();
  });
});
