import { type JobReport } from '../../jobs/job-report.rule';
import { functionalTestCaseRow, functionalUtteranceRows } from '../../results/functional.rule';
import { type FunctionalTestCase, type FunctionalValidationType } from '../../results/functional.schema';
import { TEST_STATUS_TEXTS, type TestStatus, isFailureStatus } from '../../statuses/test-statuses.constant';
import { type FunctionalOutcomes, functionalOutcomesByKey } from './functional-outcome.schema';
import { type FunctionalPlan } from './functional-plan.rule';
import { evaluateFunctionalCase } from './functional-score.rule';

/** One utterance of a report row, in play order (doc 1 §2.6 utterance details). */
export interface FunctionalReportUtterance {
  readonly question: string;
  readonly heard: string;
  readonly response: string;
  readonly validationType: FunctionalValidationType;
  readonly status?: TestStatus;
  /** 'DUT Failed to invoke ...' where it applies (doc 1 §5). */
  readonly comments: string;
}

/** One test case of a functional run's report: the case table's columns and its utterances (doc 1 §2.6). */
export interface FunctionalReportRow {
  readonly key: string;
  readonly scenarioType: string;
  readonly category: string;
  readonly categoryLabel: string;
  readonly testCaseName: string;
  readonly cloudValidation?: TestStatus;
  readonly audioRecordingValidation?: TestStatus;
  readonly deviceValidation?: TestStatus;
  readonly overallResult: TestStatus;
  /** Why: the overall result's reason. */
  readonly comments: string;
  /** What went wrong, when the case did not pass. */
  readonly failureLogs: readonly string[];
  readonly utterances: readonly FunctionalReportUtterance[];
}

/**
 * The report's rows, one per case of the plan in play order. A case without
 * an outcome did not run: SKIPPED (reports are made once the run has ended).
 */
export function functionalReportRows(
  plan: FunctionalPlan,
  outcomes: FunctionalOutcomes,
): FunctionalReportRow[] {
  const byKey = functionalOutcomesByKey(outcomes);
  return plan.steps.map((step) => {
    const outcome = byKey.get(step.key);
    const testCase: FunctionalTestCase = outcome
      ? evaluateFunctionalCase(step, outcome)
      : { testCaseName: step.name, testCaseCategory: step.category, status: 'SKIPPED', testCaseData: [] };
    // The case table's own row: its overall result and reason weigh the device validation too.
    const row = functionalTestCaseRow(testCase);
    return {
      key: step.key,
      scenarioType: step.scenarioType,
      category: step.category,
      categoryLabel: step.categoryLabel,
      testCaseName: step.name,
      ...(row.cloudValidation ? { cloudValidation: row.cloudValidation } : {}),
      ...(row.audioRecordingValidation ? { audioRecordingValidation: row.audioRecordingValidation } : {}),
      ...(row.deviceValidation ? { deviceValidation: row.deviceValidation } : {}),
      overallResult: row.overallResult.status,
      comments: row.comments,
      failureLogs: row.failureLogs,
      utterances: functionalUtteranceRows(testCase).map((utterance) => ({
        question: utterance.questionPlayed,
        heard: utterance.dutHeard,
        response: utterance.response,
        validationType: utterance.validationType,
        ...(utterance.status ? { status: utterance.status } : {}),
        comments: utterance.comments,
      })),
    };
  });
}

const CSV_COLUMNS = [
  'scenarioType',
  'category',
  'testCaseName',
  'cloudValidation',
  'audioRecordingValidation',
  'deviceValidation',
  'overallResult',
  'comments',
  'failureLogs',
  'utterances',
] as const;

const statusText = (status: TestStatus | undefined) => (status ? TEST_STATUS_TEXTS[status] : '');

/** An utterance in one CSV cell line: question, what was heard and answered, its status and comment. */
function utteranceLine(utterance: FunctionalReportUtterance): string {
  const comment = utterance.comments ? ` (${utterance.comments})` : '';
  return `[${utterance.validationType}] ${utterance.question} | heard: ${utterance.heard} | response: ${utterance.response} | ${statusText(utterance.status)}${comment}`;
}

/**
 * A functional run's report (CSV and JUnit): one row and one JUnit case per
 * test case, grouped by scenario type and category; failed and error cases
 * carry their reason and logs, cases that did not run are skipped.
 */
export function functionalReport(plan: FunctionalPlan, outcomes: FunctionalOutcomes): JobReport {
  const rows = functionalReportRows(plan, outcomes);
  return {
    columns: CSV_COLUMNS,
    rows: rows.map((row) => [
      row.scenarioType,
      row.categoryLabel,
      row.testCaseName,
      statusText(row.cloudValidation),
      statusText(row.audioRecordingValidation),
      statusText(row.deviceValidation),
      statusText(row.overallResult),
      row.comments,
      row.failureLogs.join('\n'),
      row.utterances.map(utteranceLine).join('\n'),
    ]),
    cases: rows.map((row) => ({
      suite: `${row.scenarioType} · ${row.categoryLabel}`,
      classname: `${row.scenarioType}.${row.category}`,
      name: row.testCaseName,
      ...(row.overallResult === 'SKIPPED' ? { skipped: true } : {}),
      ...(isFailureStatus(row.overallResult)
        ? {
            failure: {
              message: row.comments || statusText(row.overallResult),
              detail: row.failureLogs.join('\n'),
            },
          }
        : {}),
    })),
  };
}
