import {
  ALLOWED_SCENARIOS_API_PATH,
  CUSTOM_SCENARIO_ALLOW_LIST_NAME,
  CUSTOM_SCENARIOS_API_PATH,
  type CustomScenario,
  ROUTES,
} from '@oak/shared';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { type MockRoutes, mockApi, storeSession, testSession } from '../../../testing/mock-api';

/*
 * What the Test Library's test files share: the signed-in session of a
 * company allowed user-defined tests, the screen rendered on a list, and a
 * catch for the files it hands to the browser.
 */

export const session = testSession();

/** For beforeEach: the session is stored, as after sign-in. */
export function signIn(): void {
  storeSession(session);
}

/** The Test Library on this list (or this answer of the list call), with further routes. */
export function renderLibrary(list: CustomScenario[] | MockRoutes[string], routes: MockRoutes = {}) {
  const fetchMock = mockApi({
    'GET /api/auth/session': { body: session },
    [`GET ${ALLOWED_SCENARIOS_API_PATH}`]: { body: [{ name: CUSTOM_SCENARIO_ALLOW_LIST_NAME }] },
    [`GET ${CUSTOM_SCENARIOS_API_PATH}`]: Array.isArray(list) ? { body: list } : list,
    ...routes,
  });
  return { fetchMock, ...renderWithProviders(ROUTES.testLibrary) };
}

/** Catches the files the screen hands to the browser: each download's name and text. */
export function catchDownloads() {
  const createObjectURL = vi.fn((_blob: Blob) => 'blob:file');
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return {
    click,
    fileName: (index: number) => (click.mock.instances[index] as unknown as HTMLAnchorElement).download,
    text: (index: number) => createObjectURL.mock.calls[index]![0].text(),
  };
}
