import { describe, expect, it } from 'vitest';
import { parseCookies } from '../../functions/shared/cookies';

describe('parseCookies', () => {
  it('reads pairs across headers, first occurrence winning', () => {
    expect(parseCookies(['a=1; b=2', 'a=3; c=4'])).toEqual({ a: '1', b: '2', c: '4' });
  });

  it('decodes percent-escapes, keeps a malformed escape as sent, and unquotes quoted values', () => {
    expect(parseCookies(['t=a%2Bb%3D', 'bad=%E0%A4%A', 'q="x y"', 'lone="'])).toEqual({
      t: 'a+b=',
      bad: '%E0%A4%A',
      q: 'x y',
      lone: '"',
    });
  });

  it('skips parts without a name or an equals sign', () => {
    expect(parseCookies(['=v; novalue; ok=1;  '])).toEqual({ ok: '1' });
  });
});
