import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { type AgentDesiredResources, type AgentShadowReported } from '@oak/shared';
import { LabRecord } from './lab.entity';

/**
 * A Pi, or thing (doc 2 §3). `thingName` names its MQTT topics and its broker
 * user, so it is unique across every company; `name` is what people read.
 */
@Entity('things')
export class ThingRecord {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index('things_lab_id_idx')
  @Column({ name: 'lab_id', type: 'uuid' })
  labId!: string;

  @ManyToOne(() => LabRecord, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'lab_id', foreignKeyConstraintName: 'things_lab_id_fkey' })
  lab?: LabRecord;

  @Column({ type: 'varchar', length: 128 })
  name!: string;

  @Index('things_thing_name_key', { unique: true })
  @Column({ name: 'thing_name', type: 'varchar', length: 128 })
  thingName!: string;

  /** Where the Pi stands (a location id of the catalogue), the lab's actor mapping preference. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  location!: string | null;

  /** From the status topic: `online` on connect, `offline` from the broker's last will. */
  @Column({ type: 'boolean', default: false })
  connected!: boolean;

  @Column({ name: 'status_changed_at', type: 'timestamptz', nullable: true })
  statusChangedAt!: Date | null;

  /** The latest reported shadow. */
  @Column({ type: 'jsonb', nullable: true })
  shadow!: AgentShadowReported | null;

  @Column({ name: 'shadow_updated_at', type: 'timestamptz', nullable: true })
  shadowUpdatedAt!: Date | null;

  /** The resources the Pi is to hold, as last published in its desired shadow. */
  @Column({ name: 'desired_resources', type: 'jsonb', nullable: true })
  desiredResources!: AgentDesiredResources | null;

  @Column({ name: 'agent_version', type: 'varchar', length: 64, nullable: true })
  agentVersion!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
