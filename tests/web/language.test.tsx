import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, preferredLanguage, startLanguage } from '../../web/src/i18n/language';
import { serverText } from '../../web/src/i18n/server-texts';
import { validationText } from '../../web/src/texts/validation';
import { loggedIn, mockApi, sessionUser, visitor } from './helpers/api';
import { setViewportWidth } from './helpers/media';
import { pathOf, renderApp } from './helpers/render';
import { expectToast } from './helpers/toast';

// The languages' own catalogues are written beside this work; small stand-ins take their place here.
vi.mock('../../web/src/i18n/packs/si', async () => ({
  default: (await import('./helpers/language-packs')).fixturePacks.si,
}));
vi.mock('../../web/src/i18n/packs/ta', async () => ({
  default: (await import('./helpers/language-packs')).fixturePacks.ta,
}));
// The admin console's part is fetched apart, when the console's code loads; the test says when it arrives.
const adminFetch = vi.hoisted(() => ({ languages: [] as string[], arrive: undefined as (() => void) | undefined }));
vi.mock('../../web/src/texts/si/admin', async () => {
  adminFetch.languages.push('si');
  await new Promise<void>((resolve) => {
    adminFetch.arrive = resolve;
  });
  return { admin: (await import('./helpers/language-packs')).fixtureAdmin };
});

// The catalogues are module state: every test starts and ends in English.
afterEach(async () => {
  await activateLanguage('en');
});

const switcher = () => screen.findByRole('group', { name: /^(Language|භාෂාව|மொழி)$/ });
const mainNav = () => screen.findByRole('navigation', { name: /^(Main|ප්‍රධාන|முதன்மை)$/ });

/** A fresh page load: the runtime starts over from English, then main.tsx's start-up runs. */
async function reload() {
  await activateLanguage('en');
  await startLanguage();
}

