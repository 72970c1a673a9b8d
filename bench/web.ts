/**
 * Web: the JavaScript and CSS a page makes the browser download on its first load, measured in
 * Chromium over the DevTools protocol — each script and stylesheet's compressed body as it came over
 * the wire (loadingFinished's encodedDataLength less the response headers; the headers are reported
 * apart: HTTP/1.1 here repeats them in full, HTTP/2 in the cloud compresses them) — once with the
 * browser asking for gzip only and once for brotli only. Every page loads in a fresh context (empty cache) until the
 * network has been quiet for 500 ms, so lazy route chunks the page needs count too.
 */
import type { BrowserContext, CDPSession } from 'playwright-core';
import { MIN_COMPRESS_BYTES } from '../bin/local-compress';
import { adminSessionAt } from '../tests/support/api-session';
import { launchChromium } from '../tests/support/chromium';
import { kb, table } from './stats';
import type { BenchContext, BenchSection, TargetCheck } from './types';
import { mapBuiltFiles, type BuiltFile } from './web-modules';

type Encoding = 'gzip' | 'br';
type Who = 'visitor' | 'admin';

const PAGES: ReadonlyArray<{ path: string; who: Who; landsOn: RegExp }> = [
  { path: '/', who: 'visitor', landsOn: /^\/home$/ },
  { path: '/videos', who: 'visitor', landsOn: /^\/videos$/ },
  { path: '/classes', who: 'visitor', landsOn: /^\/classes$/ },
  { path: '/admin', who: 'admin', landsOn: /^\/admin\/overview$/ },
];
const ENCODINGS: readonly Encoding[] = ['gzip', 'br'];
const HOME_JS_BUDGET = 90_000;

interface Fetched {
  file: string;
  kind: 'js' | 'css';
  /** Headers and body as they came over the wire. */
  transferred: number;
  body: number;
  encoding: string | null;
  admin: boolean;
}

interface Load {
  path: string;
  who: Who;
  encoding: Encoding;
  files: Fetched[];
}

const sum = (files: readonly Fetched[], kind: Fetched['kind'], field: 'transferred' | 'body' = 'body') =>
  files.filter((f) => f.kind === kind).reduce((total, f) => total + f[field], 0);

/** Records every script and stylesheet the page fetches, with its size from loadingFinished. */
function recordAssets(cdp: CDPSession) {
  const responses = new Map<
    string,
    {
      type: 'Script' | 'Stylesheet';
      response: { url: string; status: number; headers: Record<string, string>; encodedDataLength: number };
    }
  >();
  const finished = new Map<string, { encodedDataLength: number }>();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script' || type === 'Stylesheet') responses.set(requestId, { type, response });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) =>
    finished.set(requestId, { encodedDataLength }),
  );
  return { responses, finished };
}

async function loadPage(
  context: BrowserContext,
  ctx: BenchContext,
  built: Map<string, BuiltFile>,
  page: (typeof PAGES)[number],
  encoding: Encoding,
): Promise<Load> {
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // Replaces the browser's own "gzip, deflate, br, zstd": the server then has one choice.
  await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': encoding } });
  const { responses, finished } = recordAssets(cdp);

  await tab.goto(new URL(page.path, ctx.baseUrl).href, { waitUntil: 'networkidle' });
  await tab.locator('h1').first().waitFor();
  const landed = new URL(tab.url()).pathname;
  if (!page.landsOn.test(landed)) throw new Error(`${page.path} as ${page.who} landed on ${landed}`);

  const files: Fetched[] = [];
  for (const [requestId, { response, type }] of responses) {
    const url = new URL(response.url);
    if (url.origin !== new URL(ctx.baseUrl).origin)
      throw new Error(`${page.path} fetched ${response.url} from another host`);
    const done = finished.get(requestId);
    if (!done || response.status !== 200) throw new Error(`${response.url} did not load (status ${response.status})`);
    const file = built.get(url.pathname.slice(1));
    if (!file)
      throw new Error(`${url.pathname} is not in the build the section mapped: was the site rebuilt during the run?`);
    const got = response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? null;
    const body = done.encodedDataLength - response.encodedDataLength;
    const declared = Number(response.headers['content-length'] ?? response.headers['Content-Length'] ?? Number.NaN);
    // The split of headers and body is DevTools' own: check it against what the server said it sent.
    if (Number.isFinite(declared) && declared !== body)
      throw new Error(`${url.pathname}: ${body} body bytes on the wire, content-length ${declared}`);
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
    });
  }
  await context.close();
  return { path: page.path, who: page.who, encoding, files };
}

