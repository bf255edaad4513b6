import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { type z } from 'zod';
import { JobStepResultRecord } from './job-step-result.entity';

/** A stored step: its key and place in the plan, and its outcome as the family's schema reads it. */
export interface StoredStep<TOutcome> {
  readonly key: string;
  readonly index: number;
  readonly outcome: TOutcome;
}

/** The one store of every family's step outcomes (read by the runner, `/results`, the reports). */
@Injectable()
export class StepResultsStore {
  private readonly logger = new Logger('StepResults');

  constructor(
    @InjectRepository(JobStepResultRecord) private readonly records: Repository<JobStepResultRecord>,
  ) {}

  /**
   * A job's stored steps in play order, each read with `schema`. A row the
   * schema refuses (written by another version) is left out and logged: the
   * run plays that step again rather than trust it.
   */
  async stepsOf<TOutcome>(jobId: string, schema: z.ZodType<TOutcome>): Promise<StoredStep<TOutcome>[]> {
    const rows = await this.records.find({
      where: { jobId },
      order: { stepIndex: 'ASC', recordedAt: 'ASC' },
    });
    const steps: StoredStep<TOutcome>[] = [];
    for (const row of rows) {
      const parsed = schema.safeParse(row.outcome);
      if (parsed.success) steps.push({ key: row.stepKey, index: row.stepIndex, outcome: parsed.data });
      else this.logger.warn(`Job ${jobId}: step ${row.stepKey} has an outcome this version cannot read`);
    }
    return steps;
  }

  /** Stores a step's outcome once: a step stored already keeps its first outcome. */
  async save(jobId: string, key: string, index: number, outcome: unknown): Promise<void> {
    await this.records
      .createQueryBuilder()
      .insert()
      .values({ jobId, stepKey: key, stepIndex: index, outcome: outcome as object })
      .orIgnore()
      .execute();
  }

  async count(jobId: string): Promise<number> {
    return this.records.count({ where: { jobId } });
  }
}
