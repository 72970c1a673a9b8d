/**
 * The one source of "now" for expiry rules (sessions, codes, lockouts). Tests replace `clock.now`
 * (e.g. vi.spyOn(clock, 'now')) to step past an expiry without waiting.
 */
export const clock = {
  now(): number {
    return Date.now();
  },
};
