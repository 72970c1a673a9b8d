/**
 * The Tamil catalogue's home screen texts: the Tamil side of ../en-home.ts, kept apart so only the
 * home route's chunk carries them. English is imported for its type only.
 */
import { siteConfig } from '../../config';
import type { Translation } from '../../i18n/translation';
import type { homeTexts } from '../en-home';

const brand = siteConfig.brand;

export const home: Translation<typeof homeTexts> = {
  heroTitle: `${brand} இற்கு உங்களை வரவேற்கிறோம்`,
  heroText:
    'க.பொ.த (உ/த) பொறியியல் தொழில்நுட்பவியலுக்கான கோட்பாடு, மீட்டல், செய்முறை மற்றும் கடந்தகால வினாத்தாள் கலந்துரையாடல்கள் — வகுப்பறையிலும் இணையவழியிலும்.',
  joinNow: 'இப்போதே இணையுங்கள்',
  countersTitle: 'எண்களில் எமது பெறுபேறுகள்',
  counters: {
    students: 'மாணவர்கள்',
    videos: 'காணொளிகள்',
    passes: 'A/B சித்திகள்',
    papers: 'கடந்தகால வினாத்தாள்கள் / Sampath புத்தகங்கள்',
  },
  learnTitle: 'நீங்கள் கற்கப்போவது',
  flipHint: 'மேலும் அறிய ஓர் அட்டையின் மீது சுட்டியை வையுங்கள் அல்லது அதைத் தெரிவுசெய்யுங்கள்.',
  flipHintTouch: 'மேலும் அறிய ஓர் அட்டையைத் தொடுங்கள்.',
  cards: {
    design: {
      title: 'பொறியியல் வடிவமைப்பு',
      text: 'வரைதல், கைவரைபடங்கள், வடிவமைப்புச் செயன்முறை: ஒரு பிரச்சினைக் கூற்றிலிருந்து செயற்படும் தீர்வு வரை.',
    },
    electronics: {
      title: 'இலத்திரனியல் அடிப்படைகள்',
      text: 'சுற்றுகள், கூறுகள், அளவீடுகள், இலக்கத் தர்க்கம் — அடிப்படைத் தத்துவங்களிலிருந்து படிப்படியாக.',
    },
    mechanical: {
      title: 'பொறிமுறைத் தொகுதிகள்',
      text: 'இயந்திரங்கள், வலுச் செலுத்துகை, பாய்மங்கள், திரவியங்கள் — வினாத்தாள் கேட்கும் செய்முறைகளுடன்.',
    },
  },
  aboutTitle: 'எம்மைப் பற்றி',
  aboutText:
    'பண்டாரவளை, பதுளை, மொனராகலை ஆகிய இடங்களிலும் இணையவழியிலும் க.பொ.த (உ/த) பொறியியல் தொழில்நுட்பவியல் கற்பிக்கிறோம். ஒளிப்பதிவுசெய்யப்பட்ட கோட்பாடு, மீட்டல், செய்முறைப் பாடங்கள், வினாத்தாள் கலந்துரையாடல்கள், ரியூட்கள், பரீட்சைகள் அனைத்தையும் மாணவர்கள் ஒரே இடத்தில் பெறுகிறார்கள்.',
  branchesTitle: 'எமது கிளைகள்',
  branches: {
    bandarawela: 'பண்டாரவளை',
    badulla: 'பதுளை',
    monaragala: 'மொனராகலை',
  },
  branchLabel: (name: string) => `${name} கிளை`,
  viewLocation: 'அமைவிடத்தைப் பார்க்க',
  viewLocationOf: (name: string) => `அமைவிடத்தைப் பார்க்க: ${name} கிளை, Google Maps (புதிய தாவலில் திறக்கும்)`,
  previous: 'முந்தைய கிளை',
  next: 'அடுத்த கிளை',
  slideOf: (index: number, total: number) => `${total} இல் ${index}`,
  slidesTitle: 'செய்திகளும் சிறப்பம்சங்களும்',
  previousSlide: 'முந்தைய படவில்லை',
  nextSlide: 'அடுத்த படவில்லை',
};
