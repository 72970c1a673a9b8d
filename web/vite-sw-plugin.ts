/**
 * Builds the service worker (web/src/sw/sw.ts) into /sw.js at the root of the build, beside
 * index.html: a worker controls only the paths under its own URL, and a name without a hash lets the
 * browser find each new version at the same address. Bundled by esbuild once the app's bundle is
 * final, with what the worker must know of this build put in as a constant: the app shell to store
 * (index.html under its content hash, and the files it boots with) and the list of hashed files.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type { BuildInfo } from './src/sw/build-info';
import { precacheEntries } from './src/sw/precache-list.ts';
import { bundleScript } from './vite-script-bundle';

const ENTRY = fileURLToPath(new URL('./src/sw/sw.ts', import.meta.url));

/** The hash length in the build's file names, read from a chunk (`assets/<name>-<hash>.js`). */
function hashLengthOf(chunks: readonly { fileName: string; name: string }[]): number {
  const lengths = new Set(
    chunks
      .filter((chunk) => chunk.fileName.startsWith(`assets/${chunk.name}-`))
      .map((chunk) => chunk.fileName.length - `assets/${chunk.name}-`.length - '.js'.length),
  );
  const [length, ...others] = [...lengths];
  if (length === undefined || others.length > 0)
    throw new Error(
      `service worker: cannot tell the hash length of the build's file names (${[...lengths].join(', ')})`,
    );
  return length;
}

export function serviceWorker(): Plugin {
  let publicDir = '';
  return {
    name: 'service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const html = bundle['index.html'];
        if (html?.type !== 'asset') throw new Error('service worker: the build has no index.html');
        const htmlText = typeof html.source === 'string' ? html.source : new TextDecoder().decode(html.source);
        const files = Object.values(bundle).filter((file) => file.fileName.startsWith('assets/'));
        const info: BuildInfo = {
          precache: precacheEntries(htmlText, createHash('sha256').update(htmlText).digest('hex').slice(0, 16)),
          assets: files.map((file) => `/${file.fileName}`).sort(),
          hashLength: hashLengthOf(files.flatMap((file) => (file.type === 'chunk' ? [file] : []))),
        };
        // Hashed files come from the bundle; the root files (the tab icon) are copied from public/.
        const missing = info.precache.filter((entry) =>
          entry.url.startsWith('/assets/')
            ? !info.assets.includes(entry.url)
            : entry.url !== '/index.html' && !existsSync(join(publicDir, entry.url)),
        );
        if (missing.length > 0)
          throw new Error(
            `service worker: index.html boots with files the build lacks: ${missing.map((e) => e.url).join(', ')}`,
          );
        const source = await bundleScript(ENTRY, {
          __BUILD_INFO__: JSON.stringify(info),
          // Workbox's development logging and argument checks are left out of what ships.
          'process.env.NODE_ENV': '"production"',
        });
        this.emitFile({ type: 'asset', fileName: 'sw.js', source });
      },
    },
  };
}
