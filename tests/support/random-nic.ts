import { randomInt } from 'node:crypto';

/**
 * A valid 12-digit NIC nobody else in the run will use. Never day 060: it is 29 February, valid only
 * in leap years, and a random one made ~0.2 % of registrations fail with the NIC message.
 */
export function randomNic(): string {
  const year = 1995 + randomInt(0, 12);
  let day = randomInt(1, 366);
  if (day === 60) day = 61;
  if (randomInt(0, 2) === 1) day += 500;
  return `${year}${String(day).padStart(3, '0')}${String(randomInt(0, 100_000)).padStart(5, '0')}`;
}
