import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from './Link';
import { siteTexts } from '../texts/en';

/**
 * A screen's code could not be fetched (Chromium, Safari and Firefox word it so). `navigator.onLine`
 * alone is not enough: a phone on a network without internet reports itself online.
 */
const codeUnreachable = (error: unknown): boolean =>
  error instanceof TypeError && /dynamically imported module|importing a module script failed/i.test(error.message);

/**
 * Last-resort screen for a route that failed to load or render — most often a lazy chunk that
 * no longer exists after a deploy, which a reload fixes, or one never fetched before the connection
 * went: then it says the page needs a connection and points at what opens offline. Inside the shell it
 * is a section of the page's own main (the navigation stays); around the shell it is the main itself.
 */
export function RouteError({ error, inShell = false }: { error: unknown; inShell?: boolean }) {
  console.error(error);
  const offline = !navigator.onLine || codeUnreachable(error);
  const Wrapper = inShell ? 'div' : 'main';
  return (
    <Wrapper {...(inShell ? {} : { id: 'main', className: 'page' })}>
      <section className="card narrow status-page">
        <h1>{offline ? siteTexts.errors.offline : siteTexts.errors.generic}</h1>
        {offline && <p>{siteTexts.errors.offlineHint}</p>}
        <p className="status-page__actions">
          {offline && (
            <Link to="/saved" className="btn btn--primary">
              {siteTexts.errors.openSaved}
            </Link>
          )}
          <button
            type="button"
            className={offline ? 'btn btn--outline' : 'btn btn--primary'}
            onClick={() => window.location.reload()}
          >
            {siteTexts.errors.reload}
          </button>
          <Link to="/" className="btn btn--outline">
            {siteTexts.notFound.action}
          </Link>
        </p>
      </section>
    </Wrapper>
  );
}

interface BoundaryProps {
  /** A new value (the next navigation) clears the error and renders the children again. */
  resetKey: string;
  inShell: boolean;
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
    return this.state.failed ? (
      <RouteError error={this.state.error} inShell={this.props.inShell} />
    ) : (
      this.props.children
    );
  }
}

/** Catches what a route's screen throws (or a lazy chunk that failed to load) until the next navigation. */
export function RouteBoundary({ children, inShell = false }: { children: ReactNode; inShell?: boolean }) {
  return (
    <Boundary resetKey={useLocation().key} inShell={inShell}>
      {children}
    </Boundary>
  );
}
