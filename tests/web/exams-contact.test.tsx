import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loggedIn, mockApi, visitor, type RecordedCall } from './helpers/api';
import { exam } from './helpers/content';
import { renderApp } from './helpers/render';
import { expectToast } from './helpers/toast';

describe('online exams', () => {
  it('shows a card per exam: title, "{year} A/L", description, Start Exam in a new tab, duration in minutes', async () => {
    mockApi({
      'GET /api/user/check-auth': loggedIn(),
      'GET /api/exam/all': {
        body: [
          exam('Unit test 3', { year: '2026', duration: 90 }),
          exam('Model paper', { year: '2025', duration: 180, description: '', link: 'https://forms.gle/abc123' }),
        ],
      },
    });
    renderApp('/google-form');
    expect(await screen.findByRole('heading', { level: 1, name: 'Online Exams' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { name: 'Unit test 3' })).toBeInTheDocument();
    expect(within(first).getByText('2026 A/L')).toBeInTheDocument();
    expect(within(first).getByText('Units 1 to 4, structured and essay questions.')).toBeInTheDocument();
    expect(within(first).getByText('90 minutes')).toBeInTheDocument();
    const start = within(first).getByRole('link', { name: 'Start Exam: Unit test 3 (opens in a new tab)' });
    expect(start).toHaveTextContent('Start Exam');
    expect(start).toHaveAttribute('href', 'https://docs.google.com/forms/d/e/abc/viewform');
    expect(start).toHaveAttribute('target', '_blank');
    expect(start.getAttribute('rel')).toContain('noopener');
    expect(within(second).getByText('2025 A/L')).toBeInTheDocument();
    expect(within(second).getByText('180 minutes')).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: /Start Exam/ })).toHaveAttribute(
      'href',
      'https://forms.gle/abc123',
    );
  });

  it('says "No exams available right now. Please check back later!" when there are none', async () => {
    mockApi({ 'GET /api/user/check-auth': loggedIn(), 'GET /api/exam/all': { body: [] } });
    renderApp('/google-form');
    expect(await screen.findByText('No exams available right now. Please check back later!')).toBeInTheDocument();
  });

  it('shows the empty message when the list fails (only logged)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'GET /api/user/check-auth': loggedIn(),
      'GET /api/exam/all': { status: 503, body: { message: 'down' } },
    });
    renderApp('/google-form');
    expect(await screen.findByText('No exams available right now. Please check back later!')).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
  });
});

describe('contact us', () => {
  async function fill(
    user: ReturnType<typeof renderApp>['user'],
    values: Partial<Record<'Name' | 'Email' | 'Phone' | 'Message', string>>,
  ) {
    for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(label), value);
  }

  it('keeps Send Message disabled while invalid and shows the email message once the field is touched', async () => {
    mockApi({ 'GET /api/user/check-auth': visitor });
    const { user } = renderApp('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Send Message' });
    expect(send).toBeDisabled();

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    expect(screen.queryByText('*Enter a valid email address.')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('*Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('*Enter a valid email address.');

    await user.clear(screen.getByLabelText('Email'));
    await fill(user, { Name: 'Kasun', Email: 'kasun@example.com', Phone: '0712345678' });
    expect(screen.queryByText('*Enter a valid email address.')).not.toBeInTheDocument();
    expect(send).toBeDisabled(); // the message is still empty
    await fill(user, { Message: '   ' });
    expect(send).toBeDisabled();
    await fill(user, { Message: 'When does the 2026 theory class start?' });
    expect(send).toBeEnabled();
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '712345678');
    expect(send).toBeDisabled();
  });

  it('an invalid submit says "Please fill all fields correctly." and sends nothing', async () => {
    const api = mockApi({ 'GET /api/user/check-auth': visitor });
    renderApp('/contact');
    const send = await screen.findByRole('button', { name: 'Send Message' });
    fireEvent.submit(send.closest('form')!);
    await expectToast('error', 'Please fill all fields correctly.');
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('sends the message, says "Successfully Sent" and resets the form', async () => {
    const api = mockApi({
      'GET /api/user/check-auth': visitor,
      'POST /api/contact/createMessage': (call: RecordedCall) => ({
        status: 201,
        body: { message: 'Successfully Sent', echo: call.body },
      }),
    });
    const { user } = renderApp('/contact');
    await screen.findByRole('button', { name: 'Send Message' });
    await fill(user, {
      Name: 'Kasun Silva',
      Email: 'Kasun@Example.com',
      Phone: '0712345678',
      Message: 'Fees for Badulla?',
    });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await expectToast('success', 'Successfully Sent');
    expect(api.callsTo('POST /api/contact/createMessage')[0]!.body).toEqual({
      name: 'Kasun Silva',
      email: 'kasun@example.com',
      phone: '0712345678',
      message: 'Fees for Badulla?',
      // The admin's reply mail goes out in the language the message was written in.
      language: 'en',
    });
    for (const label of ['Name', 'Email', 'Phone', 'Message']) expect(screen.getByLabelText(label)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeDisabled();
    expect(screen.queryByText('*Enter a valid email address.')).not.toBeInTheDocument();
    // Send is disabled again, so focus moves to the form's heading rather than the page's start.
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toHaveFocus();
  });

  it('says "Failed to sent message" on failure and keeps what was typed', async () => {
    mockApi({
      'GET /api/user/check-auth': visitor,
      'POST /api/contact/createMessage': { status: 503, body: { message: 'down' } },
    });
    const { user } = renderApp('/contact');
    await screen.findByRole('button', { name: 'Send Message' });
    await fill(user, { Name: 'Kasun', Email: 'kasun@example.com', Phone: '0712345678', Message: 'Hello' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await expectToast('error', 'Failed to sent message');
    expect(screen.getByLabelText('Message')).toHaveValue('Hello');
  });
});

describe('live quiz', () => {
  it('is a coming-soon page about the first live quiz with social links', async () => {
    mockApi({ 'GET /api/user/check-auth': visitor });
    renderApp('/quiz-viewer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Live Quiz' })).toBeInTheDocument();
    expect(screen.getByText('Our first live quiz is on its way!')).toBeInTheDocument();
    const main = screen.getByRole('main');
    const links = within(main).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Facebook', 'Instagram', 'YouTube', 'Telegram']);
    for (const link of links) expect(link).toHaveAttribute('target', '_blank');
    await waitFor(() => expect(document.title).toBe('Live Quiz | EngTech Academy'));
  });
});
