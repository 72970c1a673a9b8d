import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HistoryRouter, memoryHistory } from '../../../web/src/app/history-router';
import { AppProviders } from '../../../web/src/app/providers';
import { AppRoutes } from '../../../web/src/app/router';

/** Where the app is: the history's current entry (pathname, search, key). */
export interface RouterView {
  readonly state: { readonly location: ReturnType<typeof memoryHistory>['location'] };
}

/** The whole app (providers, shell, the real route table) at one address. */
export function renderApp(
  at: string | { pathname: string; state?: unknown },
  options: { advanceTimers?: (ms: number) => unknown } = {},
) {
  const history = memoryHistory([at]);
  const router: RouterView = {
    get state() {
      return { location: history.location };
    },
  };
  const user = userEvent.setup(options.advanceTimers ? { advanceTimers: options.advanceTimers } : {});
  const view = render(
    <AppProviders>
      <HistoryRouter history={history}>
        <AppRoutes />
      </HistoryRouter>
    </AppProviders>,
  );
  return { ...view, router, user };
}

export const pathOf = (router: RouterView) => router.state.location.pathname;
