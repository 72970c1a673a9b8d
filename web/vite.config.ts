import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * The brand is configuration (DESIGN.md) with one source: cdk.json's context.brandName, which the
 * cloud stack and the local handlers read too. VITE_BRAND_NAME, when set, wins.
 */
function brandName(): string {
  if (process.env.VITE_BRAND_NAME?.trim()) return process.env.VITE_BRAND_NAME.trim();
  try {
    const cdk = JSON.parse(readFileSync(new URL('../cdk.json', import.meta.url), 'utf8')) as { context?: { brandName?: string } };
    return cdk.context?.brandName?.trim() || 'EngTech Academy';
  } catch {
    return 'EngTech Academy';
  }
}

// root is web/ so `npm start` (vite build) and `npm run dev` (middleware mode) both find index.html
// here, wherever they are launched from. The zod schemas are imported relatively from functions/shared.
const brand = brandName();
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export default defineConfig({
  root: webRoot,
  base: '/',
  plugins: [
    react(),
    // The title shown before the app's script has run.
    { name: 'brand-title', transformIndexHtml: (html) => html.replaceAll('%BRAND_NAME%', escapeHtml(brand)) },
  ],
  define: { 'import.meta.env.VITE_BRAND_NAME': JSON.stringify(brand) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Students are on prepaid mobile data: no source maps shipped, assets inlined only when tiny.
    sourcemap: false,
    assetsInlineLimit: 2048,
    // Every browser that runs es2022 modules supports <link rel=modulepreload>: skip the polyfill.
    modulePreload: { polyfill: false },
    reportCompressedSize: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the first screen needs in one file. Left to itself, Rolldown splits modules
            // that lazy routes share with the entry (config, the JSX runtime, React) into small extra
            // chunks, depending on how many routes import them: one more round trip and gzip frame
            // each, for no gain, since the entry loads them anyway.
            { name: 'app', tags: ['$initial'], priority: 10 },
            // One chunk per content family instead of a dozen tiny ones: fewer round trips on a slow
            // phone, and fewer file names in the entry's preload map. Only the feature's own modules
            // (not its dependencies), so the player never rides along with the PDF or class pages.
            { name: 'videos', test: /web[\\/]src[\\/]features[\\/]videos[\\/]/, includeDependenciesRecursively: false },
            { name: 'library', test: /web[\\/]src[\\/]features[\\/]tutes[\\/]/, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    fs: { allow: [fileURLToPath(new URL('..', import.meta.url))] },
  },
});
