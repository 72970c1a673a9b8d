/**
 * The Sinhala texts of the admin console's people screens (User Management, Received Messages),
 * part of ../admin.ts's catalogue, key for key the English ../../en-admin.ts.
 */
import type { Translation } from '../../../i18n/translation';
import type { adminTexts } from '../../en-admin';

type AdminTranslation = Translation<typeof adminTexts>;

export const users: AdminTranslation['users'] = {
  heading: 'පරිශීලක කළමනාකරණය',
  search: 'සම්පූර්ණ නමෙන් සොයන්න',
  searchHint: 'ඔබ ටයිප් කරන විට ප්‍රතිඵල යාවත්කාලීන වේ.',
  listLabel: 'සිසුන්',
  email: 'ඊමේල් ලිපිනය',
  nic: 'ජාතික හැඳුනුම්පත් අංකය',
  school: 'පාසල',
  alYear: 'උ.පෙ. වර්ෂය',
  phone: 'දුරකථනය',
  address: 'ලිපිනය',
  state: 'තත්ත්වය',
  states: { active: 'සක්‍රිය', suspended: 'අත්හිටුවා ඇත' },
  unverified: 'ඊමේල් ලිපිනය තහවුරු කර නැත',
  accessLabel: (name: string) => `${name} සඳහා ප්‍රවේශය`,
  until: (day: string) => `${day} දක්වා`,
  access: {
    revisionAccess: 'පුනරීක්ෂණ',
    theoryAccess: 'සිද්ධාන්ත',
    practicalAccess: 'ප්‍රායෝගික',
    paperAccess: 'ප්‍රශ්න පත්‍ර',
    revisionTuteAccess: 'පුනරීක්ෂණ ටියුට්',
  },
  delete: 'මකන්න',
  deleteLabel: (name: string) => `${name} මකන්න`,
  confirmTitle: 'පරිශීලකයා මකන්න',
  confirmText: 'මෙම පරිශීලකයා මැකීමට ඔබට විශ්වාසද?',
  confirm: 'මකන්න',
  deleted: 'පරිශීලකයා මකා දමන ලදී',
  deleteFailed: 'පරිශීලකයා මැකීම අසාර්ථක විය.',
  toggleFailed: 'පරිශීලක ප්‍රවේශය යාවත්කාලීන කිරීම අසාර්ථක විය',
  loadFailed: 'සිසුන් පූරණය කළ නොහැකි විය. නැවත උත්සාහ කරන්න.',
  retry: 'නැවත උත්සාහ කරන්න',
  empty: 'සිසුන් කිසිවෙක් හමු නොවීය.',
  emptySearch: (term: string) => `"${term}" අඩංගු සම්පූර්ණ නමක් ඇති සිසුවෙක් නැත.`,
  shown: (count: number) => (count === 1 ? 'එක් සිසුවෙක් පෙන්වා ඇත' : `සිසුන් ${count} දෙනෙක් පෙන්වා ඇත`),
};

export const messages: AdminTranslation['messages'] = {
  heading: 'ලැබුණු පණිවිඩ',
  search: 'යවන්නාගේ නමින් සොයන්න',
  searchHint: 'ඔබ ටයිප් කරන විට ප්‍රතිඵල යාවත්කාලීන වේ.',
  listLabel: 'පණිවිඩ',
  markRead: 'කියවූ ලෙස සලකුණු කරන්න',
  read: 'කියවූ',
  readLabel: 'කියවූ',
  unreadLabel: 'නව',
  repliedOn: (date: string) => `${date} දින පිළිතුරු දෙන ලදී`,
  reply: 'පිළිතුරු දෙන්න',
  replyText: (name: string) => `${name} වෙත ඔබගේ පිළිතුර`,
  replyHint: 'යවන්නාගේ පණිවිඩය උපුටා දක්වමින්, යවන්නාට ඊමේල් මගින් යවනු ලැබේ.',
  sendReply: 'පිළිතුර යවන්න',
  sending: 'යවමින්…',
  replySent: 'පිළිතුර සාර්ථකව යවන ලදී',
  replyFailed: 'පණිවිඩය යැවීම අසාර්ථක විය',
  updateFailed: 'පණිවිඩය යාවත්කාලීන කිරීම අසාර්ථක විය.',
  delete: 'මකන්න',
  deleteLabel: (name: string) => `${name} ගෙන් ලැබුණු පණිවිඩය මකන්න`,
  confirmTitle: 'පණිවිඩය මකන්න',
  // English repeats the user dialog's wording here; Sinhala says what the button does: delete the message.
  confirmText: 'මෙම පණිවිඩය මැකීමට ඔබට විශ්වාසද?',
  confirm: 'මකන්න',
  deleted: 'පණිවිඩය මකා දමන ලදී',
  deleteFailed: 'පණිවිඩය මැකීම අසාර්ථක විය.',
  loadFailed: 'පණිවිඩ පූරණය කළ නොහැකි විය. නැවත උත්සාහ කරන්න.',
  retry: 'නැවත උත්සාහ කරන්න',
  empty: 'තවම පණිවිඩ නැත.',
  emptySearch: (term: string) => `"${term}" අඩංගු නමක් ඇති යවන්නෙක් නැත.`,
  shown: (count: number) => (count === 1 ? 'එක් පණිවිඩයක් පෙන්වා ඇත' : `පණිවිඩ ${count} ක් පෙන්වා ඇත`),
};
