import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bootPreload } from './vite-boot-preload.ts';
import { serviceWorker } from './vite-sw-plugin.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * The brand is configuration with one source: cdk.json's context.brandName, which the
 * cloud stack and the local handlers read too. VITE_BRAND_NAME, when set, wins.
 */
function brandName(): string {
  if (process.env.VITE_BRAND_NAME?.trim()) return process.env.VITE_BRAND_NAME.trim();
  try {
    const cdk = JSON.parse(readFileSync(new URL('../cdk.json', import.meta.url), 'utf8')) as {
      context?: { brandName?: string };
    };
    return cdk.context?.brandName?.trim() || 'EngTech Academy';
  } catch {
    return 'EngTech Academy';
  }
}

// root is web/ so `npm start` (vite build) and `npm run dev` (middleware mode) both find index.html
// here, wherever they are launched from. The zod schemas and the route keys come from functions by
// the aliases tsconfig.base.json's `paths` name (@schemas, @route-keys).
/**
 * React Router's build leaves its components and contexts (`React.forwardRef(...)`,
 * `React.createContext(...)`) without pure annotations and names each one at the top level
 * (`Form.displayName = "Form"`), so the bundler must keep every one of them — <Form>, fetchers,
 * scroll restoration, the RSC error handler — and all they reach, though this site uses none.
 * Marking those calls pure and dropping the DevTools-only names lets tree-shaking remove them
 * from every page's first load. Only react-router's own files are touched; if its
 * build output changes shape the patterns stop matching and tests/web/bundle.test.tsx's budget
 * fails, nothing breaks.
 */
function treeShakeReactRouter(): Plugin {
  return {
    name: 'tree-shake-react-router',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/ },
      handler: (code) => ({
        code: code
          .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, '')
          .replace(/\bReact\d*\.(forwardRef|createContext|memo)\(/g, '/* @__PURE__ */ $&')
          // Its console warnings for developers (a route that matched nothing, a bad <Link>) are
          // messages to the developer alone, as React's own are in its production build.
          .replace(/(?<!function )\b(warning|warningOnce|warnOnce)\(/g, '/* @__PURE__ */ $&'),
        map: null,
      }),
    },
  };
}

/**
 * React Router's package exports only its development build, whose dev-only warnings and error
 * screens (`ENABLE_DEV_WARNINGS`) every visitor would download and parse. It ships a production
 * build beside it, the same code with those switched off: the site's build uses that one.
 */
function reactRouterProductionBuild(): Plugin {
  const production = fileURLToPath(new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url));
  return {
    name: 'react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (source === 'react-router' ? production : null),
  };
}

const brand = brandName();
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export default defineConfig({
  root: webRoot,
  base: '/',
  resolve: { tsconfigPaths: true },
  plugins: [
    react(),
    reactRouterProductionBuild(),
    treeShakeReactRouter(),
    // The title shown before the app's script has run.
    { name: 'brand-title', transformIndexHtml: (html) => html.replaceAll('%BRAND_NAME%', escapeHtml(brand)) },
    // The first screen's files asked for while the entry still downloads (web/src/boot). Before the
    // service worker's plugin, which stores index.html and the files it boots with as they end up.
    bootPreload({
      // What i18n/language.ts's activateLanguage waits for before the first render in that language.
      // Not the script's font files: the stylesheet names the device's own face first, and only a
      // device without one fetches them.
      languages: {
        si: ['i18n/packs/si.ts', 'i18n/translate.ts', 'i18n/fonts.ts', 'styles/font-sinhala.css'],
        ta: ['i18n/packs/ta.ts', 'i18n/translate.ts', 'i18n/fonts.ts', 'styles/font-tamil.css'],
      },
      // The visitor pages people arrive on, as app/router.tsx routes them (the boot script takes `/`
      // for /home, where the app moves it).
      routes: {
        '/home': ['features/home/routes/Home.tsx'],
        '/classes': ['features/classes/routes/Classes.tsx'],
        '/videos': ['features/videos/routes/VideosDashboard.tsx'],
      },
      // The lists those pages show first, as their screens ask for them (the dashboard's free videos,
      // whose first thumbnail is the page's largest paint).
      requests: {
        '/videos': ['/api/aws/getVideos/free'],
      },
    }),
    // /sw.js: the offline app shell and the student's saved files (web/src/sw).
    serviceWorker(),
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
      // A feature's index.ts only re-exports (and names lazy loaders): a screen that imports one
      // fetcher through another feature's entry must not pull in and run that feature's components.
      treeshake: {
        moduleSideEffects: [
          { test: /web[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false },
          { test: /functions[\\/]shared[\\/]schemas[\\/][^\\/]+\.ts$/, sideEffects: false },
        ],
      },
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
            // (not its dependencies), so the player never rides along with the PDF or class pages;
            // the pages as the app composes them (app/screens) ride with their family.
            // Videos are two: the lecture pages with the player they show (the stage with its
            // comments, likes and quality menu, and the hls.js driver), and the rest (the dashboard's
            // lists and cards, the lecture calls, the loader of hls.js). The dashboard's first load
            // is then the rest only; it fetches the player once it is idle.
            {
              name: 'player',
              test: /web[\\/]src[\\/](features[\\/]videos[\\/](player[\\/](?!load-hls)|hooks[\\/](use-hls-stream|use-video-meta)\.ts|components[\\/](VideoStage|VideoPlayer|Comments|LikeButton|QualityMenu|CategoryVideos)\.tsx|routes[\\/](?!VideosDashboard))|app[\\/]screens[\\/]videos[\\/])/,
              includeDependenciesRecursively: false,
              priority: 1,
            },
            {
              name: 'videos',
              test: /web[\\/]src[\\/]features[\\/]videos[\\/]/,
              includeDependenciesRecursively: false,
            },
            // The validator and the schemas the forms check with, in one chunk as before they were
            // tree-shaken per module: the few plain values pages without a form use (the sample
            // classes, the video folders' access, the month names) stay out of it, and so does zod with them.
            {
              name: 'schemas',
              test: /functions[\\/]shared[\\/]schemas[\\/](?!sample-classes|videos\.ts|month-names)|node_modules[\\/]zod[\\/]/,
              includeDependenciesRecursively: false,
            },
            // Offline study's own code and store and the slots it fills: every page offering offline
            // study, /saved, and the start-up and logout work need them, and none of those needs the
            // player for them. The lecture calls it shares with the player ride with the videos lists.
            {
              name: 'offline',
              test: /web[\\/]src[\\/](features[\\/]offline[\\/](lib|hooks)[\\/]|lib[\\/]saved-db\.ts|components[\\/]offline-slots\.tsx)|node_modules[\\/]idb[\\/]/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'library',
              test: /web[\\/]src[\\/](features|app[\\/]screens)[\\/]tutes[\\/]/,
              includeDependenciesRecursively: false,
            },
            // The exam list's fetcher rides with the exams screen that the admin's exam settings share.
            {
              name: 'OnlineExams',
              test: /web[\\/]src[\\/]features[\\/]exams[\\/]/,
              includeDependenciesRecursively: false,
            },
            // The home screen with its texts, styles and slides fetcher, which the admin's slide
            // settings share: left to itself, Rolldown gives that one small module a chunk (and a
            // round trip) of its own. The carousel stays apart: it is fetched only when there are slides.
            {
              name: 'Home',
              test: /web[\\/]src[\\/](features[\\/]home[\\/](?!components[\\/]SlideCarousel)|texts[\\/]en-home|styles[\\/]home\.css)/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    fs: { allow: [fileURLToPath(new URL('..', import.meta.url))] },
  },
});
