// @vitest-environment node
/**
 * The admin's quiz screens are lazy chunks of their own: none is in anyone's first load, and
 * opening one from the admin console downloads at most 25 KB gzip of JavaScript beyond what the
 * console already loaded. Builds the site in memory with the real Vite config, as bundle.test.tsx.
 */
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';

type Chunk = Rolldown.OutputChunk;

const configFile = fileURLToPath(new URL('../../web/vite.config.ts', import.meta.url));
let chunks: Chunk[] = [];

// 1 KB = 1000 B, as bench/stats.ts and bench/REPORT.md count.
const gzipKb = (list: Chunk[]) => list.reduce((sum, c) => sum + gzipSync(c.code, { level: 9 }).length, 0) / 1000;

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
}, 120_000);

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
