import { CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { CustomerAccount } from './customer-account.entity';

/** A partner id on the beta list: its company gets extra locales and automotive features (doc 3 §6). */
@Entity('beta_partners')
export class BetaPartner {
  @PrimaryColumn({ name: 'customer_id', type: 'varchar', length: 128 })
  customerId!: string;

  @OneToOne(() => CustomerAccount, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'customer_id', foreignKeyConstraintName: 'beta_partners_customer_id_fkey' })
  customer?: CustomerAccount;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
