import { Link } from 'react-router-dom';
import { en } from '../messages/en';

/**
 * PLACEHOLDER for screens of later issues (issue 3: classes, videos, tutes, contact, exams…;
 * issue 4: the admin console). It keeps the §2 route and title so links work; those issues replace it.
 */
export function Placeholder({ title }: { title: string }) {
  return (
    <section className="card narrow placeholder">
      <h1>{title}</h1>
      <p>{en.placeholder.text}</p>
      <p>
        <Link to="/" className="btn btn--outline">
          {en.nav.home}
        </Link>
      </p>
    </section>
  );
}
