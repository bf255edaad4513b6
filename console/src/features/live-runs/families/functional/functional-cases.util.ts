import {
  FUNCTIONAL_VALIDATION_GROUPS,
  type FunctionalTestCase,
  type FunctionalValidationGroup,
  type FunctionalValidationType,
  functionalTestCaseSchema,
  isRunningStatus,
  normalizeTestStatus,
} from '@oak/shared';

/**
 * The functional test cases of a feed (testStats.functionalTestCases, which the
 * live domain keeps as they come). A case this version cannot read is logged
 * and left out, as the feed socket does with a change it cannot read.
 */
export function readFunctionalTestCases(raw: readonly unknown[] | undefined): FunctionalTestCase[] {
  const cases: FunctionalTestCase[] = [];
  for (const item of raw ?? []) {
    const parsed = functionalTestCaseSchema.safeParse(item);
    if (parsed.success) cases.push(parsed.data);
    else console.warn('Functional test case not understood:', parsed.error.issues);
  }
  return cases;
}

/** What names a test case across both tabs: a name is unique within its category. */
export function functionalCaseKey(
  testCase: Pick<FunctionalTestCase, 'testCaseCategory' | 'testCaseName'>,
): string {
  return `${testCase.testCaseCategory}/${testCase.testCaseName}`;
}

/**
 * The failure logs of a case's validations of one group: what a failed cloud,
 * audio recording or device validation cell shows in its tooltip (doc 1 §4.3).
 */
export function functionalGroupFailureLogs(
  testCase: Pick<FunctionalTestCase, 'testCaseData'>,
  group: FunctionalValidationGroup,
): string[] {
  const types: readonly FunctionalValidationType[] = FUNCTIONAL_VALIDATION_GROUPS[group];
  return testCase.testCaseData
    .filter((validation) => types.includes(validation.validationType))
    .flatMap((validation) => validation.failureLogs ?? []);
}

/** The case being played or evaluated now, if any: the first one running (doc 1 §2.6 'Test Case In Progress'). */
export function runningFunctionalCase(cases: readonly FunctionalTestCase[]): FunctionalTestCase | undefined {
  return cases.find((testCase) => isRunningStatus(normalizeTestStatus(testCase.status)));
}
