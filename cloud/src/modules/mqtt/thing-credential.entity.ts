import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A Pi's MQTT password. Passwords are 32 random bytes, so a SHA-256 of them is
 * as safe as a slow hash and cheap enough to check on every (re)connect. A Pi
 * has at most one live credential; revoking it disconnects the Pi for good.
 */
@Entity('thing_credentials')
export class ThingCredential {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** The broker user: the Pi's thing name. */
  @Index('thing_credentials_username_idx')
  @Column({ type: 'varchar', length: 128 })
  username!: string;

  @Column({ name: 'secret_hash', type: 'varchar', length: 64 })
  secretHash!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;
}
