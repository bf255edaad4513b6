import { ConflictException, Logger, NotFoundException } from '@nestjs/common';
import {
  BDD_ACTION_MESSAGES_TEXT,
  JOB_API_MESSAGES,
  JOB_SEQUENCE_LIMIT,
  type JobState,
  NEW_JOB_MESSAGES,
  type NewRunPayload,
  SUBMISSION_MESSAGES,
  TEST_CREATION_MESSAGES,
  type TestSuite,
  newRunPayloadSchema,
  parseJobMapping,
  parseJobOptions,
} from '@oak/shared';
import { loadConfig } from '../../config/app-config';
import { seed, useTestDataSource } from '../../testing/test-data-source';
import { typedFake } from '../../testing/typed-fake';
import { type AuthContext } from '../auth/auth-context';
import { Company } from '../auth/company.entity';
import { type UsersService } from '../auth/users.service';
import { CustomScenarioLinks } from '../custom-scenarios/custom-scenario-links.service';
import { CustomScenarioFileRecord, CustomScenarioRecord } from '../custom-scenarios/custom-scenario.entity';
import { CustomScenariosService } from '../custom-scenarios/custom-scenarios.service';
import { BetaPartner } from '../customers/beta-partner.entity';
import { CustomerAccount } from '../customers/customer-account.entity';
import { CustomersService } from '../customers/customers.service';
import { ScenarioAllowance } from '../customers/scenario-allowance.entity';
import { type DeviceCloud } from '../device-cloud/device-cloud.port';
import { LabRecord } from '../labs/lab.entity';
import { LabsService } from '../labs/labs.service';
import { ThingRecord } from '../labs/thing.entity';
import { type JobFeedChange, type JobFeedPublisher } from '../live/job-feed.publisher';
import { type CompletionMails } from '../runner/completion-mail/completion-mails.service';
import { JobLifecycle } from '../runner/lifecycle/job-lifecycle.service';
import { TypeOrmJobStates } from '../runner/lifecycle/job-states.typeorm';
import { JobTransitionRefused } from '../runner/lifecycle/job-transition-refused.error';
import { JobActionRecord } from '../runner/operator-actions/job-action.entity';
import { OperatorActionsStore } from '../runner/operator-actions/operator-actions.store';
import { RUN_FAMILIES, RunFamilies } from '../runner/run-families.registry';
import { type RunReports } from '../runner/run-reports.service';
import { LivePublisher } from '../runner/tools/live-publisher.tool';
import { type JobWorkers } from './job-workers.service';
import { type LabJobQueues } from './lab-job-queue.service';
import { LabJobRecord } from './lab-job.entity';
import { JobSubmission } from './job-submission.service';
import { JobsService } from './jobs.service';
import { TestClock } from '../../testing/test-clock';

const CONFIG = loadConfig({
  DATABASE_URL: 'postgres://oak@localhost/oak',
  REDIS_URL: 'redis://localhost',
  JWT_SECRET: 'unit-spec-secret-of-thirty-two-chars',
});
/** The one DUT the device cloud lists, under the customer id A1RUNS. */
const RUN_DUT = {
  dsn: 'G0RUN001',
  name: 'Echo G0RUN001',
  metadata: { typeId: 'ECHO_DOT', buildInfo: 'build-7' },
};
const ACOUSTIC_SUITE = 'AVSCertSimulation';
/** The scenario type the run below plays, which names its job. */
const NEAR_FIELD = 'AC_NEAR_FIELD';

const authOf = (company: Company, email: string): AuthContext => ({
  kind: 'session',
  userId: `user of ${email}`,
  email,
  companyId: company.id,
  companyName: company.name,
  sessionId: `session of ${email}`,
  token: 'token',
  claims: {
    sub: `user of ${email}`,
    email,
    sid: 'sid',
    cid: company.id,
    company: company.name,
    iat: 0,
    exp: 0,
  },
});

/**
 * Submitting (JobSubmission) and controlling (JobsService) lab jobs on
 * Postgres, with the labs, customers and user-defined tests services they
 * read: what these check is mostly what the database answers (company
 * scoping, the q filter, the queue's count, conditional state changes).
 */
