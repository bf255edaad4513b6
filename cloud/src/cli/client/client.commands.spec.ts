import { type LabJob } from '@oak/shared';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { oakClientCli } from '../../testing/oak-client-cli';
import { labQueue } from './client.commands';
import { CLI_EXIT, progressLine, runOutcomeOf } from './run-outcome';

/** Nothing listens on the discard port: a command that calls the cloud says it cannot reach it. */
const NOWHERE = { OAK_URL: 'http://127.0.0.1:9', OAK_TOKEN: 'oak_unit' };
const oak = (args: string[], env: NodeJS.ProcessEnv = NOWHERE) => oakClientCli(args, env);

const dir = mkdtempSync(path.join(tmpdir(), 'oak-cli-'));
function file(name: string, content: string): string {
  const at = path.join(dir, name);
  writeFileSync(at, content);
  return at;
}

const job = (fields: Partial<LabJob>): LabJob => ({
  id: 'job-1',
  state: 'requested',
  options: '{}',
  mapping: '{}',
  labName: 'Lab',
  ownerEmail: 'ci@oak.test',
  sendCompletionEmail: false,
  createdAt: '2026-12-01T10:00:00.000Z',
  scenarioName: 'Nightly',
  family: 'acoustic',
  ...fields,
});

describe('the oak CI commands', () => {
  it.each([
    ['run submit', '--file <path>'],
    ['run status', '<id>'],
    ['run cancel', '<id>'],
    ['run report', '--junit'],
    ['lab queue', '<lab>'],
  ])('documents `oak %s` with --help, its environment and exit codes, exit 0', async (command, shows) => {
    const { out, code } = await oak([...command.split(' '), '--help']);
    expect(code).toBe(0);
    expect(out).toContain(`Usage: oak ${command}`);
    expect(out).toContain(shows);
    expect(out).toContain('OAK_URL');
    expect(out).toContain('OAK_TOKEN');
    expect(out).toContain('Exit codes: 0');
  });

  it.each([
    [['run', 'submit'], "required option '--file <path>' not specified"],
    [['run', 'submit', '--file', 'run.json', '--bogus'], "unknown option '--bogus'"],
    [['run', 'status'], "missing required argument 'id'"],
    [['run', 'submit', '--file', 'run.json', '--wait', '--interval', '0'], 'not a number of seconds'],
    [['run', 'report', 'job-1', '--csv', '--junit'], "option '--csv' cannot be used with option '--junit'"],
    [['lab', 'queue'], "missing required argument 'lab'"],
  ])('refuses `oak %j` with exit 2 and the reason', async (args, reason) => {
    const { err, code } = await oak(args);
    expect(code).toBe(CLI_EXIT.error);
    expect(err).toContain(reason);
  });

  it('refuses a report without its format, and --junit without --wait, before calling the cloud', async () => {
    const report = await oak(['run', 'report', 'job-1']);
    expect(report).toMatchObject({ code: 2, err: 'oak: Say which report: --csv or --junit\n' });
    const junit = await oak(['run', 'submit', '--file', 'run.json', '--junit', 'out.xml']);
    expect(junit.code).toBe(2);
    expect(junit.err).toContain('--junit and --csv need --wait');
  });

  it('refuses a malformed run file with the schema message naming the field, exit 2, nothing sent', async () => {
    const notJson = file('broken.json', '{"name": ');
    const broken = await oak(['run', 'submit', '--file', notJson, '--wait']);
    expect(broken.code).toBe(2);
    expect(broken.err).toMatch(new RegExp(`^oak: ${notJson} is not JSON: `));

    const valid = JSON.parse(
      '{"name":"Nightly","locale":"en_US","enableEmailNotification":false,"scenarioType":"CUSTOM","customizedScenarios":[],"deviceAttributes":{"irBlasters":false,"dimmable":false},"testSuite":{"id":"s","displayName":"S","category":"ACOUSTIC","config":"{}","mapping":[]},"testMapping":{"mapping":[],"actorMapping":[],"deviceMapping":[]},"testOptions":{},"labId":"lab-1","accountConfig":[],"referenceMicConsent":true}',
    ) as Record<string, unknown>;
    const badLocale = file('bad.json', JSON.stringify({ ...valid, locale: 5 }));
    const refused = await oak(['run', 'submit', '--file', badLocale, '--wait']);
    expect(refused.code).toBe(2);
    expect(refused.err).toBe(`oak: ${badLocale} is not a run: locale: expected string, received number\n`);
    expect(refused.out).toBe('');

    // The same file with the field right goes as far as the cloud: here, none.
    const good = await oak(['run', 'submit', '--file', file('good.json', JSON.stringify(valid))]);
    expect(good.code).toBe(2);
    expect(good.err).toContain('oak: Cannot reach OAK at http://127.0.0.1:9');
    const missing = await oak(['run', 'submit', '--file', path.join(dir, 'none.json')]);
    expect(missing.err).toContain(`Cannot read ${path.join(dir, 'none.json')}`);
  });

  it('needs OAK_URL and OAK_TOKEN, saying which is missing', async () => {
    const noUrl = await oak(['run', 'status', 'job-1'], { OAK_TOKEN: 'oak_x' });
    expect(noUrl).toMatchObject({ code: 2 });
    expect(noUrl.err).toMatch(/^oak: OAK_URL is not set/);
    const badUrl = await oak(['lab', 'queue', 'Lab'], { OAK_URL: 'oak.example.com', OAK_TOKEN: 'oak_x' });
    expect(badUrl.err).toMatch(/^oak: OAK_URL is not an http\(s\) address/);
    const noToken = await oak(['run', 'cancel', 'job-1'], { OAK_URL: 'http://127.0.0.1:9' });
    expect(noToken.err).toMatch(/^oak: OAK_TOKEN is not set/);
  });
});

