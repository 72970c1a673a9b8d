/**
 * The night-data window: many students buy cheap data valid only at night, so saves made with the
 * option on wait until the app is open inside the window. Times are local 'HH:MM'; a window whose
 * end is before its start crosses midnight (23:00–05:00). Start is inside, end is not.
 */
import type { NightWindow } from '../../../lib/saved-db';

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight, or null for a text that is not a 24-hour 'HH:MM'. */
export function minutesOf(time: string): number | null {
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

export const isValidTime = (time: string): boolean => minutesOf(time) !== null;

/** True when `at` (local time) falls inside the window. A window that starts and ends at the same minute is the whole day. */
export function insideWindow(window: Pick<NightWindow, 'start' | 'end'>, at: Date): boolean {
  const start = minutesOf(window.start);
  const end = minutesOf(window.end);
  if (start === null || end === null) return false;
  const now = at.getHours() * 60 + at.getMinutes();
  if (start === end) return true;
  return start < end ? now >= start && now < end : now >= start || now < end;
}

/** May queued downloads run now? Always, unless the option is on and `at` is outside its window. */
export function mayDownloadNow(window: NightWindow, at: Date): boolean {
  return !window.enabled || insideWindow(window, at);
}
