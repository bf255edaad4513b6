/** Rows per page of the Scenarios table (doc 1 §2.14, §9). */
export const BDD_SCENARIO_PAGE_SIZE = 5;

/** Page sizes the Scenarios table offers (doc 1 §2.14). */
export const BDD_SCENARIO_PAGE_SIZE_OPTIONS = [2, 4, 6] as const;

/** What the page-size select lists: the offered sizes and the initial one, smallest first (doc 1 §2.14). */
export const BDD_SCENARIO_PAGE_SIZE_CHOICES: readonly number[] = [
  ...new Set<number>([...BDD_SCENARIO_PAGE_SIZE_OPTIONS, BDD_SCENARIO_PAGE_SIZE]),
].sort((a, b) => a - b);

/** Device cards per page of the Device Info tab (doc 1 §2.14, §9). */
export const BDD_DEVICE_CARDS_PER_PAGE = 6;

/**
 * Rows per page of a device table (doc 1 §9 'device table pages by 6').
 * @kept as the spec's constant of a built screen that does not read it yet (to wire in): doc 2 §2 (Test Library), doc 1 §9 (BDD device table)
 */
export const BDD_DEVICE_TABLE_PAGE_SIZE = 6;

/** The execution state that asks the operator to complete manual steps (doc 1 §4.6). */
export const BDD_PAUSE_EXECUTION_STATE = 'PAUSE';

/** Run statuses the BDD view reacts to (doc 1 §4.6): a spinner, then 'Test Completed'. */
export const BDD_RUN_STATUSES = { starting: 'STARTING', succeeded: 'SUCCEEDED' } as const;

/** Statement states shown positive and negative; any other is info (doc 1 §4.3). */
export const BDD_POSITIVE_STATEMENT_STATES = ['SUCCESS', 'COMPLETE'] as const;
export const BDD_NEGATIVE_STATEMENT_STATES = ['FAILED'] as const;
