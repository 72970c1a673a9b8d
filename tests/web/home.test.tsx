import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../web/src/i18n/language';
import { mockApi, visitor } from './helpers/api';
import { intersect, observedRootMargins } from './helpers/intersection';
import { setCanHover, setReducedMotion } from './helpers/media';
import { pathOf, renderApp } from './helpers/render';

// Small stand-ins for the Sinhala catalogue: switching to it remounts the home screen.
vi.mock('../../web/src/i18n/packs/si', async () => ({
  default: (await import('./helpers/language-packs')).fixturePacks.si,
}));

// The catalogues are module state: every test starts and ends in English.
afterEach(async () => {
  await activateLanguage('en');
});

const counterValues = () => [...document.querySelectorAll('.counter__number')].map((el) => el.textContent);

async function tick(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('home', () => {
  it('redirects the empty path to /home and has a Join Now link to registration', async () => {
    mockApi({ 'GET /api/user/check-auth': visitor });
    const { router } = renderApp('/');
    const join = await screen.findByRole('link', { name: 'Join Now' });
    expect(pathOf(router)).toBe('/home');
    expect(join).toHaveAttribute('href', '/createUser');
  });

  it('checks auth on load', async () => {
    const api = mockApi({ 'GET /api/user/check-auth': visitor });
    renderApp('/home');
    await screen.findByRole('link', { name: 'Join Now' });
    expect(api.callsTo('GET /api/user/check-auth').length).toBeGreaterThanOrEqual(1);
  });

  it('counts up once, in steps of a hundredth of the target every 25 ms, when scrolled into view', async () => {
    mockApi({ 'GET /api/user/check-auth': visitor });
    renderApp('/home');
    await screen.findByText('Students');
    expect(screen.getByText('A/B Passes')).toBeInTheDocument();
    expect(screen.getByText('Past Papers / Sampath Books')).toBeInTheDocument();
    // Starts only once the section's top is 100 px above the viewport bottom. (The observer is set
    // up in an effect, which a busy machine may not have run yet when the text first shows.)
    await waitFor(() => expect(observedRootMargins()).toContain('0px 0px -100px 0px'));

    vi.useFakeTimers();
    await tick(1000);
    expect(counterValues()).toEqual(['0+', '0+', '0+', '0+']);

    act(() => intersect(true));
    await tick(25);
    expect(counterValues()).toEqual(['10+', '5+', '5+', '1+']);
    await tick(25);
    expect(counterValues()).toEqual(['20+', '10+', '10+', '2+']);
    for (let i = 0; i < 100; i += 1) await tick(25);
    expect(counterValues()).toEqual(['1000+', '500+', '500+', '100+']);

    // Once: leaving and re-entering the view does not restart it.
    act(() => intersect(false));
    act(() => intersect(true));
    await tick(100);
    expect(counterValues()).toEqual(['1000+', '500+', '500+', '100+']);
  });

  it('shows the final numbers at once when the reader prefers reduced motion', async () => {
    setReducedMotion(true);
    mockApi({ 'GET /api/user/check-auth': visitor });
    renderApp('/home');
    await screen.findByText('Students');
    await waitFor(() => expect(observedRootMargins()).toContain('0px 0px -100px 0px'));
    act(() => intersect(true));
    expect(await screen.findByText('1000+', { selector: '.counter__number' })).toBeInTheDocument();
  });

  it('keeps the final numbers when a language change remounts the screen, even once scrolled past', async () => {
    setReducedMotion(true);
    mockApi({ 'GET /api/user/check-auth': visitor });
    const { user } = renderApp('/home');
    await screen.findByText('Students');
    await waitFor(() => expect(observedRootMargins()).toContain('0px 0px -100px 0px'));
    act(() => intersect(true));
    await screen.findByText('1000+', { selector: '.counter__number' });
    act(() => intersect(false));

    await user.click(
      within(await screen.findByRole('group', { name: 'Language' })).getByRole('button', { name: 'සිංහල' }),
    );
    await waitFor(() => expect(document.documentElement.lang).toBe('si'));
    await screen.findByText('Students');
    expect(counterValues()).toEqual(['1000+', '500+', '500+', '100+']);
  });

  it('tells a reader with a mouse to hover or focus a card, and a phone user to tap one', async () => {
    mockApi({ 'GET /api/user/check-auth': visitor });
    renderApp('/home');
    expect(await screen.findByText('Focus or hover a card to see more.')).toBeInTheDocument();
    act(() => setCanHover(false));
    expect(await screen.findByText('Tap a card to see more.')).toBeInTheDocument();
    expect(screen.queryByText(/hover/i)).toBeNull();
  });

  it('has three flip cards that the keyboard reaches in order', async () => {
    mockApi({ 'GET /api/user/check-auth': visitor });
    const { user } = renderApp('/home');
    await screen.findByRole('heading', { name: "What You'll Learn" });
    const cards = ['Engineering Design', 'Electronics Basics', 'Mechanical Systems'].map((title) =>
      screen.getByRole('heading', { name: title }).closest('.flip-card'),
    );
    screen.getByRole('link', { name: 'Join Now' }).focus();
    for (const card of cards) {
      await user.tab();
      expect(card).toHaveFocus();
      expect(card?.querySelector('.flip-card__back')?.textContent).not.toBe('');
    }
  });

  it('slides through the three branches with View Location links to Google Maps', async () => {
    mockApi({ 'GET /api/user/check-auth': visitor });
    const { user } = renderApp('/home');
    const slider = await screen.findByRole('group', { name: 'Our branches' });
    const current = () => within(slider).getByText(/^\d of 3$/);
    expect(current()).toHaveTextContent('1 of 3');
    const slides = within(slider).getAllByRole('group');
    expect(slides.map((s) => within(s).getByRole('heading').textContent)).toEqual([
      'Bandarawela',
      'Badulla',
      'Monaragala',
    ]);
    for (const [i, town] of ['Bandarawela', 'Badulla', 'Monaragala'].entries()) {
      const link = within(slides[i]!).getByRole('link', { name: new RegExp(`View Location of the ${town} branch`) });
      expect(link).toHaveTextContent('View Location');
      expect(link.getAttribute('href')).toBe(
        `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${town}, Sri Lanka`)}`,
      );
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // Only the current slide is reachable.
    expect(slides[0]).not.toHaveAttribute('inert');
    expect(slides[1]).toHaveAttribute('inert');

    await user.click(within(slider).getByRole('button', { name: 'Next branch' }));
    expect(current()).toHaveTextContent('2 of 3');
    expect(slides[1]).not.toHaveAttribute('inert');
    await user.click(within(slider).getByRole('button', { name: 'Previous branch' }));
    await user.click(within(slider).getByRole('button', { name: 'Previous branch' }));
    expect(current()).toHaveTextContent('3 of 3');
  });
});
