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
import { JOB_DUT_TAG, type JobUtteranceResult } from '@oak/shared';
import { LabJobRecord } from './lab-job.entity';

/**
 * What a DUT made of one utterance: the answer columns the DUT's results and
 * the optional DUTs' share. Embedded without a prefix, so each table keeps the
 * plain column names (heard, responded, heard_text, response_text, intent).
 */
export class DutAnswerColumns {
  @Column({ type: 'boolean' })
  heard!: boolean;

  @Column({ type: 'boolean' })
  responded!: boolean;

  /** What the DUT heard (doc 1 §3 dutHeard); null when it did not wake. */
  @Column({ name: 'heard_text', type: 'text', nullable: true })
  heardText!: string | null;

  /** What the DUT answered (doc 1 §3 dutResponded). */
  @Column({ name: 'response_text', type: 'text', nullable: true })
  responseText!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  intent!: string | null;
}

/**
 * One utterance of a run and what the DUT made of it: the run's checkpoint.
 * A trial is stored once (job, trial index), before it is announced, so a
 * worker that restarts continues after the last stored trial.
 */
@Entity('job_utterance_results')
@Unique('job_utterance_results_job_id_trial_index_key', ['jobId', 'trialIndex'])
@Index('job_utterance_results_job_id_idx', ['jobId'])
export class JobUtteranceResultRecord {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'job_id', type: 'uuid' })
  jobId!: string;

  @ManyToOne(() => LabJobRecord, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'job_id', foreignKeyConstraintName: 'job_utterance_results_job_id_fkey' })
  job?: LabJobRecord;

  @Column({ name: 'trial_index', type: 'integer' })
  trialIndex!: number;

  @Column({ name: 'scenario_type', type: 'varchar', length: 64 })
  scenarioType!: string;

  @Column({ name: 'speech_location', type: 'varchar', length: 64 })
  speechLocation!: string;

  /** The noise played with it; null in quiet. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  noise!: string | null;

  @Column({ name: 'file_name', type: 'varchar', length: 255 })
  fileName!: string;

  /** What was said (doc 1 §3 questionPlayed). */
  @Column({ type: 'text' })
  transcript!: string;

  @Column({ name: 'expected_response', type: 'varchar', length: 200, nullable: true })
  expectedResponse!: string | null;

  /** What the DUT made of it. */
  @Column(() => DutAnswerColumns, { prefix: false })
  answer!: DutAnswerColumns;

  @Column({ name: 'played_at', type: 'timestamptz' })
  playedAt!: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}

/** What an optional DUT made of one utterance of a run (its trial's other fields are the DUT's result's). */
@Entity('job_optional_dut_results')
@Unique('job_optional_dut_results_job_trial_dut_key', ['jobId', 'trialIndex', 'dutTag'])
export class JobOptionalDutResultRecord {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'job_id', type: 'uuid' })
  jobId!: string;

  @ManyToOne(() => LabJobRecord, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'job_id', foreignKeyConstraintName: 'job_optional_dut_results_job_id_fkey' })
  job?: LabJobRecord;

  @Column({ name: 'trial_index', type: 'integer' })
  trialIndex!: number;

  /** The optional DUT's tag in the job's mapping (OPTIONAL_DUT1 ...). */
  @Column({ name: 'dut_tag', type: 'varchar', length: 64 })
  dutTag!: string;

  /** What the optional DUT made of it. */
  @Column(() => DutAnswerColumns, { prefix: false })
  answer!: DutAnswerColumns;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}

/** An optional DUT's result: the DUT's trial, with what this device heard and answered. */
export function toOptionalDutResult(
  trial: JobUtteranceResult,
  result: JobOptionalDutResultRecord,
): JobUtteranceResult {
  return {
    ...trial,
    dut: result.dutTag,
    ...answerFields(result.answer),
  };
}

/** A stored result as the API and the live feed show it. */
export function toJobUtteranceResult(result: JobUtteranceResultRecord): JobUtteranceResult {
  return {
    trialIndex: result.trialIndex,
    dut: JOB_DUT_TAG,
    scenarioType: result.scenarioType,
    speechLocation: result.speechLocation,
    noise: result.noise,
    fileName: result.fileName,
    questionPlayed: result.transcript,
    expectedResponse: result.expectedResponse,
    ...answerFields(result.answer),
    playedAt: result.playedAt.toISOString(),
  };
}

/** The fields of a result that tell what its DUT made of the utterance. */
function answerFields(
  answer: DutAnswerColumns,
): Pick<JobUtteranceResult, 'dutHeard' | 'dutResponded' | 'intent' | 'heard' | 'responded' | 'status'> {
  return {
    dutHeard: answer.heardText,
    dutResponded: answer.responseText,
    intent: answer.intent,
    heard: answer.heard,
    responded: answer.responded,
    status: answer.responded ? 'SUCCESS' : 'FAILURE',
  };
}
