import { Link } from 'react-router-dom';
import { en } from '../../../messages/en';
import { pages } from '../../../messages/en-pages';

const t = pages.about;

/** The About page the footer links to (§2). */
export default function About() {
  return (
    <article className="card narrow prose">
      <h1>{t.heading}</h1>
      <p className="lead">{en.tagline}</p>
      {t.paragraphs.map((text) => (
        <p key={text.slice(0, 24)}>{text}</p>
      ))}
      <p>
        <Link to="/contact" className="btn btn--primary">
          {t.contact}
        </Link>
      </p>
    </article>
  );
}
