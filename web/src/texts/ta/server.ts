/**
 * The Tamil texts of the server's messages, by group and key (an API error's `code` is
 * `<group>.<key>`): the web shows these instead of the English `message` when Tamil is active.
 * The groups are the schema module's message objects, imported for their types only; the limits
 * that appear in a text come from the same module, so both languages quote the same numbers.
 */
import type {
  accountTexts,
  classTexts,
  commonTexts,
  contactTexts,
  examTexts,
  NIC_ERROR,
  sessionTexts,
  slideTexts,
  streamTexts,
  tuteTexts,
  uploadTexts,
  userTexts,
  videoTexts,
} from '../../../../functions/shared/schemas';
import {
  REPLY_TEXT_MAX,
  SIGN_PARTS_MAX,
  SLIDE_CAPTION_MAX,
  TUTE_NAME_MAX,
  VIDEO_CAPTION_MAX,
  VIDEO_TITLE_MAX,
} from '../../../../functions/shared/schemas';
import type { Translation } from '../../i18n/translation';

/** The request-level texts (anti-forgery, body and content-type checks), keyed as the server keys them. */
type RequestTexts = Record<
  'xsrf' | 'notViaSite' | 'tooLarge' | 'contentType' | 'malformedJson' | 'illFormedText' | 'notObject' | 'internal',
  string
>;

interface ServerGroups {
  account: typeof accountTexts;
  user: typeof userTexts;
  session: typeof sessionTexts;
  stream: typeof streamTexts;
  slide: typeof slideTexts;
  exam: typeof examTexts;
  class: typeof classTexts;
  common: typeof commonTexts;
  upload: typeof uploadTexts;
  video: typeof videoTexts;
  tute: typeof tuteTexts;
  contact: typeof contactTexts;
  request: RequestTexts;
  nic: { invalid: typeof NIC_ERROR };
}

