import { Link } from '../../../components/Link';
import { contentTexts } from '../../../texts/en-content';

const t = contentTexts.videos;

const CATEGORIES = [
  { to: '/videos/theory', key: 'theory' },
  { to: '/videos/revision', key: 'revision' },
  { to: '/videos/practical', key: 'practical' },
  { to: '/videos/paper', key: 'paper' },
] as const;

/** The four category cards of the videos dashboard. */
export function CategoryCards() {
  return (
    <nav aria-label={t.categoriesLabel}>
      <ul className="category-cards">
        {CATEGORIES.map(({ to, key }) => (
          <li key={key}>
            <Link to={to} className={`category-card category-card--${key}`}>
              <span className="category-card__title">{t.categories[key].title}</span>
              <span className="category-card__text">{t.categories[key].text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
