import { Injectable, Logger } from '@nestjs/common';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { AppConfig } from '../../config/app-config';

/** A file a mail carries, e.g. a run's CSV report. */
export interface MailAttachment {
  readonly fileName: string;
  readonly content: string | Buffer;
  readonly contentType: string;
}

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly attachments?: readonly MailAttachment[];
}

/**
 * Sends mail through the SMTP server SMTP_URL names. Without one (the
 * embedded default), each message is written to OAK_HOME/outbox as an .eml
 * file readable by its owner only, so codes can be read without a mail
 * server. The log names the mail, never its text: a mail may carry a
 * verification code, and whoever reads the log must not reset a password.
 */
@Injectable()
export class MailAdapter {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;
  private sequence = 0;

  constructor(private readonly config: AppConfig) {
    this.transport = config.mail.smtpUrl
      ? nodemailer.createTransport(config.mail.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(message: MailMessage): Promise<void> {
    const { attachments, ...rest } = message;
    const info = await this.transport.sendMail({
      from: this.config.mail.from,
      ...rest,
      ...(attachments?.length
        ? {
            attachments: attachments.map(({ fileName, content, contentType }) => ({
              filename: fileName,
              content,
              contentType,
            })),
          }
        : {}),
    });
    if (this.config.mail.smtpUrl) {
      this.logger.log(`Mail "${message.subject}" sent to ${message.to}`);
      return;
    }
    const dir = this.config.mail.outboxDir;
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    // A folder made by an older OAK (or by hand) is closed too.
    chmodSync(dir, 0o700);
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(dir, `${stamp}-${++this.sequence}-${message.to.replace(/[^\w.@-]/g, '_')}.eml`);
    writeFileSync(file, (info as { message: Buffer }).message, { mode: 0o600 });
    this.logger.log(`Mail "${message.subject}" to ${message.to} written to ${file}`);
  }
}
