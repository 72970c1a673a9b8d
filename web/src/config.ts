/**
 * Site configuration read once at build time (Vite `VITE_*` variables). The brand name is
 * configuration, default "EngTech Academy". Social links default to the networks' own pages until the
 * tutor's pages are configured.
 */
const env = import.meta.env;

const pick = (value: string | undefined, fallback: string): string => (value && value.trim() ? value.trim() : fallback);

export const siteConfig = {
  brand: pick(env.VITE_BRAND_NAME, 'EngTech Academy'),
  social: {
    facebook: pick(env.VITE_SOCIAL_FACEBOOK, 'https://www.facebook.com/'),
    instagram: pick(env.VITE_SOCIAL_INSTAGRAM, 'https://www.instagram.com/'),
    youtube: pick(env.VITE_SOCIAL_YOUTUBE, 'https://www.youtube.com/'),
    telegram: pick(env.VITE_SOCIAL_TELEGRAM, 'https://telegram.org/'),
  },
} as const;

/** At 768 px or less the layout is mobile. */
export const MOBILE_QUERY = '(max-width: 768px)';

/** Local storage keys, spelled exactly as docs/product.md gives them. */
export const storageKeys = {
  theme: 'dark-theme',
  userName: 'user name',
  /** The last account the server confirmed: saved items stay listed under it while offline. */
  account: 'engtech-account',
} as const;
