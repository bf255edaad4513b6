import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** What the audit log records (README 'Security'). */
export const AUDIT_EVENTS = {
  /** Repeated failed sign-ins locked an account (AUTH_LOCKOUT_*). */
  accountLocked: 'account_locked',
  /** A password reset lifted an account's lockout. */
  accountUnlocked: 'account_unlocked',
  /** A user made a personal API token (issue 32). */
  apiTokenCreated: 'api_token_created',
  /** A user revoked one of their API tokens. */
  apiTokenRevoked: 'api_token_revoked',
} as const;
export type AuditEventName = (typeof AUDIT_EVENTS)[keyof typeof AUDIT_EVENTS];

/**
 * One security event. Kept by e-mail rather than tied to a user row: a lockout
 * of an e-mail nobody has is worth recording too, and the record outlives a
 * user who is removed.
 */
@Entity('audit_events')
export class AuditEventRecord {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 64 })
  event!: AuditEventName;

  @Index('audit_events_email_idx')
  @Column({ type: 'varchar', length: 320 })
  email!: string;

  /** The address of the request that caused it, when one did. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  ip!: string | null;

  /** What else the event knows, e.g. a lockout's failures and their source addresses. */
  @Column({ type: 'jsonb' })
  details!: Record<string, unknown>;

  @Index('audit_events_created_at_idx')
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
