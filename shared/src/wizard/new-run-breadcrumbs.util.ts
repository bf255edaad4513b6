import { ROUTES, type Route } from '../navigation/routes.constant';
import { NEW_RUN_BREADCRUMB_LABEL } from './wizard-labels.constant';

export interface NewRunBreadcrumb {
  readonly label: string;
  readonly route: Route;
}

/**
 * The breadcrumbs of the new-run area (doc 2 §2, doc 3 §2): 'New run' to the run
 * list, then 'Create' plus the suite display name plus ' test' to the create
 * screen. Before a suite is chosen the second reads 'Create test'.
 */
export function newRunBreadcrumbs(suiteDisplayName?: string | null): readonly NewRunBreadcrumb[] {
  const name = suiteDisplayName?.trim();
  return [
    { label: NEW_RUN_BREADCRUMB_LABEL, route: ROUTES.runList },
    { label: name ? `Create ${name} test` : 'Create test', route: ROUTES.runCreate },
  ];
}
