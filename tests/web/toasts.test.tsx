/**
 * A toast times out on its own; once the provider is gone (the app torn down, a test's render
 * unmounted), none of its time-outs is left to fire into the removed tree.
 */
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from '../../web/src/components/toasts';

afterEach(() => vi.useRealTimers());

function Raise() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success('Saved')}>
        Save
      </button>
      {toast.toasts.map((item) => (
        <p key={item.id}>{String(item.text)}</p>
      ))}
    </>
  );
}

const app = () =>
  render(
    <MemoryRouter>
      <ToastProvider>
        <Raise />
      </ToastProvider>
    </MemoryRouter>,
  );

it('dismisses a success after its time', () => {
  vi.useFakeTimers();
  app();
  act(() => screen.getByRole('button', { name: 'Save' }).click());
  expect(screen.getByText('Saved')).toBeTruthy();
  act(() => vi.advanceTimersByTime(5000));
  expect(screen.queryByText('Saved')).toBeNull();
});

it('leaves no time-out behind when the provider unmounts with toasts showing', () => {
  vi.useFakeTimers();
  const { unmount } = app();
  act(() => screen.getByRole('button', { name: 'Save' }).click());
  expect(vi.getTimerCount()).toBe(1);
  unmount();
  expect(vi.getTimerCount()).toBe(0);
});
