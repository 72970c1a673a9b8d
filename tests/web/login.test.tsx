import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loggedIn, mockApi, visitor, type Handler } from './helpers/api';
import { pathOf, renderApp } from './helpers/render';
import { expectToast } from './helpers/toast';

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

describe('login', () => {
  it('lowercases the email as typed and links to registration', async () => {
    mockApi({ 'GET /api/user/check-auth': visitor });
    const { user } = renderApp('/login');
    const email = await screen.findByLabelText('Email');
    await user.type(email, 'Nimali@Example.COM');
    expect(email).toHaveValue('nimali@example.com');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/createUser');
  });

  it('on success stores the user name, says "Successfully Logged In" and goes to /classes', async () => {
    const api = loginApi({
      body: { user: { userName: 'nimali', fullName: 'Nimali Perera', email: 'nimali@example.com', role: 'student' } },
    });
    const { user, router } = renderApp('/login');
    await fillLogin(user, 'Nimali@example.com', 'secret-pass');

    await expectToast('success', 'Successfully Logged In');
    await waitFor(() => expect(pathOf(router)).toBe('/classes'));
    expect(localStorage.getItem('user name')).toBe('nimali');

    const [call] = api.callsTo('POST /api/user/login');
    expect(call?.body).toEqual({ email: 'nimali@example.com', password: 'secret-pass' });
    // Non-GET requests carry the anti-forgery header from the cookie.
    expect(call?.headers['X-XSRF-TOKEN']).toBe('test-xsrf-token');
    // The nav now offers Logout.
    expect(
      await within(await screen.findByRole('navigation', { name: 'Main' })).findByRole('button', { name: 'Logout' }),
    ).toBeInTheDocument();
  });

  it('says "Try Again" when the answer carries no user', async () => {
    loginApi({ body: {} });
    const { user, router } = renderApp('/login');
    await fillLogin(user, 'nimali@example.com', 'secret-pass');
    await expectToast('error', 'Try Again');
    expect(pathOf(router)).toBe('/login');
    expect(localStorage.getItem('user name')).toBeNull();
  });

  it('says "Wrong Username or Password" on a 401', async () => {
    loginApi({ status: 401, body: { message: 'Wrong Username or Password' } });
    const { user, router } = renderApp('/login');
    await fillLogin(user, 'nimali@example.com', 'bad-pass');
    await expectToast('error', 'Wrong Username or Password');
    expect(pathOf(router)).toBe('/login');
  });

  it("a failed try's error does not follow to /classes: the success after it dismisses it, the success toast stays", async () => {
    let wrong = true;
    loginApi(() =>
      wrong
        ? { status: 401, body: { message: 'Wrong Username or Password' } }
        : { body: { user: { userName: 'nimali', fullName: 'N', email: 'nimali@example.com', role: 'student' } } },
    );
    const { user, router } = renderApp('/login');
    await fillLogin(user, 'nimali@example.com', 'bad-pass');
    await expectToast('error', 'Wrong Username or Password');
    wrong = false;
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(pathOf(router)).toBe('/classes'));
    expect(screen.queryByText('Wrong Username or Password')).not.toBeInTheDocument();
    await expectToast('success', 'Successfully Logged In');
  });

  it('an error toast is dismissed when the reader goes to another page (it belonged to the page)', async () => {
    loginApi({ status: 401, body: { message: 'Wrong Username or Password' } });
    const { user, router } = renderApp('/login');
    await fillLogin(user, 'nimali@example.com', 'bad-pass');
    await expectToast('error', 'Wrong Username or Password');
    await user.click(screen.getByRole('link', { name: 'Register' }));
    await waitFor(() => expect(pathOf(router)).toBe('/createUser'));
    expect(screen.queryByText('Wrong Username or Password')).not.toBeInTheDocument();
  });

  it('says "Wrong Username or Password" when the server is unreachable', async () => {
    loginApi({ status: 503, body: { message: 'Service unavailable' } });
    const { user } = renderApp('/login');
    await fillLogin(user, 'nimali@example.com', 'secret-pass');
    await expectToast('error', 'Wrong Username or Password');
  });

  it.each([
    [403, 'Please verify your email before logging in.'],
    [429, 'Too many failed logins. Try again in 15 minutes.'],
  ])('keeps the server message for a %i', async (status, message) => {
    loginApi({ status, body: { message, retryAfterSeconds: 900 } });
    const { user } = renderApp('/login');
    await fillLogin(user, 'nimali@example.com', 'secret-pass');
    await expectToast('error', message);
  });

  it('does not send an empty form', async () => {
    const api = loginApi({ status: 500 });
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('*Enter a valid email address.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/user/login')).toHaveLength(0);
  });

  it('fetches the anti-forgery cookie first when a visit starts with a POST', async () => {
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    const api = mockApi({
      'GET /api/user/check-auth': { status: 503, body: { message: 'down' } },
      // What the server's Set-Cookie does in a browser.
      'GET /debug-cookies': () => {
        document.cookie = 'XSRF-TOKEN=fresh-token; path=/';
        return { body: { cookies: [] } };
      },
      'POST /api/user/login': { status: 401, body: { message: 'Wrong Username or Password' } },
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderApp('/login');
    await fillLogin(user, 'nimali@example.com', 'secret-pass');
    await expectToast('error', 'Wrong Username or Password');
    const order = api.calls.map((c) => `${c.method} ${c.path}`).filter((k) => k !== 'GET /api/user/check-auth');
    expect(order).toEqual(['GET /debug-cookies', 'POST /api/user/login']);
    expect(api.callsTo('POST /api/user/login')[0]?.headers['X-XSRF-TOKEN']).toBe('fresh-token');
  });
});
