import { describe, expect, it } from 'vitest';
import { insideWindow, isValidTime, mayDownloadNow, minutesOf } from '../../web/src/features/offline/lib/night-window';

const at = (time: string) => new Date(`2026-03-10T${time}:00`);

describe('the night-data window', () => {
  it('reads 24-hour HH:MM and nothing else', () => {
    expect(minutesOf('00:00')).toBe(0);
    expect(minutesOf('23:59')).toBe(23 * 60 + 59);
    expect(minutesOf('7:30')).toBeNull();
    expect(minutesOf('24:00')).toBeNull();
    expect(isValidTime('12:60')).toBe(false);
  });

  it('holds a same-day window from its start up to (not at) its end', () => {
    const window = { start: '01:00', end: '05:00' };
    expect(insideWindow(window, at('00:59'))).toBe(false);
    expect(insideWindow(window, at('01:00'))).toBe(true);
    expect(insideWindow(window, at('04:59'))).toBe(true);
    expect(insideWindow(window, at('05:00'))).toBe(false);
  });

  it('crosses midnight when the end is before the start', () => {
    const window = { start: '23:00', end: '06:00' };
    expect(insideWindow(window, at('22:59'))).toBe(false);
    expect(insideWindow(window, at('23:00'))).toBe(true);
    expect(insideWindow(window, at('00:30'))).toBe(true);
    expect(insideWindow(window, at('05:59'))).toBe(true);
    expect(insideWindow(window, at('06:00'))).toBe(false);
    expect(insideWindow(window, at('12:00'))).toBe(false);
  });

  it('lets downloads run at any time when the option is off, only inside the window when on', () => {
    const window = { enabled: false, start: '23:00', end: '06:00' };
    expect(mayDownloadNow(window, at('12:00'))).toBe(true);
    expect(mayDownloadNow({ ...window, enabled: true }, at('12:00'))).toBe(false);
    expect(mayDownloadNow({ ...window, enabled: true }, at('02:00'))).toBe(true);
  });

  it('never opens a window with an invalid time', () => {
    expect(insideWindow({ start: '25:00', end: '06:00' }, at('02:00'))).toBe(false);
  });
});
