import { CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { CustomerAccount } from './customer-account.entity';

/** One entry of a customer's allow list: a scenario name it may run (doc 3 §6). */
@Entity('scenario_allowances')
export class ScenarioAllowance {
  @PrimaryColumn({ name: 'customer_id', type: 'varchar', length: 128 })
  customerId!: string;

  @ManyToOne(() => CustomerAccount, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'customer_id', foreignKeyConstraintName: 'scenario_allowances_customer_id_fkey' })
  customer?: CustomerAccount;

  @PrimaryColumn({ name: 'scenario_name', type: 'varchar', length: 128 })
  scenarioName!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
