import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { LabJobRecord } from '../jobs/lab-job.entity';
import { ThingRecord } from '../labs/thing.entity';

/**
 * An output of a run's step that a Pi uploaded because it is too large for an
 * MQTT answer (a scan's report, a packet capture): its bytes, kept with the job
 * (and gone with it), under the Pi, step and name it was uploaded as (the same
 * again replaces it, so a retried upload is stored once). At most
 * ARTIFACT_UPLOAD_MAX_BYTES each.
 */
@Entity('job_artifacts')
@Index('job_artifacts_job_id_thing_id_step_key_name_key', ['jobId', 'thingId', 'stepKey', 'name'], {
  unique: true,
})
export class JobArtifactRecord {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'job_id', type: 'uuid' })
  jobId!: string;

  @ManyToOne(() => LabJobRecord, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'job_id', foreignKeyConstraintName: 'job_artifacts_job_id_fkey' })
  job?: LabJobRecord;

  @Index('job_artifacts_thing_id_idx')
  @Column({ name: 'thing_id', type: 'uuid' })
  thingId!: string;

  @ManyToOne(() => ThingRecord, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'thing_id', foreignKeyConstraintName: 'job_artifacts_thing_id_fkey' })
  thing?: ThingRecord;

  @Column({ name: 'step_key', type: 'varchar', length: 128 })
  stepKey!: string;

  @Column({ type: 'varchar', length: 128 })
  name!: string;

  @Column({ name: 'content_type', type: 'varchar', length: 64 })
  contentType!: string;

  @Column({ type: 'integer' })
  size!: number;

  /** Left out of every query unless asked for. */
  @Column({ type: 'bytea', select: false })
  content!: Buffer;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
