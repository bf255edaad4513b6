/** Every route of the console (doc 3 §2 Routes, doc 2 §2 Routes). */
export const ROUTES = {
  root: '/',
  labs: '/labs',
  liveRuns: '/liveRuns',
  testLibrary: '/customTests',
  playground: '/playground',
  newRunArea: '/v2',
  runList: '/v2/run',
  runCreate: '/v2/run/create',
  runDraft: '/v2/run/draft',
} as const;

export type Route = (typeof ROUTES)[keyof typeof ROUTES];

/** Where `/` redirects (doc 3 §2: '/: redirects to /labs'). */
export const HOME_REDIRECT: Route = ROUTES.labs;

export interface NavigationItem {
  readonly label: string;
  readonly route: Route;
}

/** The top navigation, in the order of doc 3 §2. */
export const TOP_NAVIGATION: readonly NavigationItem[] = [
  { label: 'Configure Labs', route: ROUTES.labs },
  { label: 'Test Center', route: ROUTES.runDraft },
  { label: 'Live Runs', route: ROUTES.liveRuns },
  { label: 'Test Library', route: ROUTES.testLibrary },
  { label: 'Playground', route: ROUTES.playground },
];

/** The navigation item a path belongs to; the new-run area belongs to Test Center. */
export function navigationItemForPath(pathname: string): NavigationItem | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  const inArea = (route: string) => path === route || path.startsWith(`${route}/`);
  if (inArea(ROUTES.newRunArea)) return TOP_NAVIGATION.find((item) => item.route === ROUTES.runDraft);
  return TOP_NAVIGATION.find((item) => inArea(item.route));
}
