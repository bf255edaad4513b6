import { type BddActionState } from '@oak/shared';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import { LabJobRecord } from '../../jobs/lab-job.entity';

/** Where an action stands: waiting for its operator, or answered (doc 1 §4.6 state complete or failed). */
export type JobActionState = 'pending' | BddActionState;

/**
 * What a run asks of its operator (doc 1 §4.6): one per job and step key, so
 * a run taken again asks for the same one; its id is the action id of the
 * BDD helper call (doc 1 §7).
 */
@Entity('job_actions')
@Unique('job_actions_job_id_step_key_key', ['jobId', 'stepKey'])
@Check('job_actions_state_check', "state IN ('pending', 'complete', 'failed')")
export class JobActionRecord {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'job_id', type: 'uuid' })
  jobId!: string;

  @ManyToOne(() => LabJobRecord, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'job_id', foreignKeyConstraintName: 'job_actions_job_id_fkey' })
  job?: LabJobRecord;

  /** The step that asks, stable across restarts (e.g. an ACM scenario and statement). */
  @Column({ name: 'step_key', type: 'varchar', length: 200 })
  stepKey!: string;

  /** What the operator is asked to do. */
  @Column({ type: 'text' })
  message!: string;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  state!: JobActionState;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'answered_at', type: 'timestamptz', nullable: true })
  answeredAt!: Date | null;
}
