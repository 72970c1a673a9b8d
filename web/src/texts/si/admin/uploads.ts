/**
 * The Sinhala texts of the admin console's create and upload screens (Class Management, Forms
 * Create, Video Management, Tute Management), part of ../admin.ts's catalogue, key for key the
 * English ../../en-admin.ts.
 */
import type { Translation } from '../../../i18n/translation';
import type { adminTexts } from '../../en-admin';

type AdminTranslation = Translation<typeof adminTexts>;

export const classes: AdminTranslation['classes'] = {
  heading: 'පන්ති කළමනාකරණය',
  formTitle: 'නව පන්තියක් සාදන්න',
  title: 'මාතෘකාව',
  // The suffix is the stored title's own English text, so it is quoted as it is.
  titleHint: 'ඉංග්‍රීසි කැපිටල් අකුරින් ටයිප් වේ; පන්තිය සාදන විට " | Engineering Technology" අගට එක් කෙරේ.',
  type: 'වර්ගය',
  location: 'ස්ථානය',
  fee: 'මාසික ගාස්තුව (Rs.)',
  day: 'දිනය',
  startTime: 'ආරම්භක වේලාව',
  endTime: 'අවසන් වේලාව',
  endHint: 'ආරම්භක වේලාවට පසු විය යුතුය.',
  submit: 'පන්තිය සාදන්න',
  created: 'සාර්ථකව සාදන ලදී',
  failed: 'පන්තිය සාදන අතරතුර යම් දෝෂයක් සිදු විය.',
};

export const exams: AdminTranslation['exams'] = {
  heading: 'පෝරම සැදීම',
  formTitle: 'නව විභාගයක් සාදන්න',
  title: 'මාතෘකාව',
  year: 'වර්ෂය',
  description: 'විස්තරය',
  duration: 'කාලය (මිනිත්තු)',
  link: 'Google Form සබැඳිය',
  linkHint: 'https://docs.google.com/forms/ හෝ https://forms.gle/ වලින් ආරම්භ විය යුතුය',
  submit: 'විභාගය සාදන්න',
  submitting: 'ඉදිරිපත් කරමින්...',
  created: 'විභාගය සාර්ථකව සාදන ලදී!',
  failed: 'විභාගය සෑදීම අසාර්ථක විය.',
};

