/**
 * Emits the boot script (web/src/boot/preload.ts) as a hashed asset and loads it `async` from
 * index.html, ahead of the app's entry. The script gets this build's file names as a constant: per
 * language and per visitor page, the chunks (with the chunks and stylesheets they import statically,
 * except the entry's own) and assets that its modules ended up in. Each module is named by the end
 * of its path; one that no longer matches a file fails the build, so the hints never go stale quietly.
 * Beside them, per visitor page, the API answers its first screen asks for.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin, Rolldown } from 'vite';
import type { BootFiles } from './src/boot/boot-files';
import { bundleScript } from './vite-script-bundle';

const ENTRY = fileURLToPath(new URL('./src/boot/preload.ts', import.meta.url));

export interface BootPreloadOptions {
  /** Per language, the modules showing it needs, by the end of their path. */
  languages: Record<string, readonly string[]>;
  /** Per path as the browser asks for it, the modules of the page it opens. */
  routes: Record<string, readonly string[]>;
  /** Per path as the browser asks for it, the API GETs its first screen makes, as site paths. */
  requests: Record<string, readonly string[]>;
}

type Bundle = Rolldown.OutputBundle;
type Chunk = Rolldown.OutputChunk;

/** The files (as site paths) that loading `module` takes, beyond what the entry loads anyway. */
function filesOf(bundle: Bundle, module: string): string[] {
  const outputs = Object.values(bundle);
  const asset = outputs.find(
    (file) => file.type === 'asset' && file.originalFileNames.some((name) => name.endsWith(module)),
  );
  if (asset) return [`/${asset.fileName}`];
  const chunks = outputs.filter((file): file is Chunk => file.type === 'chunk');
  const owner = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(module)));
  if (!owner) throw new Error(`boot preload: no file of the build holds ${module}`);
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found = new Set<string>();
  const visit = (chunk: Chunk) => {
    if (chunk.isEntry || found.has(`/${chunk.fileName}`)) return;
    found.add(`/${chunk.fileName}`);
    chunk.viteMetadata?.importedCss.forEach((css) => found.add(`/${css}`));
    chunk.imports.forEach((name) => {
      const imported = byName.get(name);
      if (imported) visit(imported);
    });
  };
  visit(owner);
  return [...found];
}

const filesOfAll = (bundle: Bundle, table: Record<string, readonly string[]>) =>
  Object.fromEntries(
    Object.entries(table).map(([key, modules]) => [key, [...new Set(modules.flatMap((m) => filesOf(bundle, m)))]]),
  );

export function bootPreload(options: BootPreloadOptions): Plugin {
  return {
    name: 'boot-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const html = bundle['index.html'];
        if (html?.type !== 'asset') throw new Error('boot preload: the build has no index.html');
        const files: BootFiles = {
          languages: filesOfAll(bundle, options.languages),
          routes: Object.fromEntries(
            Object.entries(filesOfAll(bundle, options.routes)).map(([path, files]) => [
              path,
              [...files, ...(options.requests[path] ?? [])],
            ]),
          ),
        };
        const source = await bundleScript(ENTRY, { __BOOT_FILES__: JSON.stringify(files) });
        const ref = this.emitFile({ type: 'asset', name: 'boot.js', source });
        const script = `<script async src="/${this.getFileName(ref)}"></script>`;
        const text = typeof html.source === 'string' ? html.source : new TextDecoder().decode(html.source);
        // Before the entry's module script, so the browser asks for it first.
        const at = text.indexOf('<script type="module"');
        if (at === -1) throw new Error('boot preload: index.html has no module script to go before');
        html.source = `${text.slice(0, at)}${script}\n    ${text.slice(at)}`;
      },
    },
  };
}
