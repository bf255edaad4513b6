import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  Logger,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  type CustomerDevice,
  JOB_SEQUENCE_LIMIT,
  type LabJob,
  NEW_JOB_MESSAGES,
  type NewRunPayload,
  SUBMISSION_MESSAGES,
  WAITING_JOB_STATES,
  WWA_DEVICE_CATEGORIES,
  canQueueJob,
  catalogueLocaleOptions,
  jobFamilyOf,
  newRunJob,
  runScenarioTypes,
  suiteLocaleOf,
  suiteOffersFamily,
  suiteRunCategories,
  unrunnableRunParts,
  validateNewRun,
} from '@oak/shared';
import { In, Repository } from 'typeorm';
import { allSettledInOrder } from '../../common/all-settled.util';
import { type AuthContext } from '../auth/auth-context';
import { CustomScenariosService } from '../custom-scenarios/custom-scenarios.service';
import { CustomersService } from '../customers/customers.service';
import { DeviceCloud } from '../device-cloud/device-cloud.port';
import { LabsService } from '../labs/labs.service';
import { RunFamilies } from '../runner/run-families.registry';
import { JobWorkers } from './job-workers.service';
import { LabJobQueues } from './lab-job-queue.service';
import { LabJobRecord } from './lab-job.entity';
import { toLabJobDto } from './jobs.service';

/**
 * The device cloud's lists as one submission reads them: each customer id
 * checked to be the company's (404 otherwise) before the device cloud is
 * asked, and each read once, whoever asks (the form's checks, the family).
 */
class DeviceLists {
  private readonly read = new Map<string, Promise<readonly CustomerDevice[]>>();

  constructor(
    private readonly companyId: string,
    private readonly customers: CustomersService,
    private readonly deviceCloud: DeviceCloud,
  ) {}

  owned(customerId: string): Promise<readonly CustomerDevice[]> {
    let devices = this.read.get(customerId);
    if (!devices) {
      devices = this.customers
        .ownedCustomer(this.companyId, customerId)
        .then(() => this.deviceCloud.devicesOf(customerId));
      this.read.set(customerId, devices);
    }
    return devices;
  }
}

/**
 * A new run (doc 1 data flow step 1), whatever its family: checked with the
 * wizard's rules against the lab as it is now, admitted by its family (which
 * says every reason the lab or the devices cannot play it, and pins what the
 * device cloud told of each device), stored with its family, and queued
 * behind the lab's other jobs. A locked lab (a run in progress) refuses it
 * (doc 1 §6); jobs submitted before the lab locks wait their turn, up to
 * JOB_SEQUENCE_LIMIT of them. Nothing here tells families apart: the family
 * table decides the job's family, and the family's plug-in admits it.
 */
@Injectable()
export class JobSubmission {
  private readonly logger = new Logger('Jobs');

  constructor(
    @InjectRepository(LabJobRecord) private readonly jobs: Repository<LabJobRecord>,
    private readonly labs: LabsService,
    private readonly customers: CustomersService,
    private readonly customScenarios: CustomScenariosService,
    private readonly deviceCloud: DeviceCloud,
    private readonly queues: LabJobQueues,
    private readonly workers: JobWorkers,
    private readonly families: RunFamilies,
  ) {}

  async create(auth: AuthContext, run: NewRunPayload): Promise<LabJob> {
    const lab = await this.labs.labOfCompany(auth.companyId, run.labId);
    const devices = new DeviceLists(auth.companyId, this.customers, this.deviceCloud);
    // Read at once, each on its own: the lab's Pis, the suites the company may run, and how many
    // devices each account of the run has now (the form's minimum-devices check needs them).
    const accounts = [
      ...new Set(run.accountConfig.flatMap((account) => account.customerIdInfo?.customerId ?? [])),
    ];
    const [things, allowed, counts] = await allSettledInOrder(
      this.labs.pisOfLab(lab.id),
      this.customScenarios.suitesOf(auth.companyId),
      allSettledInOrder(...accounts.map((customerId) => devices.owned(customerId))),
    );
    const validation = validateNewRun(run, {
      ...(accounts.length
        ? {
            deviceCountByCustomerId: Object.fromEntries(
              accounts.map((customerId, index) => [customerId, counts[index]!.length]),
            ),
          }
        : {}),
      categories: suiteRunCategories(run.testSuite.category),
      wwaDeviceCategories: WWA_DEVICE_CATEGORIES.map((category) => category.id),
      scenarioTypes: runScenarioTypes(run),
      ...(suiteOffersFamily(run.testSuite.category, 'acoustic')
        ? { locales: catalogueLocaleOptions(suiteLocaleOf(run.testSuite), runScenarioTypes(run)) }
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
    const job = newRunJob(run, { pis: things });
    // Every mapped device's customer id must be the company's, whatever the family asks of it.
    const customerIds = [
      ...new Set(Object.values(job.mapping.deviceMapping).map((device) => device.customerId)),
    ];
    await allSettledInOrder(...customerIds.map((customerId) => devices.owned(customerId)));
    // The job's family, by shared's family table: stored with it, so nothing after decides it again.
    const decided = jobFamilyOf(job.options);
    const family = decided.ok ? this.families.of(decided.family) : undefined;
    if (!family) throw new BadRequestException(NEW_JOB_MESSAGES.notRunnable(job.scenarioName));
    const admission = await family.admit(job, {
      lab: {
        name: lab.name,
        pis: things.map(({ id, name, location, connected, shadow }) => ({
          id,
          name,
          location,
          connected,
          devices: shadow?.devices,
        })),
      },
      devicesOf: (customerId) => devices.owned(customerId),
    });
    if (admission.problems.length) throw new BadRequestException(admission.problems.join('; '));
    // Stored as admitted: e.g. the positions each scenario type of an acoustic run plays from.
    const options = admission.options ?? job.options;

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
          options: JSON.stringify(options),
          mapping: JSON.stringify(admission.mapping),
          ownerEmail: auth.email,
          sendCompletionEmail: job.sendCompletionEmail,
          scenarioName: job.scenarioName,
          family: family.id,
        }),
      );
    });
    this.workers.ensureLab(lab.id);
    try {
      await this.queues.add(lab.id, saved.id, family.resources?.(options));
    } catch (error) {
      // Stored and waiting: the workers queue every waiting job again once Redis answers.
      this.logger.warn(`Job ${saved.id} stored but not queued yet: ${String(error)}`);
    }
    this.logger.log(
      `Job ${saved.id} (${job.scenarioName}) queued on lab ${lab.name}, limit ${JOB_SEQUENCE_LIMIT}`,
    );
    return toLabJobDto(saved);
  }
}
