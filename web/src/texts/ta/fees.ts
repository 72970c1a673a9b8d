/**
 * The Tamil texts of a student's class fees (the /fees page and the profile's card), key for key
 * the English ../en-fees.ts. The terms follow ./GLOSSARY.md and the fee messages of ./server.ts
 * (கட்டணத் திட்டம், பற்றுச்சீட்டு, கொடுப்பனவு, வங்கிக் குறிப்பு எண்).
 */
import type { Translation } from '../../i18n/translation';
import type { feesTexts } from '../en-fees';

export const fees: Translation<typeof feesTexts> = {
  flags: {
    revisionAccess: 'மீட்டல் விரிவுரைகள்',
    theoryAccess: 'கோட்பாட்டு விரிவுரைகள்',
    practicalAccess: 'செய்முறை விரிவுரைகள்',
    paperAccess: 'வினாத்தாள் கலந்துரையாடல்கள்',
    revisionTuteAccess: 'மீட்டல் ரியூட்கள்',
  },

  card: {
    heading: 'வகுப்புக் கட்டணம்',
    until: (flag: string, date: string) => `${flag}: ${date} வரை`,
    nothingRunning: 'தற்போது கட்டணம் செலுத்திய அனுமதி எதுவும் இல்லை.',
    payFor: (month: string) => `${month} மாதத்துக்குச் செலுத்துக`,
  },

  pay: {
    heading: (month: string) => `${month} மாதத்துக்குச் செலுத்துக`,
    intro:
      'வங்கி வைப்பு அல்லது இணையவழிப் பணப் பரிமாற்றம் மூலம் செலுத்தி, பற்றுச்சீட்டின் படத்தை இங்கே அனுப்புங்கள். வகுப்பு அதைச் சரிபார்க்கும்.',
    plan: 'திட்டம்',
    opens: (flags: string) => `திறப்பவை: ${flags}`,
    noPlans: 'தற்போது செலுத்துவதற்குக் கட்டணத் திட்டம் எதுவும் இல்லை. வகுப்பிடம் கேளுங்கள்.',
    month: 'மாதம்',
    amount: 'செலுத்திய தொகை (ரூபாய்)',
    reference: 'வங்கிக் குறிப்பு எண்',
    paidOn: 'செலுத்திய திகதி',
    slip: 'பற்றுச்சீட்டு',
    slipHint: 'பற்றுச்சீட்டின் புகைப்படம் (JPEG அல்லது PNG) அல்லது 2 MB வரையான PDF.',
    takePhoto: 'புகைப்படம் எடுக்க',
    chooseFile: 'கோப்பைத் தெரிவுசெய்க',
    preparing: 'புகைப்படம் தயாராகிறது…',
    unreadable: 'இந்தப் புகைப்படத்தைத் திறக்க முடியவில்லை. மீண்டும் எடுங்கள் அல்லது வேறு கோப்பைத் தெரிவுசெய்யுங்கள்.',
    preview: 'அனுப்பப்படும் பற்றுச்சீட்டு',
    pdfChosen: (name: string) => `PDF: ${name}`,
    size: (size: string) => `அளவு: ${size}`,
    kb: (size: string) => `${size} KB`,
    mb: (size: string) => `${size} MB`,
    noSlip: 'பற்றுச்சீட்டின் புகைப்படத்தை அல்லது PDF ஐச் சேர்க்கவும்.',
    submit: 'கொடுப்பனவை அனுப்புக',
    sending: 'அனுப்பப்படுகிறது…',
    uploading: (percent: number) => `பற்றுச்சீட்டு பதிவேற்றப்படுகிறது: ${percent}%`,
    uploadFailed: 'பற்றுச்சீட்டு பதிவேறவில்லை. இணைப்பைச் சரிபார்த்து மீண்டும் முயற்சிக்கவும்.',
    retry: 'மீண்டும் பதிவேற்றுக',
    sent: 'கொடுப்பனவு அனுப்பப்பட்டது. வகுப்பு உங்கள் பற்றுச்சீட்டைச் சரிபார்க்கும்.',
    failed: 'கொடுப்பனவை அனுப்ப முடியவில்லை. மீண்டும் முயற்சிக்கவும்.',
  },

  history: {
    heading: 'எனது கொடுப்பனவுகள்',
    loading: 'உங்கள் கொடுப்பனவுகள் ஏற்றப்படுகின்றன…',
    failed: 'உங்கள் கொடுப்பனவுகளை ஏற்ற முடியவில்லை.',
    empty: 'இதுவரை கொடுப்பனவுகள் இல்லை. நீங்கள் அனுப்பும் கொடுப்பனவுகள் இங்கே தோன்றும்.',
    month: 'மாதம்',
    amount: 'தொகை',
    reference: 'குறிப்பு எண்',
    method: 'செலுத்திய முறை',
    methods: { slip: 'வங்கிப் பற்றுச்சீட்டு', cash: 'வகுப்பில் பணமாக' },
    paidOn: 'செலுத்திய திகதி',
    state: 'நிலை',
    pending: 'சரிபார்க்கக் காத்திருக்கிறது',
    approved: (date: string) => `அங்கீகரிக்கப்பட்டது — ${date} வரை அனுமதி`,
    rejected: (reason: string) => `நிராகரிக்கப்பட்டது — ${reason}`,
    reasons: {
      wrongAmount: 'தொகை கட்டணத்துடன் பொருந்தவில்லை',
      unreadable: 'பற்றுச்சீட்டை வாசிக்க முடியவில்லை',
      duplicateReference: 'இந்தக் குறிப்பு எண் ஏற்கனவே பயன்படுத்தப்பட்டுள்ளது',
      other: 'குறிப்பைப் பார்க்கவும்',
    },
    note: (note: string) => `குறிப்பு: ${note}`,
    viewSlip: 'பற்றுச்சீட்டைப் பார்க்க',
    viewSlipOf: (month: string) => `${month} பற்றுச்சீட்டைப் பார்க்க`,
  },
};
