/**
 * Every user-facing text, keyed by id, so other languages (Sinhala, Tamil) can follow English: their
 * texts are written into these same objects when the reader picks one (i18n/catalogues.ts).
 * This module holds what every page's first load needs (shell, route titles, errors); the screens'
 * own texts live beside it in en-home.ts, en-pages.ts, en-content.ts and en-admin.ts, so a visitor's
 * first load of `/` carries no login, registration or profile texts.
 * Texts docs/product.md quotes are copied exactly, typos included ("Succesfully Registered").
 * The validation messages live once in the shared schema module: see ./validation.ts.
 */
import { siteConfig } from '../config';
import { translatable } from '../i18n/catalogues';

const brand = siteConfig.brand;

export const siteTexts = translatable('shell', {
  brand,
  tagline: 'Empowering Engineering Technology students across Sri Lanka',
  skipToContent: 'Skip to main content',
  loading: 'Loading',
  pageTitle: (title: string) => `${title} | ${brand}`,

  nav: {
    label: 'Main',
    home: 'Home',
    classes: 'Classes',
    liveQuiz: 'Live Quiz',
    exams: 'Exams',
    revisionTutes: 'Revision Tutes',
    videos: 'Videos',
    pastPapers: 'Past Paper Markings',
    sampathBooks: 'Sampath Books',
    contact: 'Contact',
    profile: 'Profile',
    saved: 'Saved',
    admin: 'Admin',
    login: 'Login',
    register: 'Register',
    logout: 'Logout',
    openMenu: 'Menu',
    // The switcher's name; each language in it is named in its own script (i18n/language.ts).
    language: 'Language',
    homeLink: (name: string) => `${name} home`,
  },

  theme: {
    // The label names the mode the button switches to.
    toLight: 'Light Mode',
    toDark: 'Dark Mode',
  },

  footer: {
    followUs: 'Follow us',
    about: 'About',
    facebook: 'Facebook',
    instagram: 'Instagram',
    youtube: 'YouTube',
    telegram: 'Telegram',
    newTab: '(opens in a new tab)',
    copyright: (year: number) => `© ${year} ${brand}. All rights reserved.`,
  },

  toast: {
    region: 'Notifications',
    dismiss: 'Dismiss notification',
  },

  notFound: {
    title: 'Page not found',
    code: '404',
    text: 'The page you are looking for does not exist or has moved.',
    action: 'Return Home',
  },

  // Route titles: the route table sets the document title from these before a screen's code arrives.
  titles: {
    home: 'Home',
    login: 'Login',
    register: 'Register',
    otp: 'Verify your account',
    reset: 'Reset password',
    unauthorized: 'Unauthorized',
    about: 'About',
    profile: 'Profile',
    admin: 'Admin',
    classes: 'Classes',
    videos: 'Engineering Technology Videos',
    theoryVideos: 'Theory Videos',
    revisionVideos: 'Revision Videos',
    practicalVideos: 'Practical Videos',
    paperVideos: 'Paper Discussion',
    pastPapers: 'Past Paper Markings',
    revisionTutes: 'Revision Tutes',
    contact: 'Contact Us',
    slider: 'Slider',
    sliderImage: 'Slider Image',
    sampathBook: 'Sampath Book Collection',
    freeVideos: 'Free Videos',
    quizViewer: 'Live Quiz',
    googleForm: 'Online Exams',
    saved: 'Saved for offline study',
    fees: 'Class fees',
  },

  errors: {
    network: 'Could not reach the server. Check your connection and try again.',
    generic: 'Something went wrong. Please try again.',
    reload: 'Reload the page',
    // A screen whose code was never fetched cannot open without a connection; saved items can.
    offline: 'This page needs a connection.',
    offlineHint: 'Your saved tutes and lectures open without one.',
    openSaved: 'Open saved items',
    // Shown beside a field when the validator's own words are generic (no text of their own to translate).
    invalidField: 'Check this field.',
  },
} as const);
