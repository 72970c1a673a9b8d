/**
 * Small stand-ins for the Sinhala and Tamil catalogues, shaped as the runtime loads them (each
 * language's files by path, each exporting its part): a few texts of each part, enough to see every
 * part reach the screen. Parts or keys left out stay English, as a real catalogue's never do.
 */
const sinhala = {
  '../../texts/si/shell.ts': {
    shell: {
      nav: { label: 'ප්‍රධාන', home: 'මුල් පිටුව', classes: 'පන්ති', language: 'භාෂාව', login: 'පිවිසෙන්න' },
      titles: { about: 'අප ගැන', classes: 'පන්ති' },
      pageTitle: (title: string) => `${title} | EngTech Academy`,
      errors: { invalidField: 'මෙම ක්ෂේත්‍රය පරීක්ෂා කරන්න.' },
    },
  },
  '../../texts/si/pages.ts': {
    pages: {
      about: { heading: 'EngTech Academy ගැන', paragraphs: ['පළමු ඡේදය.', 'දෙවන ඡේදය.'] },
      login: {
        heading: 'පිවිසීම',
        email: 'විද්‍යුත් තැපෑල',
        password: 'මුරපදය',
        submit: 'ඉදිරිපත් කරන්න',
        success: 'සාර්ථකව පිවිසුණි',
      },
    },
  },
  '../../texts/si/server.ts': {
    server: {
      user: {
        unverified: 'පිවිසීමට පෙර ඔබගේ විද්‍යුත් තැපෑල තහවුරු කරන්න.',
        codeResent: 'නව කේතයක් යවන ලදී.',
        resendWait: (seconds: number) => `නව කේතයක් සඳහා තත්පර ${seconds}ක් රැඳී සිටින්න.`,
      },
      account: { email: '*වලංගු විද්‍යුත් තැපැල් ලිපිනයක් ඇතුළත් කරන්න.' },
    },
  },
};

const tamil = {
  '../../texts/ta/shell.ts': {
    shell: {
      nav: { label: 'முதன்மை', home: 'முகப்பு', classes: 'வகுப்புகள்', language: 'மொழி' },
      titles: { about: 'எங்களைப் பற்றி' },
      pageTitle: (title: string) => `${title} | EngTech Academy`,
    },
  },
  '../../texts/ta/pages.ts': {
    pages: { about: { heading: 'EngTech Academy பற்றி' } },
  },
};

export const fixturePacks = { si: sinhala, ta: tamil };

/** Sinhala's admin console part (texts/si/admin.ts exports it as `admin`). */
export const fixtureAdmin = {
  sidebarLabel: 'පරිපාලක',
  sections: { overview: 'දළ විශ්ලේෂණය' },
  overview: { heading: 'දළ විශ්ලේෂණය' },
};
