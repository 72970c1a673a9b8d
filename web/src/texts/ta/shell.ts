/**
 * The Tamil catalogue's shell texts (navigation, footer, route titles, errors): the Tamil side of
 * ../en.ts, in the words a Sri Lankan A/L classroom uses (see ./GLOSSARY.md). English is imported
 * for its type only, so none of its text reaches the Tamil chunk.
 */
import { siteConfig } from '../../config';
import type { Translation } from '../../i18n/translation';
import type { siteTexts } from '../en';

const brand = siteConfig.brand;

export const shell: Translation<typeof siteTexts> = {
  brand,
  tagline: 'இலங்கை முழுவதும் பொறியியல் தொழில்நுட்பவியல் மாணவர்களை வலுப்படுத்துகிறோம்',
  skipToContent: 'பிரதான உள்ளடக்கத்துக்குச் செல்க',
  loading: 'ஏற்றப்படுகிறது',
  pageTitle: (title: string) => `${title} | ${brand}`,

  nav: {
    label: 'பிரதான மெனு',
    home: 'முகப்பு',
    classes: 'வகுப்புகள்',
    liveQuiz: 'நேரடி வினாடி வினா',
    exams: 'பரீட்சைகள்',
    revisionTutes: 'மீட்டல் ரியூட்கள்',
    videos: 'காணொளிகள்',
    pastPapers: 'கடந்தகால வினாத்தாள் புள்ளியிடல் திட்டங்கள்',
    sampathBooks: 'Sampath புத்தகங்கள்',
    contact: 'தொடர்புகொள்க',
    profile: 'சுயவிவரம்',
    saved: 'சேமித்தவை',
    admin: 'நிர்வாகம்',
    login: 'உள்நுழைக',
    register: 'பதிவுசெய்க',
    logout: 'வெளியேறுக',
    openMenu: 'மெனு',
    // The switcher's name; each language in it is named in its own script.
    language: 'மொழி',
    homeLink: (name: string) => `${name} முகப்பு`,
  },

  theme: {
    // The label names the mode the button switches to.
    toLight: 'வெளிர் பயன்முறை',
    toDark: 'இருண்ட பயன்முறை',
  },

  footer: {
    followUs: 'எம்மைப் பின்தொடருங்கள்',
    about: 'எம்மைப் பற்றி',
    facebook: 'Facebook',
    instagram: 'Instagram',
    youtube: 'YouTube',
    telegram: 'Telegram',
    newTab: '(புதிய தாவலில் திறக்கும்)',
    copyright: (year: number) => `© ${year} ${brand}. அனைத்து உரிமைகளும் பாதுகாக்கப்பட்டவை.`,
  },

  toast: {
    region: 'அறிவிப்புகள்',
    dismiss: 'அறிவிப்பை மூடுக',
  },

  notFound: {
    title: 'பக்கம் கிடைக்கவில்லை',
    code: '404',
    text: 'நீங்கள் தேடும் பக்கம் இல்லை அல்லது வேறு இடத்துக்கு மாற்றப்பட்டுள்ளது.',
    action: 'முகப்புக்குத் திரும்புக',
  },

  // Route titles: the route table sets the document title from these before a screen's code arrives.
  titles: {
    home: 'முகப்பு',
    login: 'உள்நுழைவு',
    register: 'பதிவுசெய்தல்',
    otp: 'உங்கள் கணக்கைச் சரிபார்க்கவும்',
    reset: 'கடவுச்சொல்லை மீட்டமைக்கவும்',
    unauthorized: 'அனுமதி இல்லை',
    about: 'எம்மைப் பற்றி',
    profile: 'சுயவிவரம்',
    admin: 'நிர்வாகம்',
    classes: 'வகுப்புகள்',
    videos: 'பொறியியல் தொழில்நுட்பவியல் காணொளிகள்',
    theoryVideos: 'கோட்பாட்டுக் காணொளிகள்',
    revisionVideos: 'மீட்டல் காணொளிகள்',
    practicalVideos: 'செய்முறைக் காணொளிகள்',
    paperVideos: 'வினாத்தாள் கலந்துரையாடல்',
    pastPapers: 'கடந்தகால வினாத்தாள் புள்ளியிடல் திட்டங்கள்',
    revisionTutes: 'மீட்டல் ரியூட்கள்',
    contact: 'எம்மைத் தொடர்புகொள்ளுங்கள்',
    slider: 'படவில்லைத் தொகுப்பு',
    sliderImage: 'படவில்லைப் படம்',
    sampathBook: 'Sampath புத்தகத் தொகுப்பு',
    freeVideos: 'இலவசக் காணொளிகள்',
    quizViewer: 'நேரடி வினாடி வினா',
    googleForm: 'இணையவழிப் பரீட்சைகள்',
    saved: 'இணைப்பின்றிக் கற்பதற்காகச் சேமித்தவை',
    fees: 'வகுப்புக் கட்டணம்',
  },

  errors: {
    network: 'சேவையகத்தை அடைய முடியவில்லை. உங்கள் இணைய இணைப்பைச் சரிபார்த்து மீண்டும் முயற்சிக்கவும்.',
    generic: 'ஏதோ தவறு நடந்துவிட்டது. தயவுசெய்து மீண்டும் முயற்சிக்கவும்.',
    reload: 'பக்கத்தை மீளேற்றுக',
    offline: 'இந்தப் பக்கத்துக்கு இணைய இணைப்பு தேவை.',
    offlineHint: 'நீங்கள் சேமித்த ரியூட்களும் விரிவுரைகளும் இணைப்பின்றியே திறக்கும்.',
    openSaved: 'சேமித்தவையைத் திறக்க',
    // Shown beside a field when the validator's own words are generic (no text of their own to translate).
    invalidField: 'இந்தப் புலத்தைச் சரிபார்க்கவும்.',
  },
};
