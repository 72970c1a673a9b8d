/**
 * Whose saved items to show. The server's answer when it can be reached; offline, the last account
 * it confirmed (the auth feature records it at login and at every check), so a student on a bus
 * with no signal still finds their saved lectures.
 */
import { storageKeys } from '../../../config';

export function lastAccount(): string | null {
  try {
    return localStorage.getItem(storageKeys.account);
  } catch {
    return null;
  }
}
