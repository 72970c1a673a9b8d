/**
 * The Sinhala texts of the home screen, key for key the English ../en-home.ts: only the home route
 * loads them, and only when Sinhala is the active language. The terms follow ./GLOSSARY.md.
 */
import { siteConfig } from '../../config';
import type { Translation } from '../../i18n/translation';
import type { homeTexts } from '../en-home';

const brand = siteConfig.brand;

export const home: Translation<typeof homeTexts> = {
  heroTitle: `${brand} වෙත සාදරයෙන් පිළිගනිමු`,
  heroText: 'උසස් පෙළ ඉංජිනේරු තාක්ෂණවේදය සඳහා සිද්ධාන්ත, පුනරීක්ෂණ, ප්‍රායෝගික සහ පසුගිය ප්‍රශ්න පත්‍ර සාකච්ඡා — පන්තියේදීත් මාර්ගගතවත්.',
  joinNow: 'දැන්ම එක්වන්න',
  countersTitle: 'අපගේ ප්‍රතිඵල සංඛ්‍යා වලින්',
  counters: {
    students: 'සිසුන්',
    videos: 'වීඩියෝ',
    passes: 'A/B සාමාර්ථ',
    papers: 'පසුගිය ප්‍රශ්න පත්‍ර / සම්පත් පොත්',
  },
  learnTitle: 'ඔබ ඉගෙන ගන්නා දේ',
  flipHint: 'වැඩි විස්තර බැලීමට කාඩ්පතක් තෝරන්න, නැතහොත් එය මතට මූසිකය ගෙන යන්න.',
  flipHintTouch: 'වැඩි විස්තර බැලීමට කාඩ්පතක් මත තට්ටු කරන්න.',
  cards: {
    design: {
      title: 'ඉංජිනේරු සැලසුම්කරණය',
      text: 'ඇඳීම්, දළ සටහන් සහ සැලසුම් ක්‍රියාවලිය: ගැටලුවක් හඳුනාගැනීමේ සිට ක්‍රියාත්මක වන විසඳුමක් දක්වා.',
    },
    electronics: {
      title: 'ඉලෙක්ට්‍රොනික විද්‍යාවේ මූලිකාංග',
      text: 'පරිපථ, උපාංග, මිනුම් සහ ඩිජිටල් තර්කනය, මූලික සිද්ධාන්තවල සිට පියවරෙන් පියවර.',
    },
    mechanical: {
      title: 'යාන්ත්‍රික පද්ධති',
      text: 'යන්ත්‍ර, බල සම්ප්‍රේෂණය, තරල සහ ද්‍රව්‍ය, ප්‍රශ්න පත්‍රයට අවශ්‍ය ප්‍රායෝගික ක්‍රියාකාරකම් සමඟ.',
    },
  },
  aboutTitle: 'අප ගැන',
  aboutText:
    'අපි බණ්ඩාරවෙල, බදුල්ල සහ මොණරාගල පන්තිවලදීත් මාර්ගගතවත් උසස් පෙළ ඉංජිනේරු තාක්ෂණවේදය උගන්වන්නෙමු. පටිගත කළ සිද්ධාන්ත, පුනරීක්ෂණ සහ ප්‍රායෝගික පාඩම්, ප්‍රශ්න පත්‍ර සාකච්ඡා, ටියුට් සහ විභාග සියල්ල සිසුන්ට එකම තැනකින් ලැබේ.',
  branchesTitle: 'අපගේ ශාඛා',
  branches: {
    bandarawela: 'බණ්ඩාරවෙල',
    badulla: 'බදුල්ල',
    monaragala: 'මොණරාගල',
  },
  branchLabel: (name: string) => `${name} ශාඛාව`,
  viewLocation: 'ස්ථානය බලන්න',
  viewLocationOf: (name: string) => `ස්ථානය බලන්න: ${name} ශාඛාව, Google Maps (නව ටැබයක විවෘත වේ)`,
  previous: 'පෙර ශාඛාව',
  next: 'ඊළඟ ශාඛාව',
  slideOf: (index: number, total: number) => `${total} න් ${index}`,
  slidesTitle: 'පුවත් සහ විශේෂාංග',
  previousSlide: 'පෙර ස්ලයිඩය',
  nextSlide: 'ඊළඟ ස්ලයිඩය',
};
