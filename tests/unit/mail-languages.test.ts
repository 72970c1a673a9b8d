/**
 * The verification mail and the reply mail in each language: every language has every part, the
 * brand, code and minutes stay as written, and nothing of the English frame is left in the others.
 */
import { describe, expect, it } from 'vitest';
import { replyMail } from '../../functions/contact/reply-mail';
import { replyMailTexts } from '../../functions/contact/reply-texts';
import { LANGUAGES, languageOf } from '../../functions/shared/schemas';
import { resetMail, verificationMail } from '../../functions/user/mail';
import { verificationMailTexts } from '../../functions/user/mail-texts';
import { LANGUAGES as WEB_LANGUAGES } from '../../web/src/i18n/translation';

const BRAND = 'EngTech Academy';
const original = { name: 'Kavitha', message: 'Is there a Paper class?', date: '2026-03-14T20:30:00.000Z' };

describe('the password reset mail', () => {
  it.each(LANGUAGES)(
    'in %s carries the brand, the code and the minutes, and differs from the verification mail',
    (language) => {
      const mail = resetMail('004271', BRAND, language);
      expect(mail.subject).toContain(BRAND);
      expect(mail.subject).not.toBe(verificationMail('004271', BRAND, language).subject);
      expect(mail.text).toContain('004271');
      expect(mail.text).toMatch(/\b10\b/);
      expect(mail.html).toContain(`<html lang="${language}">`);
    },
  );

  it('in Sinhala and Tamil holds no English sentence', () => {
    for (const language of ['si', 'ta'] as const)
      expect(resetMail('004271', BRAND, language).text).not.toMatch(/password|reset|expires|ignore/i);
  });
});

describe('the verification mail', () => {
  it.each(LANGUAGES)('in %s carries the brand, the code and the minutes as written', (language) => {
    const mail = verificationMail('004271', BRAND, language);
    expect(mail.subject).toContain(BRAND);
    expect(mail.text).toContain('004271');
    expect(mail.text).toMatch(/\b10\b/);
    expect(mail.html).toContain('004271');
    expect(mail.html).toContain(`<html lang="${language}">`);
  });

  it('in Sinhala and Tamil holds no English sentence, and each language differs from the others', () => {
    const subjects = LANGUAGES.map((language) => verificationMail('004271', BRAND, language).subject);
    expect(new Set(subjects).size).toBe(LANGUAGES.length);
    for (const language of ['si', 'ta'] as const) {
      const mail = verificationMail('004271', BRAND, language);
      expect(mail.text).not.toMatch(/verification|expires|register/i);
      expect(mail.html).not.toMatch(/verification|expires|register/i);
    }
    expect(verificationMail('004271', BRAND, 'si').text).toMatch(/[\u0D80-\u0DFF]/);
    expect(verificationMail('004271', BRAND, 'ta').text).toMatch(/[\u0B80-\u0BFF]/);
  });

  it('escapes the brand in every language', () => {
    for (const language of LANGUAGES)
      expect(verificationMail('1', '<b>Brand</b>', language).html).toContain('&lt;b&gt;Brand&lt;/b&gt;');
  });

  it('has the same parts in every language', () => {
    const parts = Object.keys(verificationMailTexts.en).sort();
    for (const language of LANGUAGES) expect(Object.keys(verificationMailTexts[language]).sort()).toEqual(parts);
  });
});

describe('the reply mail', () => {
  it('frames the admin’s own text in the message’s language', () => {
    const tamil = replyMail({ ...original, language: 'ta' }, 'The class starts on 1 April.', BRAND);
    expect(tamil.subject).toBe(`Re: ${BRAND} இற்கு நீங்கள் அனுப்பிய செய்தி`);
    expect(tamil.text).toContain('அன்புள்ள Kavitha,');
    expect(tamil.text).toContain('The class starts on 1 April.');
    expect(tamil.text).toContain('> Is there a Paper class?');
    expect(tamil.text).not.toMatch(/Dear|you wrote/);
    expect(tamil.html).toContain('<html lang="ta">');

    const sinhala = replyMail({ ...original, language: 'si' }, 'Hello', BRAND);
    expect(sinhala.text).toContain('හිතවත් Kavitha,');
    expect(sinhala.text).not.toMatch(/Dear|you wrote/);
  });

  it('is English for a message without a language', () => {
    const mail = replyMail(original, 'Hello', BRAND);
    expect(mail.subject).toBe(`Re: your message to ${BRAND}`);
    expect(mail.text).toContain('Dear Kavitha,');
  });

  it('has the same parts in every language', () => {
    const parts = Object.keys(replyMailTexts.en).sort();
    for (const language of LANGUAGES) expect(Object.keys(replyMailTexts[language]).sort()).toEqual(parts);
  });
});

describe('a stored language', () => {
  it('is one of the languages the web has catalogues for, and the same ones', () => {
    expect([...LANGUAGES]).toEqual([...WEB_LANGUAGES]);
  });

  it('reads as English when absent or not one of the site’s', () => {
    expect(languageOf('si')).toBe('si');
    expect(languageOf('ta')).toBe('ta');
    expect(languageOf(undefined)).toBe('en');
    expect(languageOf('fr')).toBe('en');
    expect(languageOf(null)).toBe('en');
  });
});
