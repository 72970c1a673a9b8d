/**
 * The Tamil admin console's Settings texts: the lists of PDFs, videos (with their streaming
 * versions), exams and home page slides, and the slide upload. Part of ../admin.ts, kept apart to keep
 * each file small. English is imported for its type only.
 */
import type { Translation } from '../../../i18n/translation';
import type { adminTexts } from '../../en-admin';

export const settings: Translation<(typeof adminTexts)['settings']> = {
  heading: 'அமைப்புகள்',
  tabsLabel: 'அமைப்புப் பகுதிகள்',
  tabs: { pdfs: 'PDF கோப்புகள்', videos: 'காணொளிகள்', exams: 'பரீட்சைகள்', slides: 'படவில்லைகள்' },
  category: 'வகை',
  folder: 'கோப்புறை',
  tuteListLabel: (category: string) => `${category} இலுள்ள PDF கோப்புகள்`,
  videoListLabel: (folder: string) => `${folder} இலுள்ள காணொளிகள்`,
  examListLabel: 'பரீட்சைகள்',
  slideListLabel: 'படவில்லைகள்',
  noTutes: 'இந்த வகையில் PDF கோப்புகள் இல்லை.',
  noVideos: 'இந்தக் கோப்புறையில் காணொளிகள் இல்லை.',
  noExams: 'இதுவரை பரீட்சைகள் இல்லை.',
  noSlides: 'இதுவரை படவில்லைகள் இல்லை. நீங்கள் ஒன்றைச் சேர்க்கும்வரை முகப்புப் பக்கம் அதன் வழமையான பகுதிகளைக் காட்டும்.',
  loadFailed: 'பட்டியலை ஏற்ற முடியவில்லை. மீண்டும் முயற்சிக்கவும்.',
  retry: 'மீண்டும் முயற்சிக்க',
  delete: 'நீக்குக',
  deleteLabel: (name: string) => `${name} ஐ நீக்குக`,
  confirmTitle: 'நீக்குதல்',
  confirmText: (title: string) => `"${title}" ஐ நீக்க வேண்டுமென உறுதியாக உள்ளீர்களா?`,
  deleted: (name: string) => `"${name}" நீக்கப்பட்டது`,
  deleteFailed: (name: string) => `"${name}" ஐ நீக்க முடியவில்லை. மீண்டும் முயற்சிக்கவும்.`,
  examDeleteFailed: 'பரீட்சையை நீக்க முடியவில்லை.',
  streamStates: {
    queued: 'வரிசையில் காத்திருக்கிறது',
    processing: 'செயலாக்கப்படுகிறது',
    ready: 'தயார்',
    failed: 'தோல்வியடைந்தது',
    none: 'MP4 மட்டும்',
  },
  streamProgressLabel: 'பட்டியலிடப்பட்ட காணொளிகளின் ஸ்ட்ரீமிங் பதிப்புகள்',
  streamCount: (state: string, count: number) => `${state}: ${count}`,
  streamProgressLive: 'அனைத்தும் உருவாக்கப்படும் வரை தானாகப் புதுப்பிக்கப்படும்.',
  streamStateLabel: 'ஸ்ட்ரீமிங் பதிப்பு',
  retryStream: 'மீண்டும் முயற்சிக்க',
  retryStreamLabel: (title: string) => `${title} இன் ஸ்ட்ரீமிங் பதிப்பை மீண்டும் உருவாக்க முயற்சிக்க`,
  streamRetried: (title: string) => `"${title}" இன் ஸ்ட்ரீமிங் பதிப்பு மீண்டும் உருவாக்கப்படுகிறது`,
  streamRetryFailed: (title: string) => `"${title}" ஐ மீண்டும் முயற்சிக்க முடியவில்லை. பின்னர் முயற்சிக்கவும்.`,
  makeStreams: 'ஸ்ட்ரீமிங் பதிப்புகளை உருவாக்குக',
  streamsQueued: (count: number) =>
    count === 0
      ? 'இங்குள்ள ஒவ்வொரு காணொளிக்கும் ஏற்கனவே ஸ்ட்ரீமிங் பதிப்பு உள்ளது.'
      : count === 1
        ? '1 ஸ்ட்ரீமிங் பதிப்பு வரிசையில் சேர்க்கப்பட்டது; அது பின்னணியில் உருவாக்கப்படும்'
        : `${count} ஸ்ட்ரீமிங் பதிப்புகள் வரிசையில் சேர்க்கப்பட்டன; அவை பின்னணியில் உருவாக்கப்படும்`,
  makeStreamsFailed: 'ஸ்ட்ரீமிங் பதிப்புகளை உருவாக்கத் தொடங்க முடியவில்லை. மீண்டும் முயற்சிக்கவும்.',
  makeStreamsHint: 'பழைய வரிசையில் அல்லது வேறு வகைக் காணொளிக்காக உருவாக்கப்பட்ட பதிப்புகளையும் மீண்டும் உருவாக்கும்.',
  streamOutdated: 'பழைய வரிசையில் உருவாக்கப்பட்டது',
  sourceKindLabel: (title: string) => `"${title}" பெரும்பாலும் காட்டுவது`,
  kindChanged: (title: string) => `"${title}" இன் ஸ்ட்ரீமிங் பதிப்பு அது காட்டுவதற்கேற்ப மீண்டும் உருவாக்கப்படுகிறது`,
  kindChangeFailed: (title: string) => `"${title}" ஐ மாற்ற முடியவில்லை. மீண்டும் முயற்சிக்கவும்.`,
  yearOf: (year: string) => `${year} ஆம் ஆண்டு`,
  uploadedOn: (date: string) => `${date} அன்று பதிவேற்றப்பட்டது`,
  sizeKb: (kb: number) => `${kb} KB`,
  sizeMb: (mb: string) => `${mb} MB`,
  examFacts: (year: string, minutes: number) => `க.பொ.த (உ/த) ${year} · ${minutes} நிமிடங்கள்`,
  slideFormTitle: 'படவில்லையைப் பதிவேற்றுக',
  slideCaption: 'விளக்கக்குறிப்பு',
  slideImage: 'படம்',
  slideImageHint: 'JPEG, PNG அல்லது WebP, 2 MB வரை. முகப்புப் பக்கத்தில் அதன் விளக்கக்குறிப்புடன் காட்டப்படும்.',
  slideTooBig: 'படவில்லைப் படங்கள் ஆகக்கூடியது 2 MB ஆக இருக்கலாம்.',
  slideSubmit: 'படவில்லையைப் பதிவேற்றுக',
  slideUploaded: 'படவில்லை வெற்றிகரமாகப் பதிவேற்றப்பட்டது!',
  slideFailed: 'படவில்லைப் பதிவேற்றம் தோல்வியடைந்தது',
};
