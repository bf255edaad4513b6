import { FEDERATED_CONSOLE_CALLBACK_ROUTE, HOME_REDIRECT, ROUTES } from '@oak/shared';
import { Navigate, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/errors/NotFoundPage';
import { AppFrame } from '../components/layout/AppFrame';
import { lazyScreen } from './lazy-screen';

const newRunScreen = lazyScreen(() =>
  import('../features/new-run/components/NewRunScreen').then((m) => m.NewRunScreen),
);

/**
 * Every route of doc 3 §2, inside the frame. The frame, the environment and
 * sign-in are in the first script; each screen is a chunk fetched on its
 * first visit (the Playground's, the wizard's and Live Runs' code stays away
 * from a browser that opens /labs).
 */
export const appRoutes: RouteObject[] = [
  {
    element: <AppFrame />,
    children: [
      { path: ROUTES.root, element: <Navigate to={HOME_REDIRECT} replace /> },
      {
        path: ROUTES.labs,
        ...lazyScreen(() => import('../features/labs/components/LabsScreen').then((m) => m.LabsScreen)),
      },
      { path: ROUTES.newRunArea, element: <Navigate to={ROUTES.runList} replace /> },
      {
        path: ROUTES.runList,
        ...lazyScreen(() => import('../features/runs/components/RunListScreen').then((m) => m.RunListScreen)),
      },
      {
        ...lazyScreen(() =>
          import('../features/new-run/hooks/NewRunWizardContext').then((m) => m.NewRunWizardProvider),
        ),
        // One screen for both paths, as before: going from a draft to a new run keeps its state.
        children: [ROUTES.runDraft, ROUTES.runCreate].map((path) => ({ path, ...newRunScreen })),
      },
      {
        path: ROUTES.liveRuns,
        ...lazyScreen(() =>
          import('../features/live-runs/components/LiveRunsScreen').then((m) => m.LiveRunsScreen),
        ),
      },
      {
        path: ROUTES.testLibrary,
        ...lazyScreen(async () => {
          const [{ CustomScenarioAccessGate }, { TestLibraryScreen }] = await Promise.all([
            import('../features/test-library/components/CustomScenarioAccessGate'),
            import('../features/test-library/components/TestLibraryScreen'),
          ]);
          return function TestLibraryRoute() {
            return (
              <CustomScenarioAccessGate>
                <TestLibraryScreen />
              </CustomScenarioAccessGate>
            );
          };
        }),
      },
      {
        path: ROUTES.playground,
        ...lazyScreen(() =>
          import('../features/playground/components/PlaygroundScreen').then((m) => m.PlaygroundScreen),
        ),
      },
      {
        path: ROUTES.apiTokens,
        ...lazyScreen(() =>
          import('../features/api-tokens/components/ApiTokensScreen').then((m) => m.ApiTokensScreen),
        ),
      },
      // Federated login returns here; the auth provider takes the session and goes on to '/'.
      { path: FEDERATED_CONSOLE_CALLBACK_ROUTE, element: <Navigate to={ROUTES.root} replace /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
