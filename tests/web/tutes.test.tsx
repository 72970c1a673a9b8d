import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loggedIn, mockApi, onlyFor, visitor, type Handler, type Routes } from './helpers/api';
import { tuteItem, tutePage } from './helpers/content';
import { renderApp } from './helpers/render';

/** The tute list route, answered for one category only. */
const tutes = (category: string, handler: Handler): Routes => ({
  'GET /api/aws/getPastPaperMarking/{category}': onlyFor({ category }, handler),
});

describe('Tute screens', () => {
  it('Sampath Book Collection: searches by name; cards say Free and "Updated On {current year}"; the viewer closes on its button', async () => {
    mockApi({
      'GET /api/user/check-auth': visitor,
      ...tutes(
        'SampathBook',
        tutePage([
          tuteItem('Sampath Book 1 - Basics'),
          tuteItem('Sampath Book 2 - Electronics'),
          tuteItem('Model Paper 2024'),
        ]),
      ),
    });
    const { user } = renderApp('/sampathBook');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sampath Book Collection' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(3);
    const year = new Date().getFullYear();
    for (const card of cards) {
      expect(within(card).getByText('Free')).toBeInTheDocument();
      expect(within(card).getByText(`Updated On ${year}`)).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: /^Download / })).toBeInTheDocument();
    }

    await user.type(screen.getByRole('searchbox', { name: 'Search by PDF name' }), 'sampath');
    expect(screen.getAllByRole('article').map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Sampath Book 1 - Basics',
      'Sampath Book 2 - Electronics',
    ]);
    await user.type(screen.getByRole('searchbox'), ' 9');
    expect(screen.getByText('No files match "sampath 9".')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox'));

    const download = screen.getByRole('button', { name: 'Download Sampath Book 2 - Electronics' });
    await user.click(download);
    const dialog = screen.getByRole('dialog', { name: 'Sampath Book 2 - Electronics' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByTitle('PDF: Sampath Book 2 - Electronics')).toHaveAttribute(
      'src',
      tuteItem('Sampath Book 2 - Electronics').url,
    );
    const close = within(dialog).getByRole('button', { name: 'Close the PDF viewer' });
    expect(close).toHaveFocus();

    // Focus stays inside: Tab from the last control comes back to the first.
    await user.tab();
    await user.tab();
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    // The page behind is inert while the dialog is open.
    expect(download.closest('[inert]')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Close the PDF viewer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(download).toHaveFocus();
    expect(download.closest('[inert]')).toBeNull();
  });

  it('Past paper markings: Escape closes the viewer; a backdrop click does not', async () => {
    mockApi({
      'GET /api/user/check-auth': loggedIn(),
      ...tutes(
        'PastPaperMarking',
        tutePage([
          tuteItem('2023 Marking Scheme', { year: '2023' }),
          tuteItem('2022 Marking Scheme', { year: '2022' }),
        ]),
      ),
    });
    const { user } = renderApp('/pastpapers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Past Paper Markings' })).toBeInTheDocument();
    await screen.findAllByRole('article');
    expect(screen.getByText('Year 2023')).toBeInTheDocument();
    expect(screen.queryByText('Free')).not.toBeInTheDocument();

    const download = screen.getByRole('button', { name: 'Download 2023 Marking Scheme' });
    await user.click(download);
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.getByRole('dialog', { name: '2023 Marking Scheme' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(download).toHaveFocus();
  });

  it('Revision tutes: the viewer also closes on a backdrop click, not on a click inside it', async () => {
    mockApi({
      'GET /api/user/check-auth': loggedIn(),
      ...tutes('RevisionTute', tutePage([tuteItem('Tute 01 - Mechanics'), tuteItem('Tute 02 - Fluids')])),
    });
    const { user } = renderApp('/revision-tute');
    expect(await screen.findByRole('heading', { level: 1, name: 'Revision Tutes' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search by PDF name' }), 'FLUID');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    const download = screen.getByRole('button', { name: 'Download Tute 02 - Fluids' });
    await user.click(download);
    const dialog = screen.getByRole('dialog', { name: 'Tute 02 - Fluids' });
    await user.click(within(dialog).getByRole('heading', { name: 'Tute 02 - Fluids' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(download).toHaveFocus();
  });

  it('asks a visitor to log in for past paper markings', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'GET /api/user/check-auth': visitor,
      ...tutes('PastPaperMarking', { status: 401, body: { message: 'Please log in.' } }),
    });
    renderApp('/pastpapers');
    expect(await screen.findByText('Please log in to see these files.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login Now' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('tells a student without revision-tute access so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'GET /api/user/check-auth': loggedIn(),
      ...tutes('RevisionTute', { status: 403, body: { message: 'You do not have access to these tutes.' } }),
    });
    renderApp('/revision-tute');
    expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
  });

  it('says so when a category has no files yet, and pages through long lists', async () => {
    const api = mockApi({
      'GET /api/user/check-auth': visitor,
      ...tutes('SampathBook', () =>
        api.callsTo('GET /api/aws/getPastPaperMarking/{category}', { category: 'SampathBook' }).length === 1
          ? tutePage([tuteItem('Book A')], 'token-2')
          : tutePage([tuteItem('Book B')]),
      ),
    });
    const { user } = renderApp('/sampathBook');
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(api.fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.includes('SampathBook'))).toEqual([
      '/api/aws/getPastPaperMarking/SampathBook',
      '/api/aws/getPastPaperMarking/SampathBook?cursor=token-2',
    ]);
  });

  it('shows the empty message for an empty category', async () => {
    mockApi({ 'GET /api/user/check-auth': visitor, ...tutes('SampathBook', tutePage([])) });
    renderApp('/sampathBook');
    expect(await screen.findByText('No files have been added here yet.')).toBeInTheDocument();
  });
});
