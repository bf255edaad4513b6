import { type BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  type CompletionMailOutcome,
  FINISHED_JOB_STATES,
  completionMail,
  isFinishedJobState,
  parseJobOptions,
} from '@oak/shared';
import { In, IsNull, Repository } from 'typeorm';
import { AppConfig } from '../../../config/app-config';
import { LabJobRecord } from '../../jobs/lab-job.entity';
import { MailAdapter } from '../../mail/mail.adapter';
import { RunBusy } from '../run-errors';
import { RunReports } from '../run-reports.service';
import { JobLease } from '../tools/job-lease.tool';

/**
 * Where the console is reached: the public URL, else this node's own address
 * as the launcher prints it (a node listening on every address is reached on
 * localhost).
 */
export function consoleOrigin(config: Pick<AppConfig, 'http' | 'tls'>): string {
  if (config.http.publicUrl) return config.http.publicUrl;
  const host = ['0.0.0.0', '::', ''].includes(config.http.host) ? 'localhost' : config.http.host;
  const named = host.includes(':') ? `[${host}]` : host;
  return `${config.tls ? 'https' : 'http'}://${named}:${config.http.port}`;
}

/**
 * The mail a run's owner gets when it ends, if the run was made with
 * 'enable email notification' (doc 1 §3 sendCompletionEmail): its outcome,
 * its headline figures, a link to it in the console and its CSV report.
 *
 * Sent once its end is written, beside the run, never in its way: the run's
 * end neither waits for the mail nor fails with it (a failure is logged).
 * Whoever sees a run end asks (the runner, or a cancel no runner will see);
 * the one whose conditional update marks the mail sent sends it, so a run
 * that several nodes see end mails its owner once. A mail that fails is not
 * tried again: a late second mail is worse than one that says why it is
 * missing in the log.
 */
@Injectable()
export class CompletionMails implements BeforeApplicationShutdown {
  private readonly logger = new Logger('CompletionMail');
  private readonly sending = new Set<Promise<void>>();

  constructor(
    @InjectRepository(LabJobRecord) private readonly jobs: Repository<LabJobRecord>,
    private readonly reports: RunReports,
    private readonly mail: MailAdapter,
    private readonly config: AppConfig,
    private readonly lease: JobLease,
  ) {}

  /** A run ended, or a runner found it ended: its mail, unless asked for never or sent already. */
  afterRun(jobId: string): void {
    this.track(jobId, this.send(jobId));
  }

  /**
   * A job was canceled. A runner that holds it ends it and mails; one no
   * runner holds (it never started, or its runner went away) ends here.
   */
  afterCancel(jobId: string): void {
    this.track(jobId, this.sendUnlessRunning(jobId));
  }

  /** Once every mail asked for so far is sent, or has failed. */
  async settled(): Promise<void> {
    while (this.sending.size) await Promise.allSettled([...this.sending]);
  }

  /** The mails under way go out before the database closes. */
  beforeApplicationShutdown(): Promise<void> {
    return this.settled();
  }

  private track(jobId: string, work: Promise<void>): void {
    const tracked: Promise<void> = work
      .catch((error: unknown) =>
        this.logger.warn(
          `Completion mail of job ${jobId} not sent: ${error instanceof Error ? error.message : String(error)}`,
        ),
      )
      .finally(() => this.sending.delete(tracked));
    this.sending.add(tracked);
  }

  private async sendUnlessRunning(jobId: string): Promise<void> {
    let hold;
    try {
      hold = await this.lease.take(jobId);
    } catch (error) {
      if (error instanceof RunBusy) return; // its runner mails once it has stopped
      throw error;
    }
    // Let go at once: a runner taking it now finds it canceled, and the mark below decides who mails.
    await hold.release();
    await this.send(jobId);
  }

  private async send(jobId: string): Promise<void> {
    const { affected } = await this.jobs.update(
      {
        id: jobId,
        sendCompletionEmail: true,
        completionMailSentAt: IsNull(),
        state: In([...FINISHED_JOB_STATES]),
      },
      { completionMailSentAt: () => 'now()' },
    );
    if (!affected) return;
    const job = await this.jobs.findOneByOrFail({ id: jobId });
    if (!isFinishedJobState(job.state)) return;
    const { results, report } = await this.reports.of(job);
    const options = parseJobOptions(job.options);
    const mail = completionMail({
      jobId: job.id,
      testName: options.ok ? options.value.testName : job.scenarioName,
      labName: job.labName,
      outcome: job.state as CompletionMailOutcome,
      error: job.error,
      failureClass: job.failureClass,
      verdict: job.verdict,
      startedAt: job.startedAt,
      finishedAt: job.finishedAt,
      results,
      consoleOrigin: consoleOrigin(this.config),
    });
    await this.mail.send({
      to: job.ownerEmail,
      subject: mail.subject,
      text: mail.text,
      attachments: [
        {
          fileName: mail.attachment.fileName,
          content: this.reports.text(job, report, 'csv'),
          contentType: mail.attachment.contentType,
        },
      ],
    });
  }
}
