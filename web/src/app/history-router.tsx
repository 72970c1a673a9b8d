/**
 * The router: react-router's declarative <Router> over a history object, ~17 KB gzip lighter on the
 * first load than its data router (createBrowserRouter), which this app used only for lazy routes,
 * titles and the spinner during navigation.
 *
 * Every location change renders in a transition: while the next screen's code loads, the current
 * screen stays up and the full-screen spinner shows (the transition counts as a request in flight),
 * as the data router's navigation state did. (BrowserRouter renders in a transition too, but keeps
 * its pending state to itself; the history objects it is built on are exported as UNSAFE_*, meaning
 * "internal", and are the same ones the data router uses.)
 */
import { useEffect, useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory, UNSAFE_createMemoryHistory } from 'react-router-dom';
import { inFlight } from '../lib/in-flight';

export type AppHistory = ReturnType<typeof UNSAFE_createBrowserHistory> | ReturnType<typeof UNSAFE_createMemoryHistory>;

/** v5Compat: the history reports pushes and replaces to its listener, not only back/forward. */
export const browserHistory = () => UNSAFE_createBrowserHistory({ v5Compat: true });
export const memoryHistory = (initialEntries: Array<string | { pathname: string; state?: unknown }>) =>
  UNSAFE_createMemoryHistory({ initialEntries, v5Compat: true });

export function HistoryRouter({ history, children }: { history: AppHistory; children: ReactNode }) {
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [pending, startTransition] = useTransition();

  useLayoutEffect(() => history.listen((update) => startTransition(() => setState(update))), [history]);

  useEffect(() => {
    if (!pending) return;
    inFlight.start();
    return () => inFlight.end();
  }, [pending]);

  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
