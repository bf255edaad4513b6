import { z } from 'zod';
import { type JobReport, type JobReportCase } from '../../jobs/job-report.rule';
import { type BddScenario, bddScenarioSchema } from '../../results/bdd.schema';
import { ACM_STATEMENT_STATES } from '../acm-script.rule';

/** What one scenario of an ACM run came to: its statements with their states and reports. */
export const acmStepOutcomeSchema = z.object({ scenario: bddScenarioSchema });
export type AcmStepOutcome = z.infer<typeof acmStepOutcomeSchema>;

/** The key of a scenario's step: its library id. */
export function acmStepKey(scenarioId: number | string): string {
  return `scenario-${scenarioId}`;
}

/** The live payload (doc 1 §3 BDD/ACM data): the initial one with each stored scenario as it ended. */
export function acmPayload(
  initial: readonly BddScenario[],
  outcomes: ReadonlyMap<string, AcmStepOutcome>,
): BddScenario[] {
  return initial.map((scenario) => outcomes.get(acmStepKey(scenario.id))?.scenario ?? scenario);
}

const ACM_REPORT_COLUMNS = [
  'scenarioId',
  'scenario',
  'scenarioState',
  'statementIndex',
  'statement',
  'state',
  'report',
];

/** Why a statement failed, from its report. */
function statementFailure(report: Readonly<Record<string, unknown>>): string {
  return typeof report.failure === 'string' ? report.failure : 'The statement failed';
}

/**
 * An ACM run's report: one CSV row per statement with its report as JSON, and
 * one JUnit case per statement in a suite per scenario; a statement skipped
 * after a failure is a skipped case.
 */
export function acmReport(outcomes: readonly AcmStepOutcome[]): JobReport {
  const rows = outcomes.flatMap(({ scenario }) =>
    scenario.statements.map((statement, index) => [
      scenario.id,
      scenario.name,
      scenario.state,
      index + 1,
      statement.statement,
      statement.state,
      JSON.stringify(statement.response?.report ?? {}),
    ]),
  );
  const cases = outcomes.flatMap(({ scenario }) =>
    scenario.statements.map((statement, index): JobReportCase => {
      const report = statement.response?.report ?? {};
      return {
        suite: scenario.name,
        classname: `ACM.${scenario.id}`,
        name: `#${index + 1} ${statement.statement}`,
        ...(statement.state === ACM_STATEMENT_STATES.failed
          ? { failure: { message: statementFailure(report), detail: JSON.stringify(report) } }
          : {}),
        ...(statement.state === ACM_STATEMENT_STATES.skipped ? { skipped: true } : {}),
      };
    }),
  );
  return { columns: ACM_REPORT_COLUMNS, rows, cases };
}
