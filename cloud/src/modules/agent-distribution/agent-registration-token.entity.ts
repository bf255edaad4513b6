import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { type SetupDistro } from '@oak/shared';
import { ThingRecord } from '../labs/thing.entity';

/**
 * The one-time token of a setup command: only its hash is kept; it works once
 * and expires (AGENT_REGISTRATION_TOKEN_TTL_MS).
 */
@Entity('agent_registration_tokens')
export class AgentRegistrationToken {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index('agent_registration_tokens_thing_id_idx')
  @Column({ name: 'thing_id', type: 'uuid' })
  thingId!: string;

  @ManyToOne(() => ThingRecord, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'thing_id', foreignKeyConstraintName: 'agent_registration_tokens_thing_id_fkey' })
  thing?: ThingRecord;

  @Index('agent_registration_tokens_token_hash_key', { unique: true })
  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash!: string;

  @Column({ type: 'varchar', length: 16 })
  distro!: SetupDistro;

  @Column({ type: 'jsonb' })
  plugins!: string[];

  @Column({ type: 'varchar', length: 32 })
  version!: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
