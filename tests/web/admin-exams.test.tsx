/**
 * Forms Create, Create New Exam: the validation rules (title, year, duration ≥ 1 and a Google Forms
 * link required, description optional, invalid submit ignored — the button is disabled), the request
 * states (idle → loading → success or error; "Submitting..." while busy) and the success and failure
 * texts.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { admin, mockApi, type Handler, type Reply } from './helpers/api';
import { renderApp } from './helpers/render';
import { expectToast } from './helpers/toast';

const adminApi = (create: Handler) =>
  mockApi({
    'GET /api/user/check-auth': admin(),
    'GET /api/user/check-admin': { body: { isAdmin: true } },
    'POST /api/exam/create': create,
  });

const createdReply = (body: unknown): Reply => ({
  status: 201,
  body: { message: 'Exam created successfully!', exam: body },
});

async function openForm() {
  const view = renderApp('/admin/form-management');
  const form = await screen.findByRole('form', { name: 'Create New Exam' });
  return { ...view, form };
}

const createButton = () => screen.getByRole('button', { name: 'Create Exam' });

async function fillValid(user: ReturnType<typeof renderApp>['user']) {
  await user.type(screen.getByLabelText('Title'), 'Unit 3 Mechanics');
  await user.selectOptions(screen.getByLabelText('Year'), '2026');
  await user.type(screen.getByLabelText('Description (optional)'), 'Forces and moments');
  await user.type(screen.getByLabelText('Duration (minutes)'), '45');
  await user.type(screen.getByLabelText('Google Form link'), 'https://forms.gle/abc123');
}

// Typing a whole form is slow in jsdom on a busy 2-core machine.
describe('admin exams', { timeout: 15_000 }, () => {
  it('offers the years 2024 to 2030', async () => {
    adminApi(createdReply);
    const { form } = await openForm();
    const years = within(within(form).getByLabelText('Year'))
      .getAllByRole('option')
      .filter((o) => !(o as HTMLOptionElement).disabled)
      .map((o) => o.textContent);
    expect(years).toEqual(['2024', '2025', '2026', '2027', '2028', '2029', '2030']);
  });

  it('keeps Create disabled while the form is invalid and says why once a field is left', async () => {
    const api = adminApi(createdReply);
    const { user } = await openForm();
    expect(createButton()).toBeDisabled();
    await fillValid(user);
    expect(createButton()).toBeEnabled();

    await user.clear(screen.getByLabelText('Google Form link'));
    await user.type(screen.getByLabelText('Google Form link'), 'https://example.com/forms/abc');
    await user.tab();
    expect(createButton()).toBeDisabled();
    expect(screen.getByLabelText('Google Form link')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a Google Forms link (https://docs.google.com/forms/… or https://forms.gle/…).'),
    );
    await user.clear(screen.getByLabelText('Google Form link'));
    await user.type(screen.getByLabelText('Google Form link'), 'https://docs.google.com/forms/d/e/xyz/viewform');
    expect(createButton()).toBeEnabled();

    await user.clear(screen.getByLabelText('Duration (minutes)'));
    await user.type(screen.getByLabelText('Duration (minutes)'), '0');
    await user.tab();
    expect(createButton()).toBeDisabled();
    expect(screen.getByLabelText('Duration (minutes)')).toHaveAccessibleDescription(
      'Duration must be at least 1 minute.',
    );

    // Enter in a field of an invalid form submits nothing (an invalid submit is ignored).
    await user.type(screen.getByLabelText('Title'), '{Enter}');
    expect(api.callsTo('POST /api/exam/create')).toHaveLength(0);
  });

  it('reads "Submitting..." while busy, then says "Exam created successfully!" and clears the form', async () => {
    let answer!: (reply: Reply) => void;
    const api = adminApi(() => new Promise<Reply>((resolve) => (answer = resolve)));
    const { user } = await openForm();
    await fillValid(user);
    await user.click(createButton());

    const busy = await screen.findByRole('button', { name: 'Submitting...' });
    expect(busy).toBeDisabled();
    const [call] = api.callsTo('POST /api/exam/create');
    expect(call!.body).toEqual({
      title: 'Unit 3 Mechanics',
      year: '2026',
      description: 'Forces and moments',
      duration: 45,
      link: 'https://forms.gle/abc123',
    });
    expect(call!.headers['X-XSRF-TOKEN']).toBe('test-xsrf-token');

    answer(createdReply(call!.body));
    await expectToast('success', 'Exam created successfully!');
    expect(createButton()).toBeDisabled(); // the cleared form is invalid again
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText('Google Form link')).toHaveValue('');
    expect(screen.getByLabelText('Title')).not.toHaveAccessibleDescription();
  });

  it("shows the server's message when it refuses the exam", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    adminApi({ status: 409, body: { message: 'An exam with this title already exists.' } });
    const { user } = await openForm();
    await fillValid(user);
    await user.click(createButton());
    await expectToast('error', 'An exam with this title already exists.');
    await waitFor(() => expect(createButton()).toBeEnabled());
    expect(screen.getByLabelText('Title')).toHaveValue('Unit 3 Mechanics');
  });

  it('says "Failed to create exam." when the server fails without a message of its own', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    adminApi({ status: 503, body: { message: 'Service unavailable' } });
    const { user } = await openForm();
    await fillValid(user);
    await user.click(createButton());
    await expectToast('error', 'Failed to create exam.');
  });
});
