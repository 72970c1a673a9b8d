import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/** The role of the live region a text sits in (toasts: "status" for success, "alert" for errors). */
export const liveRoleOf = (text: string) => screen.getByText(text).closest('[role]')?.getAttribute('role');

/** Waits for a toast with exactly this text and checks it is announced the right way. */
export async function expectToast(kind: 'success' | 'error', text: string): Promise<void> {
  await screen.findByText(text);
  expect(liveRoleOf(text)).toBe(kind === 'error' ? 'alert' : 'status');
}
