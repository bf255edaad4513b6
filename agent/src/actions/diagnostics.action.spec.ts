import { mkdirSync } from 'node:fs';
import { ARTIFACT_API_PATHS, diagnosticsResultSchema } from '@oak/shared';
import { ExecaProcessRunner } from '../system/execa-process-runner.adapter';
import { stubConfig, stubContext, stubDeadline, stubServices } from '../testing/agent-services.stub';
import { startStubHttpServer } from '../testing/http-server.stub';
import { FakeProcessRunner, untilAborted } from '../testing/process-runner.fake';
import { StopRequested } from './action-errors';
import { DIAGNOSTICS_REPORT_NAME, diagnosticsAction as sut } from './diagnostics.action';

const step = { jobId: 'job-1', stepKey: 'pre/diagnostics' };

/** A Pi whose four programs answer as a Pi's do. */
function scriptedPi() {
  return new FakeProcessRunner()
    .on('uname', { stdout: 'Linux lab1-pi1 6.6.51+rpt-rpi-v8 aarch64 GNU/Linux\n' })
    .on('uptime', { stdout: ' 10:00:00 up 3 days,  2 users,  load average: 0.10, 0.20, 0.30\n' })
    .on('df', {
      stdout:
        'Filesystem 1024-blocks Used Available Capacity Mounted on\n/dev/root 30000000 9000000 21000000 30% /\n',
    })
    .on('ip', { exitCode: 1, stderr: 'Cannot open netlink socket: Operation not permitted\n' });
}

describe('diagnostics action', () => {
  it('needs its four programs, so the shadow says which Pi has them', () => {
    expect(sut.requires).toEqual(['uname', 'uptime', 'df', 'ip']);
    expect(sut.uses).toEqual([]);
  });

  it("runs each check's program, reports its progress, and answers what each printed, a failure included", async () => {
    const processes = scriptedPi();
    const services = stubServices({ processes });
    const data = diagnosticsResultSchema.parse(
      await sut.run(stubContext({}, services, 'r1', { step, action: 'diagnostics' }), stubDeadline()),
    );
    expect(processes.requests.map((request) => [request.command, ...(request.args ?? [])])).toEqual([
      ['uname', '-a'],
      ['uptime'],
      ['df', '-Pk', services.config.cacheDir],
      ['ip', '-brief', 'address'],
    ]);
    expect(data.checks.map((check) => [check.name, check.exitCode])).toEqual([
      ['system', 0],
      ['uptime', 0],
      ['disk', 0],
      ['network', 1],
    ]);
    expect(data.checks[3]!.output).toBe('Cannot open netlink socket: Operation not permitted\n');
    expect(data.artifactId).toBeUndefined();
    expect(
      services.events.map(
        (event) => event.type === 'action_progress' && [event.percent, event.message, event.stepKey],
      ),
    ).toEqual([
      [0, 'Checking system', 'pre/diagnostics'],
      [25, 'Checking uptime', 'pre/diagnostics'],
      [50, 'Checking disk', 'pre/diagnostics'],
      [75, 'Checking network', 'pre/diagnostics'],
      [100, 'Diagnostics done', 'pre/diagnostics'],
    ]);
  });

  it('clips a long output in the answer and says so', async () => {
    const processes = scriptedPi().on('uname', { stdout: 'x'.repeat(5000) });
    const data = await sut.run(stubContext({}, stubServices({ processes })), stubDeadline());
    expect(data.checks[0]).toMatchObject({ output: 'x'.repeat(2048), truncated: true });
    expect(data.checks[1]!.truncated).toBe(false);
  });

  it('ends when stopped during a check', async () => {
    const processes = scriptedPi().on('df', untilAborted);
    const deadline = stubDeadline();
    const running = sut.run(stubContext({}, stubServices({ processes })), deadline);
    while (processes.requests.length < 3) await new Promise((resolve) => setTimeout(resolve, 1));
    deadline.controller.abort(new StopRequested());
    await expect(running).rejects.toThrow('Diagnostics stopped during the disk check');
    expect(processes.requests).toHaveLength(3);
  });

  it("uploads the whole report to the run's step as an artifact and answers its id", async () => {
    const ID = '7d5e4c3a-6f1d-4a55-9a3e-2f5c1d7e8a91';
    const cloud = await startStubHttpServer({
      [`PUT ${ARTIFACT_API_PATHS.upload('lab1-pi1', step.jobId, step.stepKey, DIAGNOSTICS_REPORT_NAME)}`]: (
        request,
      ) =>
        request.headers['content-type'] === 'text/plain'
          ? {
              status: 201,
              json: {
                id: ID,
                thingName: 'lab1-pi1',
                ...step,
                name: DIAGNOSTICS_REPORT_NAME,
                contentType: 'text/plain',
                size: cloud.requests.at(-1)!.bytes.length,
                createdAt: new Date().toISOString(),
              },
            }
          : { status: 400, json: { statusCode: 400, message: 'type' } },
    });
    try {
      const services = stubServices({
        config: stubConfig({ cloudUrl: cloud.url }),
        fetch,
        processes: scriptedPi().on('uname', { stdout: 'u'.repeat(200_000) }),
      });
      const data = await sut.run(stubContext({ upload: true }, services, 'r1', { step }), stubDeadline());
      expect(data.artifactId).toBe(ID);
      const report = cloud.requests[0]!.body;
      expect(report).toContain(`$ uname -a  (exit 0)\n${'u'.repeat(200_000)}`);
      expect(report).toContain('$ ip -brief address  (exit 1)\nCannot open netlink socket');
    } finally {
      await cloud.close();
    }
  });

  it('says why the report was not uploaded, and refuses an upload outside a step', async () => {
    const services = stubServices({ processes: scriptedPi() });
    await expect(
      sut.run(stubContext({ upload: true }, services, 'r1', { step }), stubDeadline()),
    ).rejects.toThrow(
      'The diagnostics report was not uploaded: the cloud could not be reached: no network in this test',
    );
    await expect(sut.run(stubContext({ upload: true }, services), stubDeadline())).rejects.toMatchObject({
      code: 400,
      message: expect.stringMatching(/must name its jobId and stepKey/),
    });
  });

  it("runs this machine's real programs", async () => {
    const services = stubServices({ processes: new ExecaProcessRunner() });
    mkdirSync(services.config.cacheDir, { recursive: true });
    const data = await sut.run(stubContext({}, services), stubDeadline());
    expect(data.checks.find((check) => check.name === 'system')).toMatchObject({
      exitCode: 0,
      output: expect.stringMatching(/^Linux /),
    });
    expect(data.checks.find((check) => check.name === 'disk')!.output).toMatch(/1024-blocks/);
  });
});