describe('a run as CI sees it', () => {
  it('exits 0 on a passed verdict, 1 on a failed one, 2 on a run ended without one', () => {
    expect(runOutcomeOf(job({ state: 'succeeded', verdict: 'passed' })).code).toBe(0);
    expect(runOutcomeOf(job({ state: 'succeeded' })).code).toBe(0);
    expect(runOutcomeOf(job({ state: 'failed', verdict: 'failed', error: '3 of 8 failed' }))).toEqual({
      code: 1,
      summary: 'Run job-1 failed: 3 of 8 failed',
    });
    expect(runOutcomeOf(job({ state: 'failed', error: 'The DUT is offline' }))).toEqual({
      code: 2,
      summary: 'Run job-1 ended failed without a verdict: The DUT is offline',
    });
    expect(runOutcomeOf(job({ state: 'canceled' }))).toEqual({ code: 2, summary: 'Run job-1 was canceled' });
    expect(() => runOutcomeOf(job({ state: 'inprogress' }))).toThrow('has not ended');
  });

  it('says each change of state or progress once', () => {
    const waiting = job({});
    expect(progressLine(waiting, undefined)).toBe('Run job-1: waiting for its lab (requested)');
    expect(progressLine(waiting, waiting)).toBeUndefined();
    const playing = job({ state: 'inprogress', progress: 37.5 });
    expect(progressLine(playing, waiting)).toBe('Run job-1: playing (inprogress), 38% played');
    expect(progressLine(job({ state: 'succeeded', progress: 100 }), playing)).toBe(
      'Run job-1: succeeded, 100% played',
    );
  });

  it("orders a lab's queue: the run playing, then those waiting, oldest first", () => {
    const queue = labQueue([
      job({ id: 'late', createdAt: '2026-12-01T12:00:00.000Z' }),
      job({ id: 'playing', state: 'inprogress', createdAt: '2026-12-01T09:00:00.000Z' }),
      job({ id: 'early', state: 'loading', createdAt: '2026-12-01T11:00:00.000Z' }),
    ]);
    expect(queue.running.map((one) => one.id)).toEqual(['playing']);
    expect(queue.waiting.map((one) => one.id)).toEqual(['early', 'late']);
  });
});
