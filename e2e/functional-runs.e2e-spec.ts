import {
  FUNCTIONAL_TABLE_COLUMNS,
  type FunctionalTestCase,
  JOB_API_PATHS,
  type Lab,
  type LabJob,
  LIVE_METRICS_LABELS,
  LIVE_REF_MIC_TEXTS,
  LIVE_TAB_LABELS,
  type Pi,
  REFERENCE_MIC_CONSENT_NOTICE,
  ROUTES,
  RUN_LIST_TEXTS,
  SUBMISSION_MESSAGES,
  TEST_STATUS_TEXTS,
  WIZARD_BUTTONS,
  WIZARD_LABELS,
  functionalPlan,
  parseJobOptions,
} from '@oak/shared';
import { expectAccessible } from './support/accessibility';
import { cancelActiveRuns, finishedJob, functionalRunEnd, readyVirtualLab } from './support/acoustic-runs';
import { useCheckedPage } from './support/browser';
import { E2E_ADMIN, e2eInstance } from './support/e2e-instance';
import { liveCard } from './support/live-card';
import { openSignedIn } from './support/session';
import {
  VIRTUAL_CUSTOMER,
  VIRTUAL_GOOD_DUT,
  type VirtualLabApi,
  setPiMicPlugged,
} from './support/virtual-lab-api';

const SPEECH_PI = 'Speech 0.9 m 90°';

/**
 * The functional family on the virtual lab: runs submitted in the browser play
 * every test case, each validated by what the device cloud says the DUT heard
 * and answered and by what the Pi's reference mic heard the DUT say; the live
 * view shows them as they go, and the results and reports list every case.
 */
