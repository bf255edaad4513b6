import { allSettledInOrder } from '../../common/all-settled.util';
import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  BDD_ACTION_MESSAGES_TEXT,
  type BddActionBody,
  type BddActionMessage,
  JOB_API_MESSAGES,
  JOB_SEQUENCE_LIMIT,
  type JobDeviceMappingEntry,
  type JobReportFormat,
  type JobResultItem,
  NEW_JOB_MESSAGES,
  type AcmRunContext,
  type CustomerDevice,
  type NewRunPayload,
  isAcmRun,
  jobFamilyOf,
  unrunnableRunParts,
  WWA_DEVICE_CATEGORIES,
  suiteOffersFamily,
  suiteLocaleOf,
  wizardLocaleOptions,
  SUBMISSION_MESSAGES,
  canQueueJob,
  newRunJob,
  runScenarioTypes,
  suiteRunCategories,
  validateNewRun,
  JOB_QUERY_FILTER_FIELDS,
  JOB_STATES,
  LIVE_TEST_STATUSES,
  type JobStateRequest,
  type Lab,
  type LabJob,
  isFinishedJobState,
  parseQueryFilter,
} from '@oak/shared';
import { In, Repository } from 'typeorm';
import { isUuid, ownedOr404 } from '../../common/company-scope.util';
import { CustomScenariosService } from '../custom-scenarios/custom-scenarios.service';
import { type AuthContext } from '../auth/auth-context';
import { CustomersService } from '../customers/customers.service';
import { DeviceCloud } from '../device-cloud/device-cloud.port';
import { LabsService, toLabDto } from '../labs/labs.service';
import { jobFilterWhere } from './job-query.util';
import { JobFeedPublisher } from '../live/job-feed.publisher';
import { CompletionMails } from '../runner/completion-mail/completion-mails.service';
import { OperatorActionsStore, toBddActionMessage } from '../runner/operator-actions/operator-actions.store';
import { RunFamilies } from '../runner/run-families.registry';
import { RunReports } from '../runner/run-reports.service';
import { JobWorkers } from './job-workers.service';
import { LabJobQueues } from './lab-job-queue.service';
import { LabJobRecord } from './lab-job.entity';

/** The states of a job that waits for its lab (doc 3 §4 queued group, before a worker takes it). */
export const WAITING_JOB_STATES = ['requested'] as const;

export function toLabJobDto(job: LabJobRecord): LabJob {
  return {
    id: job.id,
    state: job.state,
    options: job.options,
    mapping: job.mapping,
    labName: job.labName,
    ownerEmail: job.ownerEmail,
    sendCompletionEmail: job.sendCompletionEmail,
    createdAt: job.createdAt.toISOString(),
    scenarioName: job.scenarioName,
    family: job.family,
  };
}

/** Lab jobs, each visible only to its own company. */
@Injectable()
export class JobsService {
  private readonly logger = new Logger('Jobs');

  constructor(
    @InjectRepository(LabJobRecord) private readonly jobs: Repository<LabJobRecord>,
    private readonly labs: LabsService,
    private readonly customers: CustomersService,
    private readonly customScenarios: CustomScenariosService,
    private readonly deviceCloud: DeviceCloud,
    private readonly queues: LabJobQueues,
    private readonly workers: JobWorkers,
    private readonly feed: JobFeedPublisher,
    private readonly families: RunFamilies,
    private readonly reports: RunReports,
    private readonly completionMails: CompletionMails,
    private readonly operatorActions: OperatorActionsStore,
  ) {}

