import { SocialIcon, type Network } from '../../../components/SocialIcon';
import { siteConfig } from '../../../config';
import { siteTexts } from '../../../texts/en';
import { contentTexts } from '../../../texts/en-content';
import '../../../styles/content.css';

const t = contentTexts.quiz;
// The networks in order; each one's label is read from the catalogue when shown.
const NETWORKS: readonly Network[] = ['facebook', 'instagram', 'youtube', 'telegram'];

/** What /quiz-viewer shows with no quiz scheduled: a coming-soon page about the first live quiz, with social links. */
export function ComingSoon() {
  return (
    <section className="card narrow coming-soon" aria-labelledby="quiz-heading">
      <p className="badge badge--accent">{t.badge}</p>
      <h1 id="quiz-heading">{t.heading}</h1>
      <p className="coming-soon__title">{t.title}</p>
      <p>{t.text}</p>
      <p className="muted">{t.follow}</p>
      <ul className="coming-soon__social">
        {NETWORKS.map((network) => (
          <li key={network}>
            <a
              className="btn btn--outline"
              href={siteConfig.social[network]}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${siteTexts.footer[network]} ${contentTexts.newTab}`}
            >
              <SocialIcon network={network} />
              {siteTexts.footer[network]}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
