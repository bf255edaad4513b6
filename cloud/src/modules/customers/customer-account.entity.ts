import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Company } from '../auth/company.entity';

/**
 * A customer id: the account under which a company's devices are registered
 * with their assistant's cloud (doc 2 §3 'Customer id entry: customerId, email').
 */
@Entity('customer_accounts')
export class CustomerAccount {
  @PrimaryColumn({ name: 'customer_id', type: 'varchar', length: 128 })
  customerId!: string;

  @Column({ type: 'varchar', length: 320 })
  email!: string;

  @Index('customer_accounts_company_id_idx')
  @Column({ name: 'company_id', type: 'uuid' })
  companyId!: string;

  @ManyToOne(() => Company, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id', foreignKeyConstraintName: 'customer_accounts_company_id_fkey' })
  company?: Company;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
