import type { ReactNode } from 'react';
import { Spinner } from '../components/Spinner';
import { ThemeProvider } from '../components/theme';
import { ThemeToggle } from '../components/ThemeToggle';
import { ToastProvider } from '../components/toasts';
import { ToastRegion } from '../components/ToastRegion';
import { AuthProvider } from '../features/auth';

/** Everything that outlives a route: theme, toasts, auth, and the fixed overlays they drive. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <ToastProvider>
        <AuthProvider>
          {children}
          <ThemeToggle />
          <ToastRegion />
          <Spinner />
        </AuthProvider>
      </ToastProvider>
    </ThemeProvider>
  );
}
