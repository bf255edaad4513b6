import { FEDERATED_CONSOLE_CALLBACK_ROUTE, ROUTES } from '@oak/shared';
import { Navigate, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/errors/NotFoundPage';
import { AppFrame } from '../components/layout/AppFrame';
import { LabsScreen } from '../features/labs/components/LabsScreen';
import { LiveRunsScreen } from '../features/live-runs/components/LiveRunsScreen';
import { NewRunScreen } from '../features/new-run/components/NewRunScreen';
import { NewRunWizardProvider } from '../features/new-run/hooks/NewRunWizardContext';
import { RunListScreen } from '../features/runs/components/RunListScreen';
import { PlaygroundScreen } from '../features/playground/components/PlaygroundScreen';
import { CustomScenarioAccessGate } from '../features/test-library/components/CustomScenarioAccessGate';
import { TestLibraryScreen } from '../features/test-library/components/TestLibraryScreen';

/** Every route of doc 3 §2, inside the frame. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppFrame />,
    children: [
      { path: ROUTES.root, element: <Navigate to={ROUTES.labs} replace /> },
      { path: ROUTES.labs, element: <LabsScreen /> },
      { path: ROUTES.newRunArea, element: <Navigate to={ROUTES.runList} replace /> },
      { path: ROUTES.runList, element: <RunListScreen /> },
      {
        element: <NewRunWizardProvider />,
        children: [
          { path: ROUTES.runDraft, element: <NewRunScreen /> },
          { path: ROUTES.runCreate, element: <NewRunScreen /> },
        ],
      },
      { path: ROUTES.liveRuns, element: <LiveRunsScreen /> },
      {
        path: ROUTES.testLibrary,
        element: (
          <CustomScenarioAccessGate>
            <TestLibraryScreen />
          </CustomScenarioAccessGate>
        ),
      },
      {
        path: ROUTES.playground,
        element: <PlaygroundScreen />,
      },
      // Federated login returns here; the auth provider takes the session and goes on to '/'.
      { path: FEDERATED_CONSOLE_CALLBACK_ROUTE, element: <Navigate to={ROUTES.root} replace /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
