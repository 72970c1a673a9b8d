import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from './Link';
import { siteTexts } from '../texts/en';

/**
 * Last-resort screen for a route that failed to load or render — most often a lazy chunk that
 * no longer exists after a deploy, which a reload fixes.
 */
export function RouteError({ error }: { error: unknown }) {
  console.error(error);
  return (
    <main id="main" className="page">
      <section className="card narrow status-page">
        <h1>{siteTexts.errors.generic}</h1>
        <p className="status-page__actions">
          <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
            {siteTexts.errors.reload}
          </button>
          <Link to="/" className="btn btn--outline">
            {siteTexts.notFound.action}
          </Link>
        </p>
      </section>
    </main>
  );
}

interface BoundaryProps {
  /** A new value (the next navigation) clears the error and renders the children again. */
  resetKey: string;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { failed: boolean; error: unknown; key: string }> {
  override state = { failed: false, error: undefined as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { key: string }) {
    return props.resetKey === state.key ? null : { failed: false, error: undefined, key: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/** Catches what a route's screen throws (or a lazy chunk that failed to load) until the next navigation. */
export function RouteBoundary({ children }: { children: ReactNode }) {
  return <Boundary resetKey={useLocation().key}>{children}</Boundary>;
}