describe('language switcher', () => {
  it('names each language in its own script, marked with its language, English pressed by default', async () => {
    mockApi({ 'GET /api/user/check-auth': visitor });
    renderApp('/about');
    const group = await switcher();
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => [b.textContent, b.getAttribute('lang')])).toEqual([
      ['English', 'en'],
      ['සිංහල', 'si'],
      ['தமிழ்', 'ta'],
    ]);
    expect(within(group).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: 'සිංහල' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('switches every part of the page to Sinhala, then Tamil, then back to English', async () => {
    mockApi({ 'GET /api/user/check-auth': visitor });
    const { user } = renderApp('/about');
    await user.click(within(await switcher()).getByRole('button', { name: 'සිංහල' }));

    const nav = await screen.findByRole('navigation', { name: 'ප්‍රධාන' });
    expect(within(nav).getByRole('link', { name: 'මුල් පිටුව' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'පන්ති' })).toHaveAttribute('href', '/classes');
    // A text the pack leaves out stays English.
    expect(within(nav).getByRole('link', { name: 'Videos' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'EngTech Academy ගැන' })).toBeInTheDocument();
    expect(screen.getByText('දෙවන ඡේදය.')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('si');
    await waitFor(() => expect(document.title).toBe('අප ගැන | EngTech Academy'));
    expect(within(await switcher()).getByRole('button', { name: 'සිංහල' })).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('language')).toBe('si');

    await user.click(within(await switcher()).getByRole('button', { name: 'தமிழ்' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'EngTech Academy பற்றி' })).toBeInTheDocument();
    expect(within(await mainNav()).getByRole('link', { name: 'முகப்பு' })).toBeInTheDocument();
    // Sinhala's texts are gone, not left where Tamil has none.
    expect(screen.queryByText('දෙවන ඡේදය.')).not.toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ta');

    await user.click(within(await switcher()).getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'About EngTech Academy' })).toBeInTheDocument();
    expect(within(await mainNav()).getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    await waitFor(() => expect(document.title).toBe('About | EngTech Academy'));
  });

  it('is operated by keyboard, and focus comes back to the language chosen', async () => {
    mockApi({ 'GET /api/user/check-auth': visitor });
    const { user } = renderApp('/about');
    const sinhala = within(await switcher()).getByRole('button', { name: 'සිංහල' });
    for (let i = 0; i < 40 && document.activeElement !== sinhala; i++) await user.tab();
    expect(sinhala).toHaveFocus();

    await user.keyboard('{Enter}');
    await screen.findByRole('navigation', { name: 'ප්‍රධාන' });
    // The page was mounted again: focus is on the new page's pressed button, not lost to <body>.
    await waitFor(() => expect(screen.getByRole('button', { name: 'සිංහල' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'සිංහල' })).toHaveAttribute('aria-pressed', 'true');

    await user.tab();
    expect(screen.getByRole('button', { name: 'தமிழ்' })).toHaveFocus();
    await user.keyboard(' ');
    await screen.findByRole('navigation', { name: 'முதன்மை' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'தமிழ்' })).toHaveFocus());
  });

  it('sits on the login and registration pages too, which have no navigation bar', async () => {
    mockApi({ 'GET /api/user/check-auth': visitor });
    const { user } = renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    await user.click(within(await switcher()).getByRole('button', { name: 'සිංහල' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'පිවිසීම' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'සිංහල' })).toHaveFocus());
  });

  it('sits in the mobile menu, which stays open after a choice with focus on it', async () => {
    setViewportWidth(375);
    mockApi({ 'GET /api/user/check-auth': visitor });
    const { user } = renderApp('/about');
    const nav = await mainNav();
    await user.click(within(nav).getByRole('button', { name: 'Menu' }));
    await user.click(within(await switcher()).getByRole('button', { name: 'සිංහල' }));

    const sinhalaNav = await screen.findByRole('navigation', { name: 'ප්‍රධාන' });
    expect(within(sinhalaNav).getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(sinhalaNav).getByRole('link', { name: 'මුල් පිටුව' })).toBeVisible();
    await waitFor(() => expect(within(sinhalaNav).getByRole('button', { name: 'සිංහල' })).toHaveFocus());
  });
});

