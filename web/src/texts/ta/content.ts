/**
 * The Tamil catalogue's student-content screen texts (classes, videos, tutes, books, exams, contact,
 * live quiz): the Tamil side of ../en-content.ts, needed only by those lazy routes. English is
 * imported for its type only; fees go through the shared rupee format so they read alike in every
 * language.
 */
import { siteConfig } from '../../config';
import { rupees } from '../../i18n/format';
import type { Translation } from '../../i18n/translation';
import type { contentTexts } from '../en-content';

const brand = siteConfig.brand;

export const content: Translation<typeof contentTexts> = {
  newTab: '(புதிய தாவலில் திறக்கும்)',
  loadMore: 'மேலும் காட்டுக',
  loginNeeded: 'இந்தக் கோப்புகளைப் பார்க்க உள்நுழையுங்கள்.',
  loginNow: 'இப்போதே உள்நுழைக',

  classes: {
    types: { Revision: 'மீட்டல்', Theory: 'கோட்பாடு', Practical: 'செய்முறை', Paper: 'வினாத்தாள்', Physical: 'நேரடி' },
    days: {
      Sunday: 'ஞாயிறு',
      Monday: 'திங்கள்',
      Tuesday: 'செவ்வாய்',
      Wednesday: 'புதன்',
      Thursday: 'வியாழன்',
      Friday: 'வெள்ளி',
      Saturday: 'சனி',
    },
    heading: 'வகுப்புகள்',
    intro: 'க.பொ.த (உ/த) பொறியியல் தொழில்நுட்பவியலுக்கான நேரடி மற்றும் இணையவழி வகுப்புகள்.',
    teacher: 'ஆசிரியர்',
    type: 'வகை',
    location: 'இடம்',
    schedule: 'நேர அட்டவணை',
    fee: 'கட்டணம்',
    feeText: (fee: number) => `மாதமொன்றுக்கு ${rupees(fee)}/=`,
    empty: 'தற்போது வகுப்புகள் எதுவும் திட்டமிடப்படவில்லை. பின்னர் மீண்டும் பாருங்கள்!',
    delete: 'நீக்குக',
    deleteLabel: (title: string) => `${title} ஐ நீக்குக`,
    confirmTitle: 'வகுப்பை நீக்குதல்',
    confirmText: (title: string) => `"${title}" ஐ நீக்க வேண்டுமென உறுதியாக உள்ளீர்களா?`,
    confirm: 'நீக்குக',
    cancel: 'இரத்துச்செய்க',
    deleted: 'வகுப்பு நீக்கப்பட்டது',
    deleteFailed: 'வகுப்பை நீக்க முடியவில்லை.',
  },

  videos: {
    heading: 'பொறியியல் தொழில்நுட்பவியல் காணொளிகள்',
    intro: 'வகைவாரியாக ஒளிப்பதிவுசெய்யப்பட்ட பாடங்கள். இலவசக் காணொளிகள் அனைவருக்கும் திறந்துள்ளன.',
    categoriesLabel: 'காணொளி வகைகள்',
    categories: {
      theory: { title: 'கோட்பாடு', text: 'பாடத்திட்டத்தின் ஒவ்வொரு அலகும் படிப்படியாக விளக்கப்படுகிறது.' },
      revision: { title: 'மீட்டல்', text: 'பரீட்சைக்கு முன் விரைவான, இலக்குடனான மீட்டல்.' },
      practical: { title: 'செய்முறை', text: 'வினாத்தாள் கேட்கும் செய்முறைகள், ஆய்வுகூடத்தில்.' },
      paper: { title: 'வினாத்தாள் கலந்துரையாடல்', text: 'கடந்தகால மற்றும் மாதிரி வினாத்தாள்கள், விடைகளுடன்.' },
    },
    freeHeading: 'இலவசக் காணொளிகள்',
    noVideos: 'இங்கு இதுவரை காணொளிகள் எதுவும் சேர்க்கப்படவில்லை.',
    pick: 'பார்க்கத் தொடங்கக் கீழேயுள்ள ஒரு காணொளியைத் தெரிவுசெய்யுங்கள்.',
    allVideos: 'அனைத்துக் காணொளிகளும்',
    nowPlaying: 'இப்போது இயங்குவது',
    play: (title: string) => `${title} ஐ இயக்குக`,
    player: (title: string) => `காணொளி: ${title}`,
    uploaded: (date: string) => `${date} அன்று பதிவேற்றப்பட்டது`,
    loadingCaption: 'விளக்கக்குறிப்பு ஏற்றப்படுகிறது...',
    like: 'விருப்பம்',
    likes: (n: number) => (n === 1 ? '1 விருப்பம்' : `${n} விருப்பங்கள்`),
    loginToJoin: 'விருப்பம் தெரிவிக்கவும் கருத்துரைக்கவும் உள்நுழையுங்கள்.',
    login: 'உள்நுழைக',
    commentsHeading: 'கருத்துகள்',
    noComments: 'இதுவரை கருத்துகள் இல்லை. கேள்வி கேட்கவோ நன்றி சொல்லவோ முதலாமவராக இருங்கள்!',
    commentLabel: 'கருத்தைச் சேர்க்க',
    commentPlaceholder: 'கருத்தை எழுதுங்கள்…',
    post: 'பதிவிடுக',
    commentFailed: 'கருத்தைச் சேர்க்க முடியவில்லை. மீண்டும் முயற்சிக்கவும்.',
    videoFallback: 'உங்கள் உலாவியால் இந்தக் காணொளியை இயக்க முடியாது.',
    quality: 'தரம்',
    qualityAuto: 'தானியங்கி',
    qualityLevel: (name: string, mbPerHour: number, dataSaver: boolean) =>
      `${dataSaver ? `தரவுச் சிக்கனம் (${name})` : name} · மணித்தியாலத்துக்கு ஏறத்தாழ ${mbPerHour} MB`,
    streamEnded:
      'இந்தக் காணொளி நிறுத்தப்பட்டது: இதைப் பார்க்கும் உங்கள் அனுமதி முடிவடைந்துவிட்டது. மீண்டும் உள்நுழையுங்கள், அல்லது நிறுவனத்திடம் கேளுங்கள்.',
  },

  freeVideos: {
    heading: 'இலவசக் காணொளிகள்',
    intro: 'அனைவருக்கும் திறந்த பாடங்கள். பார்க்க ஒன்றைத் தெரிவுசெய்யுங்கள்.',
    showCaption: 'விளக்கக்குறிப்பைக் காட்டுக',
    hideCaption: 'விளக்கக்குறிப்பை மறைக்க',
    noCaption: 'இந்தக் காணொளிக்கு விளக்கக்குறிப்பு இல்லை.',
  },

  tutes: {
    searchLabel: 'PDF பெயரால் தேடுக',
    searchPlaceholder: 'தேடுக…',
    download: 'பதிவிறக்குக',
    downloadLabel: (name: string) => `${name} ஐப் பதிவிறக்குக`,
    close: 'மூடுக',
    closeLabel: 'PDF பார்வையாளரை மூடுக',
    openInTab: 'புதிய தாவலில் திறக்க',
    viewerTitle: (name: string) => `PDF கோப்பு: ${name}`,
    free: 'இலவசம்',
    updatedOn: (year: number) => `${year} இல் இற்றைப்படுத்தப்பட்டது`,
    year: (year: string) => `${year} ஆம் ஆண்டு`,
    none: 'இங்கு இதுவரை கோப்புகள் எதுவும் சேர்க்கப்படவில்லை.',
    noMatch: (query: string) => `"${query}" உடன் பொருந்தும் கோப்புகள் எதுவும் இல்லை.`,
    pastPapers: {
      heading: 'கடந்தகால வினாத்தாள் புள்ளியிடல் திட்டங்கள்',
      intro: 'கடந்தகால க.பொ.த (உ/த) பொறியியல் தொழில்நுட்பவியல் வினாத்தாள்களின் புள்ளியிடல் திட்டங்கள்.',
    },
    revisionTutes: { heading: 'மீட்டல் ரியூட்கள்', intro: 'பதிவுசெய்த மாணவர்களுக்கான மீட்டல் ரியூட்கள்.' },
    sampathBooks: {
      heading: 'Sampath புத்தகத் தொகுப்பு',
      intro: 'Sampath புத்தகங்கள், ஒவ்வொரு மாணவருக்கும் இலவசம்.',
    },
  },

  exams: {
    heading: 'இணையவழிப் பரீட்சைகள்',
    intro: 'ஒவ்வொரு பரீட்சையும் Google Forms இல் புதிய தாவலில் திறக்கும். தொடங்குமுன் நேர எல்லையை வாசியுங்கள்.',
    alYear: (year: string) => `${year} க.பொ.த (உ/த)`,
    duration: (minutes: number) => `${minutes} நிமிடங்கள்`,
    start: 'பரீட்சையைத் தொடங்குக',
    startLabel: (title: string) => `பரீட்சையைத் தொடங்குக: ${title} (புதிய தாவலில் திறக்கும்)`,
    empty: 'தற்போது பரீட்சைகள் எதுவும் இல்லை. பின்னர் மீண்டும் பாருங்கள்!',
  },

  contact: {
    heading: 'எம்மைத் தொடர்புகொள்ளுங்கள்',
    intro: 'வகுப்புகள், கட்டணங்கள் அல்லது அனுமதி பற்றிக் கேள்விகள் உள்ளனவா? எமக்குச் செய்தி அனுப்புங்கள்; மின்னஞ்சல் மூலம் பதிலளிப்போம்.',
    name: 'பெயர்',
    email: 'மின்னஞ்சல்',
    phone: 'தொலைபேசி',
    message: 'செய்தி',
    required: '*இந்தப் புலம் கட்டாயமானது.',
    send: 'செய்தியை அனுப்புக',
    success: 'வெற்றிகரமாக அனுப்பப்பட்டது',
    failed: 'செய்தியை அனுப்ப முடியவில்லை',
  },

  quiz: {
    heading: 'நேரடி வினாடி வினா',
    badge: 'விரைவில்',
    title: 'எமது முதலாவது நேரடி வினாடி வினா விரைவில் வருகிறது!',
    text: `க.பொ.த (உ/த) பொறியியல் தொழில்நுட்பவியல் மாணவர்களுக்கான முதலாவது நேரடி வினாடி வினாவை ${brand} தயாரித்து வருகிறது: நேரடியாக விடையளியுங்கள், உங்கள் தரநிலையைப் பாருங்கள், ஒவ்வொரு வினாவிலிருந்தும் கற்றுக்கொள்ளுங்கள்.`,
    follow: 'திகதியை முதலில் அறிய எம்மைப் பின்தொடருங்கள்:',
  },
};
