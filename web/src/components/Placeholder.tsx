import { Link } from 'react-router-dom';
import { en } from '../messages/en';
import { pages } from '../messages/en-pages';

/**
 * §2: slider and sliderImage are placeholder pages. It keeps the route and its title so links work.
 */
export function Placeholder({ title }: { title: string }) {
  return (
    <section className="card narrow placeholder">
      <h1>{title}</h1>
      <p>{pages.placeholder.text}</p>
      <p>
        <Link to="/" className="btn btn--outline">
          {en.nav.home}
        </Link>
      </p>
    </section>
  );
}
