import { describe, expect, it } from 'vitest';
import { decodeNic } from '../../functions/shared/schemas';
import { randomNic } from '../support/random-nic';

describe('randomNic (test data for registrations)', () => {
  it('only makes NICs the server accepts, never 29 February of a common year', () => {
    const refused = Array.from({ length: 20_000 }, randomNic).filter((nic) => decodeNic(nic) === null);
    expect(refused).toEqual([]);
  });
});
