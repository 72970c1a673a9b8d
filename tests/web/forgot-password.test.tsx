import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, visitor } from './helpers/api';
import { pathOf, renderApp } from './helpers/render';
import { expectToast } from './helpers/toast';

const switcher = () => screen.findByRole('group', { name: /^(Language|භාෂාව|மொழி)$/ });

const sentMessage = { message: 'If an account uses this email, a code to reset its password has been sent to it.' };

async function askForCode(user: ReturnType<typeof renderApp>['user'], email: string) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
}

describe('forgotten password', () => {
  it('is linked from /login', async () => {
    mockApi({ 'GET /api/user/check-auth': visitor });
    const { user, router } = renderApp('/login');
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    expect(pathOf(router)).toBe('/forgot-password');
  });

  it('asks for the code, then changes the password with it and goes to /login', async () => {
    const api = mockApi({
      'GET /api/user/check-auth': visitor,
      'POST /api/user/forgotPassword': { body: sentMessage },
      'POST /api/user/resetPassword': {
        body: { message: 'Your password has been changed. Please log in with the new one.' },
      },
    });
    const { user, router } = renderApp('/forgot-password');
    await askForCode(user, 'Nimali@Example.com');
    expect(await screen.findByText(/If an account uses nimali@example\.com, a 6-digit code/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/user/forgotPassword')[0]?.body).toEqual({ email: 'nimali@example.com' });

    const change = screen.getByRole('button', { name: 'Change password' });
    expect(change).toBeDisabled();
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.paste('012345');
    await user.type(screen.getByLabelText('New password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret');
    await user.click(change);

    await expectToast('success', 'Your password has been changed. Please log in with the new one.');
    await waitFor(() => expect(pathOf(router)).toBe('/login'));
    expect(api.callsTo('POST /api/user/resetPassword')[0]?.body).toEqual({
      email: 'nimali@example.com',
      code: '012345',
      password: 'new-secret',
      confirmPassword: 'new-secret',
    });
  });

  it("checks the confirmation before sending, and shows the server's words for a wrong code", async () => {
    const api = mockApi({
      'GET /api/user/check-auth': visitor,
      'POST /api/user/forgotPassword': { body: sentMessage },
      'POST /api/user/resetPassword': { status: 400, body: { message: 'Invalid code.', code: 'user.invalidCode' } },
    });
    const { user } = renderApp('/forgot-password');
    await askForCode(user, 'nimali@example.com');
    await user.click(await screen.findByLabelText('Digit 1 of 6'));
    await user.paste('111111');
    await user.type(screen.getByLabelText('New password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm new password'), 'other-secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('*Passwords do not match.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/user/resetPassword')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await expectToast('error', 'Invalid code.');
    // The boxes are emptied for the next try.
    expect(screen.getByLabelText('Digit 1 of 6')).toHaveValue('');
  });

  it('offers a new code only after 60 s, and another email at any time', async () => {
    mockApi({ 'GET /api/user/check-auth': visitor, 'POST /api/user/forgotPassword': { body: sentMessage } });
    const { user } = renderApp('/forgot-password');
    await askForCode(user, 'nimali@example.com');
    expect(await screen.findByRole('button', { name: 'Send a new code' })).toBeDisabled();
    expect(screen.getByText(/You can request a new code in \d+ s\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use another email' }));
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
  });

  it('speaks Sinhala and Tamil too', async () => {
    mockApi({ 'GET /api/user/check-auth': visitor });
    const { user } = renderApp('/login');
    await user.click(within(await switcher()).getByRole('button', { name: 'සිංහල' }));
    expect(await screen.findByRole('link', { name: 'මුරපදය අමතක වුණාද?' })).toBeInTheDocument();
    await user.click(within(await switcher()).getByRole('button', { name: 'தமிழ்' }));
    await user.click(await screen.findByRole('link', { name: 'கடவுச்சொல்லை மறந்துவிட்டீர்களா?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'உங்கள் கடவுச்சொல்லை மீட்டமைக்கவும்' })).toBeInTheDocument();
  });
});
