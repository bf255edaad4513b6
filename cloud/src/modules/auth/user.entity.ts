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
import { Company } from './company.entity';

/** A temporary password must be replaced at first sign-in (doc 3 §4). */
export const USER_STATES = ['confirmed', 'must_change_password'] as const;
export type UserState = (typeof USER_STATES)[number];

@Entity('users')
@Check('users_state_check', `state IN ('confirmed', 'must_change_password')`)
@Check('users_email_lower', 'email = lower(email)')
export class User {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Stored lower-case: e-mails compare without regard to case. */
  @Index('users_email_key', { unique: true })
  @Column({ type: 'varchar', length: 320 })
  email!: string;

  /** argon2id, PHC string format. */
  @Column({ name: 'password_hash', type: 'varchar', length: 255 })
  passwordHash!: string;

  @Column({ type: 'varchar', length: 32 })
  state!: UserState;

  @Index('users_company_id_idx')
  @Column({ name: 'company_id', type: 'uuid' })
  companyId!: string;

  @ManyToOne(() => Company, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'company_id', foreignKeyConstraintName: 'users_company_id_fkey' })
  company?: Company;

  @Column({ name: 'last_sign_in_at', type: 'timestamptz', nullable: true })
  lastSignInAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
