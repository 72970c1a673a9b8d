/**
 * The Tamil catalogue's admin console texts: the Tamil side of ../en-admin.ts, loaded only by the
 * lazy admin chunks. The longer screens' texts live in ./admin/people.ts (users, messages),
 * ./admin/uploads.ts (classes, exams, video and tute uploads) and ./admin/settings.ts; this module
 * assembles them with the console's frame. The parts sit in a folder of their own because the
 * Tamil pack every screen loads takes the files directly in this folder: there, they would put the
 * console's texts into every Tamil reader's download. English is imported for its type only.
 */
import { siteConfig } from '../../config';
import type { Translation } from '../../i18n/translation';
import type { adminTexts } from '../en-admin';
import { classes, exams, tutes, videos } from './admin/uploads';
import { messages, users } from './admin/people';
import { fees } from './admin/fees';
import { quizzes } from './admin/quizzes';
import { settings } from './admin/settings';

export const admin: Translation<typeof adminTexts> = {
  title: 'நிர்வாகம்',
  brand: siteConfig.brand,
  sidebarLabel: 'நிர்வாகம்',
  openMenu: 'நிர்வாக மெனு',
  backToSite: 'இணையத்தளத்துக்குத் திரும்புக',
  loadMore: 'மேலும் காட்டுக',
  cancel: 'இரத்துச்செய்க',
  required: '(கட்டாயம்)',
  optional: '(விரும்பினால்)',
  choose: 'தெரிவுசெய்க…',
  notFound: 'இந்த நிர்வாகப் பக்கம் இல்லை.',

  // Sidebar, in its order.
  sections: {
    overview: 'மேலோட்டம்',
    users: 'பயனர்கள்',
    payments: 'கொடுப்பனவுகள்',
    messages: 'செய்திகள்',
    classes: 'வகுப்புகள்',
    videos: 'காணொளிகள்',
    tutes: 'ரியூட்கள்',
    exams: 'படிவங்களை உருவாக்குதல்',
    quizzes: 'வினாடி வினாக்கள்',
    settings: 'அமைப்புகள்',
  },

  overview: {
    heading: 'மேலோட்டம்',
    cardsLabel: 'இணையத்தள எண்ணிக்கைகள்',
    totalStudents: 'மொத்த மாணவர்கள்',
    totalClasses: 'மொத்த வகுப்புகள்',
    activeUsers: 'செயலிலுள்ள பயனர்கள்',
    messages: 'செய்திகள்',
    loadFailed: 'எண்ணிக்கைகளை ஏற்ற முடியவில்லை. மீண்டும் முயற்சிக்கப் பக்கத்தை மீளேற்றுங்கள்.',
  },

  users,
  classes,
  exams,
  videos,
  tutes,
  settings,

  gate: {
    logIn: 'நிர்வாகப் பகுதி நிர்வாகிகளுக்கு மட்டுமே. நிர்வாகிக் கணக்கொன்றின் மூலம் உள்நுழையுங்கள்.',
    notAdmin:
      'இந்தப் பக்கம் நிர்வாகிகளுக்கு மட்டுமே; இந்தக் கணக்கு நிர்வாகிக் கணக்கு அல்ல. நிர்வாகிக் கணக்கொன்றின் மூலம் உள்நுழையுங்கள், அல்லது திரும்பிச் செல்லுங்கள்.',
    back: 'இணையத்தளத்துக்குத் திரும்புக',
  },

  messages,

  quizzes,
  fees,
};
