/**
 * The client's side of the session-bound anti-forgery token: it echoes whichever cookie the server
 * set (`__Host-` prefixed over HTTPS), and when a write is refused because its token went stale (the
 * refusal hands out the session's own), it sends the request once more with the new one.
 */
import { describe, expect, it, vi } from 'vitest';
import { ApiError, request } from '../../web/src/lib/api-client';

interface Call {
  method: string;
  token: string | undefined;
}

/** A fetch that answers from `answers` in turn; an answer may set a new XSRF cookie, as the server does. */
function stubFetch(answers: { status: number; setToken?: string }[]): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_path: string, init: RequestInit) => {
      const headers = (init.headers ?? {}) as Record<string, string>;
      calls.push({ method: init.method ?? 'GET', token: headers['X-XSRF-TOKEN'] });
      const answer = answers.shift() ?? { status: 500 };
      if (answer.setToken) document.cookie = `XSRF-TOKEN=${answer.setToken}; path=/`;
      const body =
        answer.status === 200 ? { message: 'Logged out' } : { message: 'Invalid or missing anti-forgery token.' };
      return new Response(JSON.stringify(body), { status: answer.status });
    }),
  );
  return calls;
}

describe('anti-forgery token in the client', () => {
  it('retries a refused write once with the token the refusal handed out', async () => {
    const calls = stubFetch([{ status: 403, setToken: 'session-bound' }, { status: 200 }]);
    await expect(request('POST /api/user/logout')).resolves.toEqual({ message: 'Logged out' });
    expect(calls).toEqual([
      { method: 'POST', token: 'test-xsrf-token' },
      { method: 'POST', token: 'session-bound' },
    ]);
  });

  it('does not retry when the token did not change (a real refusal), nor more than once', async () => {
    const calls = stubFetch([{ status: 403 }]);
    await expect(request('POST /api/user/logout')).rejects.toMatchObject({ status: 403 });
    expect(calls).toHaveLength(1);

    const twice = stubFetch([
      { status: 403, setToken: 'first' },
      { status: 403, setToken: 'second' },
    ]);
    await expect(request('POST /api/user/logout')).rejects.toBeInstanceOf(ApiError);
    expect(twice).toHaveLength(2);
  });

  it('echoes the __Host- prefixed cookie where the server sets that one', async () => {
    // jsdom keeps no __Host- cookie on http://localhost, so the browser's cookie string is given here.
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('theme=dark; __Host-XSRF-TOKEN=prefixed');
    const calls = stubFetch([{ status: 200 }]);
    await request('POST /api/user/logout');
    expect(calls).toEqual([{ method: 'POST', token: 'prefixed' }]);
  });
});
