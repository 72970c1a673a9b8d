import { SocialIcon, type Network } from '../../../components/SocialIcon';
import { siteConfig } from '../../../config';
import { en } from '../../../messages/en';
import { content } from '../../../messages/en-content';
import '../../../styles/content.css';

const t = content.quiz;
const NETWORKS: ReadonlyArray<{ network: Network; label: string }> = [
  { network: 'facebook', label: en.footer.facebook },
  { network: 'instagram', label: en.footer.instagram },
  { network: 'youtube', label: en.footer.youtube },
  { network: 'telegram', label: en.footer.telegram },
];

/** §2 Quiz viewer: a coming-soon page about the first live quiz, with social links. */
export default function QuizViewer() {
  return (
    <section className="card narrow coming-soon" aria-labelledby="quiz-heading">
      <p className="badge badge--accent">{t.badge}</p>
      <h1 id="quiz-heading">{t.heading}</h1>
      <p className="coming-soon__title">{t.title}</p>
      <p>{t.text}</p>
      <p className="muted">{t.follow}</p>
      <ul className="coming-soon__social">
        {NETWORKS.map(({ network, label }) => (
          <li key={network}>
            <a
              className="btn btn--outline"
              href={siteConfig.social[network]}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${label} ${content.newTab}`}
            >
              <SocialIcon network={network} />
              {label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
