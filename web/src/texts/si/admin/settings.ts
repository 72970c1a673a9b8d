/**
 * The Sinhala texts of the admin console's Settings screen (the PDF, video, exam and slide lists
 * and the slide upload), part of ../admin.ts's catalogue, key for key the English ../../en-admin.ts.
 */
import type { Translation } from '../../../i18n/translation';
import type { adminTexts } from '../../en-admin';

type AdminTranslation = Translation<typeof adminTexts>;

export const settings: AdminTranslation['settings'] = {
  heading: 'සැකසුම්',
  tabsLabel: 'සැකසුම් කොටස්',
  tabs: { pdfs: 'PDF ගොනු', videos: 'වීඩියෝ', exams: 'විභාග', slides: 'ස්ලයිඩ' },
  category: 'ප්‍රවර්ගය',
  folder: 'ෆෝල්ඩරය',
  tuteListLabel: (category: string) => `${category} හි PDF ගොනු`,
  videoListLabel: (folder: string) => `${folder} හි වීඩියෝ`,
  examListLabel: 'විභාග',
  slideListLabel: 'ස්ලයිඩ',
  noTutes: 'මෙම ප්‍රවර්ගයේ PDF ගොනු නැත.',
  noVideos: 'මෙම ෆෝල්ඩරයේ වීඩියෝ නැත.',
  noExams: 'තවම විභාග නැත.',
  noSlides: 'තවම ස්ලයිඩ නැත. ඔබ එකක් එක් කරන තුරු මුල් පිටුව එහි සුපුරුදු කොටස් පෙන්වයි.',
  loadFailed: 'ලැයිස්තුව පූරණය කළ නොහැකි විය. නැවත උත්සාහ කරන්න.',
  retry: 'නැවත උත්සාහ කරන්න',
  delete: 'මකන්න',
  deleteLabel: (name: string) => `${name} මකන්න`,
  confirmTitle: 'මකන්න',
  confirmText: (title: string) => `"${title}" මැකීමට ඔබට විශ්වාසද?`,
  deleted: (name: string) => `"${name}" මකා දමන ලදී`,
  deleteFailed: (name: string) => `"${name}" මැකිය නොහැකි විය. කරුණාකර නැවත උත්සාහ කරන්න.`,
  examDeleteFailed: 'විභාගය මැකීම අසාර්ථක විය.',
  streamStates: { queued: 'පෝලිමේ', processing: 'සකසමින්', ready: 'සූදානම්', failed: 'අසාර්ථකයි', none: 'MP4 පමණි' },
  streamProgressLabel: 'ලැයිස්තුගත වීඩියෝවල ප්‍රවාහ අනුවාද',
  streamCount: (state: string, count: number) => `${state}: ${count}`,
  streamProgressLive: 'සියල්ල සෑදී අවසන් වන තුරු ස්වයංක්‍රීයව යාවත්කාලීන වේ.',
  streamStateLabel: 'ප්‍රවාහ අනුවාදය',
  retryStream: 'නැවත සාදන්න',
  retryStreamLabel: (title: string) => `${title} හි ප්‍රවාහ අනුවාදය නැවත සාදන්න`,
  streamRetried: (title: string) => `"${title}" හි ප්‍රවාහ අනුවාදය නැවත සාදමින්`,
  streamRetryFailed: (title: string) => `"${title}" නැවත සෑදීම ආරම්භ කළ නොහැකි විය. කරුණාකර නැවත උත්සාහ කරන්න.`,
  makeStreams: 'ප්‍රවාහ අනුවාද සාදන්න',
  streamsQueued: (count: number) =>
    count === 0
      ? 'මෙහි සෑම වීඩියෝවකටම දැනටමත් ප්‍රවාහ අනුවාදයක් ඇත.'
      : count === 1
        ? 'ප්‍රවාහ අනුවාදයක් පෝලිමට එක් කළා; එය පසුබිමේ සෑදේ'
        : `ප්‍රවාහ අනුවාද ${count} ක් පෝලිමට එක් කළා; ඒවා පසුබිමේ සෑදේ`,
  makeStreamsFailed: 'ප්‍රවාහ අනුවාද සෑදීම ආරම්භ කළ නොහැකි විය. කරුණාකර නැවත උත්සාහ කරන්න.',
  makeStreamsHint: 'පැරණි පෙළකින් හෝ වෙනත් වර්ගයක වීඩියෝවකට සෑදූ අනුවාදද නැවත සාදයි.',
  streamOutdated: 'පැරණි පෙළකින් සාදන ලදී',
  sourceKindLabel: (title: string) => `"${title}" හි වැඩිපුරම පෙන්වන්නේ`,
  kindChanged: (title: string) => `"${title}" හි ප්‍රවාහ අනුවාදය එය පෙන්වන දෙයට ගැළපෙන සේ නැවත සාදමින්`,
  kindChangeFailed: (title: string) => `"${title}" වෙනස් කළ නොහැකි විය. කරුණාකර නැවත උත්සාහ කරන්න.`,
  yearOf: (year: string) => `${year} වර්ෂය`,
  uploadedOn: (date: string) => `${date} දින උඩුගත කරන ලදී`,
  sizeKb: (kb: number) => `KB ${kb}`,
  sizeMb: (mb: string) => `MB ${mb}`,
  examFacts: (year: string, minutes: number) => `${year} උ.පෙ. · මිනිත්තු ${minutes}`,
  slideFormTitle: 'ස්ලයිඩයක් උඩුගත කරන්න',
  slideCaption: 'කෙටි විස්තරය',
  slideImage: 'රූපය',
  slideImageHint: 'JPEG, PNG හෝ WebP, MB 2 දක්වා. එහි කෙටි විස්තරය සමඟ මුල් පිටුවේ පෙන්වයි.',
  slideTooBig: 'ස්ලයිඩ රූපයක් උපරිම MB 2 ක් විය හැක.',
  slideSubmit: 'ස්ලයිඩය උඩුගත කරන්න',
  slideUploaded: 'ස්ලයිඩය සාර්ථකව උඩුගත විය!',
  slideFailed: 'ස්ලයිඩය උඩුගත කිරීම අසාර්ථක විය',
};
