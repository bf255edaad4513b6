import { type ApiTokenScope } from '@oak/shared';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { Company } from './company.entity';
import { User } from './user.entity';

/**
 * A personal API token (issue 32). Only a keyed hash of its secret is kept:
 * the secret is shown once, at creation. It acts as its user in the company
 * it was made in; revokedAt ends it on every node at once, as every request
 * with a token reads this row.
 */
@Entity('api_tokens')
export class ApiTokenRecord {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index('api_tokens_user_id_idx')
  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'api_tokens_user_id_fkey' })
  user?: User;

  @Column({ name: 'company_id', type: 'uuid' })
  companyId!: string;

  @ManyToOne(() => Company, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id', foreignKeyConstraintName: 'api_tokens_company_id_fkey' })
  company?: Company;

  @Column({ type: 'varchar', length: 64 })
  name!: string;

  /** HMAC-SHA256 of the secret with the deployment's key, hex. */
  @Index('api_tokens_token_hash_key', { unique: true })
  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash!: string;

  @Column({ type: 'text', array: true })
  scopes!: ApiTokenScope[];

  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt!: Date | null;

  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt!: Date | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