describe('functional runs on the virtual lab', () => {
  const page = useCheckedPage();
  let api: VirtualLabApi;
  let lab: Lab;
  let pis: Pi[];

  beforeAll(async () => {
    ({ api, lab, pis } = await readyVirtualLab(e2eInstance().url, E2E_ADMIN));
  }, 300_000);
  // A run a failed test left active would hold its lab for every later test.
  afterEach(() => cancelActiveRuns(api), 90_000);

  const combobox = (name: string) => page().getByRole('combobox', { name, exact: true });
  const next = () => page().getByRole('button', { name: WIZARD_BUTTONS.next }).click();
  const resultsOf = async (job: LabJob) =>
    (await api.request<FunctionalTestCase[]>(JOB_API_PATHS.results(job.id))).body;
  const planOf = (job: LabJob) => {
    const options = parseJobOptions(job.options);
    if (!options.ok) throw new Error('unreadable options');
    const plan = functionalPlan(options.value);
    if (typeof plan === 'string') throw new Error(plan);
    return plan;
  };
  const validationOf = (testCase: FunctionalTestCase, type: string) =>
    testCase.testCaseData.find((validation) => validation.validationType === type);

  /** Fills the wizard as a person does: the suite, the run, the lab and the DUT; submits; answers the job. */
  async function submitInBrowser(name: string, fillRun: () => Promise<void>, dsn: string): Promise<LabJob> {
    await openSignedIn(page(), ROUTES.runDraft);
    await combobox(WIZARD_LABELS.suite).selectOption({ label: 'Functional' });
    await page().getByRole('button', { name: WIZARD_BUTTONS.proceed }).click();
    await page().getByText('Step 1 of 3').waitFor();
    await page().getByRole('textbox', { name: WIZARD_LABELS.testName }).fill(name);
    await fillRun();
    await next();
    await page().getByText('Step 2 of 3').waitFor();
    await combobox(WIZARD_LABELS.lab).selectOption(lab.id);
    await combobox(`Speaker ${WIZARD_LABELS.pi}`).selectOption(pis.find((pi) => pi.name === SPEECH_PI)!.id);
    await combobox(`DUT1 ${WIZARD_LABELS.customerId}`).selectOption(VIRTUAL_CUSTOMER.customerId);
    await combobox(`DUT1 ${WIZARD_LABELS.device}`).selectOption(dsn);
    await next();
    await page().getByText('Step 3 of 3').waitFor();
    await page().getByText(REFERENCE_MIC_CONSENT_NOTICE.accept, { exact: true }).click();
    await page().getByRole('button', { name: WIZARD_BUTTONS.submit }).click();
    await page().getByText(SUBMISSION_MESSAGES.submitted).waitFor();
    await page().waitForURL(`**${ROUTES.runList}`);
    await page()
      .getByRole('table', { name: RUN_LIST_TEXTS.title })
      .getByRole('row')
      .filter({ has: page().getByRole('cell', { name, exact: true }) })
      .waitFor();
    const job = (await api.request<LabJob[]>(JOB_API_PATHS.jobs)).body.find((candidate) =>
      candidate.options.includes(`"testName":"${name}"`),
    );
    if (!job) throw new Error(`No job named ${name}`);
    return job;
  }

  // The whole catalogue (a standard run) plays through the fast harness (functional-run.spec); here a
  // custom run of three categories walks the same view and reports with the real agents.
  it('plays a custom run of chosen categories, watched case by case in Live Runs, and reports every case', async () => {
    const labels = ['Alarm', 'Timer', 'Volume'];
    const job = await submitInBrowser(
      'Func_Live',
      async () => {
        await combobox(`${WIZARD_LABELS.category} 1`).selectOption('FUNC_CUSTOM');
        for (const label of labels)
          await page()
            .getByRole('group', { name: `${WIZARD_LABELS.scenarios} 1` })
            .getByText(label, { exact: true })
            .click();
      },
      VIRTUAL_GOOD_DUT.deviceserial,
    );
    const plan = planOf(job);
    const categories = [...new Set(plan.steps.map((step) => step.categoryLabel))];
    expect(new Set(categories)).toEqual(new Set(labels));

    // Live Runs: every category as a section; a case's row shows both validations as they come in.
    await openSignedIn(page(), ROUTES.liveRuns);
    const card = await liveCard(page(), api, job, 'Func_Live');
    const metrics = card.getByRole('tabpanel', { name: LIVE_TAB_LABELS.testMetrics });
    for (const category of categories)
      await metrics.getByRole('button', { name: new RegExp(`^${category}`) }).waitFor({ timeout: 120_000 });
    await metrics.getByRole('button', { name: /^Alarm/ }).click();
    const alarms = metrics.getByRole('table', { name: 'Alarm' });
    for (const column of [
      'testCaseName',
      'cloudValidation',
      'audioRecordingValidation',
      'overallResult',
    ] as const)
      await alarms.getByRole('columnheader', { name: FUNCTIONAL_TABLE_COLUMNS[column] }).waitFor();
    const firstAlarm = plan.steps.find((step) => step.category === 'ALARM')!;
    const row = alarms.getByRole('row').filter({ hasText: firstAlarm.name });
    await row.getByText(TEST_STATUS_TEXTS.SUCCEEDED).first().waitFor({ timeout: 180_000 });
    await expectAccessible(page(), "Live Runs, a functional run's metrics");
    // The summary adds the latest answer's latency and the reference mic recording the answers (doc 1 §2.4).
    const figure = async (label: string) =>
      (
        await metrics.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').innerText()
      ).trim();
    expect(await figure(LIVE_METRICS_LABELS.currentLatency)).toMatch(/^\d+$/);
    expect(await figure(LIVE_METRICS_LABELS.referenceMic)).toBe(LIVE_REF_MIC_TEXTS.online);
    // Its mic unplugged, the speech Pi fails to record: the reference mic reads offline until it is back
    // (issue 29).
    const speechPi = pis.find((pi) => pi.name === SPEECH_PI)!.thingName;
    const refMic = metrics
      .locator('dt', { hasText: LIVE_METRICS_LABELS.referenceMic })
      .locator('xpath=following-sibling::dd[1]');
    await setPiMicPlugged(e2eInstance().deviceCloudUrl, speechPi, false);
    try {
      await refMic.getByText(LIVE_REF_MIC_TEXTS.offline, { exact: true }).waitFor({ timeout: 60_000 });
    } finally {
      await setPiMicPlugged(e2eInstance().deviceCloudUrl, speechPi, true);
    }
    await refMic.getByText(LIVE_REF_MIC_TEXTS.online, { exact: true }).waitFor({ timeout: 60_000 });
    // Its utterances, in the details tab, and back.
    await row.getByRole('button', { name: FUNCTIONAL_TABLE_COLUMNS.utterances }).click();
    const details = card.getByRole('tabpanel', { name: LIVE_TAB_LABELS.utteranceDetailsCloud });
    await details.getByRole('table', { name: firstAlarm.name }).waitFor();
    await expectAccessible(page(), "Live Runs, a functional test case's utterances");
    await details.getByRole('button', { name: LIVE_TAB_LABELS.testMetrics }).click();
    await alarms.waitFor();

    const ended = await finishedJob(api, job.id, 600_000);
    const results = await resultsOf(job);
    // Played to its end, judged by its cases: failed when any failed (issue 29).
    expect(ended).toMatchObject(functionalRunEnd(results));
    expect(results.map((testCase) => testCase.testCaseName)).toEqual(plan.steps.map((step) => step.name));
    for (const [index, step] of plan.steps.entries()) {
      const testCase = results[index]!;
      expect(validationOf(testCase, 'CLOUD')).toBeDefined();
      if (step.recorded) expect(validationOf(testCase, 'REFERENCE_MIC_SPEECH_AUDIO')).toBeDefined();
    }
    // The good DUT in a quiet room passes most cases (it misses a word now and then: 2% of wakes and of
    // hearings, over one to three utterances a case: about one case in twelve fails, so three of nine
    // failing is already rare); the reference mic heard it answer aloud.
    const passed = results.filter((testCase) => testCase.status === 'SUCCEEDED');
    expect(passed.length).toBeGreaterThanOrEqual(Math.ceil(results.length * 0.6));
    const spoken = results.flatMap((testCase) => validationOf(testCase, 'REFERENCE_MIC_SPEECH_AUDIO') ?? []);
    expect(spoken.length).toBeGreaterThan(0);
    // Some of what it heard passes the audio validation (nine cases are too few for a share: CI once saw
    // four of nine beside the other specs).
    expect(spoken.filter((validation) => validation.status === 'SUCCEEDED').length).toBeGreaterThan(0);

    const csv = (await api.requestText(JOB_API_PATHS.report(job.id, 'csv'))).text.trimEnd().split('\r\n');
    expect(csv).toHaveLength(1 + plan.steps.length);
    const junit = (await api.requestText(JOB_API_PATHS.report(job.id, 'junit'))).text;
    expect(junit.match(/<testcase /g)).toHaveLength(plan.steps.length);
    expect(junit).toContain(`tests="${plan.steps.length}"`);
  }, 900_000);
});
