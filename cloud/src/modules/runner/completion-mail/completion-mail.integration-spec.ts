import {
  JOB_FAILURE_CLASS_TEXTS,
  type AcousticStepOutcome,
  JOB_API_PATHS,
  type JobState,
  type LabJob,
  labJobSchema,
  type ResourceManifest,
  acousticPlan,
  acousticPositions,
  acousticRunSegments,
  acousticStepKey,
  parseJobOptions,
} from '@oak/shared';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DataSource, type QueryRunner } from 'typeorm';
import { createLab, reportedShadowJson } from '../../../testing/lab-fixtures';
import { TEST_ADMIN, useTestApp } from '../../../testing/test-app';
import { LabJobRecord } from '../../jobs/lab-job.entity';
import { LabRecord } from '../../labs/lab.entity';
import { ThingRecord } from '../../labs/thing.entity';
import { ResourceStore } from '../../resources/resource-store';
import { JobLifecycle } from '../lifecycle/job-lifecycle.service';
import { RunExecutor } from '../run-executor.service';
import { StepResultsStore } from '../step-results/step-results.store';
import { JOB_RUN_LOCK } from '../tools/job-lease.tool';
import { CompletionMails } from './completion-mails.service';

const PUBLIC_URL = 'https://oak.example.test';

/** One part of a MIME message, decoded. */
interface MailPart {
  readonly headers: string;
  readonly body: string;
}

/** The parts of a multipart mail as the outbox holds it, each body decoded (base64, quoted-printable). */
function mailParts(raw: string): MailPart[] {
  const boundary = /boundary="?([^";\n]+)"?/i.exec(raw)?.[1];
  if (!boundary) throw new Error('Not a multipart mail');
  return raw
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((chunk) => {
      const part = chunk.replace(/^\r?\n/, '');
      const split = part.search(/\r?\n\r?\n/);
      const headers = part.slice(0, split);
      const encoded = part.slice(split).replace(/^\r?\n\r?\n/, '');
      const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(headers)?.[1]?.toLowerCase();
      const body =
        encoding === 'base64'
          ? Buffer.from(encoded.replace(/\s+/g, ''), 'base64').toString('utf8')
          : encoding === 'quoted-printable'
            ? Buffer.from(
                encoded
                  .replace(/=\r?\n/g, '')
                  .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) =>
                    String.fromCharCode(parseInt(hex, 16)),
                  ),
                'latin1',
              ).toString('utf8')
            : encoded;
      return { headers, body };
    });
}

/** The options of an acoustic near-field run as the wizard stores them. */
const runOptions = (testName: string) => ({
  testSuite: 'AVSCertSimulation',
  testName,
  marketPlace: 'en_US',
  executionOrder: ['AC_NEAR_FIELD'],
  testOptions: { testSuite: 'AVSCertSimulation', scenarioType: 'AC_NEAR_FIELD' },
});
const SEGMENTS = (() => {
  const options = parseJobOptions(JSON.stringify(runOptions('Plan')));
  const segments = options.ok ? acousticRunSegments(options.value) : undefined;
  if (!segments?.ok) throw new Error('The near-field run is not playable');
  return segments.segments;
})();

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
/** A resource of the run with one file of `kind` (the store holds manifests; Pis hold files). */
const manifest = (id: string, kind: 'utterance' | 'noise'): ResourceManifest => {
  const fileName = kind === 'noise' ? 'noise-pink.wav' : 'en_US-weather-01-f2.wav';
  return {
    id,
    files: [
      {
        id: `${id}/${fileName}`,
        fileName,
        md5: md5(fileName),
        size: 1000,
        url: `/api/resources/files/${fileName}`,
        kind,
        durationMs: 1500,
        ...(kind === 'utterance'
          ? { transcript: 'Alexa, what is the weather', expectedResponse: 'GetWeather' }
          : {}),
      },
    ],
  };
};

const answer = (heard: boolean, responded: boolean) => ({
  heard,
  responded,
  heardText: heard ? 'what is the weather' : null,
  responseText: responded ? 'It is sunny' : null,
  intent: responded ? 'GetWeather' : null,
});