describe('JobsService', () => {
  const data = useTestDataSource();
  let clock: TestClock;
  let sut: JobsService;
  let submission: JobSubmission;
  let acme: Company;
  let other: Company;
  let ana: AuthContext;
  let gus: AuthContext;
  let runLab: LabRecord;
  let foreignLab: LabRecord;
  let speaker: ThingRecord;
  let suite: TestSuite;
  let queued: { labId: string; jobId: string; resources?: readonly string[] }[];
  let dequeued: string[];
  let queueDown: boolean;
  let watchedLabs: Set<string>;
  let published: { jobId: string; change: JobFeedChange }[];
  let progress: Map<string, number> | Error;
  let cancelMails: string[];

  // What it logs of each submission is for operators, not for a spec's output.
  beforeAll(() => Logger.overrideLogger(false));

  beforeEach(async () => {
    clock = new TestClock();
    [acme, other] = (await seed(data(), Company, { name: 'Acme Audio' }, { name: 'Other Audio' })) as [
      Company,
      Company,
    ];
    [ana, gus] = [authOf(acme, 'ana@acme.test'), authOf(other, 'gus@other.test')];
    await seed(
      data(),
      CustomerAccount,
      { customerId: 'A1RUNS', email: 'runs@acme.test', companyId: acme.id },
      { customerId: 'A1THEIRS', email: 'runs@other.test', companyId: other.id },
    );
    await seed(
      data(),
      ScenarioAllowance,
      { customerId: 'A1RUNS', scenarioName: ACOUSTIC_SUITE },
      { customerId: 'A1THEIRS', scenarioName: ACOUSTIC_SUITE },
    );
    [runLab, foreignLab] = (await seed(
      data(),
      LabRecord,
      { name: 'Run Lab', companyId: acme.id },
      { name: 'Their Lab', companyId: other.id },
    )) as [LabRecord, LabRecord];
    // The speaker at 0.9 m 90 deg, the noise Pi at 1.8 m 135 deg: where a near-field run plays from.
    [speaker] = (await seed(
      data(),
      ThingRecord,
      {
        labId: runLab.id,
        thingName: 'run-pi-1',
        name: 'run-pi-1',
        location: '0.9m-90deg',
        connected: true,
      },
      { labId: runLab.id, thingName: 'run-pi-2', name: 'run-pi-2', location: '1.8m-135deg' },
      {
        labId: foreignLab.id,
        thingName: 'their-pi-1',
        name: 'their-pi-1',
        location: '0.9m-90deg',
        connected: true,
      },
    )) as [ThingRecord];

    const customers = new CustomersService(
      data().getRepository(CustomerAccount),
      data().getRepository(ScenarioAllowance),
      data().getRepository(BetaPartner),
      data().getRepository(Company),
      clock,
    );
    const customScenarios = new CustomScenariosService(
      data().getRepository(CustomScenarioRecord),
      data().getRepository(CustomScenarioFileRecord),
      customers,
      new CustomScenarioLinks(CONFIG),
      clock,
    );
    suite = (await customScenarios.suitesOf(acme.id)).find((listed) => listed.id === ACOUSTIC_SUITE)!;
    [queued, dequeued, queueDown, watchedLabs, published, progress, cancelMails] = [
      [],
      [],
      false,
      new Set(),
      [],
      new Map(),
      [],
    ];
    const feed = typedFake<JobFeedPublisher>('JobFeedPublisher', {
      publish: async (jobId, change) => void published.push({ jobId, change }),
      publishAll: async (jobId, changes) =>
        void published.push(...changes.map((change) => ({ jobId, change }))),
      progressOf: async () => {
        if (progress instanceof Error) throw progress;
        return progress;
      },
    });
    const labs = new LabsService(
      data().getRepository(LabRecord),
      data().getRepository(ThingRecord),
      typedFake<UsersService>('UsersService', {}),
      clock,
    );
    const queues = typedFake<LabJobQueues>('LabJobQueues', {
      add: async (labId, jobId, resources) => {
        if (queueDown) throw new Error('Redis is not answering');
        queued.push({ labId, jobId, ...(resources && { resources }) });
      },
      removeWaiting: async (_labId, jobId) => {
        dequeued.push(jobId);
        return true;
      },
    });
    submission = new JobSubmission(
      data().getRepository(LabJobRecord),
      labs,
      customers,
      customScenarios,
      typedFake<DeviceCloud>('DeviceCloud', {
        devicesOf: async (customerId) => (customerId === 'A1RUNS' ? [RUN_DUT] : []),
      }),
      queues,
      typedFake<JobWorkers>('JobWorkers', { ensureLab: (labId) => void watchedLabs.add(labId) }),
      new RunFamilies(RUN_FAMILIES.map((Family) => new Family())),
    );
    sut = new JobsService(
      data().getRepository(LabJobRecord),
      labs,
      queues,
      feed,
      typedFake<RunReports>('RunReports', {}),
      typedFake<CompletionMails>('CompletionMails', { afterCancel: (jobId) => void cancelMails.push(jobId) }),
      new OperatorActionsStore(data().getRepository(JobActionRecord)),
      new JobLifecycle(new TypeOrmJobStates(data().getRepository(LabJobRecord)), new LivePublisher(feed)),
    );
  });

  /** A near-field run as the wizard submits it, on the run lab, mapping the listed DUT and the speaker Pi. */
  const aRun = (overrides: Partial<Record<keyof NewRunPayload, unknown>> = {}): NewRunPayload =>
    newRunPayloadSchema.parse({
      name: 'Near_1',
      locale: 'en_US',
      enableEmailNotification: true,
      scenarioType: 'CUSTOM',
      customizedScenarios: [{ category: NEAR_FIELD, scenarios: ['0.9m-90deg'] }],
      deviceAttributes: { irBlasters: false, dimmable: false },
      testSuite: suite,
      testMapping: {
        mapping: [
          { name: 'DUT1', configType: 'dut', customerId: 'A1RUNS', dsn: RUN_DUT.dsn },
          { name: 'Speaker', configType: 'actor', thingId: speaker.id },
        ],
        actorMapping: [{ name: 'Speaker', configType: 'actor', thingId: speaker.id }],
        deviceMapping: [{ dsn: RUN_DUT.dsn, customerId: 'A1RUNS', deviceType: 'ECHO_DOT' }],
      },
      testOptions: {},
      labId: runLab.id,
      accountConfig: [],
      referenceMicConsent: true,
      ...overrides,
    });
  const mappingWith = (customerId: string, dsn: string, deviceType?: string) => ({
    ...aRun().testMapping,
    mapping: [
      { name: 'DUT1', configType: 'dut', customerId, dsn },
      { name: 'Speaker', configType: 'actor', thingId: speaker.id },
    ],
    deviceMapping: [{ dsn, customerId, ...(deviceType ? { deviceType } : {}) }],
  });
  const jobs = () =>
    data()
      .getRepository(LabJobRecord)
      .find({ order: { createdAt: 'ASC' } });
  /** A job as a run leaves it, of the run lab unless told. */
  const storedJob = async (scenarioName: string, state: JobState, lab = runLab) =>
    (
      await seed(data(), LabJobRecord, {
        companyId: lab.companyId,
        labId: lab.id,
        labName: lab.name,
        state,
        options: '{}',
        mapping: '{}',
        ownerEmail: 'ana@acme.test',
        scenarioName,
        family: 'acoustic',
      })
    )[0]!;

  describe('submitting a run', () => {
    it("stores it as a requested job with the spec's options and mapping, and queues it on its lab", async () => {
      const created = await submission.create(ana, aRun());

      expect(created).toMatchObject({
        state: 'requested',
        labName: 'Run Lab',
        ownerEmail: 'ana@acme.test',
        sendCompletionEmail: true,
        scenarioName: NEAR_FIELD,
        // Decided once, by the family table, and stored with the job.
        family: 'acoustic',
      });
      expect(parseJobOptions(created.options)).toMatchObject({
        ok: true,
        value: { testSuite: ACOUSTIC_SUITE, testName: 'Near_1', executionOrder: [NEAR_FIELD] },
      });
      expect(parseJobMapping(created.mapping)).toMatchObject({
        ok: true,
        value: { deviceMapping: { DUT: { dsn: RUN_DUT.dsn, deviceType: 'ECHO_DOT' } } },
      });
      expect(await jobs()).toEqual([
        expect.objectContaining({ id: created.id, companyId: acme.id, labId: runLab.id, family: 'acoustic' }),
      ]);
      // With the resources whose manifests its plan reads, for the run to read beside its claim.
      expect(queued).toEqual([
        { labId: runLab.id, jobId: created.id, resources: ['AC_WWDD_QUICK_TEST/en_US'] },
      ]);
      expect([...watchedLabs]).toEqual([runLab.id]);
    });

    it("fills a DUT's name and type from the device cloud when the mapping lacks them", async () => {
      const created = await submission.create(ana, aRun({ testMapping: mappingWith('A1RUNS', RUN_DUT.dsn) }));

      expect(parseJobMapping(created.mapping)).toMatchObject({
        ok: true,
        value: {
          deviceMapping: { DUT: { dsn: RUN_DUT.dsn, deviceType: 'ECHO_DOT', deviceName: RUN_DUT.name } },
        },
      });
    });

    it('keeps a run it could not queue yet: stored and waiting, the workers queue it once Redis answers', async () => {
      queueDown = true;

      const created = await submission.create(ana, aRun());

      expect(created.state).toBe('requested');
      expect((await jobs()).map((job) => job.id)).toEqual([created.id]);
      expect(queued).toEqual([]);
    });

    describe('refuses, storing and queuing nothing,', () => {
      afterEach(async () => {
        expect((await jobs()).filter((job) => job.scenarioName === NEAR_FIELD)).toEqual([]);
        expect(queued).toEqual([]);
      });

      it("an unknown lab and another company's, alike", async () => {
        const notFound = new NotFoundException('Lab not found');
        await expect(submission.create(ana, aRun({ labId: foreignLab.id }))).rejects.toThrow(notFound);
        await expect(submission.create(ana, aRun({ labId: 'not-a-lab' }))).rejects.toThrow(notFound);
        await expect(submission.create(gus, aRun())).rejects.toThrow(notFound);
      });

      it('a locked lab', async () => {
        await data().getRepository(LabRecord).update({ id: runLab.id }, { lock: 1 });

        await expect(submission.create(ana, aRun())).rejects.toMatchObject({
          status: 400,
          message: expect.stringContaining(TEST_CREATION_MESSAGES.labLocked),
        });
      });

      it('a run the lab cannot play: no Pi where it plays noise from', async () => {
        await data().getRepository(ThingRecord).delete({ thingName: 'run-pi-2' });

        await expect(submission.create(ana, aRun())).rejects.toMatchObject({
          status: 400,
          message: NEW_JOB_MESSAGES.noPiAt('Run Lab', '1.8 m 135 deg'),
        });
      });

      it('a scenario type the runner cannot play', async () => {
        const validation = aRun({
          customizedScenarios: [{ category: 'WAKEWORD_DEVICE_VALIDATION_TEST', scenarios: ['x'] }],
        });

        await expect(submission.create(ana, validation)).rejects.toMatchObject({
          status: 400,
          message: expect.stringMatching(/WAKEWORD_DEVICE_VALIDATION_TEST cannot be run by this lab yet/),
        });
      });

      it('a DUT the device cloud does not list under its customer id', async () => {
        const stranger = aRun({ testMapping: mappingWith('A1RUNS', 'G0STRANGER1', 'ECHO_DOT') });

        await expect(submission.create(ana, stranger)).rejects.toMatchObject({
          status: 400,
          message: NEW_JOB_MESSAGES.unknownDevice('G0STRANGER1', 'A1RUNS'),
        });
      });

      it("another company's customer id, as unknown", async () => {
        const theirs = aRun({ testMapping: mappingWith('A1THEIRS', RUN_DUT.dsn, 'ECHO_DOT') });

        await expect(submission.create(ana, theirs)).rejects.toThrow(
          new NotFoundException('Customer id not found'),
        );
      });

      it('a suite the company may not run, or one forged under a listed id', async () => {
        const forged = aRun({ testSuite: { ...suite, displayName: 'Anything' } });

        await expect(submission.create(ana, forged)).rejects.toMatchObject({
          status: 403,
          message: NEW_JOB_MESSAGES.suiteNotAllowed('Anything'),
        });
      });

      it(`a run past the ${JOB_SEQUENCE_LIMIT} jobs a lab's queue holds`, async () => {
        for (let i = 0; i < JOB_SEQUENCE_LIMIT; i += 1) await storedJob(`waiting-${i}`, 'requested');
        // Jobs that run or ended take no place in the queue.
        await storedJob('running', 'inprogress');

        await expect(submission.create(ana, aRun())).rejects.toThrow(
          new ConflictException(SUBMISSION_MESSAGES.jobQueueFull),
        );
        expect(await jobs()).toHaveLength(JOB_SEQUENCE_LIMIT + 1);
      });
    });
  });

  describe('listing jobs', () => {
    it("lists the company's jobs only, newest first, each with its progress when its live figures tell one", async () => {
      const first = await storedJob('first', 'inprogress');
      await storedJob('second', 'requested');
      await storedJob('theirs', 'inprogress', foreignLab);
      progress = new Map([[first.id, 42]]);

      const listed = await sut.list(acme.id, undefined, 50);

      expect(listed.map((job) => [job.scenarioName, job.progress])).toEqual([
        ['second', undefined],
        ['first', 42],
      ]);
      expect(listed[0]).not.toHaveProperty('progress');
      expect(
        (await sut.list(acme.id, JSON.stringify({ state: 'requested' }), 50)).map((j) => j.scenarioName),
      ).toEqual(['second']);
      expect((await sut.list(acme.id, undefined, 1)).map((job) => job.scenarioName)).toEqual(['second']);
    });

    it('lists without progress when the live figures cannot be read, and refuses a filter it cannot read', async () => {
      await storedJob('first', 'inprogress');
      progress = new Error('Redis is not answering');

      await expect(sut.list(acme.id, undefined, 50)).resolves.toEqual([
        expect.not.objectContaining({ progress: expect.anything() }),
      ]);
      await expect(sut.list(acme.id, '{not json', 50)).rejects.toMatchObject({
        status: 400,
        message: 'q is not valid JSON',
      });
      await expect(sut.list(acme.id, JSON.stringify({ companyId: 'x' }), 50)).rejects.toMatchObject({
        status: 400,
        message: expect.stringMatching(/^Unknown filter field "companyId"/),
      });
    });
  });

  describe('terminating and resuming', () => {
    it('cancels a waiting job: it leaves its queue, ends now, gets its mail, and its watchers learn it at once', async () => {
      const job = await storedJob('queued', 'requested');

      await expect(sut.requestState(acme.id, job.id, 'canceled')).resolves.toMatchObject({
        state: 'canceled',
      });

      expect((await jobs())[0]).toMatchObject({ state: 'canceled', finishedAt: expect.any(Date) });
      expect(dequeued).toEqual([job.id]);
      expect(cancelMails).toEqual([job.id]);
      expect(published).toEqual([
        { jobId: job.id, change: { key: 'testStatus', data: { status: 'canceled', state: 'canceled' } } },
      ]);
    });

    it('resumes only a paused job, and leaves an ended job as it ended', async () => {
      const paused = await storedJob('paused', 'paused');
      const running = await storedJob('running', 'inprogress');
      const done = await storedJob('done', 'succeeded');

      await expect(sut.requestState(acme.id, paused.id, 'resume')).resolves.toMatchObject({
        state: 'resume',
      });
      expect(published.at(-1)!.change).toEqual({
        key: 'testStatus',
        data: { status: 'processing', state: 'resume' },
      });
      await expect(sut.requestState(acme.id, running.id, 'resume')).rejects.toThrow(
        new JobTransitionRefused(
          running.id,
          'inprogress',
          'resume',
          JOB_API_MESSAGES.notPaused('inprogress'),
        ),
      );
      await expect(sut.requestState(acme.id, done.id, 'canceled')).rejects.toThrow(
        new JobTransitionRefused(
          done.id,
          'succeeded',
          'canceled',
          JOB_API_MESSAGES.alreadyFinished('succeeded'),
        ),
      );
      expect((await jobs()).map((job) => job.state)).toEqual(['resume', 'inprogress', 'succeeded']);
      expect(cancelMails).toEqual([]);
    });

    it("answers another company's job as not found, and changes nothing", async () => {
      const theirs = await storedJob('theirs', 'inprogress', foreignLab);

      await expect(sut.requestState(acme.id, theirs.id, 'canceled')).rejects.toThrow(
        new NotFoundException('Job not found'),
      );
      await expect(sut.labOfJob(acme.id, theirs.id)).rejects.toThrow(NotFoundException);
      expect((await jobs())[0]!.state).toBe('inprogress');
    });
  });

  describe("answering a BDD run's operator action", () => {
    it('takes one answer for a pending action of a running job, then refuses another', async () => {
      const job = await storedJob('bdd', 'inprogress');
      const [action] = await seed(data(), JobActionRecord, {
        jobId: job.id,
        stepKey: 'step-1',
        message: 'Unplug the DUT',
      });

      await expect(
        sut.answerAction(acme.id, job.id, action!.id, { message: 'confirm', state: 'complete' }),
      ).resolves.toMatchObject({ id: action!.id, message: 'Unplug the DUT' });
      expect(published).toHaveLength(1);
      await expect(
        sut.answerAction(acme.id, job.id, action!.id, { message: 'cancel', state: 'failed' }),
      ).rejects.toThrow(new ConflictException(BDD_ACTION_MESSAGES_TEXT.notPending('complete')));
      await expect(
        sut.answerAction(acme.id, job.id, 'not-an-action', { message: 'confirm', state: 'complete' }),
      ).rejects.toThrow(new NotFoundException('Action not found'));
    });

    it('refuses an answer to an ended job', async () => {
      const job = await storedJob('bdd', 'failed');
      const [action] = await seed(data(), JobActionRecord, {
        jobId: job.id,
        stepKey: 'step-1',
        message: 'Unplug the DUT',
      });

      await expect(
        sut.answerAction(acme.id, job.id, action!.id, { message: 'confirm', state: 'complete' }),
      ).rejects.toThrow(new ConflictException(JOB_API_MESSAGES.alreadyFinished('failed')));
      expect((await data().getRepository(JobActionRecord).find())[0]!.state).toBe('pending');
    });
  });
});
