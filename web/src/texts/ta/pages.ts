/**
 * The Tamil catalogue's account and info screen texts (login, registration, OTP, unauthorized,
 * profile, about, placeholders): the Tamil side of ../en-pages.ts, needed only by those lazy routes.
 * English is imported for its type only.
 */
import { siteConfig } from '../../config';
import type { Translation } from '../../i18n/translation';
import type { pageTexts } from '../en-pages';

const brand = siteConfig.brand;

export const pages: Translation<typeof pageTexts> = {
  login: {
    heading: 'உள்நுழைவு',
    email: 'மின்னஞ்சல்',
    password: 'கடவுச்சொல்',
    submit: 'சமர்ப்பிக்க',
    noAccount: 'கணக்கு இல்லையா?',
    register: 'பதிவுசெய்க',
    success: 'வெற்றிகரமாக உள்நுழைந்தீர்கள்',
    tryAgain: 'மீண்டும் முயற்சிக்கவும்',
    wrong: 'பயனர்பெயர் அல்லது கடவுச்சொல் தவறு',
    toContinue: 'இந்தப் பக்கம் அங்கத்தவர்களுக்கு மட்டுமே. இதைத் திறக்க உள்நுழையுங்கள்.',
  },

  register: {
    heading: 'உங்கள் விபரங்களை உள்ளிடுங்கள்',
    fullName: 'முழுப் பெயர்',
    userName: 'பயனர்பெயர்',
    email: 'மின்னஞ்சல்',
    password: 'கடவுச்சொல்',
    confirmPassword: 'கடவுச்சொல்லை உறுதிப்படுத்துக',
    address: 'முகவரி',
    idNo: 'தேசிய அடையாள அட்டை இலக்கம்',
    phoneNumber: 'தொலைபேசி இலக்கம்',
    school: 'பாடசாலை',
    alYear: 'க.பொ.த (உ/த) ஆண்டு',
    chooseYear: 'ஆண்டைத் தெரிவுசெய்க',
    birthday: 'பிறந்த திகதி',
    gender: 'பால்',
    genders: { Male: 'ஆண்', Female: 'பெண்' },
    submit: 'பதிவுசெய்க',
    haveAccount: 'ஏற்கனவே கணக்கு உள்ளதா?',
    login: 'உள்நுழைக',
    failed: 'பயனர் கணக்கை உருவாக்க முடியவில்லை',
  },

  otp: {
    heading: 'உங்கள் கணக்கைச் சரிபார்க்கவும்',
    sent: 'உங்கள் பதிவுசெய்த மின்னஞ்சல் முகவரிக்கு 6 இலக்கக் குறியீடு ஒன்று அனுப்பப்பட்டது.',
    sentTo: (email: string) => `அது ${email} இற்கு அனுப்பப்பட்டது.`,
    digitLabel: (n: number) => `6 இல் ${n} ஆவது இலக்கம்`,
    groupLabel: 'சரிபார்ப்புக் குறியீடு',
    verify: 'சரிபார்க்க',
    resend: 'குறியீட்டை மீண்டும் அனுப்புக',
    cooldown: (seconds: number) => `${seconds} வினாடிகளில் புதிய குறியீட்டைக் கோரலாம்.`,
    success: 'வெற்றிகரமாகப் பதிவுசெய்யப்பட்டது',
    failed: 'பயனர் கணக்கை உருவாக்க முடியவில்லை',
    nothingWaiting:
      'சரிபார்ப்புக்காகக் காத்திருக்கும் பதிவு எதுவும் இல்லை. முதலில் பதிவுசெய்யுங்கள்: பின்னர் உங்களுக்குக் குறியீடு அனுப்புவோம்.',
    register: 'பதிவுசெய்க',
  },

  unauthorized: {
    code: '403',
    text: 'இந்தப் பக்கத்தைப் பார்வையிட உங்களுக்கு அனுமதி இல்லை.',
    action: 'முகப்புக்குத் திரும்புக',
  },

  profile: {
    heading: 'எனது சுயவிவரம்',
    email: 'மின்னஞ்சல்',
    phone: 'தொலைபேசி',
    alYear: 'க.பொ.த (உ/த) ஆண்டு',
    accessTitle: 'அனுமதிகள்',
    access: {
      revision: 'மீட்டல்',
      theory: 'கோட்பாடு',
      practical: 'செய்முறை',
      paper: 'வினாத்தாள்',
    },
    granted: 'வழங்கப்பட்டது',
    notGranted: 'வழங்கப்படவில்லை',
    none: '—',
  },

  about: {
    heading: `${brand} பற்றி`,
    paragraphs: [
      `${brand}, பண்டாரவளை, பதுளை, மொனராகலை ஆகிய இடங்களிலுள்ள வகுப்புகளிலும் இலங்கை முழுவதும் இணையவழியிலும் க.பொ.த உயர்தரப் பொறியியல் தொழில்நுட்பவியல் மாணவர்களைப் பரீட்சைக்குத் தயார்படுத்துகிறது.`,
      'பதிவுசெய்த மாணவர்கள் கோட்பாடு, மீட்டல், செய்முறை, வினாத்தாள் கலந்துரையாடல் காணொளிகளைப் பார்க்கலாம்; மீட்டல் ரியூட்களையும் கடந்தகால வினாத்தாள் புள்ளியிடல் திட்டங்களையும் பதிவிறக்கலாம்; இணையவழியில் பரீட்சைகளுக்குத் தோற்றலாம். இலவசக் காணொளிகளும் Sampath புத்தகங்களும் அனைவருக்கும் திறந்துள்ளன.',
      'வகுப்புகள் அல்லது கட்டணங்கள் பற்றிக் கேள்விகள் உள்ளனவா? தொடர்புப் பக்கத்தைப் பயன்படுத்துங்கள்; நாம் உங்களுக்குப் பதிலளிப்போம்.',
    ],
    contact: 'எம்மைத் தொடர்புகொள்ளுங்கள்',
  },

  placeholder: {
    // Shown by the slider and sliderImage pages, which have no content yet: it tells a visitor it is on its way.
    text: 'இந்தப் பகுதி தயாராகிக்கொண்டிருக்கிறது. விரைவில் மீண்டும் பாருங்கள்.',
  },
};
