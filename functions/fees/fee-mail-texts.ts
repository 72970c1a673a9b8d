/**
 * The fee mails' texts in each account language: a payment the class rejected, and access about to
 * run out. Amounts are "Rs. 2,000" in every script, dates carry the month written out (never a
 * numeric month that could be read the American way), and the brand stays as written.
 */
import { MONTH_NAMES, type AccessField, type Language, type RejectReason } from '../shared/schemas';

export interface FeeMailTexts {
  greeting: (name: string) => string;
  rejectedSubject: (brand: string) => string;
  /** "Your payment of Rs. 2,000 for December 2026 (Theory monthly) was not accepted." */
  rejectedLead: (amount: string, month: string, plan: string) => string;
  reasonLabel: string;
  noteLabel: string;
  reasons: Record<RejectReason, string>;
  payAgain: string;
  reminderSubject: (brand: string) => string;
  /** "Your access to Theory and Paper runs until 31 December 2026." */
  reminderLead: (classes: string, lastDay: string) => string;
  reminderPay: string;
  classes: Record<AccessField, string>;
  /** Joins class names into one phrase. */
  and: string;
}

export const feeMailTexts: Record<Language, FeeMailTexts> = {
  en: {
    greeting: (name) => `Dear ${name},`,
    rejectedSubject: (brand) => `${brand}: your payment was not accepted`,
    rejectedLead: (amount, month, plan) => `Your payment of ${amount} for ${month} (${plan}) was not accepted.`,
    reasonLabel: 'Reason:',
    noteLabel: 'Note from the class:',
    reasons: {
      wrongAmount: 'The amount on the slip is not the fee for this plan.',
      unreadable: 'The slip photo cannot be read.',
      duplicateReference: 'This bank reference was already used for another payment.',
      other: 'See the note below.',
    },
    payAgain: 'Send the payment again on your fees page:',
    reminderSubject: (brand) => `${brand}: your class access ends soon`,
    reminderLead: (classes, lastDay) => `Your access to ${classes} runs until ${lastDay}.`,
    reminderPay: "Pay next month's fee on your fees page to keep watching:",
    classes: {
      revisionAccess: 'Revision',
      theoryAccess: 'Theory',
      practicalAccess: 'Practical',
      paperAccess: 'Paper',
      revisionTuteAccess: 'Revision Tutes',
    },
    and: ' and ',
  },
  si: {
    greeting: (name) => `හිතවත් ${name},`,
    rejectedSubject: (brand) => `${brand}: ඔබගේ ගෙවීම පිළිගත නොහැකි විය`,
    rejectedLead: (amount, month, plan) => `${month} සඳහා (${plan}) ඔබ කළ ${amount} ගෙවීම පිළිගත නොහැකි විය.`,
    reasonLabel: 'හේතුව:',
    noteLabel: 'පන්තියේ සටහන:',
    reasons: {
      wrongAmount: 'ගෙවීම් පත්‍රිකාවේ මුදල මෙම සැලැස්මේ ගාස්තුව නොවේ.',
      unreadable: 'ගෙවීම් පත්‍රිකාවේ ඡායාරූපය කියවිය නොහැක.',
      duplicateReference: 'මෙම බැංකු යොමු අංකය දැනටමත් වෙනත් ගෙවීමකට භාවිත කර ඇත.',
      other: 'පහත සටහන බලන්න.',
    },
    payAgain: 'ඔබගේ ගාස්තු පිටුවෙන් ගෙවීම නැවත යවන්න:',
    reminderSubject: (brand) => `${brand}: ඔබගේ පන්ති ප්‍රවේශය ළඟදීම අවසන් වේ`,
    reminderLead: (classes, lastDay) => `${classes} සඳහා ඔබගේ ප්‍රවේශය ${lastDay} දක්වා පවතී.`,
    reminderPay: 'දිගටම නැරඹීමට, ඔබගේ ගාස්තු පිටුවෙන් ඊළඟ මාසයේ ගාස්තුව ගෙවන්න:',
    classes: {
      revisionAccess: 'පුනරීක්ෂණ',
      theoryAccess: 'සිද්ධාන්ත',
      practicalAccess: 'ප්‍රායෝගික',
      paperAccess: 'ප්‍රශ්න පත්‍ර',
      revisionTuteAccess: 'පුනරීක්ෂණ ටියුට්',
    },
    and: ' සහ ',
  },
  ta: {
    greeting: (name) => `அன்புள்ள ${name},`,
    rejectedSubject: (brand) => `${brand}: உங்கள் கொடுப்பனவு ஏற்றுக்கொள்ளப்படவில்லை`,
    rejectedLead: (amount, month, plan) => `${month} மாதத்துக்கான (${plan}) உங்கள் ${amount} கொடுப்பனவு ஏற்றுக்கொள்ளப்படவில்லை.`,
    reasonLabel: 'காரணம்:',
    noteLabel: 'வகுப்பின் குறிப்பு:',
    reasons: {
      wrongAmount: 'பற்றுச்சீட்டிலுள்ள தொகை இந்தத் திட்டத்தின் கட்டணம் அல்ல.',
      unreadable: 'பற்றுச்சீட்டின் படத்தை வாசிக்க முடியவில்லை.',
      duplicateReference: 'இந்த வங்கி மேற்கோள் இலக்கம் ஏற்கனவே வேறொரு கொடுப்பனவுக்குப் பயன்படுத்தப்பட்டுள்ளது.',
      other: 'கீழுள்ள குறிப்பைப் பார்க்கவும்.',
    },
    payAgain: 'உங்கள் கட்டணப் பக்கத்தில் கொடுப்பனவை மீண்டும் அனுப்பவும்:',
    reminderSubject: (brand) => `${brand}: உங்கள் வகுப்பு அணுகல் விரைவில் முடிவடைகிறது`,
    reminderLead: (classes, lastDay) => `${classes} இற்கான உங்கள் அணுகல் ${lastDay} வரை செல்லுபடியாகும்.`,
    reminderPay: 'தொடர்ந்து பார்க்க, உங்கள் கட்டணப் பக்கத்தில் அடுத்த மாதக் கட்டணத்தைச் செலுத்தவும்:',
    classes: {
      revisionAccess: 'மீட்டல்',
      theoryAccess: 'கோட்பாடு',
      practicalAccess: 'செய்முறை',
      paperAccess: 'வினாத்தாள்',
      revisionTuteAccess: 'மீட்டல் ரியூட்கள்',
    },
    and: ' மற்றும் ',
  },
};

/** "Rs. 2,000" in every language. */
export const rupees = (amount: number): string => `Rs. ${amount.toLocaleString('en-US')}`;

/** 'YYYY-MM' with the month written out: "December 2026", "දෙසැම්බර් 2026", as the site names it. */
export function monthName(month: string, language: Language): string {
  const [year = 1970, number = 1] = month.split('-').map(Number);
  if (language !== 'en') return `${MONTH_NAMES[language][number - 1] ?? ''} ${year}`;
  return new Date(Date.UTC(year, number - 1, 15)).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** 'YYYY-MM-DD' day first with the month written out: "7 January 2027", "7 ஜனவரி, 2027". */
export function dayName(day: string, language: Language): string {
  const [year = 1970, number = 1, date = 1] = day.split('-').map(Number);
  const month = language === 'en' ? '' : (MONTH_NAMES[language][number - 1] ?? '');
  if (language === 'si') return `${date} ${month} ${year}`;
  if (language === 'ta') return `${date} ${month}, ${year}`;
  return new Date(Date.UTC(year, number - 1, date, 12)).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
