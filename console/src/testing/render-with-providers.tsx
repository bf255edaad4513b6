import { render } from '@testing-library/react';
import { type RouteObject, RouterProvider, createMemoryRouter } from 'react-router';
import { AppProviders, createQueryClient } from '../app/AppProviders';
import { appRoutes } from '../app/router';

/**
 * Renders the console (or the given routes) at a path, with the app's
 * providers and a fresh query client, the way the browser would.
 */
export function renderWithProviders(path: string, routes: RouteObject[] = appRoutes) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
