import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { siteConfig } from '../../../config';
import { en } from '../../../messages/en';
import '../../../styles/forms.css';

/** Frame of the screens that hide the site nav (§2): a way home, a heading, the form. */
export function AuthCard({ heading, children, wide = false }: { heading: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className="auth-page">
      <Link to="/" className="auth-page__brand" aria-label={en.nav.homeLink(siteConfig.brand)}>
        {siteConfig.brand}
      </Link>
      <section className={wide ? 'card auth-card auth-card--wide' : 'card auth-card'} aria-labelledby="auth-heading">
        <h1 id="auth-heading">{heading}</h1>
        {children}
      </section>
    </div>
  );
}
