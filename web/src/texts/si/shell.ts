/**
 * The Sinhala catalogue's shell texts: what every page's first load needs (navigation, footer,
 * toasts, route titles, errors), key for key the English catalogue (../en.ts). Loaded only when Sinhala is the
 * active language. The terms follow ./GLOSSARY.md.
 */
import { siteConfig } from '../../config';
import type { Translation } from '../../i18n/translation';
import type { siteTexts } from '../en';

const brand = siteConfig.brand;

/**
 * The English shell's keys, plus the two texts the language runtime adds to it (the switcher's name
 * and the generic "check this field"): stated here so this file compiles both before and after
 * that runtime joins the English catalogue; once it has, this is just `Translation<typeof siteTexts>`.
 */
type ShellTexts = typeof siteTexts & { nav: { language: string }; errors: { invalidField: string } };

export const shell: Translation<ShellTexts> = {
  brand,
  tagline: 'ශ්‍රී ලංකාව පුරා ඉංජිනේරු තාක්ෂණවේදය හදාරන සිසුන් සවිබල ගන්වමු',
  skipToContent: 'ප්‍රධාන අන්තර්ගතයට යන්න',
  loading: 'පූරණය වෙමින්',
  pageTitle: (title: string) => `${title} | ${brand}`,

  nav: {
    label: 'ප්‍රධාන',
    home: 'මුල් පිටුව',
    classes: 'පන්ති',
    liveQuiz: 'සජීවී ප්‍රශ්නාවලිය',
    exams: 'විභාග',
    revisionTutes: 'පුනරීක්ෂණ ටියුට්',
    videos: 'වීඩියෝ',
    pastPapers: 'ලකුණු දීමේ පටිපාටි',
    sampathBooks: 'සම්පත් පොත්',
    contact: 'සම්බන්ධ වන්න',
    profile: 'පැතිකඩ',
    saved: 'සුරැකි දෑ',
    admin: 'පරිපාලක',
    login: 'පිවිසෙන්න',
    register: 'ලියාපදිංචි වන්න',
    logout: 'ඉවත් වන්න',
    openMenu: 'මෙනුව',
    // The switcher's name; each language in it is named in its own script.
    language: 'භාෂාව',
    homeLink: (name: string) => `${name} මුල් පිටුව`,
  },

  theme: {
    // The label names the mode the button switches to.
    toLight: 'ආලෝක මාදිලිය',
    toDark: 'අඳුරු මාදිලිය',
  },

  footer: {
    followUs: 'අප අනුගමනය කරන්න',
    about: 'අප ගැන',
    facebook: 'Facebook',
    instagram: 'Instagram',
    youtube: 'YouTube',
    telegram: 'Telegram',
    newTab: '(නව ටැබයක විවෘත වේ)',
    copyright: (year: number) => `© ${year} ${brand}. සියලු හිමිකම් ඇවිරිණි.`,
  },

  toast: {
    region: 'දැනුම්දීම්',
    dismiss: 'දැනුම්දීම ඉවත් කරන්න',
  },

  notFound: {
    title: 'පිටුව හමු නොවීය',
    code: '404',
    text: 'ඔබ සොයන පිටුව නොපවතී, නැතහොත් වෙනත් තැනකට ගෙන ගොස් ඇත.',
    action: 'මුල් පිටුවට යන්න',
  },

  // Route titles: the route table sets the document title from these before a screen's code arrives.
  titles: {
    home: 'මුල් පිටුව',
    login: 'පිවිසෙන්න',
    register: 'ලියාපදිංචි වන්න',
    otp: 'ඔබගේ ගිණුම තහවුරු කරන්න',
    reset: 'මුරපදය යළි සකසන්න',
    unauthorized: 'අවසර නැත',
    about: 'අප ගැන',
    profile: 'පැතිකඩ',
    admin: 'පරිපාලක',
    classes: 'පන්ති',
    videos: 'ඉංජිනේරු තාක්ෂණවේද වීඩියෝ',
    theoryVideos: 'සිද්ධාන්ත වීඩියෝ',
    revisionVideos: 'පුනරීක්ෂණ වීඩියෝ',
    practicalVideos: 'ප්‍රායෝගික වීඩියෝ',
    paperVideos: 'ප්‍රශ්න පත්‍ර සාකච්ඡා',
    pastPapers: 'පසුගිය ප්‍රශ්න පත්‍ර ලකුණු දීමේ පටිපාටි',
    revisionTutes: 'පුනරීක්ෂණ ටියුට්',
    contact: 'අප අමතන්න',
    slider: 'ස්ලයිඩර්',
    sliderImage: 'ස්ලයිඩර් රූපය',
    sampathBook: 'සම්පත් පොත් එකතුව',
    freeVideos: 'නොමිලේ වීඩියෝ',
    quizViewer: 'සජීවී ප්‍රශ්නාවලිය',
    googleForm: 'මාර්ගගත විභාග',
    saved: 'නොබැඳි අධ්‍යයනය සඳහා සුරැකි දෑ',
    fees: 'පන්ති ගාස්තු',
  },

  errors: {
    network: 'සේවාදායකයට සම්බන්ධ විය නොහැකි විය. ඔබගේ සම්බන්ධතාව පරීක්ෂා කර නැවත උත්සාහ කරන්න.',
    generic: 'යම් දෝෂයක් සිදු විය. කරුණාකර නැවත උත්සාහ කරන්න.',
    reload: 'පිටුව නැවත පූරණය කරන්න',
    offline: 'මෙම පිටුවට අන්තර්ජාල සම්බන්ධතාවක් අවශ්‍යයි.',
    offlineHint: 'ඔබ සුරැකි ටියුට් සහ දේශන සම්බන්ධතාවක් නොමැතිව විවෘත වේ.',
    openSaved: 'සුරැකි දෑ විවෘත කරන්න',
    // Shown beside a field when the validator's own words are generic (no text of their own to translate).
    invalidField: 'මෙම ක්ෂේත්‍රය පරීක්ෂා කරන්න.',
  },
};
