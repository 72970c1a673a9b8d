import { Link } from '../../../components/Link';
import { pageTexts } from '../../../texts/en-pages';

const t = pageTexts.unauthorized;

/** Unauthorized: 403. */
export default function Unauthorized() {
  return (
    <section className="card narrow status-page">
      <p className="status-page__code">{t.code}</p>
      <h1>{t.text}</h1>
      <p className="status-page__actions">
        <Link to="/" className="btn btn--primary">
          {t.action}
        </Link>
      </p>
    </section>
  );
}
