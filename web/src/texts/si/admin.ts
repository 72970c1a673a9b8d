/**
 * The Sinhala texts of the admin console, key for key the English ../en-admin.ts. The console's
 * own frame (sidebar, overview, gate, quiz builder) is here; the screens' texts come from ./admin/
 * (people, uploads, settings) so each file stays readable. They sit in a folder of their own so that
 * only the lazy admin chunks load them, never the rest of the Sinhala texts. The terms follow
 * ./GLOSSARY.md.
 */
import { siteConfig } from '../../config';
import type { Translation } from '../../i18n/translation';
import type { adminTexts } from '../en-admin';
import { messages, users } from './admin/people';
import { fees } from './admin/fees';
import { quizzes } from './admin/quizzes';
import { settings } from './admin/settings';
import { classes, exams, tutes, videos } from './admin/uploads';

export const admin: Translation<typeof adminTexts> = {
  title: 'පරිපාලක',
  brand: siteConfig.brand,
  sidebarLabel: 'පරිපාලක',
  openMenu: 'පරිපාලක මෙනුව',
  backToSite: 'වෙබ් අඩවියට ආපසු',
  loadMore: 'තවත් පෙන්වන්න',
  cancel: 'අවලංගු කරන්න',
  required: '(අනිවාර්යයි)',
  optional: '(අත්‍යවශ්‍ය නොවේ)',
  choose: 'තෝරන්න…',
  notFound: 'මෙම පරිපාලක පිටුව නොපවතී.',

  // Sidebar, in its order.
  sections: {
    overview: 'දළ විශ්ලේෂණය',
    users: 'පරිශීලකයින්',
    payments: 'ගෙවීම්',
    messages: 'පණිවිඩ',
    classes: 'පන්ති',
    videos: 'වීඩියෝ',
    tutes: 'ටියුට්',
    exams: 'පෝරම සැදීම',
    quizzes: 'ප්‍රශ්නාවලි',
    settings: 'සැකසුම්',
  },

  overview: {
    heading: 'දළ විශ්ලේෂණය',
    cardsLabel: 'වෙබ් අඩවියේ සංඛ්‍යා',
    totalStudents: 'මුළු සිසුන්',
    totalClasses: 'මුළු පන්ති',
    activeUsers: 'සක්‍රිය පරිශීලකයින්',
    messages: 'පණිවිඩ',
    loadFailed: 'සංඛ්‍යා පූරණය කළ නොහැකි විය. නැවත උත්සාහ කිරීමට පිටුව නැවත පූරණය කරන්න.',
  },

  users,
  classes,
  exams,
  videos,
  tutes,
  settings,

  gate: {
    logIn: 'පරිපාලක පුවරුව පරිපාලකයින් සඳහා පමණි. පරිපාලක ගිණුමකින් පිවිසෙන්න.',
    notAdmin: 'මෙම පිටුව පරිපාලකයින් සඳහා වන අතර මෙම ගිණුම පරිපාලක ගිණුමක් නොවේ. පරිපාලක ගිණුමකින් පිවිසෙන්න, නැතහොත් ආපසු යන්න.',
    back: 'වෙබ් අඩවියට ආපසු යන්න',
  },

  messages,

  quizzes,
  fees,
};
