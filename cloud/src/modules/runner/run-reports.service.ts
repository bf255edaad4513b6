import { Injectable } from '@nestjs/common';
import {
  type JobReport,
  type JobReportFormat,
  type JobResultItem,
  jobReportCsv,
  jobReportJunit,
  parseJobMapping,
  parseJobOptions,
} from '@oak/shared';
import { type LabJobRecord } from '../jobs/lab-job.entity';
import { RunFamilies } from './run-families.registry';
import { StepResultsStore } from './step-results/step-results.store';

/** The job row fields a run's results are read from. */
export type ReportedJob = Pick<LabJobRecord, 'id' | 'options' | 'mapping' | 'scenarioName' | 'family'>;

const NO_REPORT: JobReport = { columns: [], rows: [], cases: [] };

/**
 * A run's results and reports as its family builds them from the stored step
 * outcomes: what `GET /api/jobs/{id}/results` and `/report` answer, and what a
 * completion mail tells and carries.
 */
@Injectable()
export class RunReports {
  constructor(
    private readonly families: RunFamilies,
    private readonly steps: StepResultsStore,
  ) {}

  /** Its results in play order and its report; none for a job whose options cannot be read. */
  async of(job: ReportedJob): Promise<{ results: JobResultItem[]; report: JobReport }> {
    const options = parseJobOptions(job.options);
    const mapping = parseJobMapping(job.mapping);
    if (!options.ok || !mapping.ok) return { results: [], report: NO_REPORT };
    const family = this.families.of(job.family);
    if (!family) return { results: [], report: NO_REPORT };
    const outcomes = (await this.steps.stepsOf(job.id, family.outcomeSchema)).map((step) => step.outcome);
    const spec = { options: options.value, mapping: mapping.value };
    return { results: family.results(spec, outcomes), report: family.report(spec, outcomes) };
  }

  /** A report as CSV (a row per result) or JUnit XML (a test case per result). */
  text(job: ReportedJob, report: JobReport, format: JobReportFormat): string {
    if (format === 'csv') return jobReportCsv(report);
    const options = parseJobOptions(job.options);
    return jobReportJunit(
      { id: job.id, name: options.ok ? options.value.testName : job.scenarioName },
      report,
    );
  }
}
