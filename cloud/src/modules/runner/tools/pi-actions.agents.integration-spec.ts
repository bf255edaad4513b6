import { type AddressInfo } from 'node:net';
import { LAB_API_PATHS, diagnosticsResultSchema } from '@oak/shared';
import {
  type InstalledAgent,
  type RunningAgent,
  removeInstall,
  runSetupCommand,
  startAgent,
} from '../../../testing/agent-process';
import { eventually } from '../../../testing/lab-fixtures';
import { TEST_ADMIN, useTestApp } from '../../../testing/test-app';
import { DataSource } from 'typeorm';
import { LabJobRecord } from '../../jobs/lab-job.entity';
import { LabsService } from '../../labs/labs.service';
import { type ActionProgressEvent, PiActions } from './pi-actions.tool';
import { PiActionFailed } from './pi-player.tool';

const PI = 'host-pi-1';

/**
 * A run's generic action call against a real agent installed by its setup
 * command: the programs it reports, a real program run through the
 * diagnostics action in a job's step, its progress on the events topic, and
 * one run of the step however often it is asked.
 */
describe('PiActions on a real agent', () => {
  const app = useTestApp();
  let installed: InstalledAgent;
  let agent: RunningAgent;
  let lab: { id: string; companyId: string };
  const pi = async () => (await app().app.get(LabsService).thingNamed(PI))!;
  const sut = () => app().app.get(PiActions);

  beforeAll(async () => {
    const server = app().app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const token = await app().signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const labs = app().app.get(LabsService);
    lab = await labs.createLab(TEST_ADMIN.company, 'Host Lab');
    const thingId = (await labs.addThing(TEST_ADMIN.company, 'Host Lab', PI, {})).id;
    const setup = await fetch(`${base}${LAB_API_PATHS.setupCommand(thingId, 'raspbian')}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    installed = await runSetupCommand(((await setup.json()) as { cmdLine: string }).cmdLine);
    agent = startAgent(installed);
    await eventually(pi, (thing) => thing.connected && sut().capabilities(thing) !== null, 30_000);
  }, 180_000);

  afterAll(async () => {
    await agent?.stop();
    removeInstall(installed);
    await new Promise<void>((resolve) =>
      app()
        .app.getHttpServer()
        .close(() => resolve()),
    );
  });

  it('reads the programs the Pi reported, so admission knows what it can run', async () => {
    const thing = await pi();
    expect(
      sut()
        .capabilities(thing)
        ?.commands.map((command) => command.name),
    ).toEqual(['df', 'ip', 'uname', 'uptime']);
    expect(sut().canRun(thing, 'talk')).toBe(true);
    expect(sut().canRun(thing, 'diagnostics', ['uname'])).toBe(true);
    expect(sut().canRun(thing, 'diagnostics', ['nmap'])).toBe(false);
  });

  it("runs a job's step with real programs once, however often it is asked, reporting its progress", async () => {
    const thing = await pi();
    const step = { jobId: 'job-host-1', stepKey: 'pre/diagnostics' };
    const progress: ActionProgressEvent[] = [];
    const stop = await sut().onProgress(thing, step, (event) => progress.push(event));
    const other: ActionProgressEvent[] = [];
    const stopOther = await sut().onProgress(thing, { ...step, stepKey: 'other' }, (event) =>
      other.push(event),
    );
    try {
      const call = () =>
        sut().call(
          thing,
          'diagnostics',
          {},
          { deadlineMs: 30_000, ...step, answer: diagnosticsResultSchema },
        );
      const [first, resumed] = await Promise.all([call(), call()]);
      expect(first.checks.find((check) => check.name === 'system')).toMatchObject({
        command: 'uname',
        exitCode: 0,
        output: expect.stringMatching(/^Linux /),
      });
      expect(resumed).toEqual(first);
      await eventually(
        async () => progress.map((event) => event.percent),
        (percents) => percents.at(-1) === 100,
        5000,
      );
      // One run: each check reported once, though the step was asked twice.
      expect(progress.map((event) => event.percent)).toEqual([0, 25, 50, 75, 100]);
      expect(progress[0]).toMatchObject({ action: 'diagnostics', ...step, message: 'Checking system' });
      expect(other).toEqual([]);
    } finally {
      await stop();
      await stopOther();
    }
  });

  it("gets the whole report of a real job's step through the Pi's own upload, past what an answer carries", async () => {
    const job = await app().app.get(DataSource).getRepository(LabJobRecord).save({
      companyId: lab.companyId,
      labId: lab.id,
      labName: 'Host Lab',
      state: 'inprogress',
      options: '{}',
      mapping: '{}',
      ownerEmail: TEST_ADMIN.email,
      sendCompletionEmail: false,
      scenarioName: 'SECURITY',
      family: 'security',
    });
    const thing = await pi();
    const answer = await sut().call(
      thing,
      'diagnostics',
      { upload: true },
      { deadlineMs: 30_000, jobId: job.id, stepKey: 'pre/diagnostics', answer: diagnosticsResultSchema },
    );
    expect(answer.artifactId).toBeDefined();
    const { artifact, content } = await sut().artifact(job.id, answer.artifactId!);
    expect(artifact).toMatchObject({
      thingName: PI,
      jobId: job.id,
      stepKey: 'pre/diagnostics',
      name: 'diagnostics.txt',
      contentType: 'text/plain',
    });
    expect(content.toString()).toMatch(/^\$ uname -a {2}\(exit 0\)\nLinux /);
    expect(content.toString()).toContain('$ df -Pk ');
  });

  it("answers the Pi's refusal in its words, and an answer of another shape as a failure", async () => {
    const thing = await pi();
    await expect(
      sut().call(
        thing,
        'diagnostics',
        { upload: true },
        { deadlineMs: 30_000, answer: diagnosticsResultSchema },
      ),
    ).rejects.toThrow(
      new PiActionFailed(
        PI,
        'diagnostics',
        "An upload goes to a run's step: the request must name its jobId and stepKey",
      ),
    );
    await expect(
      sut().call(
        thing,
        'diagnostics',
        {},
        {
          deadlineMs: 30_000,
          answer: diagnosticsResultSchema.strict().extend({ extra: diagnosticsResultSchema.shape.checks }),
        },
      ),
    ).rejects.toThrow(`Raspberry Pi ${PI} answered diagnostics with something unexpected`);
  });
});
