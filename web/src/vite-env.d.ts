/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_BRAND_NAME?: string;
  readonly VITE_SOCIAL_FACEBOOK?: string;
  readonly VITE_SOCIAL_INSTAGRAM?: string;
  readonly VITE_SOCIAL_YOUTUBE?: string;
  readonly VITE_SOCIAL_TELEGRAM?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** hls.js ships no separate types for its light build: it has the same API as the full one. */
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
