import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

// root is web/ so `npm start` (vite build) and `npm run dev` (middleware mode) both find index.html
// here, wherever they are launched from. The zod schemas are imported relatively from functions/shared.
export default defineConfig({
  root: webRoot,
  base: '/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Students are on prepaid mobile data: no source maps shipped, assets inlined only when tiny.
    sourcemap: false,
    assetsInlineLimit: 2048,
    reportCompressedSize: true,
  },
  server: {
    fs: { allow: [fileURLToPath(new URL('..', import.meta.url))] },
  },
});