export const videos: AdminTranslation['videos'] = {
  heading: 'වීඩියෝ කළමනාකරණය',
  formTitle: 'වීඩියෝවක් උඩුගත කරන්න',
  folder: 'ෆෝල්ඩරය',
  year: 'වර්ෂය',
  title: 'මාතෘකාව',
  titleHint: 'සිසුන්ට පෙනෙන්නේ මෙම මාතෘකාවයි. එය නව මාතෘකාවක් විය යුතු අතර "/", "\\" හෝ ".." අඩංගු විය නොහැක.',
  titleSlash: 'මාතෘකාවක "/", "\\" හෝ ".." අඩංගු විය නොහැක.',
  caption: 'කෙටි විස්තරය',
  video: 'වීඩියෝ ගොනුව (MP4)',
  videoHint:
    'MB 64 ට වැඩි වීඩියෝ කොටස් වශයෙන් උඩුගත වන අතර නතර වූ තැන සිට නැවත ආරම්භ කළ හැක: උඩුගත කිරීම නතර වුවහොත්, එම ගොනුවම නැවත තෝරන්න.',
  videoNotMp4: 'MP4 වීඩියෝවක් තෝරන්න.',
  thumbnail: 'සිඟිති රූපය',
  thumbnailHint: 'JPEG හෝ PNG; වෙනත් රූප වර්ග JPEG බවට පරිවර්තනය වේ.',
  submit: 'උඩුගත කරන්න',
  cancel: 'උඩුගත කිරීම අවලංගු කරන්න',
  bothFiles: 'කරුණාකර වීඩියෝව සහ සිඟිති රූපය යන දෙකම තෝරන්න.',
  preparing: 'උඩුගත කිරීම සූදානම් කරමින්…',
  uploading: (percent: number) => `උඩුගත කරමින්: ${percent}%`,
  uploadComplete: 'උඩුගත කිරීම සම්පූර්ණයි',
  thumbnailSending: 'සිඟිති රූපය උඩුගත කරමින්…',
  saving: 'වීඩියෝවේ විස්තර සුරකිමින්…',
  resuming: (done: number, total: number) => `නැවත ආරම්භ කරමින්: කොටස් ${total} න් ${done} ක් දැනටමත් උඩුගත කර ඇත`,
  resumeFound: (title: string) =>
    `මෙම ගොනුව "${title}" ලෙස උඩුගත කරමින් තිබුණි. නතර වූ තැන සිට දිගටම කරගෙන යාමට "උඩුගත කරන්න" ඔබන්න.`,
  progressLabel: 'වීඩියෝව උඩුගත කිරීමේ ප්‍රගතිය',
  announcePercent: (percent: number) => `වීඩියෝවෙන් ${percent}% ක් උඩුගත විය`,
  cancelled: 'උඩුගත කිරීම අවලංගු කරන ලදී.',
  success: 'වීඩියෝව සහ සිඟිති රූපය යන දෙකම සාර්ථකව උඩුගත විය!',
  streamOf: (title: string) => `"${title}" හි ප්‍රවාහ අනුවාදය`,
  videoUrlFailed: 'වීඩියෝව සඳහා අත්සන් කළ URL එක ලබාගත නොහැකි විය.',
  videoFailed: 'වීඩියෝව උඩුගත කිරීම අසාර්ථක විය.',
  thumbnailUrlFailed: 'සිඟිති රූපය සඳහා අත්සන් කළ URL එක ලබාගත නොහැකි විය.',
  thumbnailFailed: 'සිඟිති රූපය උඩුගත කිරීම අසාර්ථක විය.',
  completeFailed: 'වීඩියෝව සුරැකිය නොහැකි විය. කරුණාකර නැවත උත්සාහ කරන්න.',
  thumbnailUnreadable: 'මෙම රූපය කියවිය නොහැකි විය. JPEG හෝ PNG ගොනුවක් තෝරන්න.',
  folders: {
    free: 'නොමිලේ',
    Theory: 'සිද්ධාන්ත',
    Revision: 'පුනරීක්ෂණ',
    Practical: 'ප්‍රායෝගික',
    Paper: 'ප්‍රශ්න පත්‍ර',
  },
  years: { all: 'සියලු වසර' },
  sourceKind: 'වීඩියෝවේ වැඩිපුරම පෙන්වන්නේ',
  sourceKindHint: 'දත්ත ඉතිරිකරණයේදී ස්ලයිඩවල අකුරු කියවිය හැකිව පවතී; කැමරාවක චලනය පවතී.',
  sourceKinds: { slides: 'ස්ලයිඩ හෝ සුදු පුවරුව', camera: 'කැමරාව' },
};

export const tutes: AdminTranslation['tutes'] = {
  heading: 'ටියුට් කළමනාකරණය',
  formTitle: 'PDF ගොනුවක් උඩුගත කරන්න',
  file: 'PDF ගොනුව',
  fileHint: 'PDF ගොනු පමණි, MB 50 දක්වා.',
  category: 'ප්‍රවර්ගය',
  categories: {
    PastPaperMarking: 'පසුගිය ප්‍රශ්න පත්‍ර ලකුණු දීමේ පටිපාටි',
    RevisionTute: 'පුනරීක්ෂණ ටියුට්',
    SampathBook: 'සම්පත් පොත්',
  },
  year: 'වර්ෂය',
  yearHint: 'කැමති පාඨයක්, උදාහරණයක් ලෙස 2024 හෝ 2023/2024.',
  submit: 'උඩුගත කරන්න',
  noFile: 'කරුණාකර පළමුව ගොනුවක් තෝරන්න.',
  notPdf: 'PDF ගොනුවක් තෝරන්න.',
  tooBig: 'PDF ගොනුවක් උපරිම MB 50 ක් විය හැක.',
  nameTooLong: 'ගොනුවේ නම දිග වැඩියි: අක්ෂර 150 ක් හෝ ඊට අඩු වන සේ එය නැවත නම් කරන්න.',
  uploading: (percent: number) => `උඩුගත කරමින්: ${percent}%`,
  progressLabel: 'PDF ගොනුව උඩුගත කිරීමේ ප්‍රගතිය',
  announcePercent: (percent: number) => `PDF ගොනුවෙන් ${percent}% ක් උඩුගත විය`,
  success: 'උඩුගත කිරීම සාර්ථකයි!',
  failed: 'උඩුගත කිරීම අසාර්ථක විය. කරුණාකර නැවත උත්සාහ කරන්න.',
};
