import { Fragment, type ReactNode } from 'react';
import { Spinner } from '../components/Spinner';
import { ThemeProvider } from '../components/theme';
import { ThemeToggle } from '../components/ThemeToggle';
import { ToastProvider } from '../components/toasts';
import { ToastRegion } from '../components/ToastRegion';
import { AuthProvider } from '../features/auth';
import { useLanguage } from '../i18n/language-context';
import { LanguageProvider } from './language';
import { forgetSaved, OfflineStart } from './offline-start';

/** The fixed overlays, mounted afresh in another language like the routes (their labels are texts). */
function Overlays() {
  const { language } = useLanguage();
  return (
    <Fragment key={language}>
      <ThemeToggle />
      <ToastRegion />
      <Spinner />
    </Fragment>
  );
}

/** Everything that outlives a route: theme, toasts, auth, language, and the fixed overlays they drive. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <ToastProvider>
        <AuthProvider onLoggedOut={forgetSaved}>
          <LanguageProvider>
            {children}
            <Overlays />
            <OfflineStart />
          </LanguageProvider>
        </AuthProvider>
      </ToastProvider>
    </ThemeProvider>
  );
}
