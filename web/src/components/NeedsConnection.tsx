import { Link } from './Link';
import { siteTexts } from '../texts/en';

/**
 * A page that only the server can fill, opened while it cannot be reached: said plainly, with the
 * way to what opens offline, rather than a login form that could not log anyone in either.
 */
export function NeedsConnection() {
  return (
    <section className="card narrow status-page">
      <h1>{siteTexts.errors.offline}</h1>
      <p>{siteTexts.errors.offlineHint}</p>
      <p className="status-page__actions">
        <Link to="/saved" className="btn btn--primary">
          {siteTexts.errors.openSaved}
        </Link>
        <button type="button" className="btn btn--outline" onClick={() => window.location.reload()}>
          {siteTexts.errors.reload}
        </button>
      </p>
    </section>
  );
}
