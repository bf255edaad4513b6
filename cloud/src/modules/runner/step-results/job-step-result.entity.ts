import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import { LabJobRecord } from '../../jobs/lab-job.entity';

/**
 * What one step of a run came to (an utterance, an ACM scenario, a functional
 * test case ...): the run's checkpoint, whatever its family. A step is stored
 * once (job, step key), before it is announced, so a run taken again after
 * its worker died skips it and records each step once. The outcome is the
 * family's typed JSON, checked with the family's schema when read.
 */
@Entity('job_step_results')
@Unique('job_step_results_job_id_step_key_key', ['jobId', 'stepKey'])
@Index('job_step_results_job_id_step_index_idx', ['jobId', 'stepIndex'])
export class JobStepResultRecord {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'job_id', type: 'uuid' })
  jobId!: string;

  @ManyToOne(() => LabJobRecord, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'job_id', foreignKeyConstraintName: 'job_step_results_job_id_fkey' })
  job?: LabJobRecord;

  /** The step's stable key in its plan. */
  @Column({ name: 'step_key', type: 'varchar', length: 200 })
  stepKey!: string;

  /** The step's place in its plan: results are listed in play order. */
  @Column({ name: 'step_index', type: 'integer' })
  stepIndex!: number;

  @Column({ type: 'jsonb' })
  outcome!: unknown;

  @CreateDateColumn({ name: 'recorded_at', type: 'timestamptz' })
  recordedAt!: Date;
}
