import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { browserHistory, HistoryRouter } from './app/history-router';
import { AppProviders } from './app/providers';
import { AppRoutes, loadHome } from './app/router';
import './styles/base.css';
import './styles/shell.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const history = browserHistory();
// §2: `/` is the home page at /home. Redirected before the first render, so a visit to `/` paints no
// empty frame while it waits, and the home screen's code is asked for as early as it can be.
if (history.location.pathname === '/') history.replace({ pathname: '/home', search: history.location.search, hash: history.location.hash });
if (history.location.pathname.toLowerCase() === '/home') void loadHome();

// A transition render yields to the browser every few milliseconds instead of holding the main
// thread for the whole first screen: on a slow phone, taps and paints are not blocked meanwhile.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <HistoryRouter history={history}>
          <AppRoutes />
        </HistoryRouter>
      </AppProviders>
    </StrictMode>,
  );
});
