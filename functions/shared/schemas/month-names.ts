/**
 * The months' names in Sinhala and Tamil, shared by the site and the mails so a fee's month reads
 * the same on a screen and in an e-mail. The engines' locale data cannot be used for them: Chromium
 * has no Sinhala calendar names at all, and Node's give the lunar month names ("උඳුවප්" for
 * December), where schools and exam timetables use the Gregorian names written here. The site's
 * first load reads them: web/vite.config.ts keeps this module out of the validator's chunk.
 */
export const MONTH_NAMES = {
  si: [
    'ජනවාරි',
    'පෙබරවාරි',
    'මාර්තු',
    'අප්\u200Dරේල්',
    'මැයි',
    'ජූනි',
    'ජූලි',
    'අගෝස්තු',
    'සැප්තැම්බර්',
    'ඔක්තෝබර්',
    'නොවැම්බර්',
    'දෙසැම්බර්',
  ],
  ta: ['ஜனவரி', 'பிப்ரவரி', 'மார்ச்', 'ஏப்ரல்', 'மே', 'ஜூன்', 'ஜூலை', 'ஆகஸ்ட்', 'செப்டம்பர்', 'அக்டோபர்', 'நவம்பர்', 'டிசம்பர்'],
} as const satisfies Record<'si' | 'ta', readonly string[]>;