export const server: Translation<ServerGroups> = {
  account: {
    name: '*பெயர் கட்டாயமானது; அது குறைந்தது 3 எழுத்துகள் கொண்டிருக்க வேண்டும்.',
    email: '*சரியான மின்னஞ்சல் முகவரியை உள்ளிடுங்கள்.',
    password: '*கடவுச்சொல் குறைந்தது 6 எழுத்துகள் கொண்டிருக்க வேண்டும்.',
    confirmPassword: '*கடவுச்சொற்கள் பொருந்தவில்லை.',
    address: '*முகவரி கட்டாயமானது.',
    idNo: '*சரியான தேசிய அடையாள அட்டை இலக்கத்தை உள்ளிடுங்கள் (உதாரணமாக 987654321V , 200012345678).',
    phoneNumber: '*சரியான தொலைபேசி இலக்கத்தை உள்ளிடுங்கள் (உதாரணமாக 0712345678).',
    school: '*பாடசாலையின் பெயர் கட்டாயமானது.',
    alYear: '*சரியான ஆண்டை உள்ளிடுங்கள் (உதாரணமாக 2025).',
    registrationInvalid: 'கட்டாயமான அனைத்துப் புலங்களையும் சரியாக நிரப்புங்கள்.',
    otpCode: '6 இலக்கக் குறியீட்டை உள்ளிடுங்கள்.',
  },
  user: {
    codeSent: 'சரிபார்ப்புக் குறியீடு அனுப்பப்பட்டது',
    emailTaken: 'இந்த மின்னஞ்சலுடன் ஏற்கனவே ஒரு கணக்கு உள்ளது.',
    nicTaken: 'இந்தத் தேசிய அடையாள அட்டை இலக்கத்துடன் ஏற்கனவே ஒரு கணக்கு உள்ளது.',
    registered: 'வெற்றிகரமாகப் பதிவுசெய்யப்பட்டது',
    invalidCode: 'குறியீடு தவறானது.',
    codeExpired: 'குறியீடு காலாவதியாகிவிட்டது. புதிய குறியீட்டைக் கோருங்கள்.',
    tooManyCodes: 'பல தடவை தவறான குறியீடு உள்ளிடப்பட்டது. புதிய குறியீட்டைக் கோருங்கள்.',
    noPending: 'சரிபார்ப்புக்காகக் காத்திருக்கும் பதிவு எதுவும் இல்லை.',
    codeResent: 'புதிய குறியீடு அனுப்பப்பட்டது.',
    resendWait: (seconds: number) => `புதிய குறியீட்டைக் கோருவதற்கு முன் ${seconds} வினாடிகள் காத்திருங்கள்.`,
    resendLimit: (hours: number) =>
      `இன்று அளவுக்கதிகமான குறியீடுகள் அனுப்பப்பட்டுவிட்டன. ${hours} மணித்தியாலத்தின் பின் மீண்டும் முயற்சிக்கவும்.`,
    wrongCredentials: 'பயனர்பெயர் அல்லது கடவுச்சொல் தவறு',
    busy: 'இணையத்தளத்தில் தற்போது நெரிசல் அதிகம். சில வினாடிகளின் பின் மீண்டும் முயற்சிக்கவும்.',
    unverified: 'உள்நுழைவதற்கு முன் உங்கள் மின்னஞ்சலைச் சரிபார்க்கவும்.',
    suspended: 'இந்தக் கணக்கு இடைநிறுத்தப்பட்டுள்ளது.',
    loggedOut: 'வெளியேறிவிட்டீர்கள்',
    userNotFound: 'பயனர் கிடைக்கவில்லை.',
    adminProtected: 'நிர்வாகிக் கணக்குகளை இங்கு மாற்ற முடியாது.',
    userDeleted: 'பயனர் நீக்கப்பட்டார்',
  },
  session: {
    loginRequired: 'தயவுசெய்து உள்நுழையுங்கள்.',
    adminsOnly: 'நிர்வாகிகளுக்கு மட்டும்.',
    noAccess: 'இந்த உள்ளடக்கத்தைப் பார்வையிட உங்களுக்கு அனுமதி இல்லை.',
  },
  stream: {
    notRetryable: 'இந்தக் காணொளி ஏற்கனவே செயலாக்கப்படுகிறது அல்லது தயாராக உள்ளது.',
  },
  slide: {
    missing: 'விளக்கக்குறிப்பைச் சேர்த்து ஒரு படத்தைத் தெரிவுசெய்யுங்கள்.',
    caption: `விளக்கக்குறிப்பு ஆகக்கூடியது ${SLIDE_CAPTION_MAX} எழுத்துகள் கொண்டிருக்கலாம்.`,
    imageType: 'படவில்லைகள் JPEG, PNG அல்லது WebP படங்களாக இருக்க வேண்டும்.',
    tooLarge: 'படவில்லைப் படங்கள் ஆகக்கூடியது 2 MB ஆக இருக்கலாம்.',
    notMultipart: 'படவில்லையை multipart/form-data ஆக அனுப்புங்கள்.',
    malformed: 'பதிவேற்றத்தை வாசிக்க முடியவில்லை. மீண்டும் முயற்சிக்கவும்.',
    oneImage: 'ஒரு படத்தையும் ஒரு விளக்கக்குறிப்பையும் அனுப்புங்கள்.',
    slideNotFound: 'படவில்லை கிடைக்கவில்லை.',
    slideDeleted: 'படவில்லை நீக்கப்பட்டது',
  },
  exam: {
    title: 'தலைப்பு 1 முதல் 120 எழுத்துகள் வரை இருக்க வேண்டும் ("/" இருக்கக் கூடாது).',
    year: '2024 முதல் 2030 வரையான ஓர் ஆண்டைத் தெரிவுசெய்யுங்கள்.',
    description: 'விபரம் ஆகக்கூடியது 1000 எழுத்துகள் கொண்டிருக்கலாம்.',
    durationMin: 'கால அளவு குறைந்தது 1 நிமிடமாக இருக்க வேண்டும்.',
    durationMax: 'கால அளவு 600 இற்கு மேற்படாத முழு நிமிடங்களாக இருக்க வேண்டும்.',
    link: 'Google Forms இணைப்பை உள்ளிடுங்கள் (https://docs.google.com/forms/… அல்லது https://forms.gle/…).',
    yearParam: 'ஆண்டு நான்கு இலக்கங்களாக இருக்க வேண்டும்.',
    created: 'பரீட்சை வெற்றிகரமாக உருவாக்கப்பட்டது!',
    duplicate: 'இந்தத் தலைப்புடன் ஏற்கனவே ஒரு பரீட்சை உள்ளது.',
    deleted: 'பரீட்சை நீக்கப்பட்டது',
    notFound: 'பரீட்சை கிடைக்கவில்லை.',
  },
  class: {
    invalid: 'படிவத்தைச் சரியாக நிரப்புங்கள்.',
    deleted: 'வகுப்பு நீக்கப்பட்டது',
    notFound: 'வகுப்பு கிடைக்கவில்லை.',
  },
  common: {
    invalidCursor: 'பட்டியலின் தொடர் குறி தவறானது.',
  },
  upload: {
    title: `காணொளித் தலைப்பு 1 முதல் ${VIDEO_TITLE_MAX} எழுத்துகள் வரை இருக்க வேண்டும்; "/", "\\" அல்லது ".." இருக்கக் கூடாது.`,
    titleTaken: 'இந்தத் தலைப்புடன் ஏற்கனவே ஒரு காணொளி உள்ளது.',
    caption: `விளக்கக்குறிப்பு 1 முதல் ${VIDEO_CAPTION_MAX} எழுத்துகள் வரை இருக்க வேண்டும்.`,
    videoType: 'காணொளிகள் MP4 கோப்புகளாக (video/mp4) இருக்க வேண்டும்.',
    thumbnailType: 'சிறுபடங்கள் JPEG அல்லது PNG படங்களாக இருக்க வேண்டும்.',
    size: 'கோப்பின் அளவு 0 இலும் கூடிய முழு எண்ணிக்கையிலான பைற்றுகளாக இருக்க வேண்டும்.',
    useMultipart: '64 MB இலும் பெரிய கோப்புகள் பகுதிகளாகப் பதிவேற்றப்படுகின்றன.',
    videoTooLarge: 'காணொளிகள் ஆகக்கூடியது 16 GB ஆக இருக்கலாம்.',
    thumbnailTooLarge: 'சிறுபடங்கள் ஆகக்கூடியது 5 MB ஆக இருக்கலாம்.',
    lastModified: 'கோப்பு இறுதியாக மாற்றப்பட்ட நேரம் குறிப்பிடப்படவில்லை.',
    notUploaded: 'காணொளி அல்லது சிறுபடத்தின் பதிவேற்றம் இன்னும் நிறைவடையவில்லை.',
    noPendingUpload: 'இந்தத் தலைப்புக்காகக் காத்திருக்கும் பதிவேற்றம் எதுவும் இல்லை. பதிவேற்றத்தை மீண்டும் தொடங்குங்கள்.',
    uploadKey: 'அறியப்படாத பதிவேற்றத் திறவுகோல்.',
    uploadNotFound: 'இந்த அடையாளத்துடன் நிறைவடையாத பதிவேற்றம் எதுவும் இல்லை.',
    partNumbers: `ஒரே தடவையில் 1 முதல் ${SIGN_PARTS_MAX} வரையான பகுதி இலக்கங்களைக் கோருங்கள்.`,
    partNumber: 'அந்தப் பகுதி இலக்கம் இந்தப் பதிவேற்றத்துக்கு உரியதல்ல.',
    etag: 'அந்தப் பகுதிக்கு S3 வழங்கிய ETag ஐ அனுப்புங்கள்.',
    partsMissing: 'சில பகுதிகள் இன்னும் பதிவேற்றப்படவில்லை.',
    uploadCancelled: 'பதிவேற்றம் இரத்துச்செய்யப்பட்டது',
  },
  video: {
    unknownFolder: 'அறியப்படாத கோப்புறை.',
    noVideoAccess: 'இந்தக் காணொளிகளைப் பார்வையிட உங்களுக்கு அனுமதி இல்லை.',
    invalidYear: 'ஆண்டு 2025 முதல் 2030 வரையானதாக அல்லது "all" (அனைத்தும்) ஆக இருக்க வேண்டும்.',
    videoNotFound: 'காணொளி கிடைக்கவில்லை.',
    comment: 'கருத்து 1 முதல் 1000 எழுத்துகள் வரை இருக்க வேண்டும்.',
    seconds: 'வினாடிகள் 0 முதல் 86400 வரையான எண்ணாக இருக்க வேண்டும்.',
  },
  tute: {
    unknownCategory: 'அறியப்படாத வகை.',
    noAccess: 'இந்த ரியூட்களைப் பார்வையிட உங்களுக்கு அனுமதி இல்லை.',
    fileName: `கோப்பின் பெயர் .pdf இல் முடிய வேண்டும்; ஆகக்கூடியது ${TUTE_NAME_MAX} எழுத்துகள் கொண்டிருக்கலாம்; "/", "\\" அல்லது ".." இருக்கக் கூடாது.`,
    fileType: 'PDF கோப்புகளை (application/pdf) மட்டுமே பதிவேற்றலாம்.',
    tooLarge: 'PDF கோப்புகள் ஆகக்கூடியது 50 MB ஆக இருக்கலாம்.',
    year: 'ஆண்டு ஆகக்கூடியது 20 எழுத்துகள் கொண்டிருக்கலாம் (எழுத்துகள், இலக்கங்கள், இடைவெளிகள், நிறுத்தக்குறிகள்).',
    fileNotFound: 'கோப்பு கிடைக்கவில்லை.',
    notPdf:
      'இந்தக் கோப்பு PDF அல்ல (அதன் உள்ளடக்கம் PDF போன்று தொடங்கவில்லை), எனவே அது அகற்றப்பட்டது. PDF கோப்பைத் தெரிவுசெய்து மீண்டும் பதிவேற்றுங்கள்.',
  },
  contact: {
    invalid: 'அனைத்துப் புலங்களையும் சரியாக நிரப்புங்கள்.',
    sent: 'வெற்றிகரமாக அனுப்பப்பட்டது',
    messageNotFound: 'செய்தி கிடைக்கவில்லை.',
    replyText: `1 முதல் ${REPLY_TEXT_MAX} எழுத்துகள் வரையான பதிலை எழுதுங்கள்.`,
    replySent: 'பதில் வெற்றிகரமாக அனுப்பப்பட்டது',
    messageDeleted: 'செய்தி நீக்கப்பட்டது',
    replyRefused: 'மின்னஞ்சல் சேவை இந்தப் பதிலை அனுப்ப மறுத்துவிட்டது.',
  },
  request: {
    xsrf: 'போலிக் கோரிக்கைத் தடுப்புக் குறியீடு தவறானது அல்லது இல்லை.',
    notViaSite: 'கோரிக்கைகள் இணையத்தளத்தின் ஊடாகவே வர வேண்டும்.',
    tooLarge: 'கோரிக்கையின் உள்ளடக்கம் மிகப் பெரியது.',
    contentType: 'Content-Type ஆனது application/json ஆக இருக்க வேண்டும்.',
    malformedJson: 'JSON உள்ளடக்கம் பிழையான வடிவில் உள்ளது.',
    illFormedText: 'கோரிக்கையில் செல்லுபடியான Unicode அல்லாத உரை உள்ளது.',
    notObject: 'கோரிக்கையின் உள்ளடக்கம் ஒரு JSON பொருளாக இருக்க வேண்டும்.',
    internal: 'ஏதோ தவறு நடந்துவிட்டது.',
  },
  nic: {
    invalid: 'நீங்கள் உள்ளிட்ட தேசிய அடையாள அட்டை இலக்கம் தவறானது',
  },
};
