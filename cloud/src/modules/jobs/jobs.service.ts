import {
  BadRequestException,
  ConflictException,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  BDD_ACTION_MESSAGES_TEXT,
  type BddActionBody,
  type BddActionMessage,
  JOB_API_MESSAGES,
  type JobReportFormat,
  type JobResultItem,
  JOB_QUERY_FILTER_FIELDS,
  LIVE_TEST_STATUSES,
  type JobStateRequest,
  type Lab,
  type LabJob,
  isFinishedJobState,
  parseQueryFilter,
} from '@oak/shared';
import { Repository } from 'typeorm';
import { isUuid, ownedOr404 } from '../../common/company-scope.util';
import { LabsService, toLabDto } from '../labs/labs.service';
import { jobFilterWhere } from './job-query.util';
import { JobFeedPublisher } from '../live/job-feed.publisher';
import { CompletionMails } from '../runner/completion-mail/completion-mails.service';
import { OperatorActionsStore, toBddActionMessage } from '../runner/operator-actions/operator-actions.store';
import { JobLifecycle } from '../runner/lifecycle/job-lifecycle.service';
import { RunReports } from '../runner/run-reports.service';
import { LabJobQueues } from './lab-job-queue.service';
import { LabJobRecord } from './lab-job.entity';

export function toLabJobDto(job: LabJobRecord): LabJob {
  return {
    id: job.id,
    state: job.state,
    options: job.options,
    mapping: job.mapping,
    labName: job.labName,
    ownerEmail: job.ownerEmail,
    sendCompletionEmail: job.sendCompletionEmail,
    createdAt: job.createdAt.toISOString(),
    scenarioName: job.scenarioName,
    family: job.family,
    ...(job.state === 'failed' && job.failureClass ? { failureClass: job.failureClass } : {}),
    ...(job.state === 'failed' && job.error ? { error: job.error } : {}),
    ...(job.verdict ? { verdict: job.verdict } : {}),
  };
}

/**
 * Lab jobs once submitted (the submission is JobSubmission's), each visible
 * only to its own company: the list, one job, its lab, results and reports,
 * terminate and resume, the operator's answers.
 */
@Injectable()
export class JobsService {
  private readonly logger = new Logger('Jobs');

  constructor(
    @InjectRepository(LabJobRecord) private readonly jobs: Repository<LabJobRecord>,
    private readonly labs: LabsService,
    private readonly queues: LabJobQueues,
    private readonly feed: JobFeedPublisher,
    private readonly reports: RunReports,
    private readonly completionMails: CompletionMails,
    private readonly operatorActions: OperatorActionsStore,
    private readonly lifecycle: JobLifecycle,
  ) {}

  /** The company's jobs the `q` filter selects, newest first; a filter it cannot read is a 400 naming why. */
  async list(companyId: string, q: string | undefined, limit: number): Promise<LabJob[]> {
    const filter = parseQueryFilter(q, JOB_QUERY_FILTER_FIELDS);
    if (!filter.ok) throw new BadRequestException(filter.error);
    const where = jobFilterWhere(companyId, filter.value);
    if (!where.ok) throw new BadRequestException(where.error);
    const jobs = await this.jobs.find({ where: where.value, order: { createdAt: 'DESC' }, take: limit });
    // Progress comes from the live figures; a list without it beats no list.
    const progress = await this.feed
      .progressOf(jobs.map((job) => job.id))
      .catch(() => new Map<string, number>());
    return jobs.map((job) => {
      const dto = toLabJobDto(job);
      const percent = progress.get(job.id);
      return percent === undefined ? dto : { ...dto, progress: percent };
    });
  }

  async jobOfCompany(companyId: string, jobId: string): Promise<LabJobRecord> {
    const job = isUuid(jobId) ? await this.jobs.findOne({ where: { id: jobId } }) : null;
    return ownedOr404(job, companyId, 'Job');
  }

  /** A run's results so far, in play order, as its family lists them (utterances, scenarios, test cases). */
  async results(companyId: string, jobId: string): Promise<JobResultItem[]> {
    const job = await this.jobOfCompany(companyId, jobId);
    return (await this.reports.of(job)).results;
  }

  /** A run's report: CSV (a row per result) or JUnit XML (a test case per result), as its family builds it. */
  async report(companyId: string, jobId: string, format: JobReportFormat): Promise<string> {
    const job = await this.jobOfCompany(companyId, jobId);
    return this.reports.text(job, (await this.reports.of(job)).report, format);
  }

  /** The lab a job runs on. */
  async labOfJob(companyId: string, jobId: string): Promise<Lab> {
    const job = await this.jobOfCompany(companyId, jobId);
    const lab = await this.labs.labOfCompany(companyId, job.labId);
    return toLabDto(lab, await this.labs.thingsOfLab(companyId, lab.id));
  }

  /**
   * Terminate (canceled) or continue a paused run (resume), doc 1 §4.1,
   * through the job's lifecycle: only a move its transitions table allows
   * from the state the job has now is written (a JobTransitionRefused
   * otherwise), then announced, so watchers see the new state at once.
   */
  async requestState(companyId: string, jobId: string, state: JobStateRequest): Promise<LabJob> {
    const job = await this.jobOfCompany(companyId, jobId);
    await this.lifecycle.require(
      job.id,
      state,
      state === 'canceled' ? { testStatus: LIVE_TEST_STATUSES.canceled } : {},
    );
    // A job that never started leaves its queue now; a running one is stopped by its runner.
    if (state === 'canceled') {
      await this.queues.removeWaiting(job.labId, job.id).catch(() => false);
      // Its end, and its mail, unless a runner holds it: that one mails once it has stopped.
      this.completionMails.afterCancel(job.id);
    }
    return toLabJobDto(await this.jobOfCompany(companyId, jobId));
  }

  /**
   * The operator's answer to what a BDD run asks (doc 1 §4.6, §7 BDD helper):
   * confirm sets the action complete, cancel failed, and the run waiting on
   * it goes on. Only a pending action of a job that has not ended takes an
   * answer (409 otherwise); once answered, every watcher's dialog closes.
   */
  async answerAction(
    companyId: string,
    jobId: string,
    actionId: string,
    body: BddActionBody,
  ): Promise<BddActionMessage> {
    const job = await this.jobOfCompany(companyId, jobId);
    const action = await this.operatorActions.find(job.id, actionId);
    if (!action) throw new NotFoundException('Action not found');
    if (isFinishedJobState(job.state))
      throw new ConflictException(JOB_API_MESSAGES.alreadyFinished(job.state));
    const answered = await this.operatorActions.answer(job.id, action.id, body.state);
    if (!answered) {
      const now = (await this.operatorActions.find(job.id, action.id)) ?? action;
      throw new ConflictException(BDD_ACTION_MESSAGES_TEXT.notPending(now.state));
    }
    const message = toBddActionMessage(answered);
    await this.feed
      .publish(job.id, { key: 'action_message_to_show_in_console', data: message })
      .catch((error: unknown) =>
        this.logger.warn(`Live feed of job ${job.id} not published: ${String(error)}`),
      );
    return message;
  }
}
