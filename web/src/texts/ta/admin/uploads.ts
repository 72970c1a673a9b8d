/**
 * The Tamil admin console's texts for creating content: classes, exams, video uploads and tute
 * (PDF) uploads. Part of ../admin.ts, kept apart to keep each file small. English is imported for its
 * type only.
 */
import type { Translation } from '../../../i18n/translation';
import type { adminTexts } from '../../en-admin';

export const classes: Translation<(typeof adminTexts)['classes']> = {
  heading: 'வகுப்பு முகாமைத்துவம்',
  formTitle: 'புதிய வகுப்பை உருவாக்குக',
  title: 'தலைப்பு',
  titleHint: 'பெரிய எழுத்துகளில் தட்டச்சு செய்யப்படும்; வகுப்பை உருவாக்கும்போது " | Engineering Technology" இறுதியில் சேர்க்கப்படும்.',
  type: 'வகை',
  location: 'இடம்',
  fee: 'கட்டணம் (மாதமொன்றுக்கு ரூபாயில்)',
  day: 'நாள்',
  startTime: 'ஆரம்ப நேரம்',
  endTime: 'முடிவு நேரம்',
  endHint: 'ஆரம்ப நேரத்துக்குப் பின்னராக இருக்க வேண்டும்.',
  submit: 'வகுப்பை உருவாக்குக',
  created: 'வெற்றிகரமாக உருவாக்கப்பட்டது',
  failed: 'வகுப்பை உருவாக்கும்போது ஏதோ தவறு நடந்துவிட்டது.',
};

export const exams: Translation<(typeof adminTexts)['exams']> = {
  heading: 'படிவங்களை உருவாக்குதல்',
  formTitle: 'புதிய பரீட்சையை உருவாக்குக',
  title: 'தலைப்பு',
  year: 'ஆண்டு',
  description: 'விபரம்',
  duration: 'கால அளவு (நிமிடங்களில்)',
  link: 'Google Form இணைப்பு',
  linkHint: 'https://docs.google.com/forms/ அல்லது https://forms.gle/ என்று தொடங்க வேண்டும்',
  submit: 'பரீட்சையை உருவாக்குக',
  submitting: 'சமர்ப்பிக்கப்படுகிறது...',
  created: 'பரீட்சை வெற்றிகரமாக உருவாக்கப்பட்டது!',
  failed: 'பரீட்சையை உருவாக்க முடியவில்லை.',
};