describe('which language a reader gets', () => {
  it('remembers the choice on the device: the next visit opens in it, with no English first', async () => {
    mockApi({ 'GET /api/user/check-auth': visitor });
    const first = renderApp('/about');
    await first.user.click(within(await switcher()).getByRole('button', { name: 'සිංහල' }));
    await screen.findByRole('navigation', { name: 'ප්‍රධාන' });
    first.unmount();

    await reload();
    renderApp('/about');
    // Already Sinhala in the first render (no waiting): the texts were in before it.
    const nav = screen.getByRole('navigation', { name: 'ප්‍රධාන' });
    expect(within(nav).getByRole('link', { name: 'මුල් පිටුව' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(document.documentElement.lang).toBe('si');
  });

  it("follows the browser's preferred languages on a first visit, the first of si/ta/en by prefix", async () => {
    const languages = vi.spyOn(navigator, 'languages', 'get');
    languages.mockReturnValue(['fr-FR', 'ta-LK', 'si-LK', 'en-GB']);
    expect(preferredLanguage()).toBe('ta');
    languages.mockReturnValue(['de', 'SI']);
    expect(preferredLanguage()).toBe('si');
    languages.mockReturnValue(['fr-FR', 'de']);
    expect(preferredLanguage()).toBe('en');

    languages.mockReturnValue(['ta-LK', 'en']);
    mockApi({ 'GET /api/user/check-auth': visitor });
    await reload();
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'EngTech Academy பற்றி' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ta');
    // Following the browser is not a choice: nothing is stored.
    expect(localStorage.getItem('language')).toBeNull();
  });

  it('prefers the stored choice to the browser', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ta-LK']);
    localStorage.setItem('language', 'en');
    expect(preferredLanguage()).toBe('en');
    localStorage.setItem('language', 'si');
    expect(preferredLanguage()).toBe('si');
    localStorage.setItem('language', 'fr');
    expect(preferredLanguage()).toBe('ta');
  });
});

describe('the account language', () => {
  it("after login, the account's language wins and is remembered on the device", async () => {
    let signedIn = false;
    const student = Object.assign(sessionUser(), { language: 'si' });
    mockApi({
      'GET /api/user/check-auth': () => (signedIn ? loggedIn(student) : visitor) as { body: unknown },
      'POST /api/user/login': () => {
        signedIn = true;
        return {
          body: { user: { userName: 'nimali', fullName: 'Nimali Perera', email: 'n@example.com', role: 'student' } },
        };
      },
      'GET /api/class/getAllClassDetails': { body: [] },
    });
    const { user, router } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'nimali@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(pathOf(router)).toBe('/classes'));
    const nav = await screen.findByRole('navigation', { name: 'ප්‍රධාන' });
    expect(within(nav).getByRole('link', { name: 'පන්ති' })).toHaveAttribute('aria-current', 'page');
    expect(localStorage.getItem('language')).toBe('si');
    expect(document.documentElement.lang).toBe('si');
    // The login's own success notice, raised before the account's language arrived, speaks it too.
    await expectToast('success', 'සාර්ථකව පිවිසුණි');
    expect(screen.queryByText('Successfully Logged In')).toBeNull();
  });

  it('a choice made while logged in is saved to the account, and a stale session answer does not undo it', async () => {
    // The session answer may be a few seconds old: it still names the account's previous language.
    let fullName = 'Nimali Perera';
    const api = mockApi({
      'GET /api/user/check-auth': () =>
        loggedIn(Object.assign(sessionUser({ fullName }), { language: 'en' })) as { body: unknown },
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderApp('/user-profile');
    await within(await mainNav()).findByRole('button', { name: 'Logout' });
    fullName = 'Nimali Perera, asked again';
    await user.click(within(await switcher()).getByRole('button', { name: 'தமிழ்' }));
    await screen.findByRole('navigation', { name: 'முதன்மை' });

    const saves = api.calls.filter((c) => c.method === 'POST' && c.path === '/api/user/language');
    expect(saves.map((c) => c.body)).toEqual([{ language: 'ta' }]);
    expect(saves[0]!.headers['X-XSRF-TOKEN']).toBe('test-xsrf-token');
    // The profile, mounted again, asked who is signed in, and shows the answer; its 'en' is not applied
    // again (a switch back would have started by now: let the event loop turn a few times to see none).
    expect(await screen.findByText('Nimali Perera, asked again')).toBeInTheDocument();
    await act(async () => {
      for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(screen.getByRole('navigation', { name: 'முதன்மை' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ta');
    expect(localStorage.getItem('language')).toBe('ta');
  });

  it("a visitor's choice is only remembered on the device", async () => {
    const api = mockApi({ 'GET /api/user/check-auth': visitor });
    const { user } = renderApp('/about');
    await within(await mainNav()).findByRole('link', { name: 'Login' });
    await user.click(within(await switcher()).getByRole('button', { name: 'தமிழ்' }));
    await screen.findByRole('navigation', { name: 'முதன்மை' });
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(localStorage.getItem('language')).toBe('ta');
  });
});

describe("the admin console's texts", () => {
  it("are fetched only when the console opens, and then shown in the reader's language", async () => {
    adminFetch.languages.length = 0;
    mockApi({
      // An admin who reads Sinhala: the account's language is the one the site shows once logged in.
      'GET /api/user/check-auth': loggedIn(
        sessionUser({ fullName: 'Site Admin', userName: 'admin', role: 'admin', language: 'si' }),
      ),
      'GET /api/user/check-admin': { body: { isAdmin: true } },
      'GET /api/user/user-counts': { body: { totalUsers: 3, activeUsers: 2, totalClasses: 4, totalMessages: 5 } },
    });
    localStorage.setItem('language', 'si');
    await reload();
    const site = renderApp('/about');
    await screen.findByRole('navigation', { name: 'ප්‍රධාන' });
    expect(adminFetch.languages).toEqual([]);
    site.unmount();

    renderApp('/admin/overview');
    await waitFor(() => expect(adminFetch.languages).toEqual(['si']));
    // The console's code is in while its texts are still on the way: nothing shows in English meanwhile.
    await import('../../web/src/features/admin/routes/AdminLayout');
    await act(async () => {
      for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
    act(() => adminFetch.arrive!());
    const sidebar = await screen.findByRole('navigation', { name: 'පරිපාලක' });
    expect(within(sidebar).getByRole('link', { name: 'දළ විශ්ලේෂණය' })).toHaveAttribute('href', '/admin/overview');
    expect(await screen.findByRole('heading', { level: 1, name: 'දළ විශ්ලේෂණය' })).toBeInTheDocument();
    expect(adminFetch.languages).toEqual(['si']);
  });
});

describe('server messages and validation texts', () => {
  it("shows a server error in the reader's language by its code, else the server's own words", async () => {
    let reply = { message: 'Please verify your email before logging in.', code: 'user.unverified' };
    mockApi({
      'GET /api/user/check-auth': visitor,
      'POST /api/user/login': () => ({ status: 403, body: reply }),
    });
    localStorage.setItem('language', 'si');
    await reload();
    const { user } = renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'පිවිසීම' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('විද්‍යුත් තැපෑල'), 'nimali@example.com');
    await user.type(screen.getByLabelText('මුරපදය'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'ඉදිරිපත් කරන්න' }));
    await expectToast('error', 'පිවිසීමට පෙර ඔබගේ විද්‍යුත් තැපෑල තහවුරු කරන්න.');

    // A code this language has no text for: the server's message.
    reply = { message: 'This account is suspended.', code: 'user.suspended' };
    await user.click(screen.getByRole('button', { name: 'ඉදිරිපත් කරන්න' }));
    await expectToast('error', 'This account is suspended.');
  });

  it("shows an answer's schema text (a code sent again) in the reader's language", async () => {
    mockApi({
      'GET /api/user/pendingRegistration': { body: { waiting: true, email: 'nimali@example.com' } },
      'GET /api/user/check-auth': visitor,
      'POST /api/user/resendOtp': { body: { message: 'A new code was sent.', retryAfterSeconds: 60 } },
    });
    localStorage.setItem('language', 'si');
    await reload();
    const { user } = renderApp('/otp-verify');
    await user.click(await screen.findByRole('button', { name: 'Resend OTP' }));
    await expectToast('success', 'නව කේතයක් යවන ලදී.');
  });

  it('shows the validators’ messages through the same codes, and zod’s generic words as "check this field"', async () => {
    mockApi({ 'GET /api/user/check-auth': visitor });
    localStorage.setItem('language', 'si');
    await reload();
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'ඉදිරිපත් කරන්න' }));
    expect(await screen.findByText('*වලංගු විද්‍යුත් තැපැල් ලිපිනයක් ඇතුළත් කරන්න.')).toBeInTheDocument();
    // No Sinhala text for this code in the stand-in: the English one stays.
    expect(screen.getByText('*Password must be at least 6 characters long.')).toBeInTheDocument();

    expect(validationText('Invalid input: expected string, received undefined')).toBe('මෙම ක්ෂේත්‍රය පරීක්ෂා කරන්න.');
    // A text that takes a value gets it from the English message.
    expect(serverText('user.resendWait', 'Please wait 42 seconds before requesting a new code.')).toBe(
      'නව කේතයක් සඳහා තත්පර 42ක් රැඳී සිටින්න.',
    );
    await act(() => activateLanguage('en'));
    expect(validationText('Invalid input: expected string, received undefined')).toBe(
      'Invalid input: expected string, received undefined',
    );
  });
});
