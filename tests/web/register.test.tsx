import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountTexts } from '../../functions/shared/schemas';
import { mockApi, visitor } from './helpers/api';
import { pathOf, renderApp } from './helpers/render';
import { expectToast } from './helpers/toast';

type User = ReturnType<typeof renderApp>['user'];

const valid = {
  'Full name': 'Nimali Perera',
  'User name': 'nimali',
  Email: 'nimali@example.com',
  Password: 'secret-pass',
  'Confirm password': 'secret-pass',
  Address: '12 Main Street, Badulla',
  'NIC number': '200150501234',
  'Phone number': '0712345678',
  School: 'Badulla Central College',
} as const;

async function fillAll(user: User, overrides: Partial<Record<keyof typeof valid, string>> = {}) {
  for (const [label, value] of Object.entries({ ...valid, ...overrides })) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
  await user.selectOptions(screen.getByLabelText('A/L year'), '2026');
}

const submit = () => screen.getByRole('button', { name: 'Register' });

describe('registration', () => {
  it('is titled "Enter Your Details" and offers A/L years 2025 to 2028', async () => {
    mockApi({ 'GET /api/user/check-auth': visitor });
    renderApp('/createUser');
    expect(await screen.findByRole('heading', { name: 'Enter Your Details' })).toBeInTheDocument();
    const years = [...(screen.getByLabelText('A/L year') as HTMLSelectElement).options]
      .filter((o) => !o.disabled)
      .map((o) => o.value);
    expect(years).toEqual(['2025', '2026', '2027', '2028']);
  });

  it('shows each validation message once the field is touched, and keeps submit disabled while invalid', async () => {
    mockApi({ 'GET /api/user/check-auth': visitor });
    const { user } = renderApp('/createUser');
    await screen.findByRole('heading', { name: 'Enter Your Details' });
    expect(submit()).toBeDisabled();
    // Nothing is shown before a field is touched.
    expect(screen.queryByText(accountTexts.name)).not.toBeInTheDocument();

    const cases: Array<[string, string, string]> = [
      ['Full name', 'ab', accountTexts.name],
      ['User name', 'x', accountTexts.name],
      ['Email', 'not-an-email', accountTexts.email],
      ['Password', '12345', accountTexts.password],
      ['Address', ' ', accountTexts.address],
      ['NIC number', '12345', accountTexts.idNo],
      ['Phone number', '1712345678', accountTexts.phoneNumber],
      ['School', ' ', accountTexts.school],
    ];
    for (const [label, value, message] of cases) {
      const input = screen.getByLabelText(label);
      await user.type(input, value);
      await user.tab();
      expect(input).toHaveAccessibleDescription(message);
      expect(input).toHaveAttribute('aria-invalid', 'true');
    }
    const confirm = screen.getByLabelText('Confirm password');
    await user.type(confirm, 'different');
    await user.tab();
    expect(confirm).toHaveAccessibleDescription(accountTexts.confirmPassword);

    const year = screen.getByLabelText('A/L year');
    await user.click(year);
    await user.tab();
    expect(year).toHaveAccessibleDescription(accountTexts.alYear);
    expect(submit()).toBeDisabled();
  });

  it('enables submit only when every field is valid', async () => {
    mockApi({ 'GET /api/user/check-auth': visitor });
    const { user } = renderApp('/createUser');
    await screen.findByRole('heading', { name: 'Enter Your Details' });
    await fillAll(user, { 'Confirm password': 'secret-pasS' });
    expect(submit()).toBeDisabled();
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'secret-pass');
    expect(submit()).toBeEnabled();
  });

  it('derives birthday (month written out, never MM/DD) and gender from the NIC as it is typed', async () => {
    mockApi({ 'GET /api/user/check-auth': visitor });
    const { user } = renderApp('/createUser');
    const nic = await screen.findByLabelText('NIC number');

    // Old form: 19 + "98", day 32 → 1 February, male.
    await user.type(nic, '980321234V');
    expect(screen.getByText('1 February 1998')).toBeInTheDocument();
    expect(screen.getByText('Male')).toBeInTheDocument();

    // New form: day 560 - 500 = 60 → 29 February (February is counted as 29 days), female;
    // 2000 is a leap year, so that day exists.
    await user.clear(nic);
    await user.type(nic, '200056001234');
    expect(screen.getByText('29 February 2000')).toBeInTheDocument();
    expect(screen.getByText('Female')).toBeInTheDocument();

    // Day 623 - 500 = 123 → 2 May: the order a Sri Lankan reads "05/02" in is never in doubt.
    await user.clear(nic);
    await user.type(nic, '200562312345');
    expect(screen.getByText('2 May 2005')).toBeInTheDocument();

    await user.clear(nic);
    await user.type(nic, '200199901234');
    expect(screen.getByText('You Entered NIC Number Is wrong')).toBeInTheDocument();
  });

  it('posts the registration with the derived fields and goes to /otp-verify', async () => {
    const api = mockApi({
      'GET /api/user/check-auth': visitor,
      'POST /api/user/createUser': {
        status: 201,
        body: { message: 'Verification code sent', email: 'nimali@example.com', retryAfterSeconds: 60 },
      },
      'GET /api/user/pendingRegistration': { body: { waiting: true, email: 'nimali@example.com' } },
    });
    const { user, router } = renderApp('/createUser');
    await screen.findByRole('heading', { name: 'Enter Your Details' });
    await fillAll(user);
    await user.click(submit());

    await waitFor(() => expect(pathOf(router)).toBe('/otp-verify'));
    const [call] = api.callsTo('POST /api/user/createUser');
    expect(call?.body).toMatchObject({
      fullName: 'Nimali Perera',
      userName: 'nimali',
      email: 'nimali@example.com',
      idNo: '200150501234',
      alYear: '2026',
      birthday: '01/05/2001',
      gender: 'Female',
    });
    expect(call?.headers['X-XSRF-TOKEN']).toBe('test-xsrf-token');
    expect(await screen.findByText(/6-digit code was sent to your registered email address/)).toBeInTheDocument();
  });

  it("shows the server's message when registration is refused", async () => {
    mockApi({
      'GET /api/user/check-auth': visitor,
      'POST /api/user/createUser': { status: 409, body: { message: 'An account with this email already exists.' } },
    });
    const { user, router } = renderApp('/createUser');
    await screen.findByRole('heading', { name: 'Enter Your Details' });
    await fillAll(user);
    await user.click(submit());
    await expectToast('error', 'An account with this email already exists.');
    expect(pathOf(router)).toBe('/createUser');
  });

  it('falls back to "Failed to create user" when the server gives no reason', async () => {
    mockApi({
      'GET /api/user/check-auth': visitor,
      'POST /api/user/createUser': { status: 500, body: { message: 'Internal error' } },
    });
    const { user } = renderApp('/createUser');
    await screen.findByRole('heading', { name: 'Enter Your Details' });
    await fillAll(user);
    await user.click(submit());
    await expectToast('error', 'Failed to create user');
  });
});
