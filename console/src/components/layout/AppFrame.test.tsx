import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRODUCT_NAME, TOP_NAVIGATION, copyrightLine } from '@oak/shared';
import { renderWithProviders } from '../../testing/render-with-providers';
import { environmentConfigStub, mockApi, storeSession, testSession } from '../../testing/mock-api';

describe('the console frame of a signed-in user', () => {
  beforeEach(() => {
    const session = testSession();
    storeSession(session);
    mockApi({ 'GET /api/auth/session': { body: session } });
  });

  it('redirects / to /labs inside the header, navigation and footer', async () => {
    const { router } = renderWithProviders('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/labs'));
    expect(await screen.findByRole('heading', { name: 'Configure Labs' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText(PRODUCT_NAME)).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(copyrightLine(new Date().getFullYear()));
  });

  it('offers the five screens in the top navigation with their routes', async () => {
    renderWithProviders('/labs');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      TOP_NAVIGATION.map((item) => [item.label, item.route]),
    );
  });

  it('marks the current screen, counting the new-run area as Test Center', async () => {
    renderWithProviders('/v2/run/create');
    expect(await screen.findByRole('link', { name: 'Test Center' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Live Runs' })).not.toHaveAttribute('aria-current');
  });

  it('moves between screens through the navigation', async () => {
    const { router } = renderWithProviders('/labs');
    await userEvent.click(await screen.findByRole('link', { name: 'Playground' }));
    expect(router.state.location.pathname).toBe('/playground');
    expect(await screen.findByRole('heading', { name: 'Playground' })).toBeInTheDocument();
  });

  it('shows the not-found view for an unknown path, whose button leads to /', async () => {
    const { router } = renderWithProviders('/no/such/screen');
    expect(await screen.findByRole('heading', { name: '404 - Page Not Found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to New Run Page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/labs'));
  });

  it("says 'API host is missing' when the configuration names no controller endpoint", async () => {
    mockApi({}, { ...environmentConfigStub, controllerEndpoint: '' });
    renderWithProviders('/labs');
    expect(await screen.findByText('API host is missing')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Configure Labs' })).not.toBeInTheDocument();
  });
});
