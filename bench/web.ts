/**
 * Web: the JavaScript and CSS a page makes the browser download on its first load, measured in
 * Chromium over the DevTools protocol (./web-load) — each script and stylesheet's compressed body as
 * it came over the wire (the headers are reported apart: HTTP/1.1 here repeats them in full, HTTP/2
 * in the cloud compresses them) — once with the browser asking for gzip only and once for brotli
 * only. Every page loads in a fresh context (empty cache) until the network has been quiet for
 * 500 ms, so lazy route chunks the page needs count too. Then `/` once per language, with the font
 * files each script brings (./web-languages).
 */
import { adminSessionAt } from '../tests/support/api-session';
import { launchChromium } from '../tests/support/chromium';
import { kb, table } from './stats';
import type { BenchSection, TargetCheck } from './types';
import { languageTargets, measureLanguages, renderLanguages } from './web-languages';
import { measureTranslatedRoutes, translatedRouteTargets } from './web-language-routes';
import { loadPage, sum, sumWhenIdle, type Encoding, type Fetched, type Load, type PageSpec } from './web-load';
import { mapBuiltFiles } from './web-modules';
import { measureWorker, WORKER_PATH, type WorkerSize } from './web-worker';

const PAGES: readonly PageSpec[] = [
  { path: '/', who: 'visitor', landsOn: /^\/home$/ },
  { path: '/videos', who: 'visitor', landsOn: /^\/videos$/ },
  { path: '/classes', who: 'visitor', landsOn: /^\/classes$/ },
  { path: '/admin', who: 'admin', landsOn: /^\/admin\/overview$/ },
];
const ENCODINGS: readonly Encoding[] = ['gzip', 'br'];
const HOME_JS_BUDGET = 90_000;
/** Every visitor page's first-load JS in English (gzip); Sinhala and Tamil get theirs (web-language-routes.ts). */
const VISITOR_JS_BUDGET = 100_000;

function render(loads: readonly Load[], worker: WorkerSize): string {
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
      'Fetched once idle (gzip)',
    ],
    [
      ...PAGES.map(({ path, who }) => {
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
          sumWhenIdle(gz.files) > 0 ? kb(sumWhenIdle(gz.files)) : '—',
        ];
      }),
      // Not a page: the worker each page registers after its load event, fetched once per version.
      [
        `\`${WORKER_PATH}\` (service worker)`,
        'after load',
        kb(worker.gzip),
        kb(worker.br),
        '—',
        '—',
        '1 + 0',
        '—',
        '0',
        '—',
      ],
    ],
  );
  const perFile = PAGES.map(({ path, who }) => {
    const gz = find(path, 'gzip');
    const br = find(path, 'br');
    const rows = gz.files
      .slice()
      .sort((a, b) => b.body - a.body)
      .map((f) => {
        const other = br.files.find((b) => b.file === f.file);
        const kind = f.whenIdle ? `${f.kind}, once idle` : f.kind;
        return [`\`${f.file}\``, kind, f.admin ? 'yes' : 'no', kb(f.body), other ? kb(other.body) : '—'];
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
    'The videos dashboard fetches the player and hls.js once it is idle, so that a video chosen there starts at once: those',
    'files are in its per-file list ("once idle") and their own column, not in its first-load figures.',
    `The service worker (\`${WORKER_PATH}\`) is registered after the page's load event, so no page's figures include it; its row`,
    'is its body on the wire as the same server sends it with only gzip, then only brotli, accepted (Node HTTP client).',
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
    let inLanguages: Load[];
    let translated: Load[];
    let worker: WorkerSize;
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
      inLanguages = await measureLanguages(browser, ctx, built);
      translated = await measureTranslatedRoutes(
        browser,
        ctx,
        built,
        PAGES.filter((page) => page.who === 'visitor'),
      );
      worker = await measureWorker(ctx.baseUrl);
    } finally {
      await browser.close();
    }

    // The detector must see admin code where it is: otherwise "never requested" would prove nothing.
    if (loads.some((l) => l.who === 'admin' && !l.files.some((f) => f.admin)))
      throw new Error('/admin loaded no file the build marks as admin code');
    const home = loads.find((l) => l.path === '/' && l.encoding === 'gzip')!;
    const workerInFirstLoad = loads.some((l) => l.files.some((f) => `/${f.file}` === WORKER_PATH));
    const visitorAdmin = [...loads, ...inLanguages, ...translated]
      .filter((l) => l.who === 'visitor')
      .flatMap((l) => l.files.filter((f) => f.admin).map((f) => `${l.path}: ${f.file}`));
    const targets: TargetCheck[] = [
      {
        name: '`/` initial JS (gzip), a first visit in English',
        target: `≤ ${kb(HOME_JS_BUDGET)}`,
        measured: kb(sum(home.files, 'js')),
        met: sum(home.files, 'js') <= HOME_JS_BUDGET,
      },
      ...PAGES.filter((page) => page.who === 'visitor').map((page): TargetCheck => {
        const js = sum(loads.find((l) => l.path === page.path && l.encoding === 'gzip')!.files, 'js');
        return {
          name: `\`${page.path}\` first-load JS (gzip), a first visit in English`,
          target: `≤ ${kb(VISITOR_JS_BUDGET)}`,
          measured: kb(js),
          met: js <= VISITOR_JS_BUDGET,
        };
      }),
      {
        name: 'Admin code requested by a visitor (`/`, `/videos`, `/classes`)',
        target: 'never',
        measured: visitorAdmin.length === 0 ? 'never' : [...new Set(visitorAdmin)].join(', '),
        met: visitorAdmin.length === 0,
      },
      {
        name: `Service worker (\`${WORKER_PATH}\`, ${kb(worker.gzip)} gzip) in a page's first-load JS`,
        target: 'never',
        measured: workerInFirstLoad ? 'yes' : 'never',
        met: !workerInFirstLoad,
      },
      ...translatedRouteTargets(translated),
      ...languageTargets(inLanguages),
    ];
    const markdown = [render(loads, worker), '### `/` in each language', '', renderLanguages(inLanguages)].join('\n');
    return { title: 'Web: first-load JavaScript and CSS', markdown, targets };
  },
};
