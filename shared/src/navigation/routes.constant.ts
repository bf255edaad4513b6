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
  /** Chosen (issue 32): the user's personal API tokens, from the user menu. */
  apiTokens: '/settings/tokens',
} as const;

export type Route = (typeof ROUTES)[keyof typeof ROUTES];

/** Where `/` redirects (doc 3 §2: '/: redirects to /labs'). */
export const HOME_REDIRECT: Route = ROUTES.labs;

export interface NavigationItem {
  readonly label: string;
  readonly route: Route;
}

/** The names of the five screens in the top navigation (doc 3 §2), which their pages also carry as titles. */
export const NAVIGATION_LABELS = {
  configureLabs: 'Configure Labs',
  testCenter: 'Test Center',
  liveRuns: 'Live Runs',
  testLibrary: 'Test Library',
  playground: 'Playground',
} as const;

/** The top navigation, in the order of doc 3 §2. */
export const TOP_NAVIGATION: readonly NavigationItem[] = [
  { label: NAVIGATION_LABELS.configureLabs, route: ROUTES.labs },
  { label: NAVIGATION_LABELS.testCenter, route: ROUTES.runDraft },
  { label: NAVIGATION_LABELS.liveRuns, route: ROUTES.liveRuns },
  { label: NAVIGATION_LABELS.testLibrary, route: ROUTES.testLibrary },
  { label: NAVIGATION_LABELS.playground, route: ROUTES.playground },
];

/** The navigation item a path belongs to; the new-run area belongs to Test Center. */
export function navigationItemForPath(pathname: string): NavigationItem | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  const inArea = (route: string) => path === route || path.startsWith(`${route}/`);
  if (inArea(ROUTES.newRunArea)) return TOP_NAVIGATION.find((item) => item.route === ROUTES.runDraft);
  return TOP_NAVIGATION.find((item) => inArea(item.route));
}
