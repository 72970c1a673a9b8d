/**
 * The Sinhala texts of the account and info screens (login, registration, OTP, unauthorized,
 * profile, about, placeholders), key for key the English ../en-pages.ts; only their lazy routes load
 * them. The terms follow ./GLOSSARY.md.
 */
import { siteConfig } from '../../config';
import type { Translation } from '../../i18n/translation';
import type { pageTexts } from '../en-pages';

const brand = siteConfig.brand;

export const pages: Translation<typeof pageTexts> = {
  login: {
    heading: 'පිවිසෙන්න',
    email: 'ඊමේල් ලිපිනය',
    password: 'මුරපදය',
    submit: 'ඉදිරිපත් කරන්න',
    noAccount: 'ගිණුමක් නැද්ද?',
    register: 'ලියාපදිංචි වන්න',
    success: 'සාර්ථකව පිවිසුණි',
    tryAgain: 'නැවත උත්සාහ කරන්න',
    wrong: 'පරිශීලක නාමය හෝ මුරපදය වැරදියි',
    toContinue: 'මෙම පිටුව සාමාජිකයින් සඳහා පමණි. එය විවෘත කිරීමට පිවිසෙන්න.',
    forgot: 'මුරපදය අමතක වුණාද?',
  },

  reset: {
    heading: 'ඔබගේ මුරපදය යළි සකසන්න',
    intro: 'ඔබගේ ගිණුමේ ඊමේල් ලිපිනය ඇතුළත් කරන්න. අපි එයට ඉලක්කම් 6ක කේතයක් එවන්නෙමු.',
    email: 'ඊමේල් ලිපිනය',
    send: 'කේතය යවන්න',
    sentTo: (email: string) =>
      `${email} භාවිත කරන ගිණුමක් ඇත්නම්, ඉලක්කම් 6ක කේතයක් එයට යවා ඇත. එය ඔබගේ නව මුරපදය සමඟ ඇතුළත් කරන්න.`,
    password: 'නව මුරපදය',
    confirmPassword: 'නව මුරපදය තහවුරු කරන්න',
    submit: 'මුරපදය වෙනස් කරන්න',
    resend: 'නව කේතයක් යවන්න',
    otherEmail: 'වෙනත් ඊමේල් ලිපිනයක් භාවිත කරන්න',
    backToLogin: 'පිවිසුමට ආපසු',
    failed: 'මුරපදය වෙනස් කළ නොහැකි විය.',
  },

  register: {
    heading: 'ඔබගේ විස්තර ඇතුළත් කරන්න',
    fullName: 'සම්පූර්ණ නම',
    userName: 'පරිශීලක නාමය',
    email: 'ඊමේල් ලිපිනය',
    password: 'මුරපදය',
    confirmPassword: 'මුරපදය තහවුරු කරන්න',
    address: 'ලිපිනය',
    idNo: 'ජාතික හැඳුනුම්පත් අංකය',
    phoneNumber: 'දුරකථන අංකය',
    school: 'පාසල',
    alYear: 'උ.පෙ. වර්ෂය',
    chooseYear: 'වර්ෂයක් තෝරන්න',
    birthday: 'උපන් දිනය',
    gender: 'ස්ත්‍රී/පුරුෂ භාවය',
    genders: { Male: 'පුරුෂ', Female: 'ස්ත්‍රී' },
    submit: 'ලියාපදිංචි වන්න',
    haveAccount: 'දැනටමත් ගිණුමක් තිබේද?',
    login: 'පිවිසෙන්න',
    failed: 'ගිණුම සෑදීම අසාර්ථක විය',
  },

  otp: {
    heading: 'ඔබගේ ගිණුම තහවුරු කරන්න',
    sent: 'ඔබ ලියාපදිංචි කළ ඊමේල් ලිපිනයට ඉලක්කම් 6ක කේතයක් යවා ඇත.',
    sentTo: (email: string) => `එය ${email} වෙත යවන ලදී.`,
    digitLabel: (n: number) => `6 න් ${n} වන ඉලක්කම`,
    groupLabel: 'තහවුරු කිරීමේ කේතය',
    verify: 'තහවුරු කරන්න',
    resend: 'කේතය නැවත යවන්න',
    cooldown: (seconds: number) => `තත්පර ${seconds} කින් නව කේතයක් ඉල්ලිය හැක.`,
    success: 'සාර්ථකව ලියාපදිංචි විය',
    failed: 'ගිණුම සෑදීම අසාර්ථක විය',
    nothingWaiting: 'තහවුරු කිරීමට බලාපොරොත්තුවෙන් සිටින ලියාපදිංචියක් නැත. පළමුව ලියාපදිංචි වන්න: ඉන්පසු අපි ඔබට කේතයක් එවන්නෙමු.',
    register: 'ලියාපදිංචි වන්න',
  },

  unauthorized: {
    code: '403',
    text: 'මෙම පිටුවට ප්‍රවේශ වීමට ඔබට අවසර නැත.',
    action: 'මුල් පිටුවට යන්න',
  },

  profile: {
    heading: 'මගේ පැතිකඩ',
    email: 'ඊමේල් ලිපිනය',
    phone: 'දුරකථනය',
    alYear: 'උ.පෙ. වර්ෂය',
    accessTitle: 'ප්‍රවේශය',
    access: {
      revision: 'පුනරීක්ෂණ',
      theory: 'සිද්ධාන්ත',
      practical: 'ප්‍රායෝගික',
      paper: 'ප්‍රශ්න පත්‍ර',
    },
    granted: 'ලබා දී ඇත',
    notGranted: 'ලබා දී නැත',
    none: 'නැත',
  },

  about: {
    heading: `${brand} ගැන`,
    paragraphs: [
      `${brand} බණ්ඩාරවෙල, බදුල්ල සහ මොණරාගල පන්තිවලදීත් ශ්‍රී ලංකාව පුරා මාර්ගගතවත් උසස් පෙළ ඉංජිනේරු තාක්ෂණවේදය හදාරන සිසුන් විභාගයට සූදානම් කරයි.`,
      'ලියාපදිංචි සිසුන්ට සිද්ධාන්ත, පුනරීක්ෂණ, ප්‍රායෝගික සහ ප්‍රශ්න පත්‍ර සාකච්ඡා වීඩියෝ නැරඹීමටත්, පුනරීක්ෂණ ටියුට් සහ පසුගිය ප්‍රශ්න පත්‍ර ලකුණු දීමේ පටිපාටි බාගැනීමටත්, මාර්ගගතව විභාගවලට පෙනී සිටීමටත් හැකිය. නොමිලේ වීඩියෝ සහ සම්පත් පොත් සැමට විවෘතය.',
      'පන්ති හෝ පන්ති ගාස්තු ගැන ප්‍රශ්න තිබේද? සම්බන්ධ වීමේ පිටුව හරහා අපට ලියන්න, අපි ඔබට පිළිතුරු දෙන්නෙමු.',
    ],
    contact: 'අප අමතන්න',
  },

  placeholder: {
    // Shown by the slider and sliderImage pages, which have no content yet: it tells a visitor it is on its way.
    text: 'මෙම කොටස සකස් කරමින් පවතී. කරුණාකර ඉක්මනින් නැවත පැමිණෙන්න.',
  },
};
