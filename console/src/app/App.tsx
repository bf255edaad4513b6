import { RouterProvider, createBrowserRouter } from 'react-router';
import { AppProviders } from './AppProviders';
import { preloadScreens } from './lazy-screen';
import { appRoutes } from './router';

const router = createBrowserRouter(appRoutes);
preloadScreens(router.state.matches);

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