/**
 * The completion mail (doc 1 §3 sendCompletionEmail): whoever sees a run end,
 * its owner gets one mail with the outcome, figures, link and CSV report, if
 * the run asked for it; the run's end never depends on the mail.
 */
describe('the completion mail of a run', () => {
  const app = useTestApp({ PUBLIC_URL });
  let labId: string;
  let companyId: string;
  let token: string;

  const jobs = () => app().app.get(DataSource).getRepository(LabJobRecord);
  const mails = () => app().app.get(CompletionMails);
  const mailsOf = (testName: string) =>
    app()
      .outbox()
      .filter((mail) => mail.subject.startsWith(`OAK run ${testName}:`));
  const rawMail = (file: string) => readFileSync(path.join(app().config.mail.outboxDir, file), 'utf8');

  /** A job as the wizard stores it: an acoustic near-field run, or options the runner cannot read. */
  async function job(testName: string, state: JobState, sendCompletionEmail: boolean, readable = true) {
    const options = runOptions(testName);
    return (
      await jobs().save({
        companyId,
        labId,
        labName: 'Mail Lab',
        state,
        options: readable ? JSON.stringify(options) : '{"not":"options"}',
        mapping: JSON.stringify({ deviceMapping: { DUT: { customerId: 'A1MAIL', dsn: 'G0MAIL001' } } }),
        ownerEmail: TEST_ADMIN.email,
        sendCompletionEmail,
        scenarioName: testName,
        family: 'acoustic',
        startedAt: state === 'requested' ? null : new Date('2026-11-22T09:59:00.000Z'),
      })
    ).id;
  }

  const cancel = (jobId: string) =>
    app()
      .http()
      .put(JOB_API_PATHS.job(jobId))
      .set({ Authorization: `Bearer ${token}` })
      .send({ state: 'canceled' })
      .expect(200);

  beforeAll(async () => {
    // A Pi at each position the run plays from, each holding its files from the run before.
    const positions = [...acousticPositions(SEGMENTS)];
    const names = positions.map((_position, index) => `mail-pi-${index + 1}`);
    labId = (
      await createLab(
        app(),
        'Mail Lab',
        names,
        TEST_ADMIN.company,
        Object.fromEntries(positions.map(([position], index) => [names[index], position])),
      )
    ).labId;
    const store = app().app.get(ResourceStore);
    const things = app().app.get(DataSource).getRepository(ThingRecord);
    for (const [index, [, resources]] of positions.entries()) {
      const files = [];
      for (const id of resources) {
        const written = manifest(id, id.includes('noise') ? 'noise' : 'utterance');
        await store.writeManifest(written);
        files.push(...written.files.map(({ fileName, md5: sum }) => ({ fileName, md5: sum })));
      }
      await things.update(
        { name: names[index] },
        {
          connected: true,
          desiredResources: { syncId: 'sync-before', files },
          shadow: JSON.parse(reportedShadowJson({ state: 'complete', syncId: 'sync-before' })) as never,
        },
      );
    }
    companyId = (await app().app.get(DataSource).getRepository(LabRecord).findOneByOrFail({ id: labId }))
      .companyId;
    token = await app().signIn(TEST_ADMIN.email, TEST_ADMIN.password);
  });

  it('mails the owner once when a run plays to its end, however many see it end: outcome, figures, link, CSV', async () => {
    const id = await job('Completed_1', 'requested', true);
    // Every utterance stored as a runner that went away left them: the runner taken again plays
    // none, and ends the run.
    const manifests = new Map([
      [SEGMENTS[0]!.resources[0]!, manifest(SEGMENTS[0]!.resources[0]!, 'utterance')],
    ]);
    const { steps: trials } = acousticPlan(SEGMENTS, manifests);
    expect(trials).toHaveLength(4);
    const steps = app().app.get(StepResultsStore);
    for (const trial of trials) {
      const heard = trial.index !== 3;
      const stored: AcousticStepOutcome = {
        trial: {
          index: trial.index,
          scenarioType: trial.scenarioType,
          speechLocation: trial.speechLocation,
          noise: trial.noise?.label ?? null,
          fileName: trial.fileName,
          transcript: trial.transcript,
          expectedResponse: trial.expectedResponse ?? null,
        },
        answer: answer(heard, heard),
        playedAt: '2026-11-22T10:00:00.000Z',
        optionalDuts: [],
      };
      await steps.save(id, acousticStepKey(trial.index), trial.index, stored);
    }
    const runner = app().app.get(RunExecutor);
    await runner.run(id, new AbortController().signal);
    // An acoustic run measures: played to its end, it passes whatever its rates (issue 29).
    expect(await jobs().findOneByOrFail({ id })).toMatchObject({
      state: 'succeeded',
      error: null,
      verdict: 'passed',
    });
    // Every node that sees the end asks for the mail, and a worker given the job again finds it ended.
    mails().afterRun(id);
    mails().afterRun(id);
    await Promise.all([
      runner.run(id, new AbortController().signal),
      runner.run(id, new AbortController().signal).catch(() => undefined),
    ]);
    await mails().settled();

    const sent = mailsOf('Completed_1');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: TEST_ADMIN.email, subject: 'OAK run Completed_1: Succeeded' });
    const [text, attachment] = mailParts(rawMail(sent[0]!.file));
    expect(text!.headers).toMatch(/content-type: text\/plain/i);
    expect(text!.body).toContain(
      'Your run Completed_1 on lab Mail Lab has ended: Succeeded.\nVerdict: Passed\n',
    );
    expect(text!.body).toContain('DUT: 4 played, 3 heard, 3 responded; 3 passed, 1 failed; FRR 25%, RAR 75%');
    expect(text!.body).toContain(`See the run: ${PUBLIC_URL}/v2/run?job=${id}`);
    expect(attachment!.headers).toMatch(/content-type: text\/csv/i);
    expect(attachment!.headers).toContain(`filename=oak-job-${id}.csv`);
    // The very report the run list downloads.
    const csv = await app()
      .http()
      .get(JOB_API_PATHS.report(id, 'csv'))
      .set({ Authorization: `Bearer ${token}` })
      .expect(200);
    expect(attachment!.body.replace(/\r\n/g, '\n')).toBe(csv.text.replace(/\r\n/g, '\n'));
    expect(csv.text.trimEnd().split('\r\n')).toHaveLength(5);
    expect((await jobs().findOneByOrFail({ id })).completionMailSentAt).toBeInstanceOf(Date);
  });

  it('mails a failed run with the reason it failed, once the runner has written its end', async () => {
    const id = await job('Failed_1', 'requested', true, false);
    await app().app.get(RunExecutor).run(id, new AbortController().signal);
    await mails().settled();
    const sent = mailsOf('Failed_1');
    expect(sent.map((mail) => mail.subject)).toEqual(['OAK run Failed_1: Failed']);
    const [text] = mailParts(rawMail(sent[0]!.file));
    expect(text!.body).toContain('Reason: The job is not readable: its options or mapping are damaged');
    // Whose fault it is, so its owner knows whom to call (issue 28).
    expect(text!.body).toContain(
      `${JOB_FAILURE_CLASS_TEXTS.oak.title}. ${JOB_FAILURE_CLASS_TEXTS.oak.whomToCall}`,
    );
    expect(text!.body).toContain('No results were recorded.');
  });

  it("shows and mails a run that played to its end and failed its test as failed, the test's fault, with its verdict (issue 29)", async () => {
    const id = await job('Verdict_1', 'inprogress', true);
    await app().app.get(JobLifecycle).end(id, 'failed', {
      testStatus: 'completed',
      error: '1 of 1 ACM scenarios failed: 310 Drop in on a contact',
      verdict: 'failed',
    });
    mails().afterRun(id);
    await mails().settled();
    const [text] = mailParts(rawMail(mailsOf('Verdict_1')[0]!.file));
    expect(text!.body).toContain(
      [
        'Your run Verdict_1 on lab Mail Lab has ended: Failed.',
        'Verdict: Failed',
        'Reason: 1 of 1 ACM scenarios failed: 310 Drop in on a contact',
        `${JOB_FAILURE_CLASS_TEXTS.test.title}. ${JOB_FAILURE_CLASS_TEXTS.test.whomToCall}`,
      ].join('\n'),
    );
    const get = (path: string) =>
      app()
        .http()
        .get(path)
        .set({ Authorization: `Bearer ${token}` })
        .expect(200);
    const shown = (await get(JOB_API_PATHS.job(id))).body as LabJob;
    expect(shown).toMatchObject({
      state: 'failed',
      verdict: 'failed',
      failureClass: 'test',
      error: '1 of 1 ACM scenarios failed: 310 Drop in on a contact',
    });
    expect(labJobSchema.safeParse(shown).success).toBe(true);
    // The run list reads the same.
    const listed = (await get(JOB_API_PATHS.jobs)).body as LabJob[];
    expect(listed.find((listedJob) => listedJob.id === id)).toMatchObject({ verdict: 'failed' });
  });

  it('mails "canceled" for a run canceled before it started', async () => {
    const id = await job('Queued_1', 'requested', true);
    await cancel(id);
    await mails().settled();
    const sent = mailsOf('Queued_1');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: TEST_ADMIN.email, subject: 'OAK run Queued_1: Canceled' });
    // A runner given it later finds it ended, and mails nothing more.
    await app().app.get(RunExecutor).run(id, new AbortController().signal);
    await mails().settled();
    expect(mailsOf('Queued_1')).toHaveLength(1);
  });

  describe('a run its runner still holds', () => {
    let holder: QueryRunner;
    beforeAll(async () => {
      holder = app().app.get(DataSource).createQueryRunner();
      await holder.connect();
    });
    afterAll(() => holder.release());

    it('is mailed "canceled" by its runner once it stopped, not by the request to cancel it', async () => {
      const id = await job('Running_1', 'inprogress', true);
      const lock = (take: boolean) =>
        holder.query(
          `SELECT ${take ? 'pg_advisory_lock' : 'pg_advisory_unlock'}(hashtext($1), hashtext($2))`,
          [JOB_RUN_LOCK, id],
        );
      await lock(true);
      await cancel(id);
      await mails().settled();
      // The runner has not stopped yet: its last step may still be stored, and the report with it.
      expect(mailsOf('Running_1')).toHaveLength(0);
      await lock(false);
      // Its runner has let go; the runner that takes it next finds it canceled, ended, and mails.
      await app().app.get(RunExecutor).run(id, new AbortController().signal);
      await mails().settled();
      expect(mailsOf('Running_1').map((mail) => mail.subject)).toEqual(['OAK run Running_1: Canceled']);
    });
  });

  it('sends nothing for a run made without e-mail notification', async () => {
    const before = app().outbox().length;
    const failed = await job('Quiet_1', 'requested', false, false);
    await app().app.get(RunExecutor).run(failed, new AbortController().signal);
    const canceled = await job('Quiet_2', 'requested', false);
    await cancel(canceled);
    await mails().settled();
    expect(await jobs().findOneByOrFail({ id: failed })).toMatchObject({ state: 'failed' });
    expect(app().outbox()).toHaveLength(before);
    expect((await jobs().findOneByOrFail({ id: canceled })).completionMailSentAt).toBeNull();
  });

  it('ends a run the same when its mail cannot be sent', async () => {
    const outbox = app().config.mail.outboxDir;
    const kept = `${outbox}.kept`;
    // A file where the outbox folder belongs: the mail adapter fails to write the mail.
    if (existsSync(outbox)) renameSync(outbox, kept);
    writeFileSync(outbox, 'not a folder');
    try {
      const id = await job('Unsent_1', 'requested', true, false);
      await expect(app().app.get(RunExecutor).run(id, new AbortController().signal)).resolves.toBeUndefined();
      await mails().settled();
      expect(await jobs().findOneByOrFail({ id })).toMatchObject({
        state: 'failed',
        error: 'The job is not readable: its options or mapping are damaged',
      });
      expect(
        (await app().app.get(DataSource).getRepository(LabRecord).findOneByOrFail({ id: labId })).lock,
      ).toBe(0);
    } finally {
      rmSync(outbox, { force: true });
      if (existsSync(kept)) renameSync(kept, outbox);
    }
    expect(mailsOf('Unsent_1')).toHaveLength(0);
  });
});
