import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { AppProviders } from '../../../web/src/app/providers';
import { AppRoutes } from '../../../web/src/app/router';

/** Where the app is: the location it last rendered (pathname, search, key). */
export interface RouterView {
  readonly state: { readonly location: Location };
}

/** The whole app (providers, shell, the real route table) at one address, routed as main.tsx routes it. */
export function renderApp(
  at: string | { pathname: string; state?: unknown },
  options: { advanceTimers?: (ms: number) => unknown } = {},
) {
  let location: Location | undefined;
  function LocationProbe() {
    location = useLocation();
    return null;
  }
  const router: RouterView = {
    get state() {
      if (!location) throw new Error('The app has not rendered yet');
      return { location };
    },
  };
  const user = userEvent.setup(options.advanceTimers ? { advanceTimers: options.advanceTimers } : {});
  const view = render(
    <AppProviders>
      <MemoryRouter initialEntries={[at]} useTransitions={false}>
        <LocationProbe />
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, router, user };
}

export const pathOf = (router: RouterView) => router.state.location.pathname;
