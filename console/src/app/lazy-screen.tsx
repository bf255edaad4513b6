import { type ComponentType, Suspense, lazy } from 'react';
import { type RouteObject } from 'react-router';
import { LoadingFallback } from '../components/feedback/LoadingFallback';
import { reloadForMissingChunk } from '../lib/reload-for-missing-chunk';

/** What a lazy screen's route carries in its handle: how to start fetching its code early. */
interface LazyScreenHandle {
  readonly preload: () => Promise<unknown>;
}

/** Tells each lazy screen's boundary from the others' (see the key below). */
let screens = 0;

/**
 * The element of a route whose screen is a chunk of its own, fetched when the
 * screen is first shown, behind the frame's spinner: the first screen a
 * browser opens then loads its own code only, not every other screen's.
 */
export function lazyScreen(
  load: () => Promise<ComponentType>,
): Required<Pick<RouteObject, 'element' | 'handle'>> {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () => (loading ??= reloadForMissingChunk(load()).then((screen) => ({ default: screen })));
  const Screen = lazy(preload);
  // A boundary of its own per screen: were it the boundary of the screen left, kept by React
  // because it sits at the same place, a navigation would keep that screen on show (its sockets
  // open) until the next one's code arrived, and show no spinner meanwhile.
  const key = `screen-${(screens += 1)}`;
  return {
    element: (
      <Suspense key={key} fallback={<LoadingFallback label="Loading the screen" />}>
        <Screen />
      </Suspense>
    ),
    handle: { preload } satisfies LazyScreenHandle,
  };
}

/**
 * Starts fetching the code of the screens a location opens, at once: a
 * chunk then downloads while the configuration and the session load, and
 * while the user signs in, instead of after.
 */
export function preloadScreens(matches: readonly { route: { handle?: unknown } }[]): void {
  for (const { route } of matches) {
    const handle = route.handle as Partial<LazyScreenHandle> | undefined;
    void handle?.preload?.().catch(() => undefined);
  }
}
