import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCESS_RESTRICTED_PAGE, WIZARD_LIST_MESSAGES } from '@oak/shared';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { mockApi, requestsTo, storeSession, testSession } from '../../../testing/mock-api';

const session = testSession();

describe('the Test Library behind the allow list', () => {
  beforeEach(() => storeSession(session));

  it('shows the library when a customer id may run AQTCustomScenario', async () => {
    mockApi({
      'GET /api/auth/session': { body: session },
      'GET /api/scenarios': { body: [{ name: 'AQTUDTV2' }, { name: 'AQTCustomScenario' }] },
    });
    renderWithProviders('/customTests');
    expect(await screen.findByRole('heading', { name: 'Test Library', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(ACCESS_RESTRICTED_PAGE.title)).not.toBeInTheDocument();
  });

  it('shows Access Restricted when the allow list lacks it', async () => {
    mockApi({
      'GET /api/auth/session': { body: session },
      'GET /api/scenarios': { body: [{ name: 'AQTUDTV2' }] },
    });
    renderWithProviders('/customTests');
    expect(await screen.findByRole('heading', { name: ACCESS_RESTRICTED_PAGE.title })).toBeInTheDocument();
    expect(screen.getByText(ACCESS_RESTRICTED_PAGE.body)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Test Library' })).not.toBeInTheDocument();
  });

  it('says the allow list failed to load and retries on request', async () => {
    let calls = 0;
    const fetchMock = mockApi({
      'GET /api/auth/session': { body: session },
      'GET /api/scenarios': () =>
        ++calls === 1
          ? { status: 503, body: { statusCode: 503, message: 'Service Unavailable' } }
          : { body: [{ name: 'AQTCustomScenario' }] },
    });
    renderWithProviders('/customTests');
    expect(await screen.findByText(WIZARD_LIST_MESSAGES.scenarios)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Test Library', level: 1 })).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET', '/api/scenarios')).toHaveLength(2);
  });
});
