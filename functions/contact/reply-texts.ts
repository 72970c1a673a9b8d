/**
 * The fixed parts of the admin's reply mail in the language the contact form was sent in. The
 * reply itself is the admin's own text; the brand stays as written. Subjects keep "Re:", which
 * mail programs use to thread a reply under the message it answers.
 */
import type { Language } from '../shared/schemas';

interface ReplyMailTexts {
  subject: (brand: string) => string;
  greeting: (name: string) => string;
  /** Above the quoted message. */
  wrote: (date: string) => string;
}

export const replyMailTexts: Record<Language, ReplyMailTexts> = {
  en: {
    subject: (brand) => `Re: your message to ${brand}`,
    greeting: (name) => `Dear ${name},`,
    wrote: (date) => `On ${date} you wrote:`,
  },
  si: {
    subject: (brand) => `Re: ඔබ ${brand} වෙත එවූ පණිවිඩය`,
    greeting: (name) => `හිතවත් ${name},`,
    wrote: (date) => `${date} දින ඔබ මෙසේ ලියා එවූහ:`,
  },
  ta: {
    subject: (brand) => `Re: ${brand} இற்கு நீங்கள் அனுப்பிய செய்தி`,
    greeting: (name) => `அன்புள்ள ${name},`,
    wrote: (date) => `${date} அன்று நீங்கள் எழுதியது:`,
  },
};

/** The medium date of the list, in Sri Lanka's time zone, in the mail's language. */
export const mediumDate = (iso: string, language: Language): string =>
  new Date(iso).toLocaleDateString(`${language}-${language === 'en' ? 'GB' : 'LK'}`, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Colombo',
  });
