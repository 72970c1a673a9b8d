import type { ReactNode } from 'react';
import { LanguageSwitcher } from '../../../components/LanguageSwitcher';
import { Link } from '../../../components/Link';
import { ThemeToggle } from '../../../components/ThemeToggle';
import { siteConfig } from '../../../config';
import { siteTexts } from '../../../texts/en';
import '../../../styles/forms.css';

interface AuthCardProps {
  heading: string;
  children: ReactNode;
  wide?: boolean;
  /** The screens without site nav (/login, /createUser) bring their own way home. */
  bare?: boolean;
}

/** The card the account screens share: a heading and the form; without the site's nav, its own language switcher. */
export function AuthCard({ heading, children, wide = false, bare = true }: AuthCardProps) {
  return (
    <div className={bare ? 'auth-page' : 'auth-page auth-page--in-shell'}>
      {bare && (
        <Link to="/" className="auth-page__brand" aria-label={siteTexts.nav.homeLink(siteConfig.brand)}>
          {siteConfig.brand}
        </Link>
      )}
      {bare && (
        <div className="auth-page__languages">
          <LanguageSwitcher />
          <ThemeToggle inMenu />
        </div>
      )}
      <section className={wide ? 'card auth-card auth-card--wide' : 'card auth-card'} aria-labelledby="auth-heading">
        <h1 id="auth-heading">{heading}</h1>
        {children}
      </section>
    </div>
  );
}
