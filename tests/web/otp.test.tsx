import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loggedIn, mockApi, visitor } from './helpers/api';
import { pathOf, renderApp } from './helpers/render';
import { expectToast, liveRoleOf } from './helpers/toast';

const waiting = { body: { waiting: true, email: 'nimali@example.com' } };

const box = (i: number) => screen.getByLabelText(`Digit ${i + 1} of 6`);
const verify = () => screen.getByRole('button', { name: 'Verify' });

describe('OTP verification', () => {
  it('has six named single-digit boxes; focus advances and Backspace goes back', async () => {
    mockApi({
      'GET /api/user/pendingRegistration': waiting,
      'GET /api/user/check-auth': visitor,
    });
    const { user } = renderApp('/otp-verify');
    expect(await screen.findByText('A 6-digit code was sent to your registered email address.')).toBeInTheDocument();
    expect([0, 1, 2, 3, 4, 5].map((i) => box(i).getAttribute('name'))).toEqual([
      'digit0',
      'digit1',
      'digit2',
      'digit3',
      'digit4',
      'digit5',
    ]);
    expect(verify()).toBeDisabled();

    await user.click(box(0));
    await user.keyboard('4');
    expect(box(0)).toHaveValue('4');
    expect(box(1)).toHaveFocus();
    await user.keyboard('x'); // not a digit: ignored, focus stays
    expect(box(1)).toHaveValue('');
    expect(box(1)).toHaveFocus();
    await user.keyboard('2');
    expect(box(2)).toHaveFocus();

    await user.keyboard('{Backspace}');
    expect(box(1)).toHaveFocus();
    expect(box(1)).toHaveValue('');
    expect(box(0)).toHaveValue('4');
    expect(verify()).toBeDisabled();
  });

  it('fills every box from a pasted 6-digit code and enables Verify', async () => {
    mockApi({
      'GET /api/user/pendingRegistration': waiting,
      'GET /api/user/check-auth': visitor,
    });
    const { user } = renderApp('/otp-verify');
    await user.click(await screen.findByLabelText('Digit 1 of 6'));
    await user.paste('012345');
    expect([0, 1, 2, 3, 4, 5].map((i) => (box(i) as HTMLInputElement).value).join('')).toBe('012345');
    expect(verify()).toBeEnabled();
  });

  it('verifies, says "Succesfully Registered" and goes to /classes logged in', async () => {
    let verified = false;
    const api = mockApi({
      'GET /api/user/pendingRegistration': waiting,
      'GET /api/user/check-auth': () => (verified ? (loggedIn() as { body: unknown }) : (visitor as { body: unknown })),
      'POST /api/user/verifyUser': () => {
        verified = true;
        return { body: { message: 'Succesfully Registered' } };
      },
    });
    const { user, router } = renderApp('/otp-verify');
    await user.click(await screen.findByLabelText('Digit 1 of 6'));
    await user.paste('012345');
    await user.click(verify());

    await expectToast('success', 'Succesfully Registered');
    await waitFor(() => expect(pathOf(router)).toBe('/classes'));
    expect(api.callsTo('POST /api/user/verifyUser')[0]?.body).toEqual({ code: '012345' });
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it("shows the server's message for a wrong code and clears the boxes", async () => {
    mockApi({
      'GET /api/user/pendingRegistration': waiting,
      'GET /api/user/check-auth': visitor,
      'POST /api/user/verifyUser': { status: 400, body: { message: 'Invalid code.' } },
    });
    const { user, router } = renderApp('/otp-verify');
    await user.click(await screen.findByLabelText('Digit 1 of 6'));
    await user.paste('999999');
    await user.click(verify());
    await expectToast('error', 'Invalid code.');
    expect(pathOf(router)).toBe('/otp-verify');
    expect(box(0)).toHaveValue('');
    expect(verify()).toBeDisabled();
  });

  it('resends the code and counts its cooldown down', async () => {
    const api = mockApi({
      'GET /api/user/pendingRegistration': waiting,
      'GET /api/user/check-auth': visitor,
      'POST /api/user/resendOtp': { body: { message: 'A new code was sent.', retryAfterSeconds: 60 } },
    });
    renderApp('/otp-verify');
    const resend = await screen.findByRole('button', { name: 'Resend OTP' });
    expect(resend).toBeEnabled();

    vi.useFakeTimers();
    fireEvent.click(resend);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(api.callsTo('POST /api/user/resendOtp')).toHaveLength(1);
    expect(liveRoleOf('A new code was sent.')).toBe('status');
    expect(screen.getByText('You can request a new code in 60 s.')).toBeInTheDocument();
    expect(resend).toBeDisabled();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByText('You can request a new code in 59 s.')).toBeInTheDocument();
    for (let i = 0; i < 59; i += 1) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
    }
    expect(screen.queryByText(/You can request a new code/)).not.toBeInTheDocument();
    expect(resend).toBeEnabled();
  });

  it('starts with the cooldown the registration answer gave', async () => {
    mockApi({
      'GET /api/user/pendingRegistration': waiting,
      'GET /api/user/check-auth': visitor,
      'POST /api/user/resendOtp': {
        status: 429,
        body: { message: 'Please wait 42 seconds before requesting a new code.', retryAfterSeconds: 42 },
      },
    });
    renderApp({ pathname: '/otp-verify', state: { email: 'nimali@example.com', retryAfterSeconds: 60 } });
    expect(await screen.findByText('You can request a new code in 60 s.')).toBeInTheDocument();
    expect(screen.getByText(/nimali@example\.com/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
  });

  it('shows a 429 message and its wait', async () => {
    mockApi({
      'GET /api/user/pendingRegistration': waiting,
      'GET /api/user/check-auth': visitor,
      'POST /api/user/resendOtp': {
        status: 429,
        body: { message: 'Please wait 42 seconds before requesting a new code.', retryAfterSeconds: 42 },
      },
    });
    const { user } = renderApp('/otp-verify');
    await user.click(await screen.findByRole('button', { name: 'Resend OTP' }));
    await expectToast('error', 'Please wait 42 seconds before requesting a new code.');
    expect(screen.getByText('You can request a new code in 42 s.')).toBeInTheDocument();
  });

  it('opened with no registration waiting: says so, offers registration, and no Resend', async () => {
    const api = mockApi({
      'GET /api/user/check-auth': visitor,
      'GET /api/user/pendingRegistration': { body: { waiting: false, email: null } },
    });
    renderApp('/otp-verify');
    expect(
      await screen.findByText('No registration is waiting for verification. Register first: we then send you a code.'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/createUser',
    );
    expect(screen.queryByText(/was sent/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/user/resendOtp')).toHaveLength(0);
  });

  it('opened later with a registration still waiting: the form, with the email the server knows', async () => {
    mockApi({ 'GET /api/user/check-auth': visitor, 'GET /api/user/pendingRegistration': waiting });
    renderApp('/otp-verify');
    expect(await screen.findByText('A 6-digit code was sent to your registered email address.')).toBeInTheDocument();
    expect(screen.getByText('It went to nimali@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeInTheDocument();
  });
});
