/** How a comparison of runs names its methods and refuses (issue 32). */
export const RUN_COMPARISON_MESSAGES = {
  /** The methods, named in the UI beside the figures. */
  intervalMethod: 'Wilson score interval, 95%',
  testMethod: 'Two-proportion z-test (pooled), 95%, two-sided',
  tooFew: 'Choose at least two runs to compare.',
  differentTypes: (types: readonly string[]) =>
    `Only runs of the same scenario type can be compared; these are ${types.join(', ')}.`,
  noUtterances: (testName: string) => `The run ${testName} has no utterance results to compare.`,
} as const;
