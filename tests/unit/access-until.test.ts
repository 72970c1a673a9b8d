/** Access flags that run out: granted by an odd flip count, open until their end (if any), never after. */
import { describe, expect, it } from 'vitest';
import { accessFlag, accessOf, accessUntilOf, type UserItem } from '../../functions/domain/sessions/account';

const END = Date.UTC(2027, 1, 7, 18, 30); // 8 February 2027, 00:00 in Sri Lanka
const student = (fields: Partial<UserItem>): UserItem => ({ role: 'student', ...fields }) as UserItem;

describe('a flag with an end', () => {
  it('is open before its end and closed from it', () => {
    const user = student({ theoryAccessFlips: 1, theoryAccessUntil: END });
    expect(accessFlag(user, 'theoryAccess', END - 1)).toBe(true);
    expect(accessFlag(user, 'theoryAccess', END)).toBe(false);
    expect(accessOf(user, END - 1).theory).toBe(true);
    expect(accessOf(user, END).theory).toBe(false);
  });

  it('names its end only while it is open, and never for a flag without one', () => {
    const user = student({ theoryAccessFlips: 1, theoryAccessUntil: END, paperAccessFlips: 3 });
    expect(accessUntilOf(user, END - 1)).toEqual({ theoryAccess: '2027-02-07T18:30:00.000Z' });
    expect(accessUntilOf(user, END)).toEqual({});
    expect(accessFlag(user, 'paperAccess', END * 2)).toBe(true);
  });

  it('opens nothing when the flag is off, whatever end is stored', () => {
    const user = student({ theoryAccessFlips: 2, theoryAccessUntil: END });
    expect(accessFlag(user, 'theoryAccess', END - 1)).toBe(false);
    expect(accessUntilOf(user, END - 1)).toEqual({});
  });

  it('never closes anything to an admin', () => {
    const admin = { ...student({ theoryAccessFlips: 1, theoryAccessUntil: END }), role: 'admin' } as UserItem;
    expect(Object.values(accessOf(admin, END + 1))).toEqual([true, true, true, true, true]);
  });
});