  /**
   * A new run (doc 1 data flow step 1): checked with the wizard's rules against
   * the lab as it is now, stored, and queued behind the lab's other jobs. A
   * locked lab (a run in progress) refuses it (doc 1 §6); jobs submitted
   * before the lab locks wait their turn, up to JOB_SEQUENCE_LIMIT of them.
   */
  async create(auth: AuthContext, run: NewRunPayload): Promise<LabJob> {
    const lab = await this.labs.labOfCompany(auth.companyId, run.labId);
    // Read at once, each on its own: the lab's Pis, the suites the company may run, and an ACM
    // account's devices as the device cloud lists them now (the minimum-devices check needs them).
    const [things, allowed, accountDevices] = await allSettledInOrder(
      this.labs.pisOfLab(lab.id),
      this.customScenarios.suitesOf(auth.companyId),
      isAcmRun(run) ? this.accountDevices(auth, run) : Promise.resolve(undefined),
    );
    const validation = validateNewRun(run, {
      ...(accountDevices
        ? {
            deviceCountByCustomerId: Object.fromEntries(
              [...accountDevices].map(([customerId, devices]) => [customerId, devices.length]),
            ),
          }
        : {}),
      categories: suiteRunCategories(run.testSuite.category),
      wwaDeviceCategories: WWA_DEVICE_CATEGORIES.map((category) => category.id),
      scenarioTypes: runScenarioTypes(run),
      ...(suiteOffersFamily(run.testSuite.category, 'acoustic')
        ? { locales: wizardLocaleOptions(suiteLocaleOf(run.testSuite), runScenarioTypes(run)) }
        : {}),
      lab: {
        // A lab running a test cannot be submitted to (doc 1 §6, §4.9).
        locked: lab.lock === 1,
        pis: things.map((thing) => ({ id: thing.id, name: thing.name, connected: thing.connected })),
      },
    });
    if (!validation.isValid) throw new BadRequestException(validation.errors.join('; '));
    // The suite must be one the company may run, as listed: a forged category or name would change the checks.
    const listed = allowed.find((suite) => suite.id === run.testSuite.id);
    if (
      !listed ||
      listed.category !== run.testSuite.category ||
      listed.displayName !== run.testSuite.displayName
    )
      throw new ForbiddenException(NEW_JOB_MESSAGES.suiteNotAllowed(run.testSuite.displayName));
    const unrunnable = unrunnableRunParts(run);
    if (unrunnable) throw new BadRequestException(unrunnable);
    if (!runScenarioTypes(run).length)
      throw new BadRequestException(NEW_JOB_MESSAGES.noScenarioTypes(run.testSuite.displayName));
    const job = newRunJob(run, accountDevices ? this.acmContext(run, things, accountDevices) : undefined);
    const mapped = Object.entries(job.mapping.deviceMapping);
    const customerIds = [...new Set(mapped.map(([, device]) => device.customerId))];
    await allSettledInOrder(...customerIds.map((id) => this.customers.ownedCustomer(auth.companyId, id)));
    // Every device must be registered under its customer id; the device cloud also gives its type,
    // by which the runner finds what it heard. An ACM account's devices were looked up already.
    if (!accountDevices) {
      const registered = await allSettledInOrder(...mapped.map(([, entry]) => this.registeredDevice(entry)));
      for (const [index, [tag]] of mapped.entries()) job.mapping.deviceMapping[tag] = registered[index]!;
    }
    // The lab must be able to play the run as it is now: a Pi at every position it plays from.
    // The job's family, by shared's family table: stored with it, so nothing after decides it again.
    const decided = jobFamilyOf(job.options);
    const family = decided.ok ? this.families.of(decided.family) : undefined;
    if (!family) throw new BadRequestException(NEW_JOB_MESSAGES.notRunnable(job.scenarioName));
    const reasons = family.validate(job, {
      name: lab.name,
      pis: things.map(({ id, name, location, connected }) => ({ id, name, location, connected })),
    });
    if (reasons.length) throw new BadRequestException(reasons.join('; '));

    const saved = await this.jobs.manager.transaction(async (manager) => {
      // One submission at a time per lab, so two cannot both take the last place in its queue.
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`lab-queue:${lab.id}`]);
      const waiting = await manager.count(LabJobRecord, {
        where: { labId: lab.id, state: In([...WAITING_JOB_STATES]) },
      });
      if (!canQueueJob(waiting)) throw new ConflictException(SUBMISSION_MESSAGES.jobQueueFull);
      return manager.save(
        manager.create(LabJobRecord, {
          companyId: auth.companyId,
          labId: lab.id,
          labName: lab.name,
          state: 'requested',
          options: JSON.stringify(job.options),
          mapping: JSON.stringify(job.mapping),
          ownerEmail: auth.email,
          sendCompletionEmail: job.sendCompletionEmail,
          scenarioName: job.scenarioName,
          family: family.id,
        }),
      );
    });
    this.workers.ensureLab(lab.id);
    try {
      await this.queues.add(lab.id, saved.id, family.resources?.(job.options));
    } catch (error) {
      // Stored and waiting: the workers queue every waiting job again once Redis answers.
      this.logger.warn(`Job ${saved.id} stored but not queued yet: ${String(error)}`);
    }
    this.logger.log(
      `Job ${saved.id} (${job.scenarioName}) queued on lab ${lab.name}, limit ${JOB_SEQUENCE_LIMIT}`,
    );
    return toLabJobDto(saved);
  }

  /**
   * A mapped device as the device cloud lists it under its customer id: its
   * name and type filled in where the mapping lacks them; 400 when it is not
   * listed there, or its type is known nowhere.
   */
  private async registeredDevice(entry: JobDeviceMappingEntry): Promise<JobDeviceMappingEntry> {
    const listed = (await this.deviceCloud.devicesOf(entry.customerId)).find(
      (device) => device.dsn === entry.dsn,
    );
    if (!listed) throw new BadRequestException(NEW_JOB_MESSAGES.unknownDevice(entry.dsn, entry.customerId));
    const deviceType = entry.deviceType ?? listed.metadata?.typeId;
    if (!deviceType) throw new BadRequestException(NEW_JOB_MESSAGES.unknownDeviceType(entry.dsn));
    return { ...entry, deviceName: entry.deviceName ?? listed.name, deviceType };
  }

  /**
   * The devices of each ACM account's customer id, as the device cloud lists
   * them: each customer id must be the company's (404 otherwise). Accounts
   * without a customer id are left to the checks.
   */
  private async accountDevices(
    auth: AuthContext,
    run: NewRunPayload,
  ): Promise<Map<string, CustomerDevice[]>> {
    const devices = new Map<string, CustomerDevice[]>();
    for (const account of run.accountConfig) {
      const customerId = account.customerIdInfo?.customerId;
      if (!customerId || devices.has(customerId)) continue;
      await this.customers.ownedCustomer(auth.companyId, customerId);
      devices.set(customerId, await this.deviceCloud.devicesOf(customerId));
    }
    return devices;
  }

  /**
   * What an ACM job needs to know of its devices and Pis: each DSN registered
   * under its account's customer id (which also gives the device's type), and
   * each Pi in the lab.
   */
  private acmContext(
    run: NewRunPayload,
    things: readonly { id: string; name: string }[],
    accountDevices: ReadonlyMap<string, readonly CustomerDevice[]>,
  ): AcmRunContext {
    const devices = new Map<string, { deviceType?: string; buildInfo?: string }>();
    for (const account of run.accountConfig) {
      const customerId = account.customerIdInfo?.customerId ?? '';
      const listed = accountDevices.get(customerId) ?? [];
      for (const config of account.devicePiConfig) {
        const dsn = config.dsnInfo?.dsn ?? '';
        const device = listed.find((candidate) => candidate.dsn === dsn);
        if (!device) throw new BadRequestException(NEW_JOB_MESSAGES.unknownDevice(dsn, customerId));
        devices.set(dsn, { deviceType: device.metadata?.typeId, buildInfo: device.metadata?.buildInfo });
        const piName = config.pi?.name ?? '';
        if (!things.some((thing) => thing.name === piName))
          throw new BadRequestException(NEW_JOB_MESSAGES.unknownPi(piName));
      }
    }
    return { pis: things.map(({ id, name }) => ({ id, name })), devices };
  }

  /** The company's jobs the `q` filter selects, newest first; a filter it cannot read is a 400 naming why. */
  async list(companyId: string, q: string | undefined, limit: number): Promise<LabJob[]> {
    const filter = parseQueryFilter(q, JOB_QUERY_FILTER_FIELDS);
    if (!filter.ok) throw new BadRequestException(filter.error);
    const where = jobFilterWhere(companyId, filter.value);
    if (!where.ok) throw new BadRequestException(where.error);
    const jobs = await this.jobs.find({ where: where.value, order: { createdAt: 'DESC' }, take: limit });
    // Progress comes from the live figures; a list without it beats no list.
    const progress = await this.feed
      .progressOf(jobs.map((job) => job.id))
      .catch(() => new Map<string, number>());
    return jobs.map((job) => {
      const dto = toLabJobDto(job);
      const percent = progress.get(job.id);
      return percent === undefined ? dto : { ...dto, progress: percent };
    });
  }

  async jobOfCompany(companyId: string, jobId: string): Promise<LabJobRecord> {
    const job = isUuid(jobId) ? await this.jobs.findOne({ where: { id: jobId } }) : null;
    return ownedOr404(job, companyId, 'Job');
  }

  /** A run's results so far, in play order, as its family lists them (utterances, scenarios, test cases). */
  async results(companyId: string, jobId: string): Promise<JobResultItem[]> {
    const job = await this.jobOfCompany(companyId, jobId);
    return (await this.reports.of(job)).results;
  }

  /** A run's report: CSV (a row per result) or JUnit XML (a test case per result), as its family builds it. */
  async report(companyId: string, jobId: string, format: JobReportFormat): Promise<string> {
    const job = await this.jobOfCompany(companyId, jobId);
    return this.reports.text(job, (await this.reports.of(job)).report, format);
  }

  /** The lab a job runs on. */
  async labOfJob(companyId: string, jobId: string): Promise<Lab> {
    const job = await this.jobOfCompany(companyId, jobId);
    const lab = await this.labs.labOfCompany(companyId, job.labId);
    return toLabDto(lab, await this.labs.thingsOfLab(companyId, lab.id));
  }

  /**
   * Terminate (canceled) or continue a paused run (resume), doc 1 §4.1. An
   * ended job cannot change; only a paused one resumes. The update's own
   * condition is the rule, so a job that changes meanwhile is judged by the
   * state it has now, never overwritten.
   */
  async requestState(companyId: string, jobId: string, state: JobStateRequest): Promise<LabJob> {
    const job = await this.jobOfCompany(companyId, jobId);
    const from = state === 'resume' ? ['paused'] : JOB_STATES.filter((s) => !isFinishedJobState(s));
    const changed = await this.jobs.update(
      { id: job.id, state: In(from) },
      state === 'canceled' ? { state, finishedAt: () => 'COALESCE(finished_at, now())' } : { state },
    );
    const now = await this.jobOfCompany(companyId, jobId);
    if (!changed.affected) {
      throw new ConflictException(
        isFinishedJobState(now.state)
          ? JOB_API_MESSAGES.alreadyFinished(now.state)
          : JOB_API_MESSAGES.notPaused(now.state),
      );
    }
    // A job that never started leaves its queue now; a running one is stopped by its runner.
    if (state === 'canceled') {
      await this.queues.removeWaiting(job.labId, job.id).catch(() => false);
      // Its end, and its mail, unless a runner holds it: that one mails once it has stopped.
      this.completionMails.afterCancel(job.id);
    }
    // Watchers see the new state at once; a running job's runner announces its end when the Pis stop.
    await this.feed
      .publish(job.id, {
        key: 'testStatus',
        data: {
          status:
            state === 'canceled'
              ? LIVE_TEST_STATUSES.canceled
              : (now.testStatus ?? LIVE_TEST_STATUSES.processing),
          state: now.state,
        },
      })
      .catch((error: unknown) =>
        this.logger.warn(`Live feed of job ${job.id} not published: ${String(error)}`),
      );
    return toLabJobDto(now);
  }

  /**
   * The operator's answer to what a BDD run asks (doc 1 §4.6, §7 BDD helper):
   * confirm sets the action complete, cancel failed, and the run waiting on
   * it goes on. Only a pending action of a job that has not ended takes an
   * answer (409 otherwise); once answered, every watcher's dialog closes.
   */
  async answerAction(
    companyId: string,
    jobId: string,
    actionId: string,
    body: BddActionBody,
  ): Promise<BddActionMessage> {
    const job = await this.jobOfCompany(companyId, jobId);
    const action = await this.operatorActions.find(job.id, actionId);
    if (!action) throw new NotFoundException('Action not found');
    if (isFinishedJobState(job.state))
      throw new ConflictException(JOB_API_MESSAGES.alreadyFinished(job.state));
    const answered = await this.operatorActions.answer(job.id, action.id, body.state);
    if (!answered) {
      const now = (await this.operatorActions.find(job.id, action.id)) ?? action;
      throw new ConflictException(BDD_ACTION_MESSAGES_TEXT.notPending(now.state));
    }
    const message = toBddActionMessage(answered);
    await this.feed
      .publish(job.id, { key: 'action_message_to_show_in_console', data: message })
      .catch((error: unknown) =>
        this.logger.warn(`Live feed of job ${job.id} not published: ${String(error)}`),
      );
    return message;
  }
}
