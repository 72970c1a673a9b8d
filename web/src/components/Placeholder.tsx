import { Link } from './Link';
import { siteTexts } from '../texts/en';
import { pageTexts } from '../texts/en-pages';

/**
 * Slider and sliderImage are placeholder pages. It keeps the route and its title so links work.
 */
export function Placeholder({ title }: { title: string }) {
  return (
    <section className="card narrow placeholder">
      <h1>{title}</h1>
      <p>{pageTexts.placeholder.text}</p>
      <p>
        <Link to="/" className="btn btn--outline">
          {siteTexts.nav.home}
        </Link>
      </p>
    </section>
  );
}
