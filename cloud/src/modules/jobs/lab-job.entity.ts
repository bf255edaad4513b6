import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import {
  JOB_FAILURE_CLASSES,
  JOB_STATES,
  JOB_VERDICTS,
  type JobFailureClass,
  type JobState,
  type JobVerdict,
  RUN_FAMILY_IDS,
  type RunFamilyId,
} from '@oak/shared';
import { Company } from '../auth/company.entity';
import { LabRecord } from '../labs/lab.entity';

/** The shared list as the CHECKs the migrations wrote spell it: the schema spec holds the two alike. */
const sqlList = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/** The CHECK of the family column: the ids of shared's family table. */
const familyCheck = `family IN (${sqlList(RUN_FAMILY_IDS)})`;

/**
 * A test run on a lab (doc 1 §3 'Lab job'): its state, its options and mapping
 * as the JSON strings the spec shows, and who asked for it. Its state (and the
 * end's time, error, failure class and verdict) is written by JobLifecycle only.
 */
@Entity('lab_jobs')
@Check('lab_jobs_family_check', familyCheck)
@Index('lab_jobs_company_id_created_at_idx', ['companyId', 'createdAt'])
@Index('lab_jobs_lab_id_state_idx', ['labId', 'state'])
// The runs by state and family of /metrics.
@Index('lab_jobs_state_family_idx', ['state', 'family'])
@Check('lab_jobs_state_check', `state IN (${sqlList(JOB_STATES)})`)
@Check('lab_jobs_failure_class_check', `failure_class IN (${sqlList(JOB_FAILURE_CLASSES)})`)
@Check('lab_jobs_failure_class_failed_check', "failure_class IS NULL OR state = 'failed'")
@Check('lab_jobs_verdict_check', `verdict IN (${sqlList(JOB_VERDICTS)})`)
@Check('lab_jobs_verdict_passed_check', "verdict IS DISTINCT FROM 'passed' OR state = 'succeeded'")
@Check(
  'lab_jobs_verdict_failed_check',
  "(verdict IS NOT DISTINCT FROM 'failed') = (failure_class IS NOT DISTINCT FROM 'test')",
)
export class LabJobRecord {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'company_id', type: 'uuid' })
  companyId!: string;

  @ManyToOne(() => Company, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'company_id', foreignKeyConstraintName: 'lab_jobs_company_id_fkey' })
  company?: Company;

  @Column({ name: 'lab_id', type: 'uuid' })
  labId!: string;

  @ManyToOne(() => LabRecord, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'lab_id', foreignKeyConstraintName: 'lab_jobs_lab_id_fkey' })
  lab?: LabRecord;

  /** The lab's name when the job was made: the job list shows it even if the lab is renamed. */
  @Column({ name: 'lab_name', type: 'varchar', length: 200 })
  labName!: string;

  @Column({ type: 'varchar', length: 16, default: 'requested' })
  state!: JobState;

  /** JSON string of the shared jobOptionsSchema. */
  @Column({ type: 'text' })
  options!: string;

  /** JSON string of the shared jobMappingSchema. */
  @Column({ type: 'text' })
  mapping!: string;

  @Column({ name: 'owner_email', type: 'varchar', length: 320 })
  ownerEmail!: string;

  @Column({ name: 'send_completion_email', type: 'boolean', default: false })
  sendCompletionEmail!: boolean;

  @Column({ name: 'scenario_name', type: 'varchar', length: 200 })
  scenarioName!: string;

  /** The run's test family, decided at submit by shared's family table; the runner and reports read it. */
  @Column({ type: 'varchar', length: 32 })
  family!: RunFamilyId;

  /** What the live feed shows beside the state (doc 1 §4.1 test status strings), e.g. the auto-sync. */
  @Column({ name: 'test_status', type: 'varchar', length: 64, nullable: true })
  testStatus!: string | null;

  /** When a worker first took the run; kept across a worker's restart. */
  @Column({ name: 'started_at', type: 'timestamptz', nullable: true })
  startedAt!: Date | null;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt!: Date | null;

  /** When the run's completion mail was sent: set once, by the one node that sends it. */
  @Column({ name: 'completion_mail_sent_at', type: 'timestamptz', nullable: true })
  completionMailSentAt!: Date | null;

  /** Why a run failed, in words for the person who ran it. */
  @Column({ type: 'text', nullable: true })
  error!: string | null;

  /** Whose fault a failed run is (issue 28): set with the failed state, by JobLifecycle only. */
  @Column({ name: 'failure_class', type: 'varchar', length: 8, nullable: true })
  failureClass!: JobFailureClass | null;

  /**
   * The run's verdict by its family's score (issue 29), once it played to its
   * end; a failed one goes with failure class test. Set with the end, by
   * JobLifecycle only.
   */
  @Column({ type: 'varchar', length: 8, nullable: true })
  verdict!: JobVerdict | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
