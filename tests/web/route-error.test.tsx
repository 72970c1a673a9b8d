/**
 * The screen a route shows when its code or render fails: offline (or its code unreachable) it says
 * the page needs a connection and leads to the saved items; otherwise it offers a reload.
 */
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteError } from '../../web/src/components/RouteError';

const show = (error: unknown) =>
  render(
    <MemoryRouter>
      <RouteError error={error} inShell />
    </MemoryRouter>,
  );

describe('RouteError', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a screen whose code cannot be fetched needs a connection, and the saved items are one step away', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    show(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/Contact-1.js'));
    expect(screen.getByRole('heading', { level: 1, name: 'This page needs a connection.' })).toBeInTheDocument();
    expect(screen.getByText('Your saved tutes and lectures open without one.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open saved items' })).toHaveAttribute('href', '/saved');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    // Inside the shell it is part of the page's main, not a second one.
    expect(screen.queryByRole('main')).toBeNull();
  });

  it('offline, any failure says so', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    show(new Error('render failed'));
    expect(screen.getByRole('heading', { level: 1, name: 'This page needs a connection.' })).toBeInTheDocument();
  });

  it('online, another failure offers a reload and no saved items', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    show(new Error('render failed'));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Something went wrong. Please try again.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open saved items' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });
});
