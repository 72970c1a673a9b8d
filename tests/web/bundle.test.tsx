// @vitest-environment node
/**
 * Routes load lazily and a visitor's first load must not pull admin code, and stays within its
 * gzip budget; the admin's quiz screens are lazy chunks of their own, each small beyond what the
 * admin console already loaded. Builds the site in memory with the real Vite config and walks the entry's static
 * imports — the JavaScript a browser must fetch before anything shows at `/`.
 */
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';

type Chunk = Rolldown.OutputChunk;
type Asset = Rolldown.OutputAsset;

const configFile = fileURLToPath(new URL('../../web/vite.config.ts', import.meta.url));
let chunks: Chunk[] = [];
let assets: Asset[] = [];

// 1 KB = 1000 B, as bench/stats.ts and bench/REPORT.md count.
const gzipKb = (list: Chunk[]) =>
  list.reduce((sum, c) => sum + gzipSync(c.code, { level: 9 }).length, 0) / 1000 + bootScriptKb();

const textOf = (asset: Asset) =>
  typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
const indexHtml = () => textOf(assets.find((a) => a.fileName === 'index.html')!);
/** The boot script index.html loads beside the entry (web/vite-boot-preload.ts). */
const bootScript = () => {
  const src = /<script async src="\/([^"]+)"/.exec(indexHtml())?.[1];
  const script = assets.find((a) => a.fileName === src);
  expect(script, 'the boot script').toBeDefined();
  return textOf(script!);
};
/** Every first load runs the boot script too: its bytes count in each budget below. */
const bootScriptKb = () => gzipSync(bootScript(), { level: 9 }).length / 1000;

function staticClosure(entry: Chunk): Chunk[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Map<string, Chunk>();
  const visit = (chunk: Chunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    chunk.imports.forEach((name) => byName.get(name) && visit(byName.get(name)!));
  };
  visit(entry);
  return [...seen.values()];
}

const chunkOf = (suffix: string) => {
  const found = chunks.filter((c) => c.moduleIds.some((id) => id.endsWith(suffix)));
  expect(found, suffix).toHaveLength(1);
  return found[0]!;
};

const SCREENS = ['quiz/QuizList.tsx', 'quiz/QuizEditor.tsx', 'quiz/HostScreen.tsx', 'quiz/QuizResults.tsx'];

const isAdminModule = (id: string) => /web\/src\/features\/admin\//.test(id) || /styles\/admin\.css/.test(id);

beforeAll(async () => {
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const result = await build({ configFile, mode: 'production', logLevel: 'silent', build: { write: false } }).finally(
    () => {
      process.env.NODE_ENV = nodeEnv;
    },
  );
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  chunks = outputs.flatMap((o) => o.output).filter((item): item is Chunk => item.type === 'chunk');
  assets = outputs.flatMap((o) => o.output).filter((item): item is Asset => item.type === 'asset');
}, 120_000);

