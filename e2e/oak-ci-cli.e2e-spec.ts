import {
  API_TOKEN_PATHS,
  type CreatedApiToken,
  type Lab,
  type Pi,
  type VirtualDeviceFaults,
} from '@oak/shared';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { acousticRun, functionalRun, readyVirtualLab } from './support/acoustic-runs';
import { E2E_ADMIN, e2eInstance } from './support/e2e-instance';
import { oakCiCli } from './support/oak-cli';
import {
  VIRTUAL_GOOD_DUT,
  VIRTUAL_POOR_DUT,
  type VirtualLabApi,
  setDeviceFaults,
} from './support/virtual-lab-api';

/** The good Echo never errs; the poor one errs with the seed the verdicts walk fails its functional run with. */
const GOOD: VirtualDeviceFaults = { seed: 'cli-good', missRate: 0, mishearRate: 0, slotErrorRate: 0 };
const POOR: VirtualDeviceFaults = {
  seed: 'walk-functional-28',
  missRate: 0.2,
  mishearRate: 0.25,
  slotErrorRate: 0.5,
};

/**
 * Issue 32's 'Done when': `oak run submit --wait --junit` run as a process
 * by CI, with a run token, against the test instance: a short near-field run
 * of the good Echo passes (exit 0), a short functional run of the poor Echo
 * fails its verdict (exit 1); each writes its JUnit report and says its
 * progress on stderr, its id on stdout.
 */
describe('oak run submit in CI', () => {
  const { url, deviceCloudUrl } = e2eInstance();
  let api: VirtualLabApi;
  let lab: Lab;
  let pis: Pi[];
  let token: string;
  const dir = mkdtempSync(path.join(tmpdir(), 'oak-ci-'));

  beforeAll(async () => {
    ({ api, lab, pis } = await readyVirtualLab(url, E2E_ADMIN));
    const created = await api.request<CreatedApiToken>(API_TOKEN_PATHS.tokens, {
      method: 'POST',
      body: JSON.stringify({ name: 'E2E CI', scope: 'run', expiresInDays: 7 }),
    });
    expect(created.status).toBe(201);
    token = created.body.secret;
    await setDeviceFaults(deviceCloudUrl, VIRTUAL_GOOD_DUT.deviceserial, GOOD);
    await setDeviceFaults(deviceCloudUrl, VIRTUAL_POOR_DUT.deviceserial, POOR);
  }, 300_000);

  afterAll(async () => {
    for (const dsn of [VIRTUAL_GOOD_DUT.deviceserial, VIRTUAL_POOR_DUT.deviceserial])
      await setDeviceFaults(deviceCloudUrl, dsn, null);
  });

  /** Writes the run as a file, submits it with `--wait --junit` and answers the process's end and the report. */
  async function submit(name: string, run: object) {
    const file = path.join(dir, `${name}.json`);
    const junit = path.join(dir, `${name}.xml`);
    writeFileSync(file, JSON.stringify(run));
    const ended = await oakCiCli(
      ['run', 'submit', '--file', file, '--wait', '--junit', junit, '--interval', '0.5'],
      {
        OAK_URL: url,
        OAK_TOKEN: token,
      },
    );
    const id = ended.stdout.trim();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(ended.stderr).toContain(`Run ${id} '${name}' submitted to ${lab.name}`);
    expect(ended.stderr).toContain(`Run ${id}: playing`);
    expect(ended.stderr).toContain(`Wrote the JUnit report to ${junit}`);
    return { ...ended, id, junit: readFileSync(junit, 'utf8') };
  }

  it('exits 0 for a passing run and 1 for a failing one, each with its JUnit report', async () => {
    const passing = await submit(
      'CI_Near_Good',
      acousticRun(lab, pis, 'CI_Near_Good', 'AC_NEAR_FIELD', ['0.9m-90deg'], {
        dut: VIRTUAL_GOOD_DUT,
        customOptions: { utteranceCount: 2 },
      }),
    );
    expect(passing.code).toBe(0);
    expect(passing.stderr.trim().split('\n').at(-1)).toBe(`Run ${passing.id} passed`);
    expect(passing.junit).toMatch(/^<\?xml/);
    expect(passing.junit).toContain('tests="2"');
    expect(passing.junit).toContain('failures="0"');

    const failing = await submit(
      'CI_Func_Poor',
      functionalRun(
        lab,
        pis,
        'CI_Func_Poor',
        [{ category: 'FUNC_CUSTOM', scenarios: ['TIMER'] }],
        VIRTUAL_POOR_DUT,
      ),
    );
    expect(failing.code).toBe(1);
    expect(failing.stderr.trim().split('\n').at(-1)).toMatch(new RegExp(`^Run ${failing.id} failed`));
    expect(failing.junit).toMatch(/failures="[1-9]\d*"/);
  });
});
