import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { AppRoutes, loadHome } from './app/router';
import { startLanguage } from './i18n/language';
import { keepLoadedFiles } from './sw/keep-loaded-files';
import './styles/base.css';
import './styles/shell.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// `/` is the home page at /home. Redirected before the first render, so a visit to `/` paints no
// empty frame while it waits, and the home screen's code is asked for as early as it can be.
if (window.location.pathname === '/')
  window.history.replaceState(window.history.state, '', `/home${window.location.search}${window.location.hash}`);
const home = window.location.pathname.toLowerCase() === '/home' ? loadHome() : undefined;

// A transition render yields to the browser every few milliseconds instead of holding the main
// thread for the whole first screen: on a slow phone, taps and paints are not blocked meanwhile.
const render = () =>
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProviders>
          {/* Navigations are not transitions: the address and the app's own state (e.g. logged out)
              change together, so a guard never redirects from a page that is already being left. While
              the next screen's code loads, Shell's Suspense shows the spinner. */}
          <BrowserRouter useTransitions={false}>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    );
  });

// The first screen renders whole: Sinhala or Tamil once its texts are in, so no screen shows in
// English first, and the home page once its code is in too (index.html's boot script asked for it
// beside the entry). Otherwise the frame would paint alone, then the home screen, the larger render,
// over it: two passes and a spinner between them. A home screen that cannot be fetched renders its
// error in the frame, as on any later visit.
const waits = [startLanguage(), home?.catch(() => undefined)].filter((wait) => wait !== undefined);
if (waits.length > 0) void Promise.all(waits).then(render);
else render();

// The service worker (the app shell offline, saved tutes and lectures) is fetched once the page has
// loaded, so it never competes with the first screen for a slow connection. A page it does not control
// (the first visit) tells it which files it loaded, so they are kept for offline use too. A new version
// waits for the next start of the app: nothing reloads while the student reads.
if (import.meta.env.PROD && 'serviceWorker' in navigator)
  window.addEventListener('load', () => {
    const workers = navigator.serviceWorker;
    const uncontrolled = !workers.controller;
    workers
      .register('/sw.js')
      .then(() => workers.ready)
      .then(
        ({ active }) => uncontrolled && keepLoadedFiles(active),
        () => undefined,
      );
  });
