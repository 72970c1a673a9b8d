/**
 * The code mails' texts in each account language (the verification code, the password reset code). The brand stays as written and the code
 * and minutes stay digits, so the mail reads the same in every script where it matters.
 */
import type { Language } from '../shared/schemas';

interface VerificationMailTexts {
  subject: (brand: string) => string;
  /** The plain-text line that carries the code. */
  codeLine: (brand: string, code: string) => string;
  /** The HTML lead-in; the code follows on its own, large. */
  codeLead: (brand: string) => string;
  expires: (minutes: number) => string;
  ignore: (brand: string) => string;
}

export const verificationMailTexts: Record<Language, VerificationMailTexts> = {
  en: {
    subject: (brand) => `Your ${brand} verification code`,
    codeLine: (brand, code) => `Your ${brand} verification code is ${code}.`,
    codeLead: (brand) => `Your ${brand} verification code is:`,
    expires: (minutes) => `It expires in ${minutes} minutes and can be used once.`,
    ignore: (brand) => `If you did not register at ${brand}, you can ignore this email.`,
  },
  si: {
    subject: (brand) => `ඔබගේ ${brand} තහවුරු කිරීමේ කේතය`,
    codeLine: (brand, code) => `ඔබගේ ${brand} තහවුරු කිරීමේ කේතය ${code} වේ.`,
    codeLead: (brand) => `ඔබගේ ${brand} තහවුරු කිරීමේ කේතය:`,
    expires: (minutes) => `මෙම කේතය මිනිත්තු ${minutes}කින් කල් ඉකුත් වන අතර, එක් වරක් පමණක් භාවිත කළ හැකිය.`,
    ignore: (brand) => `ඔබ ${brand} හි ලියාපදිංචි නොවූයේ නම්, මෙම ඊමේල් පණිවිඩය නොසලකා හරින්න.`,
  },
  ta: {
    subject: (brand) => `உங்கள் ${brand} சரிபார்ப்புக் குறியீடு`,
    codeLine: (brand, code) => `உங்கள் ${brand} சரிபார்ப்புக் குறியீடு ${code}.`,
    codeLead: (brand) => `உங்கள் ${brand} சரிபார்ப்புக் குறியீடு:`,
    expires: (minutes) => `இது ${minutes} நிமிடங்களில் காலாவதியாகும்; ஒரு தடவை மட்டுமே பயன்படுத்த முடியும்.`,
    ignore: (brand) => `நீங்கள் ${brand} இல் பதிவு செய்யவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கலாம்.`,
  },
};

/** The password reset mail: the same layout as the verification mail, its own words. */
export const resetMailTexts: Record<Language, VerificationMailTexts> = {
  en: {
    subject: (brand) => `Your ${brand} password reset code`,
    codeLine: (brand, code) => `Your ${brand} password reset code is ${code}.`,
    codeLead: (brand) => `Your ${brand} password reset code is:`,
    expires: (minutes) => `It expires in ${minutes} minutes and can be used once.`,
    ignore: (brand) =>
      `If you did not ask to reset your ${brand} password, you can ignore this email; your password stays as it is.`,
  },
  si: {
    subject: (brand) => `ඔබගේ ${brand} මුරපදය යළි සැකසීමේ කේතය`,
    codeLine: (brand, code) => `ඔබගේ ${brand} මුරපදය යළි සැකසීමේ කේතය ${code} වේ.`,
    codeLead: (brand) => `ඔබගේ ${brand} මුරපදය යළි සැකසීමේ කේතය:`,
    expires: (minutes) => `මෙම කේතය මිනිත්තු ${minutes}කින් කල් ඉකුත් වන අතර, එක් වරක් පමණක් භාවිත කළ හැකිය.`,
    ignore: (brand) => `ඔබ ${brand} මුරපදය යළි සැකසීමට ඉල්ලා නොසිටියේ නම්, මෙම ඊමේල් පණිවිඩය නොසලකා හරින්න; ඔබගේ මුරපදය වෙනස් නොවේ.`,
  },
  ta: {
    subject: (brand) => `உங்கள் ${brand} கடவுச்சொல் மீட்டமைப்புக் குறியீடு`,
    codeLine: (brand, code) => `உங்கள் ${brand} கடவுச்சொல் மீட்டமைப்புக் குறியீடு ${code}.`,
    codeLead: (brand) => `உங்கள் ${brand} கடவுச்சொல் மீட்டமைப்புக் குறியீடு:`,
    expires: (minutes) => `இது ${minutes} நிமிடங்களில் காலாவதியாகும்; ஒரு தடவை மட்டுமே பயன்படுத்த முடியும்.`,
    ignore: (brand) =>
      `உங்கள் ${brand} கடவுச்சொல்லை மீட்டமைக்க நீங்கள் கோரவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கலாம்; உங்கள் கடவுச்சொல் மாறாது.`,
  },
};
