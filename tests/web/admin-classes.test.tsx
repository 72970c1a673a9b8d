/**
 * Class management, Create New Class: the validation rules (every field required, title upper-cased
 * as typed, ' | Engineering Technology' appended on submit, day Sunday–Saturday, start and end times)
 * and the success and failure texts.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { admin, mockApi, type Handler } from './helpers/api';
import { renderApp } from './helpers/render';
import { expectToast } from './helpers/toast';

const created: Handler = (call) => ({
  status: 201,
  body: { _id: 'c1', teacher: 'EngTech Academy', ...(call.body as object) },
});

const adminApi = (create: Handler = created) =>
  mockApi({
    'GET /api/user/check-auth': admin(),
    'GET /api/user/check-admin': { body: { isAdmin: true } },
    'POST /api/class/createClassDetail': create,
  });

async function openForm() {
  const view = renderApp('/admin/class-management');
  const form = await screen.findByRole('form', { name: 'Create New Class' });
  return { ...view, form };
}

async function fillValid(user: ReturnType<typeof renderApp>['user']) {
  await user.type(screen.getByLabelText('Title'), 'physics revision');
  await user.selectOptions(screen.getByLabelText('Type'), 'Theory');
  await user.type(screen.getByLabelText('Location'), 'Badulla');
  await user.type(screen.getByLabelText('Fee (Rs. per month)'), '2500');
  await user.selectOptions(screen.getByLabelText('Day'), 'Monday');
  await user.type(screen.getByLabelText('Start time'), '08:00');
  await user.type(screen.getByLabelText('End time'), '10:30');
}

// Typing a whole form is slow in jsdom on a busy 2-core machine.
describe('admin classes', { timeout: 15_000 }, () => {
  it('offers the class types and the days Sunday to Saturday, and upper-cases the title as it is typed', async () => {
    adminApi();
    const { user, form } = await openForm();
    const options = (label: string) =>
      within(within(form).getByLabelText(label))
        .getAllByRole('option')
        .filter((o) => !(o as HTMLOptionElement).disabled)
        .map((o) => o.textContent);
    expect(options('Type')).toEqual(['Revision', 'Theory', 'Practical', 'Paper']);
    expect(options('Day')).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    await user.type(screen.getByLabelText('Title'), 'Physics revision');
    expect(screen.getByLabelText('Title')).toHaveValue('PHYSICS REVISION');
  });

  it('says "Please fill the form correctly." for an incomplete form and sends nothing', async () => {
    const api = adminApi();
    const { user } = await openForm();
    await user.type(screen.getByLabelText('Title'), 'physics');
    await user.click(screen.getByRole('button', { name: 'Create Class' }));
    await expectToast('error', 'Please fill the form correctly.');
    expect(screen.getByLabelText('Location')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Day')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Title')).not.toHaveAttribute('aria-invalid');
    expect(api.callsTo('POST /api/class/createClassDetail')).toHaveLength(0);
  });

  it('refuses an end time that is not after the start time', async () => {
    const api = adminApi();
    const { user } = await openForm();
    await fillValid(user);
    await user.clear(screen.getByLabelText('End time'));
    await user.type(screen.getByLabelText('End time'), '07:00');
    await user.click(screen.getByRole('button', { name: 'Create Class' }));
    await expectToast('error', 'Please fill the form correctly.');
    expect(screen.getByLabelText('End time')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/class/createClassDetail')).toHaveLength(0);
  });

  it('creates the class with the suffixed title and the schedule, says "Successfully created" and clears the form', async () => {
    const api = adminApi();
    const { user } = await openForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create Class' }));
    await expectToast('success', 'Successfully created');
    const [call] = api.callsTo('POST /api/class/createClassDetail');
    expect(call!.body).toEqual({
      title: 'PHYSICS REVISION | Engineering Technology',
      type: 'Theory',
      location: 'Badulla',
      fee: 2500,
      day: 'Monday',
      startTime: '08:00',
      endTime: '10:30',
      schedule: 'Monday: 08:00-10:30',
    });
    expect(call!.headers['X-XSRF-TOKEN']).toBe('test-xsrf-token');
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue(''));
    expect(screen.getByLabelText('Type')).toHaveValue('');
    expect(screen.getByLabelText('Title')).toHaveFocus();
  });

  it.each([
    [500, { message: 'Internal error' }],
    [400, { message: 'Please fill the form correctly.' }],
  ])('says "Something went wrong while creating the class." when the server answers %i', async (status, body) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    adminApi({ status, body });
    const { user } = await openForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create Class' }));
    await expectToast('error', 'Something went wrong while creating the class.');
    // The form keeps what was typed so the admin can try again.
    expect(screen.getByLabelText('Title')).toHaveValue('PHYSICS REVISION');
  });
});
