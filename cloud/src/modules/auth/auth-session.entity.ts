import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { User } from './user.entity';

/**
 * A signed-in session. Its token is a JWT naming this row, so signing out
 * (revokedAt) ends it on every node at once, before the token's own expiry.
 */
@Entity('auth_sessions')
@Check('auth_sessions_method_check', `method IN ('password', 'federated')`)
export class AuthSession {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index('auth_sessions_user_id_idx')
  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'auth_sessions_user_id_fkey' })
  user?: User;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;

  /** How the session began: a password or a federated login. */
  @Column({ type: 'varchar', length: 16 })
  method!: 'password' | 'federated';

  @Column({ name: 'user_agent', type: 'varchar', length: 512, nullable: true })
  userAgent!: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
