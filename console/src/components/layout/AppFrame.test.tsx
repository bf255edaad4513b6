import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRODUCT_NAME, TOP_NAVIGATION, copyrightLine } from '@oak/shared';
import { renderWithProviders } from '../../testing/render-with-providers';
import { environmentConfigStub, serveEnvironmentConfig } from '../../testing/environment-config.stub';

describe('the console frame', () => {
  beforeEach(() => {
    serveEnvironmentConfig();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('redirects / to /labs inside the header, navigation and footer', async () => {
    const { router } = renderWithProviders('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/labs'));
    const header = screen.getByRole('banner');
    expect(within(header).getByText(PRODUCT_NAME)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Configure Labs' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(copyrightLine(new Date().getFullYear()));
  });

  it('offers the five screens in the top navigation with their routes', () => {
    renderWithProviders('/labs');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      TOP_NAVIGATION.map((item) => [item.label, item.route]),
    );
  });

  it('marks the current screen, counting the new-run area as Test Center', () => {
    renderWithProviders('/v2/run/create');
    expect(screen.getByRole('link', { name: 'Test Center' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Live Runs' })).not.toHaveAttribute('aria-current');
  });

  it('moves between screens through the navigation', async () => {
    const { router } = renderWithProviders('/labs');
    await userEvent.click(screen.getByRole('link', { name: 'Playground' }));
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
    serveEnvironmentConfig({ ...environmentConfigStub, controllerEndpoint: '' });
    renderWithProviders('/labs');
    expect(await screen.findByText('API host is missing')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Configure Labs' })).not.toBeInTheDocument();
  });
});
