import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { maskEmail } from '@oak/shared';
import { Repository } from 'typeorm';
import { type AuditEventName, AuditEventRecord } from './audit-event.entity';

export interface AuditEntry {
  readonly event: AuditEventName;
  readonly email: string;
  readonly ip?: string;
  readonly details?: Record<string, unknown>;
}

/**
 * The audit log: security events kept in Postgres (audit_events), each also
 * a warning in the log stream, with the e-mail masked there, for whoever
 * watches the log.
 */
@Injectable()
export class AuditLog {
  private readonly logger = new Logger('Audit');

  constructor(@InjectRepository(AuditEventRecord) private readonly events: Repository<AuditEventRecord>) {}

  async record(entry: AuditEntry): Promise<void> {
    const details = entry.details ?? {};
    await this.events.save(
      this.events.create({
        event: entry.event,
        email: entry.email,
        ip: entry.ip?.slice(0, 64) ?? null,
        details,
      }),
    );
    this.logger.warn(`${entry.event} ${maskEmail(entry.email)} ${JSON.stringify(details)}`);
  }

  /** The newest events first, at most `limit`; of one e-mail when given. */
  recent(limit: number, email?: string): Promise<AuditEventRecord[]> {
    return this.events.find({
      where: email ? { email } : {},
      order: { createdAt: 'DESC' },
      take: limit,
    });
  }
}