describe('the boot script', () => {
  it('is asked for before the entry, as a file (the CSP allows no inline script)', () => {
    const html = indexHtml();
    const boot = html.indexOf('<script async src="/assets/boot-');
    expect(boot).toBeGreaterThan(-1);
    expect(boot).toBeLessThan(html.indexOf('<script type="module"'));
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it("names each language's texts and font stylesheet and each visitor page's code, none of the entry's", () => {
    const script = bootScript();
    const entry = chunks.find((c) => c.isEntry)!;
    expect(script).not.toContain(entry.fileName);
    for (const language of ['si', 'ta'])
      expect(script).toContain(chunkOf(`web/src/i18n/packs/${language}.ts`).fileName);
    expect(script).toContain(chunkOf('web/src/i18n/translate.ts').fileName);
    expect(script).toMatch(/assets\/font-sinhala-[\w-]+\.css/);
    expect(script).toMatch(/assets\/font-tamil-[\w-]+\.css/);
    // No font file: a preload would fetch it even on a phone that draws the script with its own face.
    expect(script).not.toContain('.woff2');
    for (const route of [
      'features/home/routes/Home.tsx',
      'features/classes/routes/Classes.tsx',
      'features/videos/routes/VideosDashboard.tsx',
    ])
      expect(script).toContain(chunkOf(route).fileName);
    // The player stays out: the dashboard fetches it later, once its first thumbnails show.
    expect(script).not.toContain(chunkOf('features/videos/components/VideoPlayer.tsx').fileName);
  });
});

describe('first load of / (mobile data)', () => {
  it('fetches no admin code before the visitor asks for it', () => {
    const entry = chunks.find((c) => c.isEntry);
    expect(entry).toBeDefined();
    const firstLoad = staticClosure(entry!);
    const moduleIds = firstLoad.flatMap((c) => c.moduleIds);
    expect(moduleIds.some(isAdminModule)).toBe(false);
    // …while the admin layout does exist, as its own lazy chunk.
    expect(chunks.some((c) => c.moduleIds.some(isAdminModule))).toBe(true);
  });

  it('keeps the validator (zod) and the form screens out of the first load', () => {
    const firstLoad = staticClosure(chunks.find((c) => c.isEntry)!);
    const moduleIds = firstLoad.flatMap((c) => c.moduleIds);
    expect(moduleIds.some((id) => id.includes('/node_modules/zod/'))).toBe(false);
    expect(moduleIds.some((id) => /features\/auth\/routes\//.test(id))).toBe(false);
  });

  it('fetches hls.js only on pages that play video: its own chunk, imported lazily by the videos feature', () => {
    const isHls = (id: string) => id.includes('/node_modules/hls.js/');
    const firstLoad = staticClosure(chunks.find((c) => c.isEntry)!);
    expect(firstLoad.flatMap((c) => c.moduleIds).some(isHls)).toBe(false);
    const hls = chunks.filter((c) => c.moduleIds.some(isHls));
    expect(hls).toHaveLength(1);
    // The light build: no subtitle or DRM code.
    expect(hls[0]!.moduleIds.some((id) => id.endsWith('hls.light.mjs'))).toBe(true);
    expect(hls[0]!.moduleIds.every(isHls)).toBe(true);
    // Reached only through a dynamic import, and only from the videos feature's chunk.
    expect(chunks.some((c) => c.imports.includes(hls[0]!.fileName))).toBe(false);
    const importers = chunks.filter((c) => c.dynamicImports.includes(hls[0]!.fileName));
    expect(importers.map((c) => c.name)).toEqual(['videos']);
  });

  it('carries no Sinhala or Tamil texts, nor the code that writes them in, in an English first load', () => {
    const firstLoad = staticClosure(chunks.find((c) => c.isEntry)!);
    const ids = firstLoad.flatMap((c) => c.moduleIds);
    expect(ids.some((id) => /web\/src\/(texts\/(si|ta)\/|i18n\/(translate\.ts|packs\/))/.test(id))).toBe(false);
    // The translator comes only by a dynamic import, with the first language other than English.
    const translator = chunks.filter((c) => c.moduleIds.some((id) => id.endsWith('web/src/i18n/translate.ts')));
    expect(translator).toHaveLength(1);
    expect(chunks.some((c) => c.imports.includes(translator[0]!.fileName))).toBe(false);
    // Each language's texts for the screens a reader may open first are one chunk of their own, also
    // reached only dynamically; the quiz, fee and admin screens' parts are chunks of their own beside it.
    const LATE = ['quiz', 'fees', 'admin'];
    for (const language of ['si', 'ta']) {
      const pack = chunks.filter((c) => c.moduleIds.some((id) => id.endsWith(`web/src/i18n/packs/${language}.ts`)));
      expect(pack).toHaveLength(1);
      const texts = pack[0]!.moduleIds.filter((id) => /web\/src\/texts\//.test(id)).map((id) => id.split('/texts/')[1]);
      expect(texts.sort()).toEqual(
        ['content', 'home', 'pages', 'server', 'shell'].map((part) => `${language}/${part}.ts`),
      );
      expect(chunks.some((c) => c.imports.includes(pack[0]!.fileName))).toBe(false);
      for (const part of LATE) {
        const late = chunkOf(`web/src/texts/${language}/${part}.ts`);
        expect(late, `${language}/${part}`).not.toBe(pack[0]);
        expect(chunks.some((c) => c.imports.includes(late.fileName))).toBe(false);
      }
    }
  });

  it('stays within the JavaScript budget for `/`', () => {
    const entry = chunks.find((c) => c.isEntry)!;
    const firstLoad = staticClosure(entry);
    const home = chunks.find((c) => c.moduleIds.some((id) => id.endsWith('features/home/routes/Home.tsx')));
    expect(home).toBeDefined();
    const homeOnly = staticClosure(home!).filter((c) => !firstLoad.includes(c));
    const sizes = { firstLoadKb: gzipKb(firstLoad), withHomeKb: gzipKb([...firstLoad, ...homeOnly]) };
    console.info(
      `JS for / (gzip): entry + static imports ${sizes.firstLoadKb.toFixed(1)} KB; with the home route ${sizes.withHomeKb.toFixed(1)} KB`,
    );
    // React, react-dom and react-router make up most of this; the app's shell and home screen are the
    // rest. The budget covers everything `/` loads (npm run bench measures it in Chromium): the entry,
    // its static imports and the home chunk.
    expect(sizes.withHomeKb).toBeLessThanOrEqual(90);
  });
});

/** A visitor's first load of each public page: the entry, the page's chunk and all they import statically. */
describe('first loads of the visitor routes', () => {
  const ROUTES = [
    ['/', 'features/home/routes/Home.tsx'],
    ['/videos', 'features/videos/routes/VideosDashboard.tsx'],
    ['/classes', 'features/classes/routes/Classes.tsx'],
  ] as const;
  const firstLoadOf = (route: string) => {
    const entry = chunks.find((c) => c.isEntry)!;
    return new Set([...staticClosure(entry), ...staticClosure(chunkOf(route))]);
  };
  /** What a page in Sinhala or Tamil adds: the translator and that language's texts. */
  const languageOf = (language: string) => [
    ...staticClosure(chunkOf('web/src/i18n/translate.ts')),
    ...staticClosure(chunkOf(`web/src/i18n/packs/${language}.ts`)),
  ];

  it.each(ROUTES)('keeps %s within 100 KB gzip JS in English and 115 KB in Sinhala or Tamil', (path, route) => {
    const firstLoad = firstLoadOf(route);
    const english = gzipKb([...firstLoad]);
    const [si, ta] = ['si', 'ta'].map((language) => gzipKb([...new Set([...firstLoad, ...languageOf(language)])]));
    console.info(`JS for ${path} (gzip): ${english.toFixed(1)} KB; si ${si!.toFixed(1)} KB; ta ${ta!.toFixed(1)} KB`);
    expect(english).toBeLessThanOrEqual(100);
    expect(si).toBeLessThanOrEqual(115);
    expect(ta).toBeLessThanOrEqual(115);
  });

  it('leaves the player, offline saving and the validator out of the videos dashboard’s first load', () => {
    const ids = [...firstLoadOf('features/videos/routes/VideosDashboard.tsx')].flatMap((c) => c.moduleIds);
    expect(ids.some((id) => id.endsWith('features/videos/components/VideoPlayer.tsx'))).toBe(false);
    expect(ids.some((id) => id.includes('/node_modules/idb/'))).toBe(false);
    expect(ids.some((id) => id.includes('/node_modules/zod/'))).toBe(false);
  });

  it('leaves the validator out of the classes page’s first load', () => {
    const ids = [...firstLoadOf('features/classes/routes/Classes.tsx')].flatMap((c) => c.moduleIds);
    expect(ids.some((id) => id.includes('/node_modules/zod/'))).toBe(false);
  });
});

describe('the student quiz screens', () => {
  const isQuiz = (id: string) => /web\/src\/(features\/quiz\/|texts\/en-quiz\.ts)/.test(id);
  const screens = ['routes/QuizScreens.tsx', 'components/QuizHistory.tsx'];

  it('are in no first load, and each lazy screen stays within 25 KB gzip beyond the first load', () => {
    const firstLoad = staticClosure(chunks.find((c) => c.isEntry)!);
    expect(firstLoad.flatMap((c) => c.moduleIds).some(isQuiz)).toBe(false);
    const sizes = screens.map((screen) => {
      const chunk = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(`features/quiz/${screen}`)));
      expect(chunk, screen).toBeDefined();
      return [screen, gzipKb(staticClosure(chunk!).filter((c) => !firstLoad.includes(c)))] as const;
    });
    console.info(
      `Quiz screens beyond the first load (gzip): ${sizes.map(([s, kb]) => `${s} ${kb.toFixed(1)} KB`).join('; ')}`,
    );
    for (const [, kb] of sizes) expect(kb).toBeLessThanOrEqual(25);
  });

  it('leave the profile’s own chunk without the quiz history: that comes as its own lazy chunk', () => {
    const profile = chunks.find((c) =>
      c.moduleIds.some((id) => id.endsWith('features/profile/routes/UserProfile.tsx')),
    )!;
    const quizModules = staticClosure(profile)
      .flatMap((c) => c.moduleIds)
      .filter(isQuiz);
    // Only the feature's entry, which holds the loader.
    expect(quizModules.filter((id) => !id.endsWith('features/quiz/index.ts'))).toEqual([]);
  });
});

/** The admin's quiz screens: lazy chunks of their own, small beyond what the admin console loaded. */
describe('admin quiz screens', () => {
  it('are each a lazy chunk of their own, in no first load', () => {
    const firstLoad = staticClosure(chunks.find((c) => c.isEntry)!);
    const own = SCREENS.map(chunkOf);
    expect(new Set(own.map((c) => c.fileName)).size).toBe(SCREENS.length);
    for (const chunk of own) {
      expect(firstLoad).not.toContain(chunk);
      // Reached only by a dynamic import (the section's router), never statically.
      expect(chunks.some((c) => c.imports.includes(chunk.fileName))).toBe(false);
    }
  });

  it('download at most 25 KB gzip each beyond the admin console already loaded', () => {
    const loaded = new Set([
      ...staticClosure(chunks.find((c) => c.isEntry)!),
      ...staticClosure(chunkOf('features/admin/routes.tsx')),
      ...staticClosure(chunkOf('admin/routes/QuizManagement.tsx')),
    ]);
    const sizes = Object.fromEntries(
      SCREENS.map((screen) => [screen, gzipKb(staticClosure(chunkOf(screen)).filter((c) => !loaded.has(c)))]),
    );
    console.info(
      `Quiz screens beyond the admin console (gzip KB): ${Object.entries(sizes)
        .map(([s, kb]) => `${s} ${kb.toFixed(1)}`)
        .join(', ')}`,
    );
    for (const kb of Object.values(sizes)) expect(kb).toBeLessThanOrEqual(25);
  });

  it('leave the validator (zod) to the editor: the list, host screen and results do not download it', () => {
    for (const screen of SCREENS.filter((s) => !s.endsWith('QuizEditor.tsx'))) {
      const ids = staticClosure(chunkOf(screen)).flatMap((c) => c.moduleIds);
      expect(
        ids.some((id) => id.includes('/node_modules/zod/')),
        screen,
      ).toBe(false);
    }
  });
});
