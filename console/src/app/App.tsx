import { RouterProvider, createBrowserRouter } from 'react-router';
import { AppProviders } from './AppProviders';
import { appRoutes } from './router';

const router = createBrowserRouter(appRoutes);

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
