/**
 * Which source modules each built file carries, so the web section can tell admin code by what is
 * inside a file rather than by its name. Vite's builds are deterministic (content-hashed names), so
 * an in-memory build with the same config names its files exactly as the build the stack serves;
 * the section checks that every file a page fetched is in this map.
 */
import { build, type Rolldown } from 'vite';
import { REPO_ROOT, VITE_CONFIG } from '../local/config';

/** The admin console's code: its feature folder, its message catalogue and its styles. */
const ADMIN_MODULE = /web\/src\/(features\/admin\/|texts\/en-admin\.ts|styles\/admin\.css)/;

export interface BuiltFile {
  /** e.g. assets/index-BHTtaTfj.js */
  fileName: string;
  /**
   * Source modules bundled into a script (repo-relative); for a stylesheet, the scripts that import
   * it, or its own source file when the code fetches it on demand.
   */
  modules: string[];
  admin: boolean;
}

export async function mapBuiltFiles(): Promise<Map<string, BuiltFile>> {
  const result = await build({
    configFile: VITE_CONFIG,
    mode: 'production',
    logLevel: 'silent',
    build: { write: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((o) => o.output).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  const files = new Map<string, BuiltFile>();
  const relative = (id: string) => id.replace(/\\/g, '/').replace(REPO_ROOT.replace(/\\/g, '/'), '');

  for (const chunk of chunks) {
    const modules = chunk.moduleIds.map(relative);
    files.set(chunk.fileName, {
      fileName: chunk.fileName,
      modules,
      admin: modules.some((id) => ADMIN_MODULE.test(id)),
    });
  }
  // A stylesheet is Vite's split-off CSS of the chunks that import it: admin when only admin code does.
  const importers = new Map<string, BuiltFile[]>();
  for (const chunk of chunks) {
    const css =
      (chunk as Rolldown.OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ??
      new Set<string>();
    for (const name of css) importers.set(name, [...(importers.get(name) ?? []), files.get(chunk.fileName)!]);
  }
  for (const [name, users] of importers) {
    files.set(name, { fileName: name, modules: users.map((u) => u.fileName), admin: users.every((u) => u.admin) });
  }
  // A stylesheet the code imports on demand (a script's font faces) belongs to no chunk: it is its own
  // source. So is a script the build emits beside the app's chunks (index.html's boot script).
  const assets = outputs.flatMap((o) => o.output).filter((item): item is Rolldown.OutputAsset => item.type === 'asset');
  for (const asset of assets) {
    if (!/\.(css|js)$/.test(asset.fileName) || files.has(asset.fileName)) continue;
    // Asset names are relative to the Vite root, web/.
    const sources = asset.originalFileNames.map((name) => `web/${name}`);
    files.set(asset.fileName, {
      fileName: asset.fileName,
      modules: sources,
      admin: sources.some((id) => ADMIN_MODULE.test(id)),
    });
  }
  return files;
}
