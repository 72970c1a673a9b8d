/**
 * A small script the build emits beside the app (the service worker, the boot preloader): bundled by
 * esbuild into one minified classic script with no comments, with build-time values defined in.
 */
import { build as esbuild } from 'esbuild';

export async function bundleScript(entry: string, define: Record<string, string>): Promise<string> {
  const result = await esbuild({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    define,
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error(`esbuild produced nothing for ${entry}`);
  return output.text;
}
