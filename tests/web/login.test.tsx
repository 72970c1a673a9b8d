import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loggedIn, mockApi, visitor, type Handler } from './helpers/api';
import { pathOf, renderApp } from './helpers/render';

async function fillLogin(user: ReturnType<typeof renderApp>['user'], email: string, password: string) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

function loginApi(loginReply: Handler) {
  let signedIn = false;
  return mockApi({
    'GET /api/user/check-auth': () => (signedIn ? (loggedIn() as { body: unknown }) : (visitor as { body: unknown })),
    'POST /api/user/login': async (call) => {
      const reply = typeof loginReply === 'function' ? await loginReply(call) : loginReply;
      signedIn = (reply.status ?? 200) === 200;
      return reply;
    },
  });
}

describe('login (§2, §4, §8)', () => {
  it('lowercases the email as typed and links to registration', async () => {
    mockApi({ 'GET /api/user/check-auth': visitor });
    const { user } = renderApp('/login');
    const email = await screen.findByLabelText('Email');
    await user.type(email, 'Nimali@Example.COM');
    expect(email).toHaveValue('nimali@example.com');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/createUser');
  });

  it('on success stores the user name, says "Successfully Logged In" and goes to /classes', async () => {
    const api = loginApi({ body: { user: { userName: 'nimali', fullName: 'Nimali Perera', email: 'nimali@example.com', role: 'student' } } });
    const { user, router } = renderApp('/login');
    await fillLogin(user, 'Nimali@example.com', 'secret-pass');

    expect(await screen.findByText('Successfully Logged In')).toBeInTheDocument();
    expect(screen.getByText('Successfully Logged In').closest('[role]')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(pathOf(router)).toBe('/classes'));
    expect(localStorage.getItem('user name')).toBe('nimali');

    const [call] = api.callsTo('POST /api/user/login');
    expect(call?.body).toEqual({ email: 'nimali@example.com', password: 'secret-pass' });
    // §7: non-GET requests carry the anti-forgery header from the cookie.
    expect(call?.headers['X-XSRF-TOKEN']).toBe('test-xsrf-token');
    // The nav now offers Logout.
    expect(await within(await screen.findByRole('navigation', { name: 'Main' })).findByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('says "Try Again" when the answer carries no user', async () => {
    loginApi({ body: {} });
    const { user, router } = renderApp('/login');
    await fillLogin(user, 'nimali@example.com', 'secret-pass');
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Try Again');
    expect(pathOf(router)).toBe('/login');
    expect(localStorage.getItem('user name')).toBeNull();
  });

  it('says "Wrong Username or Password" on a 401', async () => {
    loginApi({ status: 401, body: { message: 'Wrong Username or Password' } });
    const { user, router } = renderApp('/login');
    await fillLogin(user, 'nimali@example.com', 'bad-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong Username or Password');
    expect(pathOf(router)).toBe('/login');
  });

  it('says "Wrong Username or Password" when the server is unreachable', async () => {
    loginApi({ status: 503, body: { message: 'Service unavailable' } });
    const { user } = renderApp('/login');
    await fillLogin(user, 'nimali@example.com', 'secret-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong Username or Password');
  });

  it.each([
    [403, 'Please verify your email before logging in.'],
    [429, 'Too many failed logins. Try again in 15 minutes.'],
  ])('keeps the server message for a %i', async (status, message) => {
    loginApi({ status, body: { message, retryAfterSeconds: 900 } });
    const { user } = renderApp('/login');
    await fillLogin(user, 'nimali@example.com', 'secret-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('does not send an empty form', async () => {
    const api = loginApi({ status: 500 });
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('*Enter a valid email address.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/user/login')).toHaveLength(0);
  });
});
