/**
 * One page load in Chromium for the web section, recorded over the DevTools protocol: each script,
 * stylesheet and font the page fetched, with its compressed body as it came over the wire
 * (loadingFinished's encodedDataLength less the response headers, which are reported apart).
 */
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { MIN_COMPRESS_BYTES } from '../local/server/compress';
import type { Language } from '../web/src/i18n/translation';
import type { BenchContext } from './types';
import type { BuiltFile } from './web-modules';
import { WORKER_PATH } from './web-worker';
import { PLAYER_PREFETCH_MARK } from '../web/src/features/videos/player/load-hls';

export type Encoding = 'gzip' | 'br';
export type Who = 'visitor' | 'admin';

export interface PageSpec {
  path: string;
  who: Who;
  landsOn: RegExp;
}

export interface Fetched {
  file: string;
  kind: 'js' | 'css';
  /** Headers and body as they came over the wire. */
  transferred: number;
  body: number;
  encoding: string | null;
  admin: boolean;
  /**
   * Requested once the videos dashboard was idle and started fetching the player (and hls.js), so
   * that a video chosen there starts at once: not its first load, reported apart.
   */
  whenIdle?: boolean;
}

export interface FetchedFont {
  /** e.g. assets/noto-sans-sinhala-sinhala-400-normal-Ab12.woff2 */
  file: string;
  /** Bytes of the body on the wire (fonts are sent as they are: woff2 is compressed already). */
  body: number;
}

export interface Load {
  path: string;
  who: Who;
  encoding: Encoding;
  /** The language stored on the device before the load; null for a first visit. */
  stored: Language | null;
  /** `<html lang>` once the page had settled. */
  htmlLang: string;
  files: Fetched[];
  fonts: FetchedFont[];
}

type Recorded = 'Script' | 'Stylesheet' | 'Font';

/** The first load's bytes of one kind: what the page fetched less what it fetched once idle. */
export const sum = (files: readonly Fetched[], kind: Fetched['kind'], field: 'transferred' | 'body' = 'body') =>
  files.filter((f) => f.kind === kind && !f.whenIdle).reduce((total, f) => total + f[field], 0);

/** What the page fetched once idle (the player and hls.js), in bytes on the wire. */
export const sumWhenIdle = (files: readonly Fetched[]) =>
  files.filter((f) => f.whenIdle).reduce((total, f) => total + f.body, 0);

/** Records every script, stylesheet and font the page fetches, with its size from loadingFinished. */
function recordAssets(cdp: CDPSession) {
  const responses = new Map<
    string,
    {
      type: Recorded;
      response: { url: string; status: number; headers: Record<string, string>; encodedDataLength: number };
    }
  >();
  const finished = new Map<string, { encodedDataLength: number }>();
  /** When each request was sent, ms since the epoch. */
  const sent = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', ({ requestId, wallTime }) => sent.set(requestId, wallTime * 1000));
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script' || type === 'Stylesheet' || type === 'Font') responses.set(requestId, { type, response });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) =>
    finished.set(requestId, { encodedDataLength }),
  );
  return { responses, finished, sent };
}

/** When the page marked the start of its idle player fetch, ms since the epoch; Infinity if it did not. */
async function playerPrefetchAt(tab: Page): Promise<number> {
  return tab.evaluate((name) => {
    const mark = performance.getEntriesByName(name)[0];
    return mark ? performance.timeOrigin + mark.startTime : Number.POSITIVE_INFINITY;
  }, PLAYER_PREFETCH_MARK);
}

/** Font bodies can finish after the network first goes quiet (they start once text is laid out). */
async function fontsSettled(tab: Page, pending: () => boolean): Promise<void> {
  await tab.evaluate(() => document.fonts.ready.then(() => undefined));
  for (let tries = 0; pending() && tries < 50; tries += 1) await tab.waitForTimeout(100);
}

export async function loadPage(
  context: BrowserContext,
  ctx: BenchContext,
  built: Map<string, BuiltFile>,
  page: PageSpec,
  encoding: Encoding,
  stored: Language | null = null,
): Promise<Load> {
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // Replaces the browser's own "gzip, deflate, br, zstd": the server then has one choice.
  await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': encoding } });
  // The language a returning reader chose, where the site keeps it, before any of the site's code runs.
  if (stored) await tab.addInitScript((language) => localStorage.setItem('language', language), stored);
  const { responses, finished, sent } = recordAssets(cdp);

  await tab.goto(new URL(page.path, ctx.baseUrl).href, { waitUntil: 'networkidle' });
  await tab.locator('h1').first().waitFor();
  const landed = new URL(tab.url()).pathname;
  if (!page.landsOn.test(landed)) throw new Error(`${page.path} as ${page.who} landed on ${landed}`);
  await fontsSettled(tab, () => [...responses.keys()].some((id) => !finished.has(id)));
  const htmlLang = await tab.evaluate(() => document.documentElement.lang);
  const prefetchAt = await playerPrefetchAt(tab);

  const files: Fetched[] = [];
  const fonts: FetchedFont[] = [];
  for (const [requestId, { response, type }] of responses) {
    const url = new URL(response.url);
    if (url.origin !== new URL(ctx.baseUrl).origin)
      throw new Error(`${page.path} fetched ${response.url} from another host`);
    const done = finished.get(requestId);
    if (!done || response.status !== 200) throw new Error(`${response.url} did not load (status ${response.status})`);
    const body = done.encodedDataLength - response.encodedDataLength;
    const declared = Number(response.headers['content-length'] ?? response.headers['Content-Length'] ?? Number.NaN);
    // The split of headers and body is DevTools' own: check it against what the server said it sent.
    if (Number.isFinite(declared) && declared !== body)
      throw new Error(`${url.pathname}: ${body} body bytes on the wire, content-length ${declared}`);
    if (type === 'Font') {
      fonts.push({ file: url.pathname.slice(1), body });
      continue;
    }
    // The service worker is no module of the app's build: kept apart so the section can tell if a page's first load ever carries it.
    const file =
      url.pathname === WORKER_PATH
        ? { fileName: WORKER_PATH.slice(1), modules: [], admin: false }
        : built.get(url.pathname.slice(1));
    if (!file)
      throw new Error(`${url.pathname} is not in the build the section mapped: was the site rebuilt during the run?`);
    const got = response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? null;
    // Files under the compression threshold are sent as they are; everything else must be `encoding`.
    if (got !== encoding && !(got === null && body < MIN_COMPRESS_BYTES)) {
      throw new Error(`${url.pathname} came with content-encoding ${got ?? 'none'} when only ${encoding} was accepted`);
    }
    files.push({
      file: file.fileName,
      kind: type === 'Script' ? 'js' : 'css',
      transferred: done.encodedDataLength,
      body,
      encoding: got,
      admin: file.admin,
      whenIdle: (sent.get(requestId) ?? 0) >= prefetchAt,
    });
  }
  await context.close();
  return { path: page.path, who: page.who, encoding, stored, htmlLang, files, fonts };
}
