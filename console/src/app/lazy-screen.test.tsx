import { act, render, screen } from '@testing-library/react';
import { type ComponentType } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import * as navigation from '../lib/browser-navigation';
import { AppProviders } from './AppProviders';
import { lazyScreen, preloadScreens } from './lazy-screen';

/** A screen's code that arrives when the test says so. */
function deferredScreen() {
  let arrive: (screen: ComponentType) => void = () => undefined;
  const load = vi.fn(() => new Promise<ComponentType>((resolve) => (arrive = resolve)));
  return { load, arrive: () => arrive(() => <h1>Labs and Pis</h1>) };
}

function renderAt(path: string, routes: Parameters<typeof createMemoryRouter>[0]) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('lazyScreen', () => {
  it("shows the frame's spinner until the screen's code arrives, then the screen", async () => {
    const { load, arrive } = deferredScreen();
    renderAt('/labs', [{ path: '/labs', ...lazyScreen(load) }]);

    expect(await screen.findByLabelText('Loading the screen')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Labs and Pis' })).not.toBeInTheDocument();
    arrive();
    expect(await screen.findByRole('heading', { name: 'Labs and Pis' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading the screen')).not.toBeInTheDocument();
  });

  it("leaves the previous screen at once on a navigation, showing the spinner until the next one's code arrives", async () => {
    const labs = deferredScreen();
    const playground = deferredScreen();
    const router = renderAt('/labs', [
      { path: '/labs', ...lazyScreen(labs.load) },
      { path: '/playground', ...lazyScreen(playground.load) },
    ]);
    labs.arrive();
    expect(await screen.findByRole('heading', { name: 'Labs and Pis' })).toBeInTheDocument();

    await act(() => router.navigate('/playground'));
    expect(screen.queryByRole('heading', { name: 'Labs and Pis' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Loading the screen')).toBeInTheDocument();
  });

  it("reloads the page when the screen's code cannot be fetched (a newer build replaced it), spinning meanwhile", async () => {
    window.sessionStorage.clear();
    const reload = vi.spyOn(navigation, 'reloadTo').mockImplementation(() => undefined);
    renderAt('/labs', [
      { path: '/labs', ...lazyScreen(() => Promise.reject(new TypeError('Failed to fetch'))) },
    ]);

    await vi.waitFor(() => expect(reload.mock.calls).toEqual([[window.location.href]]));
    expect(screen.getByLabelText('Loading the screen')).toBeInTheDocument();
    window.sessionStorage.clear();
  });

  it("fetches the code of the screens a location opens at once, each once, and no other screen's", async () => {
    const labs = deferredScreen();
    const playground = deferredScreen();
    const router = createMemoryRouter(
      [
        { path: '/labs', ...lazyScreen(labs.load) },
        { path: '/playground', ...lazyScreen(playground.load) },
      ],
      { initialEntries: ['/labs'] },
    );

    preloadScreens(router.state.matches);
    expect(labs.load).toHaveBeenCalledTimes(1);
    expect(playground.load).not.toHaveBeenCalled();

    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    labs.arrive();
    expect(await screen.findByRole('heading', { name: 'Labs and Pis' })).toBeInTheDocument();
    expect(labs.load).toHaveBeenCalledTimes(1);
    expect(playground.load).not.toHaveBeenCalled();
  });
});
