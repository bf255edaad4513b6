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
import { type LabLock } from '@oak/shared';
import { Company } from '../auth/company.entity';

/** A lab of Pis around devices under test (doc 2 §3), owned by one company. */
@Entity('labs')
@Index('labs_company_id_name_key', ['companyId', 'name'], { unique: true })
@Check('labs_lock_check', 'lock IN (0, 1)')
export class LabRecord {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ name: 'company_id', type: 'uuid' })
  companyId!: string;

  @ManyToOne(() => Company, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'company_id', foreignKeyConstraintName: 'labs_company_id_fkey' })
  company?: Company;

  @Column({ type: 'varchar', length: 500, nullable: true })
  address!: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  region!: string | null;

  /** 1 while a run holds the lab, 0 when it is free (doc 1 §4.9). */
  @Column({ type: 'smallint', default: 0 })
  lock!: LabLock;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
