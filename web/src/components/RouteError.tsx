import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { en } from '../messages/en';

/**
 * Last-resort screen for a route that failed to load or render — most often a lazy chunk that
 * no longer exists after a deploy, which a reload fixes.
 */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main" className="page">
      <section className="card narrow status-page">
        <h1>{notFound ? en.notFound.title : en.errors.generic}</h1>
        <p className="status-page__actions">
          <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
            {en.errors.reload}
          </button>
          <Link to="/" className="btn btn--outline">
            {en.notFound.action}
          </Link>
        </p>
      </section>
    </main>
  );
}
