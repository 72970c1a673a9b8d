import type { ReactNode } from 'react';
import { AuthProvider } from './auth';
import { ThemeProvider } from './theme';
import { ToastProvider } from './toasts';
import { Spinner } from '../../components/Spinner';
import { ThemeToggle } from '../../components/ThemeToggle';
import { ToastRegion } from '../../components/ToastRegion';

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
