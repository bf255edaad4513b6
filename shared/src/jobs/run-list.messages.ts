/**
 * Texts of the run list at /v2/run (doc 2 §2: its content is not shown; issue:
 * the company's runs, newest first, with state, suite, lab, progress, and
 * links to the live view and reports). The wording is chosen.
 */
export const RUN_LIST_TEXTS = {
  title: 'Runs',
  description: "Your company's runs, newest first.",
  createRun: 'Create run',
  loading: 'Loading runs ...',
  empty: 'No runs yet. Create one to see it here.',
  columns: {
    run: 'Run',
    suite: 'Suite / Scenario',
    lab: 'Lab',
    owner: 'Owner',
    created: 'Created (UTC)',
    state: 'State',
    progress: 'Progress',
    actions: 'Actions',
  },
  watchLive: 'Watch live',
  downloadCsv: 'CSV',
  downloadJunit: 'JUnit XML',
  downloadOf: (format: string, testName: string) => `Download ${format} report of ${testName}`,
  olderRuns: 'Older runs',
  newestRuns: 'Newest runs',
  progressOf: (testName: string) => `Progress of ${testName}`,
  /** The list narrowed to one run, as a completion mail links it (?job=). */
  oneRun: 'Showing one run.',
  allRuns: 'All runs',
  runNotFound: 'This run was not found. It may belong to another company, or the link is damaged.',
} as const;
