import { screen, within } from '@testing-library/react';
import { type UserEvent } from '@testing-library/user-event';
import { type LabJob, ROUTES } from '@oak/shared';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { type MockRoutes, mockApi, storeSession, testSession } from '../../../testing/mock-api';
import { type FakeSocket, openedSockets, resetFakeSockets } from '../../../testing/fake-socket';

/** The signed-in user of the Live Runs tests. */
export const session = testSession();

/** Before each test: no socket opened yet, and the user signed in. */
export function resetLiveRuns(): void {
  resetFakeSockets();
  storeSession(session);
}

/**
 * Renders the Live Runs screen over a fake controller listing the given
 * jobs (or answering GET /api/jobs as given), with one lab and the routes a
 * test adds. The test file mocks the socket client itself, as vi.mock
 * applies to the file it is written in:
 * `vi.mock('socket.io-client', () => import('../../../testing/fake-socket'))`.
 */
export function renderLiveRuns(jobs: LabJob[] | MockRoutes[string], routes: MockRoutes = {}) {
  const fetchMock = mockApi({
    'GET /api/auth/session': { body: session },
    'GET /api/labs': { body: [{ id: 'lab-1', name: 'Virtual Lab', things: [] }] },
    'GET /api/jobs': Array.isArray(jobs) ? { body: jobs } : jobs,
    ...routes,
  });
  const view = renderWithProviders(ROUTES.liveRuns);
  return { fetchMock, ...view };
}

/** A run's card, once it shows. */
export const card = (name: string) => screen.findByRole('article', { name });

/** The feed socket a job's card opened; fails when there is none. */
export function socketOf(job: LabJob): FakeSocket {
  const socket = openedSockets.find((opened) => opened.options.query?.jobId === job.id);
  if (!socket) throw new Error(`No socket for ${job.id}`);
  return socket;
}

/** The job feed announces a change of one of its keys. */
export const change = (socket: FakeSocket, key: string, data: unknown) =>
  socket.serverEmit('stateChange', { key, data });

/**
 * Opens a tab of a run's card and waits for its panel: the tabs render the
 * pick after the click returns, later under load.
 */
export async function openTab(user: UserEvent, article: HTMLElement, name: string): Promise<HTMLElement> {
  await user.click(within(article).getByRole('tab', { name }));
  return within(article).findByRole('tabpanel', { name });
}

/** Ten minutes into the run of the functional stubs, which started at 10:00 UTC. */
export const FUNCTIONAL_RUN_NOW = new Date('2026-11-20T10:10:00.000Z');

/**
 * Each test of a functional view starts from a fresh Live Runs screen, its
 * date fixed ten minutes into the run; only the date is faked, so the timers
 * of tooltips and of the user keep running.
 */
export function setUpFunctionalRunClock(): void {
  beforeEach(() => {
    resetLiveRuns();
    vi.useFakeTimers({ toFake: ['Date'], now: FUNCTIONAL_RUN_NOW });
  });
  afterEach(() => vi.useRealTimers());
}
