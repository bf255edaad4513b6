import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { type SyncPartState } from '@oak/shared';
import { LabJobRecord } from '../jobs/lab-job.entity';
import { LabRecord } from '../labs/lab.entity';
import { ThingRecord } from '../labs/thing.entity';

/** A resource sync submitted for a lab: what was chosen, by whom, when. */
@Entity('resource_syncs')
@Index('resource_syncs_lab_id_created_at_idx', ['labId', 'createdAt'])
export class ResourceSyncRecord {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'lab_id', type: 'uuid' })
  labId!: string;

  @ManyToOne(() => LabRecord, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'lab_id', foreignKeyConstraintName: 'resource_syncs_lab_id_fkey' })
  lab?: LabRecord;

  @Column({ name: 'requested_by', type: 'varchar', length: 320 })
  requestedBy!: string;

  /** The run the sync was made for (its auto-sync); null for a sync chosen on the Labs screen. */
  @Index('resource_syncs_job_id_idx')
  @Column({ name: 'job_id', type: 'uuid', nullable: true })
  jobId!: string | null;

  @ManyToOne(() => LabJobRecord, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'job_id', foreignKeyConstraintName: 'resource_syncs_job_id_fkey' })
  job?: LabJobRecord;

  @Column({ type: 'jsonb' })
  locales!: string[];

  @Column({ type: 'jsonb' })
  locations!: string[];

  @Column({ type: 'jsonb' })
  manifests!: string[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}

/** One Pi's part in a sync: what it was sent, and how it ended as its reports tell. */
@Entity('resource_sync_things')
export class ResourceSyncThingRecord {
  @PrimaryColumn({ name: 'sync_id', type: 'uuid' })
  syncId!: string;

  @ManyToOne(() => ResourceSyncRecord, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'sync_id', foreignKeyConstraintName: 'resource_sync_things_sync_id_fkey' })
  sync?: ResourceSyncRecord;

  @Index('resource_sync_things_thing_id_idx')
  @PrimaryColumn({ name: 'thing_id', type: 'uuid' })
  thingId!: string;

  @ManyToOne(() => ThingRecord, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'thing_id', foreignKeyConstraintName: 'resource_sync_things_thing_id_fkey' })
  thing?: ThingRecord;

  @Column({ type: 'varchar', length: 64 })
  location!: string;

  @Column({ name: 'file_count', type: 'integer' })
  fileCount!: number;

  /** bigint comes back from Postgres as a string; the transformer makes it a number. */
  @Column({
    name: 'total_bytes',
    type: 'bigint',
    transformer: { to: (v: number) => v, from: (v: string) => Number(v) },
  })
  totalBytes!: number;

  @Column({ type: 'varchar', length: 32, default: 'queued' })
  state!: SyncPartState;

  @Column({ type: 'integer', default: 0 })
  completed!: number;

  @Column({ type: 'integer', default: 0 })
  failed!: number;

  @Column({
    name: 'completed_bytes',
    type: 'bigint',
    default: 0,
    transformer: { to: (v: number) => v, from: (v: string) => Number(v) },
  })
  completedBytes!: number;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt!: Date | null;
}
