import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A release of OAK announced to every user by a flash (doc 3 §3, §4). */
@Entity('release_notes')
@Check('release_notes_notification_duration_ms_check', 'notification_duration_ms >= 0')
export class ReleaseNoteRecord {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 64 })
  version!: string;

  /** How long the flash shows, in ms; null: the default window. */
  @Column({ name: 'notification_duration_ms', type: 'integer', nullable: true })
  notificationDurationMs!: number | null;

  @Index('release_notes_released_at_idx')
  @Column({ name: 'released_at', type: 'timestamptz' })
  releasedAt!: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
