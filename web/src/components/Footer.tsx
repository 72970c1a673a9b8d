import { Link } from './Link';
import { siteConfig } from '../config';
import { siteTexts } from '../texts/en';
import { SocialIcon, type Network } from './SocialIcon';

const t = siteTexts.footer;
// The networks in order; each one's label is read from the catalogue when shown.
const NETWORKS: readonly Network[] = ['facebook', 'instagram', 'youtube', 'telegram'];

/** Footer: brand, tagline, social links, About, © current year (from the current date). */
export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <p className="site-footer__name">{siteConfig.brand}</p>
          <p>{siteTexts.tagline}</p>
        </div>
        <nav aria-label={t.followUs}>
          <ul className="social-links">
            {NETWORKS.map((network) => (
              <li key={network}>
                <a
                  href={siteConfig.social[network]}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${t[network]} ${t.newTab}`}
                >
                  <SocialIcon network={network} />
                  <span>{t[network]}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p>
          <Link to="/about">{t.about}</Link>
        </p>
      </div>
      <p className="site-footer__copyright">{t.copyright(new Date().getFullYear())}</p>
    </footer>
  );
}
