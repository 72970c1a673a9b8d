/**
 * The first visit's language: the app and the boot script (which asks for that language's files
 * before the app runs) share this rule, so what it answers is what both do.
 */
import { describe, expect, it } from 'vitest';
import { pickLanguage } from '../../web/src/i18n/preferred';
import { LANGUAGES } from '../../web/src/i18n/translation';

describe('pickLanguage', () => {
  it("takes the reader's stored choice over the browser's languages", () => {
    expect(pickLanguage('ta', ['si-LK', 'en'], LANGUAGES)).toBe('ta');
  });

  it('ignores a stored value the site does not speak', () => {
    expect(pickLanguage('fr', ['si'], LANGUAGES)).toBe('si');
  });

  it("takes the first of the browser's languages the site speaks, by its primary subtag, in any case", () => {
    expect(pickLanguage(null, ['de-DE', 'TA-lk', 'si'], LANGUAGES)).toBe('ta');
  });

  it('answers nothing when no language matches, which both callers read as English', () => {
    expect(pickLanguage(null, ['fr-FR', 'de'], LANGUAGES)).toBeUndefined();
    expect(pickLanguage(null, [], LANGUAGES)).toBeUndefined();
  });
});
