import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { type CustomScenarioState, type UdtValidationSummary } from '@oak/shared';
import { Company } from '../auth/company.entity';

/**
 * A user-defined test (doc 2 §3 'Custom scenario'), owned by one company: its
 * name, its config as the JSON string the API carries, and the summary its
 * files' validation gave. The files themselves are CustomScenarioFileRecords.
 */
@Entity('custom_scenarios')
@Index('custom_scenarios_company_id_name_key', ['companyId', 'name'], { unique: true })
export class CustomScenarioRecord {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'company_id', type: 'uuid' })
  companyId!: string;

  @ManyToOne(() => Company, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id', foreignKeyConstraintName: 'custom_scenarios_company_id_fkey' })
  company?: Company;

  @Column({ type: 'varchar', length: 30 })
  name!: string;

  @Column({ type: 'varchar', length: 32 })
  state!: CustomScenarioState;

  @Column({ type: 'text' })
  config!: string;

  @Column({ type: 'jsonb', nullable: true })
  validation!: UdtValidationSummary | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}

/** The kinds of file a user-defined test has (doc 2 §7 'testDefinitionFile', 'audioFile'). */
export const CUSTOM_SCENARIO_FILE_KINDS = ['testDefinition', 'audio'] as const;
export type CustomScenarioFileKind = (typeof CUSTOM_SCENARIO_FILE_KINDS)[number];

/** One uploaded file of a user-defined test, as it was sent. */
@Entity('custom_scenario_files')
export class CustomScenarioFileRecord {
  @PrimaryColumn({ name: 'scenario_id', type: 'uuid' })
  scenarioId!: string;

  @ManyToOne(() => CustomScenarioRecord, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'scenario_id', foreignKeyConstraintName: 'custom_scenario_files_scenario_id_fkey' })
  scenario?: CustomScenarioRecord;

  @PrimaryColumn({ type: 'varchar', length: 32 })
  kind!: CustomScenarioFileKind;

  @Column({ name: 'file_name', type: 'varchar', length: 255 })
  fileName!: string;

  @Column({ type: 'integer' })
  size!: number;

  @Column({ type: 'bytea' })
  content!: Buffer;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
