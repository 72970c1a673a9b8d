import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { admin, loggedIn, mockApi, onlyFor, visitor } from './helpers/api';
import { classView } from './helpers/content';
import { renderApp } from './helpers/render';
import { expectToast } from './helpers/toast';

const classList = () => screen.getByRole('list', { name: 'Classes' });
const cardTitles = () =>
  within(classList())
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

/** A list reply the test releases when it wants: the sample classes show until then. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('classes', () => {
  it('shows the sample classes until the server list replaces them', async () => {
    const reply = deferred<{ body: unknown }>();
    mockApi({ 'GET /api/user/check-auth': visitor, 'GET /api/class/getAllClassDetails': () => reply.promise });
    renderApp('/classes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Classes' })).toBeInTheDocument();

    const samples = within(classList()).getAllByRole('article');
    expect(samples).toHaveLength(3);
    expect(samples.map((card) => within(card).getByText(/^Badulla$|^Bandarawela$|^Monaragala$/).textContent)).toEqual([
      'Badulla',
      'Bandarawela',
      'Monaragala',
    ]);
    for (const card of samples) {
      expect(within(card).getByText('Physical')).toBeInTheDocument();
      expect(within(card).getByText('Rs. 2,000/= Per Month')).toBeInTheDocument();
    }

    reply.resolve({
      body: [
        classView({ _id: 'a', title: '2026 THEORY | Engineering Technology', location: 'Online', fee: 2500 }),
        classView({
          _id: 'b',
          title: '2027 REVISION | Engineering Technology',
          type: 'Revision',
          location: 'Badulla',
          schedule: 'Sunday: 08:00-12:00',
          fee: 3000,
        }),
      ],
    });
    await waitFor(() =>
      expect(cardTitles()).toEqual(['2026 THEORY | Engineering Technology', '2027 REVISION | Engineering Technology']),
    );
    const second = within(classList()).getAllByRole('article')[1]!;
    for (const text of ['EngTech Academy', 'Revision', 'Badulla', 'Sunday: 08:00-12:00', 'Rs. 3,000/= Per Month']) {
      expect(within(second).getByText(text)).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it('keeps the samples when the list fails (only logged)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'GET /api/user/check-auth': visitor,
      'GET /api/class/getAllClassDetails': { status: 503, body: { message: 'down' } },
    });
    renderApp('/classes');
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(within(classList()).getAllByRole('article')).toHaveLength(3);
  });

  it('says so when there are no classes', async () => {
    mockApi({ 'GET /api/user/check-auth': visitor, 'GET /api/class/getAllClassDetails': { body: [] } });
    renderApp('/classes');
    expect(await screen.findByText('No classes are scheduled right now. Please check back later!')).toBeInTheDocument();
  });

  it('shows no Delete to a student', async () => {
    mockApi({ 'GET /api/user/check-auth': loggedIn(), 'GET /api/class/getAllClassDetails': { body: [classView()] } });
    renderApp('/classes');
    await waitFor(() => expect(cardTitles()).toEqual(['2026 THEORY | Engineering Technology']));
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it('lets an admin delete a class after confirming, and cancel without deleting', async () => {
    const api = mockApi({
      'GET /api/user/check-auth': admin(),
      'GET /api/class/getAllClassDetails': {
        body: [
          classView({ _id: 'a', title: 'KEEP ME | Engineering Technology' }),
          classView({ _id: 'b', title: 'DROP ME | Engineering Technology' }),
        ],
      },
      'DELETE /api/class/deleteClass/{id}': onlyFor({ id: 'b' }, { body: { message: 'Class deleted' } }),
    });
    const { user } = renderApp('/classes');
    const drop = await screen.findByRole('button', { name: 'Delete DROP ME | Engineering Technology' });

    // Cancel first: nothing is sent, focus returns to the button.
    await user.click(drop);
    let dialog = screen.getByRole('alertdialog', { name: 'Delete class' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete "DROP ME | Engineering Technology"?');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(drop).toHaveFocus();
    expect(api.callsTo('DELETE /api/class/deleteClass/{id}', { id: 'b' })).toHaveLength(0);

    await user.click(drop);
    dialog = screen.getByRole('alertdialog', { name: 'Delete class' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectToast('success', 'Class deleted');
    expect(api.callsTo('DELETE /api/class/deleteClass/{id}', { id: 'b' })).toHaveLength(1);
    expect(api.callsTo('DELETE /api/class/deleteClass/{id}', { id: 'b' })[0]!.headers['X-XSRF-TOKEN']).toBe(
      'test-xsrf-token',
    );
    expect(cardTitles()).toEqual(['KEEP ME | Engineering Technology']);
  });

  it('tells the admin when a delete fails and keeps the class', async () => {
    mockApi({
      'GET /api/user/check-auth': admin(),
      'GET /api/class/getAllClassDetails': { body: [classView({ _id: 'a', title: 'STAYS | Engineering Technology' })] },
      'DELETE /api/class/deleteClass/{id}': onlyFor(
        { id: 'a' },
        { status: 503, body: { message: 'Service unavailable' } },
      ),
    });
    const { user } = renderApp('/classes');
    await user.click(await screen.findByRole('button', { name: 'Delete STAYS | Engineering Technology' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete STAYS | Engineering Technology' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await expectToast('error', 'Failed to delete class.');
    expect(cardTitles()).toEqual(['STAYS | Engineering Technology']);
  });
});
