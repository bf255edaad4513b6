import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  EXPERIMENT_FILTER_FIELDS,
  EXPERIMENT_ID_PATTERN,
  type Experiment,
  type ExperimentDetail,
  type ExperimentFilterField,
  JOB_STATE_GROUPS,
  JOBS_LIST_LIMIT,
  type JobState,
  type LabJob,
  type PagedListQuery,
} from '@oak/shared';
import { Repository } from 'typeorm';
import { type SqlFilterColumn, filteredPageSql } from '../../common/sql-filter.util';
import { toLabJobDto } from '../jobs/jobs.service';
import { LabJobRecord } from '../jobs/lab-job.entity';
import { JobFeedPublisher } from '../live/job-feed.publisher';

const COLUMNS: Record<ExperimentFilterField, SqlFilterColumn> = {
  testSuite: { sql: 'experiment."testSuite"', kind: 'text' },
  testName: { sql: 'experiment."testName"', kind: 'text' },
  scenarioName: { sql: 'experiment."scenarioName"', kind: 'text' },
  lastState: { sql: 'experiment."lastState"', kind: 'text' },
  runCount: { sql: 'experiment."runCount"', kind: 'number' },
  firstRunAt: { sql: 'experiment."firstRunAt"', kind: 'date' },
  lastRunAt: { sql: 'experiment."lastRunAt"', kind: 'date' },
};

/** A run's test, from its options' JSON text; null when the text is not JSON (CASE keeps the cast from running then). */
const testOf = (field: 'testSuite' | 'testName') =>
  `CASE WHEN pg_input_is_valid(job.options, 'jsonb') AND jsonb_typeof(job.options::jsonb -> '${field}') = 'string'
     THEN job.options::jsonb ->> '${field}' END`;

/**
 * The company's runs grouped by their options' testSuite and testName, each
 * group summed up; runs whose options name no test are left out. $1 is the
 * company; $2, $3 and $4 the queued, in-progress and completed states.
 */
const EXPERIMENTS = `
  WITH run AS (
    SELECT job.id, job.created_at, job.state, job.lab_name, job.scenario_name,
           ${testOf('testSuite')} AS test_suite, ${testOf('testName')} AS test_name
    FROM lab_jobs job
    WHERE job.company_id = $1
  ), experiment AS (
    SELECT md5(jsonb_build_array(test_suite, test_name)::text) AS id,
           test_suite AS "testSuite",
           test_name AS "testName",
           (array_agg(scenario_name ORDER BY created_at DESC))[1] AS "scenarioName",
           count(*)::int AS "runCount",
           count(*) FILTER (WHERE state = ANY($2::text[]))::int AS queued,
           count(*) FILTER (WHERE state = ANY($3::text[]))::int AS "inProgress",
           count(*) FILTER (WHERE state = ANY($4::text[]))::int AS completed,
           (array_agg(state ORDER BY created_at DESC))[1] AS "lastState",
           (array_agg(id::text ORDER BY created_at DESC))[1] AS "lastJobId",
           min(created_at) AS "firstRunAt",
           max(created_at) AS "lastRunAt",
           array_agg(DISTINCT lab_name ORDER BY lab_name) AS "labNames"
    FROM run
    WHERE test_suite IS NOT NULL AND test_name IS NOT NULL
    GROUP BY test_suite, test_name
  )
  SELECT * FROM experiment`;

interface ExperimentRow {
  readonly id: string;
  readonly testSuite: string;
  readonly testName: string;
  readonly scenarioName: string;
  readonly runCount: number;
  readonly queued: number;
  readonly inProgress: number;
  readonly completed: number;
  readonly lastState: JobState;
  readonly lastJobId: string;
  readonly firstRunAt: Date;
  readonly lastRunAt: Date;
  readonly labNames: string[];
}

/**
 * The company's experiments (doc 3 §7 /api/experiments): its runs of one
 * test (options testSuite and testName) summed up, derived from the runs
 * alone, so they can never disagree with the job list.
 */
@Injectable()
export class ExperimentsService {
  constructor(
    @InjectRepository(LabJobRecord) private readonly jobs: Repository<LabJobRecord>,
    private readonly feed: JobFeedPublisher,
  ) {}

  /** The company's experiments a `q` filter selects, most recently run first; a page of them. */
  async list(companyId: string, query: PagedListQuery): Promise<Experiment[]> {
    const params = baseParams(companyId);
    const page = filteredPageSql(
      query,
      EXPERIMENT_FILTER_FIELDS,
      COLUMNS,
      params,
      'experiment."lastRunAt" DESC, experiment."testSuite", experiment."testName"',
    );
    if (!page.ok) throw new BadRequestException(page.error);
    const rows = (await this.jobs.query(`${EXPERIMENTS} ${page.value}`, params)) as ExperimentRow[];
    return rows.map(toExperiment);
  }

  /**
   * One experiment with its latest JOBS_LIST_LIMIT runs, newest first, as
   * the job list gives them (with their progress); an id that names none of
   * the company's is a 404.
   */
  async experiment(companyId: string, experimentId: string): Promise<ExperimentDetail> {
    const [row] = EXPERIMENT_ID_PATTERN.test(experimentId)
      ? ((await this.jobs.query(`${EXPERIMENTS} WHERE experiment.id = $5`, [
          ...baseParams(companyId),
          experimentId,
        ])) as ExperimentRow[])
      : [];
    if (!row) throw new NotFoundException('Experiment not found');
    const jobs = await this.jobs
      .createQueryBuilder('job')
      .where('job.company_id = :companyId', { companyId })
      .andWhere(`${testOf('testSuite')} = :testSuite`, { testSuite: row.testSuite })
      .andWhere(`${testOf('testName')} = :testName`, { testName: row.testName })
      .orderBy('job.createdAt', 'DESC')
      .addOrderBy('job.id', 'ASC')
      .limit(JOBS_LIST_LIMIT)
      .getMany();
    return { ...toExperiment(row), jobs: await this.withProgress(jobs) };
  }

  /** The jobs as the job list answers them: progress from the live figures, when Redis gives them. */
  private async withProgress(jobs: LabJobRecord[]): Promise<LabJob[]> {
    const progress = await this.feed
      .progressOf(jobs.map((job) => job.id))
      .catch(() => new Map<string, number>());
    return jobs.map((job) => {
      const dto = toLabJobDto(job);
      const percent = progress.get(job.id);
      return percent === undefined ? dto : { ...dto, progress: percent };
    });
  }
}

function baseParams(companyId: string): unknown[] {
  return [
    companyId,
    [...JOB_STATE_GROUPS.queued],
    [...JOB_STATE_GROUPS.inProgress],
    [...JOB_STATE_GROUPS.completed],
  ];
}

function toExperiment(row: ExperimentRow): Experiment {
  return {
    id: row.id,
    testSuite: row.testSuite,
    testName: row.testName,
    scenarioName: row.scenarioName,
    runCount: row.runCount,
    stateCounts: { queued: row.queued, inProgress: row.inProgress, completed: row.completed },
    lastState: row.lastState,
    lastJobId: row.lastJobId,
    firstRunAt: row.firstRunAt.toISOString(),
    lastRunAt: row.lastRunAt.toISOString(),
    labNames: row.labNames,
  };
}