function render(loads: readonly Load[]): string {
  const find = (path: string, encoding: Encoding) => loads.find((l) => l.path === path && l.encoding === encoding)!;
  const summary = table(
    [
      'Page',
      'As',
      'JS gzip',
      'JS brotli',
      'CSS gzip',
      'CSS brotli',
      'Requests (JS + CSS)',
      'Response headers (gzip run)',
      'Admin files',
    ],
    PAGES.map(({ path, who }) => {
      const gz = find(path, 'gzip');
      const br = find(path, 'br');
      const count = (kind: Fetched['kind']) => gz.files.filter((f) => f.kind === kind).length;
      return [
        `\`${path}\``,
        who,
        kb(sum(gz.files, 'js')),
        kb(sum(br.files, 'js')),
        kb(sum(gz.files, 'css')),
        kb(sum(br.files, 'css')),
        `${count('js')} + ${count('css')}`,
        kb(gz.files.reduce((total, f) => total + f.transferred - f.body, 0)),
        String(gz.files.filter((f) => f.admin).length),
      ];
    }),
  );
  const perFile = PAGES.map(({ path, who }) => {
    const gz = find(path, 'gzip');
    const br = find(path, 'br');
    const rows = gz.files
      .slice()
      .sort((a, b) => b.body - a.body)
      .map((f) => {
        const other = br.files.find((b) => b.file === f.file);
        return [`\`${f.file}\``, f.kind, f.admin ? 'yes' : 'no', kb(f.body), other ? kb(other.body) : '—'];
      });
    return [`**\`${path}\` as ${who}**`, '', table(['File', 'Kind', 'Admin code', 'gzip', 'brotli'], rows)].join('\n');
  });
  return [
    'Each page loaded in Debian Chromium (playwright-core, fresh context, cache disabled) against the production build the local',
    'static server serves, first sending `Accept-Encoding: gzip`, then `Accept-Encoding: br` (DevTools protocol',
    "`Network.setExtraHTTPHeaders`; every response's `content-encoding` checked). Sizes are `Network.loadingFinished`",
    '`encodedDataLength`: bytes on the wire, response headers included (1 KB = 1000 B). A file counts as admin code when the',
    'build puts a module of `web/src/features/admin`, `texts/en-admin` or `styles/admin.css` in it (module ids from the Vite build).',
    '`/admin` is loaded logged in as the seeded admin (session from the API, cookies handed to the browser).',
    '',
    summary,
    '',
    'Files per page (gzip and brotli transfers):',
    '',
    ...perFile.flatMap((block) => [block, '']),
  ].join('\n');
}

export const section: BenchSection = {
  id: 'web',
  async run(ctx) {
    ctx.log('mapping built files to their modules');
    const built = await mapBuiltFiles();
    const browser = await launchChromium(ctx.chromiumPath);
    const loads: Load[] = [];
    try {
      const admin = await adminSessionAt(ctx.baseUrl, ctx.admin);
      for (const page of PAGES) {
        for (const encoding of ENCODINGS) {
          const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
          if (page.who === 'admin') await admin.shareWith(context);
          loads.push(await loadPage(context, ctx, built, page, encoding));
          ctx.log(`${page.path} (${encoding}) measured`);
        }
      }
    } finally {
      await browser.close();
    }

    // The detector must see admin code where it is: otherwise "never requested" would prove nothing.
    if (loads.some((l) => l.who === 'admin' && !l.files.some((f) => f.admin)))
      throw new Error('/admin loaded no file the build marks as admin code');
    const home = loads.find((l) => l.path === '/' && l.encoding === 'gzip')!;
    const visitorAdmin = loads
      .filter((l) => l.who === 'visitor')
      .flatMap((l) => l.files.filter((f) => f.admin).map((f) => `${l.path}: ${f.file}`));
    const targets: TargetCheck[] = [
      {
        name: '`/` initial JS (gzip)',
        target: `≤ ${kb(HOME_JS_BUDGET)}`,
        measured: kb(sum(home.files, 'js')),
        met: sum(home.files, 'js') <= HOME_JS_BUDGET,
      },
      {
        name: 'Admin code requested by a visitor (`/`, `/videos`, `/classes`)',
        target: 'never',
        measured: visitorAdmin.length === 0 ? 'never' : [...new Set(visitorAdmin)].join(', '),
        met: visitorAdmin.length === 0,
      },
    ];
    return { title: 'Web: first-load JavaScript and CSS', markdown: render(loads), targets };
  },
};
