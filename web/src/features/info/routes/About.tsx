import { Link } from '../../../components/Link';
import { siteTexts } from '../../../texts/en';
import { pageTexts } from '../../../texts/en-pages';

const t = pageTexts.about;

/** The About page the footer links to. */
export default function About() {
  return (
    <article className="card narrow prose">
      <h1>{t.heading}</h1>
      <p className="lead">{siteTexts.tagline}</p>
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
