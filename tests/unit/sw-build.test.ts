/**
 * The web build's service worker: emitted unhashed at the root beside index.html, carrying the app
 * shell (index.html and exactly the files it boots with) and this build's file list, with Workbox's
 * development code left out; the entry registers it by that path.
 */
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { bootFiles } from '../../web/src/sw/precache-list';

const configFile = fileURLToPath(new URL('../../web/vite.config.ts', import.meta.url));
let output: (Rolldown.OutputChunk | Rolldown.OutputAsset)[] = [];

const textOf = (file: Rolldown.OutputChunk | Rolldown.OutputAsset): string =>
  file.type === 'chunk'
    ? file.code
    : typeof file.source === 'string'
      ? file.source
      : new TextDecoder().decode(file.source);

beforeAll(async () => {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const result = await build({ configFile, mode: 'production', logLevel: 'silent', build: { write: false } }).finally(
    () => {
      process.env.NODE_ENV = nodeEnv;
    },
  );
  output = ((Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]).flatMap((o) => o.output);
}, 120_000);

describe('the built service worker', () => {
  const file = (name: string) => output.find((f) => f.fileName === name);

  it('is sw.js at the root of the build, not a hashed asset', () => {
    expect(file('sw.js')).toBeDefined();
    expect(output.filter((f) => /(^|\/)sw[-.]/.test(f.fileName)).map((f) => f.fileName)).toEqual(['sw.js']);
  });

  it('stores index.html, exactly the files it boots with, and the tab icon', () => {
    const worker = textOf(file('sw.js')!);
    const html = textOf(file('index.html')!);
    const boot = bootFiles(html);
    expect(boot.some((path) => path.endsWith('.js'))).toBe(true);
    expect(boot.some((path) => path.endsWith('.css'))).toBe(true);
    const precache = /precache:(\[[^\]]*\])/.exec(worker)?.[1];
    expect(precache).toBeDefined();
    const urls = [...precache!.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]);
    expect(urls).toEqual(['/index.html', ...boot, '/favicon.svg']);
    expect(precache).toMatch(/url:"\/index\.html",revision:"[0-9a-f]{16}"/);
  });

  it("knows every hashed file of its build, and Workbox's development code is left out", () => {
    const worker = textOf(file('sw.js')!);
    const assets = output.filter((f) => f.fileName.startsWith('assets/'));
    expect(assets.length).toBeGreaterThan(10);
    const missing = assets.filter((asset) => !worker.includes(`"/${asset.fileName}"`)).map((a) => a.fileName);
    expect(missing).toEqual([]);
    expect(worker.includes('process.env')).toBe(false);
    expect(/workbox-(core|precaching)\]|logger/i.test(worker)).toBe(false);
  });

  it('is registered by the entry at /sw.js', () => {
    const entry = output.find((f): f is Rolldown.OutputChunk => f.type === 'chunk' && f.isEntry)!;
    // Checked as a boolean: a failure would otherwise print the whole entry chunk.
    expect(/register\([`"']\/sw\.js[`"']\)/.test(entry.code)).toBe(true);
  });
});
