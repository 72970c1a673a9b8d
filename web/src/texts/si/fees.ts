/**
 * The Sinhala texts of a student's class fees (the /fees page and the profile's card), key for key
 * the English ../en-fees.ts. The terms follow ./GLOSSARY.md and the fee messages of ./server.ts
 * (ගාස්තු සැලැස්ම, ගෙවීම් පත්‍රිකාව, බැංකු යොමු අංකය).
 */
import type { Translation } from '../../i18n/translation';
import type { feesTexts } from '../en-fees';

export const fees: Translation<typeof feesTexts> = {
  flags: {
    revisionAccess: 'පුනරීක්ෂණ දේශන',
    theoryAccess: 'සිද්ධාන්ත දේශන',
    practicalAccess: 'ප්‍රායෝගික දේශන',
    paperAccess: 'ප්‍රශ්න පත්‍ර සාකච්ඡා',
    revisionTuteAccess: 'පුනරීක්ෂණ ටියුට්',
  },

  card: {
    heading: 'පන්ති ගාස්තු',
    until: (flag: string, date: string) => `${flag}: ${date} දක්වා`,
    nothingRunning: 'දැනට ගෙවූ ප්‍රවේශයක් ක්‍රියාත්මක නොවේ.',
    payFor: (month: string) => `${month} සඳහා ගෙවන්න`,
  },

  pay: {
    heading: (month: string) => `${month} සඳහා ගෙවන්න`,
    intro: 'බැංකු තැන්පතුවකින් හෝ මාර්ගගත මුදල් මාරුවකින් ගෙවා, ගෙවීම් පත්‍රිකාවේ ඡායාරූපයක් මෙහි එවන්න. පන්තිය එය පරීක්ෂා කරනු ඇත.',
    plan: 'සැලැස්ම',
    opens: (flags: string) => `විවෘත වන්නේ: ${flags}`,
    noPlans: 'දැනට ගෙවීම සඳහා ගාස්තු සැලැස්මක් නැත. පන්තියෙන් විමසන්න.',
    month: 'මාසය',
    amount: 'ගෙවූ මුදල (රුපියල්)',
    reference: 'බැංකු යොමු අංකය',
    paidOn: 'ගෙවූ දිනය',
    slip: 'ගෙවීම් පත්‍රිකාව',
    slipHint: 'පත්‍රිකාවේ ඡායාරූපයක් (JPEG හෝ PNG) හෝ MB 2 දක්වා PDF එකක්.',
    takePhoto: 'ඡායාරූපයක් ගන්න',
    chooseFile: 'ගොනුවක් තෝරන්න',
    preparing: 'ඡායාරූපය සකසමින්…',
    unreadable: 'මෙම ඡායාරූපය විවෘත කළ නොහැක. නැවත ගන්න හෝ වෙනත් ගොනුවක් තෝරන්න.',
    preview: 'යවන ගෙවීම් පත්‍රිකාව',
    pdfChosen: (name: string) => `PDF: ${name}`,
    size: (size: string) => `ප්‍රමාණය: ${size}`,
    kb: (size: string) => `KB ${size}`,
    mb: (size: string) => `MB ${size}`,
    noSlip: 'පත්‍රිකාවේ ඡායාරූපයක් හෝ PDF එකක් එක් කරන්න.',
    submit: 'ගෙවීම යවන්න',
    sending: 'යවමින්…',
    uploading: (percent: number) => `පත්‍රිකාව උඩුගත කරමින්: ${percent}%`,
    uploadFailed: 'පත්‍රිකාව උඩුගත නොවීය. ඔබේ සම්බන්ධතාවය පරීක්ෂා කර නැවත උත්සාහ කරන්න.',
    retry: 'නැවත උඩුගත කරන්න',
    sent: 'ගෙවීම යවන ලදී. පන්තිය ඔබේ ගෙවීම් පත්‍රිකාව පරීක්ෂා කරනු ඇත.',
    failed: 'ගෙවීම යැවිය නොහැකි විය. නැවත උත්සාහ කරන්න.',
  },

  history: {
    heading: 'මගේ ගෙවීම්',
    loading: 'ඔබේ ගෙවීම් පූරණය වෙමින්…',
    failed: 'ඔබේ ගෙවීම් පූරණය කළ නොහැකි විය.',
    empty: 'තවම ගෙවීම් නැත. ඔබ යවන ගෙවීම් මෙහි පෙනේ.',
    month: 'මාසය',
    amount: 'මුදල',
    reference: 'යොමු අංකය',
    method: 'ගෙවූ ආකාරය',
    methods: { slip: 'බැංකු පත්‍රිකාව', cash: 'පන්තියේදී මුදලින්' },
    paidOn: 'ගෙවූ දිනය',
    state: 'තත්ත්වය',
    pending: 'පරීක්ෂා කිරීමට බලාපොරොත්තුවෙන්',
    approved: (date: string) => `අනුමතයි — ${date} දක්වා ප්‍රවේශය`,
    rejected: (reason: string) => `ප්‍රතික්ෂේපිතයි — ${reason}`,
    reasons: {
      wrongAmount: 'මුදල ගාස්තුවට නොගැළපේ',
      unreadable: 'පත්‍රිකාව කියවිය නොහැක',
      duplicateReference: 'මෙම යොමු අංකය දැනටමත් භාවිත කර ඇත',
      other: 'සටහන බලන්න',
    },
    note: (note: string) => `සටහන: ${note}`,
    viewSlip: 'පත්‍රිකාව බලන්න',
    viewSlipOf: (month: string) => `${month} පත්‍රිකාව බලන්න`,
  },
};
