import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type JobState } from '@oak/shared';
import { In, Repository } from 'typeorm';
import { LabJobRecord } from '../../jobs/lab-job.entity';
import { type JobNow, type JobStateChange, JobStates } from './job-states.port';

/** JobStates on Postgres: each change one conditional update of lab_jobs. */
@Injectable()
export class TypeOrmJobStates extends JobStates {
  constructor(@InjectRepository(LabJobRecord) private readonly jobs: Repository<LabJobRecord>) {
    super();
  }

  async changeIf(jobId: string, from: readonly JobState[], change: JobStateChange): Promise<boolean> {
    const { finish, ...columns } = change;
    const { affected } = await this.jobs.update(
      { id: jobId, state: In([...from]) },
      finish ? { ...columns, finishedAt: () => 'COALESCE(finished_at, now())' } : columns,
    );
    return Boolean(affected);
  }

  async read(jobId: string): Promise<JobNow | undefined> {
    return (
      (await this.jobs.findOne({
        where: { id: jobId },
        select: { id: true, state: true, testStatus: true, error: true, failureClass: true, verdict: true },
      })) ?? undefined
    );
  }
}
