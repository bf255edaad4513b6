import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  JOB_API_MESSAGES,
  JOB_QUERY_FILTER_FIELDS,
  JOB_STATES,
  type JobStateRequest,
  type Lab,
  type LabJob,
  isFinishedJobState,
  parseQueryFilter,
} from '@oak/shared';
import { In, Repository } from 'typeorm';
import { isUuid, ownedOr404 } from '../../common/company-scope.util';
import { LabsService, toLabDto } from '../labs/labs.service';
import { jobFilterWhere } from './job-query.util';
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
  };
}

/** Lab jobs, each visible only to its own company. */
@Injectable()
export class JobsService {
  constructor(
    @InjectRepository(LabJobRecord) private readonly jobs: Repository<LabJobRecord>,
    private readonly labs: LabsService,
  ) {}

  /** The company's jobs the `q` filter selects, newest first; a filter it cannot read is a 400 naming why. */
  async list(companyId: string, q: string | undefined, limit: number): Promise<LabJob[]> {
    const filter = parseQueryFilter(q, JOB_QUERY_FILTER_FIELDS);
    if (!filter.ok) throw new BadRequestException(filter.error);
    const where = jobFilterWhere(companyId, filter.value);
    if (!where.ok) throw new BadRequestException(where.error);
    const jobs = await this.jobs.find({ where: where.value, order: { createdAt: 'DESC' }, take: limit });
    return jobs.map(toLabJobDto);
  }

  async jobOfCompany(companyId: string, jobId: string): Promise<LabJobRecord> {
    const job = isUuid(jobId) ? await this.jobs.findOne({ where: { id: jobId } }) : null;
    return ownedOr404(job, companyId, 'Job');
  }

  /** The lab a job runs on. */
  async labOfJob(companyId: string, jobId: string): Promise<Lab> {
    const job = await this.jobOfCompany(companyId, jobId);
    const lab = await this.labs.labOfCompany(companyId, job.labId);
    return toLabDto(lab, await this.labs.thingsOfLab(companyId, lab.id));
  }

  /**
   * Terminate (canceled) or continue a paused run (resume), doc 1 §4.1. An
   * ended job cannot change; only a paused one resumes. The update's own
   * condition is the rule, so a job that changes meanwhile is judged by the
   * state it has now, never overwritten.
   */
  async requestState(companyId: string, jobId: string, state: JobStateRequest): Promise<LabJob> {
    const job = await this.jobOfCompany(companyId, jobId);
    const from = state === 'resume' ? ['paused'] : JOB_STATES.filter((s) => !isFinishedJobState(s));
    const changed = await this.jobs.update({ id: job.id, state: In(from) }, { state });
    const now = await this.jobOfCompany(companyId, jobId);
    if (!changed.affected) {
      throw new ConflictException(
        isFinishedJobState(now.state)
          ? JOB_API_MESSAGES.alreadyFinished(now.state)
          : JOB_API_MESSAGES.notPaused(now.state),
      );
    }
    return toLabJobDto(now);
  }
}
