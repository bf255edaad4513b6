import {
  API_TOKEN_MESSAGES,
  API_TOKEN_PATHS,
  type CreatedApiToken,
  JOB_API_PATHS,
  type JobState,
} from '@oak/shared';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { createLab } from '../../testing/lab-fixtures';
import { oakClientCli } from '../../testing/oak-client-cli';
import { TEST_ADMIN, useTestApp } from '../../testing/test-app';
import { LabJobRecord } from '../../modules/jobs/lab-job.entity';

/**
 * The CI commands against a whole cloud listening on a port, with API tokens
 * made through its API: each command's answer and exit code, and each
 * refusal's reason with nothing changed.
 */
describe('the oak CI commands against the cloud', () => {
  const app = useTestApp();
  let url: string;
  let labId: string;
  const tokens: Record<'read' | 'run', string> = { read: '', run: '' };
  const as = (scope: 'read' | 'run') => ({ OAK_URL: url, OAK_TOKEN: tokens[scope] });
  const jobs = () => app().app.get(DataSource).getRepository(LabJobRecord);

  async function job(name: string, state: JobState, minutesAgo: number): Promise<string> {
    const [{ company_id }] = (await app()
      .app.get(DataSource)
      .query('SELECT company_id FROM labs WHERE id = $1', [labId])) as { company_id: string }[];
    const saved = await jobs().save({
      companyId: company_id,
      labId,
      labName: 'CI Lab',
      state,
      options: JSON.stringify({
        testSuite: 'ACOUSTIC',
        testName: name,
        testOptions: { scenarioType: 'CUSTOM' },
      }),
      mapping: JSON.stringify({ deviceMapping: {} }),
      ownerEmail: TEST_ADMIN.email,
      scenarioName: name,
      family: 'acoustic',
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    });
    return saved.id;
  }

  beforeAll(async () => {
    await app().app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(app().app.getHttpServer().address() as AddressInfo).port}`;
    const session = await app().signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    for (const scope of ['read', 'run'] as const) {
      const created = await app()
        .http()
        .post(API_TOKEN_PATHS.tokens)
        .set({ Authorization: `Bearer ${session}` })
        .send({ name: `CLI ${scope}`, scope, expiresInDays: 7 })
        .expect(201);
      tokens[scope] = (created.body as CreatedApiToken).secret;
    }
    labId = (await createLab(app(), 'CI Lab', ['ci-pi-1'])).labId;
  });

  it("lists a lab's queue, the run playing first and then those waiting, next first", async () => {
    const playing = await job('Playing', 'inprogress', 30);
    const second = await job('Second', 'requested', 5);
    const first = await job('First', 'requested', 10);
    await job('Done', 'succeeded', 60);
    const { out, err, code } = await oakClientCli(['lab', 'queue', 'CI Lab'], as('read'));
    expect([code, err]).toEqual([0, '']);
    const lines = out.trim().split('\n');
    expect(lines.map((line) => line.split(/\s{2,}|\s(?=[0-9a-f-]{36})/)[0])).toEqual([
      'playing',
      'waiting 1',
      'waiting 2',
    ]);
    expect(lines[0]).toContain(playing);
    expect(lines[1]).toContain(first);
    expect(lines[2]).toContain(second);
    expect((await oakClientCli(['lab', 'queue', 'No Such Lab'], as('read'))).out).toBe(
      'No runs on No Such Lab: it is free.\n',
    );
    await jobs().delete({ labId });
  });

  it('shows a run, and cancels it with a run token only: a read token is refused with the reason', async () => {
    const id = await job('Nightly', 'requested', 1);
    const status = await oakClientCli(['run', 'status', id], as('read'));
    expect(status.code).toBe(0);
    expect(status.out).toContain(`Run:      ${id}`);
    expect(status.out).toContain('State:    requested');

    const refused = await oakClientCli(['run', 'cancel', id], as('read'));
    expect(refused).toEqual({ out: '', err: `oak: 403 ${API_TOKEN_MESSAGES.readOnly}\n`, code: 2 });
    expect((await jobs().findOneByOrFail({ id })).state).toBe('requested');

    const canceled = await oakClientCli(['run', 'cancel', id], as('run'));
    expect(canceled).toEqual({ out: `Run ${id} canceled\n`, err: '', code: 0 });
    expect((await jobs().findOneByOrFail({ id })).state).toBe('canceled');

    const unknown = await oakClientCli(['run', 'status', '00000000-0000-4000-8000-000000000000'], as('read'));
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/^oak: 404 /);
  });

  it("writes a run's report, CSV or JUnit, to stdout or a file", async () => {
    const id = await job('Reported', 'succeeded', 1);
    const csv = await oakClientCli(['run', 'report', id, '--csv'], as('read'));
    const served = await app()
      .http()
      .get(JOB_API_PATHS.report(id, 'csv'))
      .set({ Authorization: `Bearer ${tokens.read}` })
      .expect(200);
    expect(csv).toEqual({ out: served.text, err: '', code: 0 });
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'oak-cli-report-')), 'report.xml');
    const junit = await oakClientCli(['run', 'report', id, '--junit', '--out', out], as('read'));
    expect([junit.code, junit.out]).toEqual([0, '']);
    expect(readFileSync(out, 'utf8')).toMatch(/^<\?xml[^>]*>\s*<testsuites/);
  });

  it('submits nothing with a read token, a revoked one, or a run the cloud refuses, exit 2 with the reason', async () => {
    const before = await jobs().count();
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'oak-cli-run-')), 'run.json');
    writeFileSync(
      file,
      JSON.stringify({
        name: 'Refused',
        locale: 'en_US',
        enableEmailNotification: false,
        scenarioType: 'CUSTOM',
        customizedScenarios: [{ category: 'AC_NEAR_FIELD', scenarios: ['0.9m-90deg'] }],
        deviceAttributes: { irBlasters: false, dimmable: false },
        testSuite: {
          id: 'AVSCertSimulation',
          displayName: 'Acoustic',
          category: 'ACOUSTIC',
          config: '{}',
          mapping: [],
        },
        testMapping: { mapping: [], actorMapping: [], deviceMapping: [] },
        testOptions: {},
        labId: '00000000-0000-4000-8000-000000000000',
        accountConfig: [],
        referenceMicConsent: true,
      }),
    );
    const read = await oakClientCli(['run', 'submit', '--file', file, '--wait'], as('read'));
    expect(read).toEqual({ out: '', err: `oak: 403 ${API_TOKEN_MESSAGES.readOnly}\n`, code: 2 });
    const refused = await oakClientCli(['run', 'submit', '--file', file, '--wait'], as('run'));
    expect(refused.code).toBe(2);
    expect(refused.err).toMatch(/^oak: 4\d\d /);

    const revoked = await oakClientCli(['run', 'status', 'x'], {
      OAK_URL: url,
      OAK_TOKEN: 'oak_revoked-or-never-made',
    });
    expect(revoked).toEqual({ out: '', err: `oak: 401 ${API_TOKEN_MESSAGES.unknown}\n`, code: 2 });
    expect(await jobs().count()).toBe(before);
  });
});
