/**
 * The Sinhala texts of the student-content screens (classes, videos, tutes, books, exams, contact,
 * live quiz), key for key the English ../en-content.ts; only their lazy routes load them. Fees go
 * through `rupees` so they read the same in every language. The terms follow ./GLOSSARY.md.
 */
import { siteConfig } from '../../config';
import { rupees } from '../../i18n/format';
import type { Translation } from '../../i18n/translation';
import type { contentTexts } from '../en-content';

const brand = siteConfig.brand;

export const content: Translation<typeof contentTexts> = {
  newTab: '(නව ටැබයක විවෘත වේ)',
  loadMore: 'තවත් පෙන්වන්න',
  loginNeeded: 'මෙම ගොනු බැලීමට කරුණාකර පිවිසෙන්න.',
  loginNow: 'දැන් පිවිසෙන්න',

  classes: {
    types: { Revision: 'පුනරීක්ෂණ', Theory: 'සිද්ධාන්ත', Practical: 'ප්‍රායෝගික', Paper: 'ප්‍රශ්න පත්‍ර', Physical: 'භෞතික' },
    days: {
      Sunday: 'ඉරිදා',
      Monday: 'සඳුදා',
      Tuesday: 'අඟහරුවාදා',
      Wednesday: 'බදාදා',
      Thursday: 'බ්‍රහස්පතින්දා',
      Friday: 'සිකුරාදා',
      Saturday: 'සෙනසුරාදා',
    },
    heading: 'පන්ති',
    intro: 'උසස් පෙළ ඉංජිනේරු තාක්ෂණවේදය සඳහා භෞතික සහ මාර්ගගත පන්ති.',
    teacher: 'ගුරුවරයා',
    type: 'වර්ගය',
    location: 'ස්ථානය',
    schedule: 'කාලසටහන',
    fee: 'ගාස්තුව',
    feeText: (fee: number) => `මසකට ${rupees(fee)}/=`,
    empty: 'දැනට පන්ති කිසිවක් සැලසුම් කර නැත. කරුණාකර පසුව නැවත බලන්න!',
    delete: 'මකන්න',
    deleteLabel: (title: string) => `${title} මකන්න`,
    confirmTitle: 'පන්තිය මකන්න',
    confirmText: (title: string) => `"${title}" මැකීමට ඔබට විශ්වාසද?`,
    confirm: 'මකන්න',
    cancel: 'අවලංගු කරන්න',
    deleted: 'පන්තිය මකා දමන ලදී',
    deleteFailed: 'පන්තිය මැකීම අසාර්ථක විය.',
  },

  videos: {
    heading: 'ඉංජිනේරු තාක්ෂණවේද වීඩියෝ',
    intro: 'ප්‍රවර්ග අනුව පටිගත කළ පාඩම්. නොමිලේ වීඩියෝ සැමට විවෘතය.',
    categoriesLabel: 'වීඩියෝ ප්‍රවර්ග',
    categories: {
      theory: { title: 'සිද්ධාන්ත', text: 'විෂය නිර්දේශයේ සෑම ඒකකයක්ම පියවරෙන් පියවර පැහැදිලි කෙරේ.' },
      revision: { title: 'පුනරීක්ෂණ', text: 'විභාගයට පෙර ඉක්මන්, ඉලක්කගත පුනරීක්ෂණය.' },
      practical: { title: 'ප්‍රායෝගික', text: 'ප්‍රශ්න පත්‍රයට අවශ්‍ය ප්‍රායෝගික ක්‍රියාකාරකම්, විද්‍යාගාරයේදීම.' },
      paper: { title: 'ප්‍රශ්න පත්‍ර සාකච්ඡා', text: 'පසුගිය සහ ආදර්ශ ප්‍රශ්න පත්‍ර, විසඳමින් සාකච්ඡා කෙරේ.' },
    },
    freeHeading: 'නොමිලේ වීඩියෝ',
    noVideos: 'මෙහි තවම වීඩියෝ එක් කර නැත.',
    pick: 'නැරඹීම ආරම්භ කිරීමට පහතින් වීඩියෝවක් තෝරන්න.',
    allVideos: 'සියලු වීඩියෝ',
    nowPlaying: 'දැන් ධාවනය වේ',
    play: (title: string) => `${title} ධාවනය කරන්න`,
    player: (title: string) => `වීඩියෝව: ${title}`,
    uploaded: (date: string) => `${date} දින උඩුගත කරන ලදී`,
    loadingCaption: 'විස්තරය පූරණය වෙමින්...',
    like: 'කැමතියි',
    likes: (n: number) => (n === 1 ? 'එක් අයෙක් කැමතියි' : `${n} දෙනෙක් කැමතියි`),
    loginToJoin: 'කැමැත්ත පළ කිරීමට සහ අදහස් දැක්වීමට පිවිසෙන්න.',
    login: 'පිවිසෙන්න',
    commentsHeading: 'අදහස්',
    noComments: 'තවම අදහස් නැත. ප්‍රශ්නයක් අසන හෝ ස්තුති කරන පළමුවැන්නා ඔබ වන්න!',
    commentLabel: 'අදහසක් එක් කරන්න',
    commentPlaceholder: 'අදහසක් ලියන්න…',
    post: 'පළ කරන්න',
    commentFailed: 'අදහස එක් කිරීම අසාර්ථක විය. කරුණාකර නැවත උත්සාහ කරන්න.',
    videoFallback: 'ඔබගේ බ්‍රව්සරයට මෙම වීඩියෝව ධාවනය කළ නොහැක.',
    quality: 'ගුණත්වය',
    qualityAuto: 'ස්වයංක්‍රීය',
    qualityLevel: (name: string, mbPerHour: number, dataSaver: boolean) =>
      `${dataSaver ? `දත්ත ඉතිරිකරණය (${name})` : name} · පැයකට MB ${mbPerHour} පමණ`,
    streamEnded: 'මෙම වීඩියෝව නතර විය: එයට ඔබගේ ප්‍රවේශය අවසන් වී ඇත. නැවත පිවිසෙන්න, නැතහොත් ආයතනයෙන් විමසන්න.',
  },

  freeVideos: {
    heading: 'නොමිලේ වීඩියෝ',
    intro: 'සැමට විවෘත පාඩම්. නැරඹීමට එකක් තෝරන්න.',
    showCaption: 'විස්තරය පෙන්වන්න',
    hideCaption: 'විස්තරය සඟවන්න',
    noCaption: 'මෙම වීඩියෝවට විස්තරයක් නැත.',
  },

  tutes: {
    searchLabel: 'PDF නාමයෙන් සොයන්න',
    searchPlaceholder: 'සොයන්න…',
    download: 'බාගන්න',
    downloadLabel: (name: string) => `${name} බාගන්න`,
    close: 'වසන්න',
    closeLabel: 'PDF දර්ශකය වසන්න',
    openInTab: 'නව ටැබයක විවෘත කරන්න',
    viewerTitle: (name: string) => `PDF ගොනුව: ${name}`,
    free: 'නොමිලේ',
    updatedOn: (year: number) => `${year} දී යාවත්කාලීන කරන ලදී`,
    year: (year: string) => `${year} වර්ෂය`,
    none: 'මෙහි තවම ගොනු එක් කර නැත.',
    noMatch: (query: string) => `"${query}" ට ගැළපෙන ගොනු නැත.`,
    pastPapers: {
      heading: 'පසුගිය ප්‍රශ්න පත්‍ර ලකුණු දීමේ පටිපාටි',
      intro: 'පසුගිය උසස් පෙළ ඉංජිනේරු තාක්ෂණවේද ප්‍රශ්න පත්‍රවල ලකුණු දීමේ පටිපාටි.',
    },
    revisionTutes: { heading: 'පුනරීක්ෂණ ටියුට්', intro: 'ලියාපදිංචි සිසුන් සඳහා පුනරීක්ෂණ ටියුට්.' },
    sampathBooks: { heading: 'Sampath පොත් එකතුව', intro: 'Sampath පොත්, සෑම සිසුවෙකුටම නොමිලේ.' },
  },

  exams: {
    heading: 'මාර්ගගත විභාග',
    intro: 'සෑම විභාගයක්ම නව ටැබයක Google Forms හි විවෘත වේ. ආරම්භ කිරීමට පෙර කාල සීමාව කියවන්න.',
    alYear: (year: string) => `${year} උ.පෙ.`,
    duration: (minutes: number) => `මිනිත්තු ${minutes}`,
    start: 'විභාගය අරඹන්න',
    startLabel: (title: string) => `විභාගය අරඹන්න: ${title} (නව ටැබයක විවෘත වේ)`,
    empty: 'දැනට විභාග කිසිවක් නැත. කරුණාකර පසුව නැවත බලන්න!',
  },

  contact: {
    heading: 'අප අමතන්න',
    intro: 'පන්ති, ගාස්තු හෝ ප්‍රවේශය ගැන ප්‍රශ්න තිබේද? අපට පණිවිඩයක් එවන්න, අපි ඊමේල් මගින් පිළිතුරු දෙන්නෙමු.',
    name: 'නම',
    email: 'ඊමේල් ලිපිනය',
    phone: 'දුරකථන අංකය',
    message: 'පණිවිඩය',
    required: '*මෙම ක්ෂේත්‍රය අනිවාර්යයි.',
    send: 'පණිවිඩය යවන්න',
    success: 'සාර්ථකව යවන ලදී',
    failed: 'පණිවිඩය යැවීම අසාර්ථක විය',
  },

  quiz: {
    heading: 'සජීවී ප්‍රශ්නාවලිය',
    badge: 'ළඟදීම',
    title: 'අපගේ පළමු සජීවී ප්‍රශ්නාවලිය ළඟදීම!',
    text: `${brand} උසස් පෙළ ඉංජිනේරු තාක්ෂණවේද සිසුන් සඳහා සිය පළමු සජීවී ප්‍රශ්නාවලිය සූදානම් කරමින් සිටී: සජීවීව පිළිතුරු දෙන්න, ඔබ කීවෙනියාදැයි බලන්න, සෑම ප්‍රශ්නයකින්ම ඉගෙන ගන්න.`,
    follow: 'දිනය මුලින්ම දැනගැනීමට අප අනුගමනය කරන්න:',
  },
};
