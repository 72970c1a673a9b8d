import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../web/src/app/providers';
import { routes } from '../../../web/src/app/router';

/** The whole app (providers, shell, the real route table) at one address. */
export function renderApp(
  at: string | { pathname: string; state?: unknown },
  options: { advanceTimers?: (ms: number) => unknown } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  const user = userEvent.setup(options.advanceTimers ? { advanceTimers: options.advanceTimers } : {});
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user };
}

export const pathOf = (router: ReturnType<typeof createMemoryRouter>) => router.state.location.pathname;
