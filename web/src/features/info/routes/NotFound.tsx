import { Link } from '../../../components/Link';
import { siteTexts } from '../../../texts/en';

const t = siteTexts.notFound;

/** Any path the route table does not know. */
export default function NotFound() {
  return (
    <section className="card narrow status-page">
      <p className="status-page__code">{t.code}</p>
      <h1>{t.title}</h1>
      <p>{t.text}</p>
      <p className="status-page__actions">
        <Link to="/" className="btn btn--primary">
          {t.action}
        </Link>
      </p>
    </section>
  );
}
