/**
 * The service worker's routing decisions and cache names: which requests it answers and how, and
 * which caches a new version may delete.
 */
import { ASSETS_CACHE, SAVED_CACHE, SHELL_CACHE, staleCacheNames } from '../../web/src/sw/cache-names';
import { decide, savedKeyOf } from '../../web/src/sw/routing';

const ORIGIN = 'https://learn.example.lk';
const get = (path: string, mode = 'cors') => ({ url: `${ORIGIN}${path}`, method: 'GET', mode });

describe('decide', () => {
  it.each([
    ['/media/Theory/abc/stream_240p.m3u8', 'network-only'],
    ['/media/free/abc/stream_240p_00001.ts', 'network-only'],
    ['/assets/index-CyX6inSu.js', 'asset'],
    ['/assets/index-NlOEZQ9S.css', 'asset'],
    ['/manifest.webmanifest', 'network'],
    ['/icons/icon-192.png', 'network'],
    ['/saved-files/tute/SampathBook/Unit%201.pdf', 'network'],
  ])('GET %s → %s', (path, route) => {
    expect(decide(get(path), ORIGIN)).toEqual({ kind: 'worker', savedKey: `${ORIGIN}${path}`, route });
  });

  it.each(['/home', '/saved', '/videos/theory', '/'])('a page load of %s goes to the network first', (path) => {
    expect(decide(get(path, 'navigate'), ORIGIN)).toMatchObject({ kind: 'worker', route: 'navigation' });
  });

  it('a page load under /media is still network only (a stream opened in its own tab)', () => {
    expect(decide(get('/media/free/abc/master.m3u8', 'navigate'), ORIGIN)).toMatchObject({ route: 'network-only' });
  });

  it('leaves writes, the API and other origins to the browser', () => {
    expect(decide(get('/api/user/check-auth'), ORIGIN)).toEqual({ kind: 'browser' });
    expect(decide(get('/api/aws/streamAccess/Theory'), ORIGIN)).toEqual({ kind: 'browser' });
    expect(decide(get('/api/user/check-auth', 'navigate'), ORIGIN)).toEqual({ kind: 'browser' });
    expect(decide({ ...get('/api/user/login'), method: 'POST' }, ORIGIN)).toEqual({ kind: 'browser' });
    expect(decide({ ...get('/api/videos/progress'), method: 'PUT' }, ORIGIN)).toEqual({ kind: 'browser' });
    expect(decide({ ...get('/assets/x-12345678.js'), method: 'HEAD' }, ORIGIN)).toEqual({ kind: 'browser' });
    expect(
      decide(
        {
          url: 'https://engtech-free.s3.ap-south-1.amazonaws.com/a.pdf?X-Amz-Signature=1',
          method: 'GET',
          mode: 'cors',
        },
        ORIGIN,
      ),
    ).toEqual({ kind: 'browser' });
    expect(decide({ url: 'http://learn.example.lk/home', method: 'GET', mode: 'navigate' }, ORIGIN)).toEqual({
      kind: 'browser',
    });
  });

  it('sends a keepalive write of the site itself: the page that made it may be gone', () => {
    const progress = { ...get('/api/videoMeta/progress/Ohm'), method: 'PUT', keepalive: true };
    expect(decide(progress, ORIGIN)).toEqual({ kind: 'send' });
    expect(decide({ ...progress, keepalive: false }, ORIGIN)).toEqual({ kind: 'browser' });
    expect(decide({ ...progress, url: 'https://analytics.example.com/beacon' }, ORIGIN)).toEqual({ kind: 'browser' });
  });

  it('looks a request up among the saved files by its path, the query left out', () => {
    const decision = decide(get('/media/Theory/abc/stream_240p_00003.ts?token=1#x'), ORIGIN);
    expect(decision).toMatchObject({ savedKey: `${ORIGIN}/media/Theory/abc/stream_240p_00003.ts` });
    expect(savedKeyOf(new URL(`${ORIGIN}/saved-files/poster/free/Intro%20lesson?v=2`))).toBe(
      `${ORIGIN}/saved-files/poster/free/Intro%20lesson`,
    );
  });
});

describe('staleCacheNames', () => {
  it("names the worker's caches of other versions and nothing else", () => {
    const names = [
      SAVED_CACHE,
      SHELL_CACHE,
      ASSETS_CACHE,
      'engtech-shell-v0',
      'engtech-assets-2026-01',
      'engtech-saved-v0',
      'workbox-precache-v2-https://learn.example.lk/',
      'someone-elses-cache',
    ];
    expect(staleCacheNames(names)).toEqual(['engtech-shell-v0', 'engtech-assets-2026-01']);
  });

  it('never names the saved files', () => {
    expect(staleCacheNames([SAVED_CACHE])).toEqual([]);
    expect(SAVED_CACHE).toBe('engtech-saved-v1');
  });
});
