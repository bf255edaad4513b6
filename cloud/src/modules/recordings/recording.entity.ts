import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { Company } from '../auth/company.entity';
import { LabRecord } from '../labs/lab.entity';
import { ThingRecord } from '../labs/thing.entity';

/**
 * A reference-mic recording a Pi uploaded (doc 1 §2.6 audio recording
 * validation): its WAV bytes, kept for the company and lab of the Pi that made
 * it, under the file name the Pi gave it (one per Pi and name; uploading the
 * same name again replaces it). Bounded: RECORDING_UPLOAD_MAX_BYTES each,
 * RECORDINGS_KEPT_PER_PI per Pi, RECORDING_RETENTION_MS old at most.
 */
@Entity('recordings')
@Index('recordings_thing_id_file_name_key', ['thingId', 'fileName'], { unique: true })
export class RecordingRecord {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'company_id', type: 'uuid' })
  companyId!: string;

  @ManyToOne(() => Company, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id', foreignKeyConstraintName: 'recordings_company_id_fkey' })
  company?: Company;

  @Index('recordings_lab_id_idx')
  @Column({ name: 'lab_id', type: 'uuid' })
  labId!: string;

  @ManyToOne(() => LabRecord, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'lab_id', foreignKeyConstraintName: 'recordings_lab_id_fkey' })
  lab?: LabRecord;

  @Column({ name: 'thing_id', type: 'uuid' })
  thingId!: string;

  @ManyToOne(() => ThingRecord, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'thing_id', foreignKeyConstraintName: 'recordings_thing_id_fkey' })
  thing?: ThingRecord;

  @Column({ name: 'file_name', type: 'varchar', length: 132 })
  fileName!: string;

  @Column({ type: 'integer' })
  size!: number;

  @Column({ name: 'duration_ms', type: 'integer' })
  durationMs!: number;

  @Column({ name: 'sample_rate', type: 'integer' })
  sampleRate!: number;

  /** Left out of every query unless asked for: rows are listed and pruned without their audio. */
  @Column({ type: 'bytea', select: false })
  content!: Buffer;

  @Index('recordings_created_at_idx')
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
