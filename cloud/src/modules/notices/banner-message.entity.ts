import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A message shown at the top of the console between two dates (doc 3 §3, §4). */
@Entity('banner_messages')
@Check('banner_messages_message_check', 'length(message) > 0')
@Check('banner_messages_dates', 'end_date >= start_date')
export class BannerMessageRecord {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** 100 info, 200 success, anything else error. */
  @Column({ type: 'integer' })
  code!: number;

  @Column({ type: 'text' })
  message!: string;

  @Column({ name: 'start_date', type: 'timestamptz' })
  startDate!: Date;

  @Index('banner_messages_end_date_idx')
  @Column({ name: 'end_date', type: 'timestamptz' })
  endDate!: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