export const videos: Translation<(typeof adminTexts)['videos']> = {
  heading: 'காணொளி முகாமைத்துவம்',
  formTitle: 'காணொளியைப் பதிவேற்றுக',
  folder: 'கோப்புறை',
  year: 'ஆண்டு',
  title: 'தலைப்பு',
  titleHint: 'மாணவர்கள் இந்தத் தலைப்பைக் காண்பார்கள். இது புதிய தலைப்பாக இருக்க வேண்டும்; "/", "\\" அல்லது ".." கொண்டிருக்கக் கூடாது.',
  titleSlash: 'தலைப்பில் "/", "\\" அல்லது ".." இருக்கக் கூடாது.',
  caption: 'விளக்கக்குறிப்பு',
  video: 'காணொளிக் கோப்பு (MP4)',
  videoHint:
    '64 MB இலும் பெரிய காணொளிகள் பகுதிகளாகப் பதிவேற்றப்படுவதால் தொடரலாம்: பதிவேற்றம் நின்றுவிட்டால், அதே கோப்பை மீண்டும் தெரிவுசெய்யுங்கள்.',
  videoNotMp4: 'MP4 காணொளியைத் தெரிவுசெய்யுங்கள்.',
  thumbnail: 'சிறுபடம்',
  thumbnailHint: 'JPEG அல்லது PNG; ஏனைய படவகைகள் JPEG ஆக மாற்றப்படும்.',
  submit: 'பதிவேற்றுக',
  cancel: 'பதிவேற்றத்தை இரத்துச்செய்க',
  bothFiles: 'காணொளி, சிறுபடம் இரண்டையும் தெரிவுசெய்யுங்கள்.',
  preparing: 'பதிவேற்றம் தயார்படுத்தப்படுகிறது…',
  uploading: (percent: number) => `பதிவேற்றப்படுகிறது: ${percent}%`,
  uploadComplete: 'பதிவேற்றம் நிறைவடைந்தது',
  thumbnailSending: 'சிறுபடம் பதிவேற்றப்படுகிறது…',
  saving: 'காணொளியின் விபரங்கள் சேமிக்கப்படுகின்றன…',
  resuming: (done: number, total: number) => `தொடர்கிறது: ${total} பகுதிகளில் ${done} ஏற்கனவே பதிவேற்றப்பட்டுள்ளன`,
  resumeFound: (title: string) =>
    `இந்தக் கோப்பு "${title}" என்ற பெயரில் பதிவேற்றப்பட்டுக்கொண்டிருந்தது. நின்ற இடத்திலிருந்து தொடர "பதிவேற்றுக" என்பதைத் தெரிவுசெய்யுங்கள்.`,
  progressLabel: 'காணொளிப் பதிவேற்ற முன்னேற்றம்',
  announcePercent: (percent: number) => `காணொளியின் ${percent}% பதிவேற்றப்பட்டது`,
  cancelled: 'பதிவேற்றம் இரத்துச்செய்யப்பட்டது.',
  success: 'காணொளியும் சிறுபடமும் வெற்றிகரமாகப் பதிவேற்றப்பட்டன!',
  streamOf: (title: string) => `"${title}" இன் ஸ்ட்ரீமிங் பதிப்பு`,
  videoUrlFailed: 'காணொளிக்கான கையொப்பமிட்ட URL ஐப் பெற முடியவில்லை.',
  videoFailed: 'காணொளிப் பதிவேற்றம் தோல்வியடைந்தது.',
  thumbnailUrlFailed: 'சிறுபடத்துக்கான கையொப்பமிட்ட URL ஐப் பெற முடியவில்லை.',
  thumbnailFailed: 'சிறுபடப் பதிவேற்றம் தோல்வியடைந்தது.',
  completeFailed: 'காணொளியைச் சேமிக்க முடியவில்லை. மீண்டும் முயற்சிக்கவும்.',
  thumbnailUnreadable: 'இந்தப் படத்தை வாசிக்க முடியவில்லை. JPEG அல்லது PNG கோப்பைத் தெரிவுசெய்யுங்கள்.',
  folders: {
    free: 'இலவசம்',
    Theory: 'கோட்பாடு',
    Revision: 'மீட்டல்',
    Practical: 'செய்முறை',
    Paper: 'வினாத்தாள்',
  },
  years: { all: 'அனைத்து ஆண்டுகளும்' },
  sourceKind: 'காணொளி பெரும்பாலும் காட்டுவது',
  sourceKindHint: 'தரவுச் சிக்கனத்தில் படவில்லைகளின் எழுத்துகள் வாசிக்கக்கூடியதாக இருக்கும்; கேமரா அசைவைக் காக்கும்.',
  sourceKinds: { slides: 'படவில்லைகள் அல்லது வெண்பலகை', camera: 'கேமரா' },
};

export const tutes: Translation<(typeof adminTexts)['tutes']> = {
  heading: 'ரியூட் முகாமைத்துவம்',
  formTitle: 'PDF கோப்பைப் பதிவேற்றுக',
  file: 'PDF கோப்பு',
  fileHint: 'PDF மட்டும், 50 MB வரை.',
  category: 'வகை',
  categories: {
    PastPaperMarking: 'கடந்தகால வினாத்தாள் புள்ளியிடல் திட்டங்கள்',
    RevisionTute: 'மீட்டல் ரியூட்கள்',
    SampathBook: 'Sampath புத்தகங்கள்',
  },
  year: 'ஆண்டு',
  yearHint: 'விரும்பிய உரை, உதாரணமாக 2024 அல்லது 2023/2024.',
  submit: 'பதிவேற்றுக',
  noFile: 'முதலில் ஒரு கோப்பைத் தெரிவுசெய்யுங்கள்.',
  notPdf: 'PDF கோப்பைத் தெரிவுசெய்யுங்கள்.',
  tooBig: 'PDF கோப்புகள் ஆகக்கூடியது 50 MB ஆக இருக்கலாம்.',
  nameTooLong: 'கோப்பின் பெயர் மிக நீளமானது: 150 எழுத்துகளுக்கு உட்பட்டதாகப் பெயரை மாற்றுங்கள்.',
  uploading: (percent: number) => `பதிவேற்றப்படுகிறது: ${percent}%`,
  progressLabel: 'PDF பதிவேற்ற முன்னேற்றம்',
  announcePercent: (percent: number) => `PDF கோப்பின் ${percent}% பதிவேற்றப்பட்டது`,
  success: 'பதிவேற்றம் வெற்றிகரமானது!',
  failed: 'பதிவேற்றம் தோல்வியடைந்தது. மீண்டும் முயற்சிக்கவும்.',
};
