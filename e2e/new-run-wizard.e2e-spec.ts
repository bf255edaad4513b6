import {
  ACM_MESSAGES,
  ACM_SCENARIO_NAME,
  FIELD_MESSAGES,
  JOB_API_PATHS,
  type Lab,
  type LabJob,
  type Pi,
  REFERENCE_MIC_CONSENT_NOTICE,
  ROUTES,
  RUN_LIST_TEXTS,
  SUBMISSION_MESSAGES,
  TEST_CREATION_MESSAGES,
  WIZARD_BUTTONS,
  WIZARD_LABELS,
  WIZARD_MESSAGES,
} from '@oak/shared';
import { type Page } from 'playwright-core';
import { eventually } from '../cloud/src/testing/eventually.util';
import { finishedJob, readyVirtualLab } from './support/acoustic-runs';
import { useCheckedPage } from './support/browser';
import { E2E_ADMIN, e2eInstance } from './support/e2e-instance';
import { oakCli } from './support/oak-cli';
import { openSignedIn } from './support/session';
import { VIRTUAL_CUSTOMER, VIRTUAL_GOOD_DUT, type VirtualLabApi } from './support/virtual-lab-api';

const SPEECH_PI = 'Speech 0.9 m 90°';

/**
 * The Test Center wizard in a browser on the virtual lab: a person picks a
 * suite, fills the three steps and submits; the run then shows on the run
 * list and in Live Runs.
 */
describe('the new-run wizard in a browser', () => {
  const page = useCheckedPage();
  let api: VirtualLabApi;
  let lab: Lab;
  let pis: Pi[];

  beforeAll(async () => {
    ({ api, lab, pis } = await readyVirtualLab(e2eInstance().url, E2E_ADMIN));
  }, 300_000);

  const next = () => page().getByRole('button', { name: WIZARD_BUTTONS.next }).click();
  const combobox = (name: string) => page().getByRole('combobox', { name, exact: true });

  /** Ticks a position of a category row, by its label as a person would. */
  const position = (row: number, label: string) =>
    page()
      .getByRole('group', { name: `${WIZARD_LABELS.scenarios} ${row}` })
      .getByText(label, { exact: true })
      .click();

  async function chooseSuite(name: string) {
    await openSignedIn(page(), ROUTES.runDraft);
    await combobox(WIZARD_LABELS.suite).selectOption({ label: name });
    await page().getByRole('button', { name: WIZARD_BUTTONS.proceed }).click();
    await page().getByText('Step 1 of 3').waitFor();
  }

  async function configureLab() {
    await page().getByText('Step 2 of 3').waitFor();
    await combobox(WIZARD_LABELS.lab).selectOption(lab.id);
    await combobox(`Speaker ${WIZARD_LABELS.pi}`).selectOption(pis.find((pi) => pi.name === SPEECH_PI)!.id);
    await combobox(`DUT1 ${WIZARD_LABELS.customerId}`).selectOption(VIRTUAL_CUSTOMER.customerId);
    await combobox(`DUT1 ${WIZARD_LABELS.device}`).selectOption(VIRTUAL_GOOD_DUT.deviceserial);
    await next();
  }

  /** Accepts the notice, submits, and answers the job the run list then shows. */
  async function submitAndFind(name: string): Promise<LabJob> {
    await page().getByText('Step 3 of 3').waitFor();
    await page().getByText(REFERENCE_MIC_CONSENT_NOTICE.accept, { exact: true }).click();
    await page().getByRole('button', { name: WIZARD_BUTTONS.submit }).click();
    await page().getByText(SUBMISSION_MESSAGES.submitted).waitFor();
    await page().waitForURL(`**${ROUTES.runList}`);
    const table = page().getByRole('table', { name: RUN_LIST_TEXTS.title });
    await table.getByRole('row').filter({ hasText: name }).waitFor();
    const jobs = (await api.request<LabJob[]>(JOB_API_PATHS.jobs)).body;
    const job = jobs.find((candidate) => candidate.options.includes(`"testName":"${name}"`));
    if (!job) throw new Error(`No job named ${name}`);
    return job;
  }

  /** The run shows in Live Runs; it is then terminated to free the lab. */
  async function seenLiveThenTerminated(page: Page, job: LabJob, name: string) {
    await page.getByRole('link', { name: RUN_LIST_TEXTS.watchLive }).first().waitFor();
    await openSignedIn(page, ROUTES.liveRuns);
    await page.getByRole('article', { name }).waitFor({ timeout: 60_000 });
    await api.request(JOB_API_PATHS.job(job.id), {
      method: 'PUT',
      body: JSON.stringify({ state: 'canceled' }),
    });
    expect((await finishedJob(api, job.id, 120_000)).state).toBe('canceled');
  }

  it('shows every check of the steps where it belongs', async () => {
    await openSignedIn(page(), ROUTES.runDraft);
    await combobox(WIZARD_LABELS.suite).waitFor();
    await page().getByRole('button', { name: WIZARD_BUTTONS.proceed }).click();
    await page().getByText(WIZARD_MESSAGES.suiteRequired).waitFor();
    await combobox(WIZARD_LABELS.suite).selectOption({ label: 'Acoustic' });
    await page().getByRole('button', { name: WIZARD_BUTTONS.proceed }).click();
    await page().getByRole('heading', { name: 'Create Acoustic test' }).waitFor();

    await next();
    await page().getByText(TEST_CREATION_MESSAGES.invalidName).waitFor();
    await page()
      .getByText(TEST_CREATION_MESSAGES.atIndex(TEST_CREATION_MESSAGES.invalidCategory, 0))
      .waitFor();
    await page().getByRole('textbox', { name: WIZARD_LABELS.testName }).fill('A'.repeat(31));
    await page().getByRole('textbox', { name: WIZARD_LABELS.utteranceCount }).fill('0');
    await page().getByRole('textbox', { name: WIZARD_LABELS.delayBetweenUtterances }).fill('181');
    await next();
    await page().getByText(FIELD_MESSAGES.tooLong).waitFor();
    await page().getByText(FIELD_MESSAGES.utteranceCountZero).waitFor();
    await page().getByText(FIELD_MESSAGES.outOfRange).waitFor();
    await page().getByRole('textbox', { name: WIZARD_LABELS.utteranceCount }).fill('70000');
    await page().getByRole('textbox', { name: WIZARD_LABELS.delayBetweenUtterances }).fill('2');
    await next();
    await page().getByText(FIELD_MESSAGES.outOfRange).waitFor();
    await page().getByRole('textbox', { name: WIZARD_LABELS.utteranceCount }).fill('6');
    await page().getByRole('textbox', { name: WIZARD_LABELS.testName }).fill('Wizard_Checks');
    await combobox(`${WIZARD_LABELS.category} 1`).selectOption('AC_NEAR_FIELD');
    await next();
    await page()
      .getByText(
        TEST_CREATION_MESSAGES.atIndex(TEST_CREATION_MESSAGES.noScenarioForCategory('AC_NEAR_FIELD'), 0),
      )
      .waitFor();
    await position(1, '0.9 m 90 deg');
    await next();

    await page().getByText('Step 2 of 3').waitFor();
    await next();
    await page().getByText(TEST_CREATION_MESSAGES.labRequired).waitFor();
    await combobox(WIZARD_LABELS.lab).selectOption(lab.id);
    await combobox(`Speaker ${WIZARD_LABELS.pi}`).waitFor();
    await next();
    await page().getByText(TEST_CREATION_MESSAGES.missingLabMapping).waitFor();
    await combobox(`Speaker ${WIZARD_LABELS.pi}`).selectOption(pis.find((pi) => pi.name === SPEECH_PI)!.id);
    await combobox(`DUT1 ${WIZARD_LABELS.customerId}`).selectOption(VIRTUAL_CUSTOMER.customerId);
    await combobox(`DUT1 ${WIZARD_LABELS.device}`).selectOption(VIRTUAL_GOOD_DUT.deviceserial);
    await next();

    await page().getByText('Step 3 of 3').waitFor();
    await page().getByRole('button', { name: WIZARD_BUTTONS.submit }).click();
    await page().getByText(TEST_CREATION_MESSAGES.referenceMicConsentRequired).waitFor();
    // Cancel forgets the run and goes back to the run list.
    await page().getByRole('button', { name: WIZARD_BUTTONS.cancel }).click();
    await page().waitForURL(`**${ROUTES.runList}`);
    await page().getByRole('link', { name: RUN_LIST_TEXTS.createRun }).click();
    await combobox(WIZARD_LABELS.suite).waitFor();
    expect(await combobox(WIZARD_LABELS.suite).inputValue()).toBe('');
  }, 120_000);

  it('creates and submits a custom-category run that shows on the run list and in Live Runs', async () => {
    await chooseSuite('Acoustic');
    await page().getByRole('textbox', { name: WIZARD_LABELS.testName }).fill('Wizard_Custom');
    await page().getByRole('textbox', { name: WIZARD_LABELS.utteranceCount }).fill('4');
    await combobox(`${WIZARD_LABELS.category} 1`).selectOption('AC_NEAR_FIELD');
    await position(1, '0.9 m 90 deg');
    await page().getByRole('button', { name: WIZARD_BUTTONS.add }).click();
    await combobox(`${WIZARD_LABELS.category} 2`).selectOption('AC_WWDD_QUICK_TEST');
    await position(2, '0.9 m 90 deg');
    await next();
    await configureLab();
    const mapping = page().getByRole('table', { name: WIZARD_LABELS.mapping });
    await mapping.getByText(VIRTUAL_GOOD_DUT.deviceserial).waitFor();
    await mapping.getByText(SPEECH_PI).waitFor();
    const job = await submitAndFind('Wizard_Custom');
    expect(JSON.parse(job.options)).toMatchObject({
      testSuite: 'AVSCertSimulation',
      executionOrder: ['AC_NEAR_FIELD', 'AC_WWDD_QUICK_TEST'],
      testOptions: { customOptions: { utteranceCount: 4 } },
    });
    await seenLiveThenTerminated(page(), job, 'Wizard_Custom');
  }, 300_000);

  it('creates and submits a standard acoustic run', async () => {
    await chooseSuite('Acoustic');
    await page().getByRole('textbox', { name: WIZARD_LABELS.testName }).fill('Wizard_Standard');
    await page().getByText('STANDARD', { exact: true }).click();
    await next();
    await configureLab();
    const job = await submitAndFind('Wizard_Standard');
    expect(JSON.parse(job.options)).toMatchObject({
      testType: 'STANDARD',
      executionOrder: ['AC_NEAR_FIELD', 'AC_FAR_FIELD'],
    });
    await seenLiveThenTerminated(page(), job, 'Wizard_Standard');
    await eventually(
      async () =>
        (await api.request<Lab[]>('/api/labs')).body.find((candidate) => candidate.id === lab.id)!.lock,
      (lock) => lock === 0,
      30_000,
      200,
    );
  }, 300_000);

  it('asks an ACM run for its accounts and devices, with the ACM checks', async () => {
    await oakCli('allow', VIRTUAL_CUSTOMER.customerId, ACM_SCENARIO_NAME);
    await chooseSuite('ACM');
    await page().getByRole('textbox', { name: WIZARD_LABELS.testName }).fill('Acm_Checks');
    await combobox(`${WIZARD_LABELS.category} 1`).selectOption('CALLING');
    await position(1, 'Calling 302');
    await next();

    await page().getByText('Step 2 of 3').waitFor();
    await combobox(WIZARD_LABELS.lab).selectOption(lab.id);
    const account = (index: number) => page().getByRole('group', { name: WIZARD_LABELS.account(index) });
    await account(1).waitFor();
    await next();
    await page().getByText(ACM_MESSAGES.accountsNotConfigured).waitFor();

    await combobox(`${WIZARD_LABELS.account(1)} ${WIZARD_LABELS.customerId}`).selectOption(
      VIRTUAL_CUSTOMER.customerId,
    );
    await next();
    await account(0).getByText(ACM_MESSAGES.customerIdRequired).waitFor();

    await combobox(`${WIZARD_LABELS.account(0)} ${WIZARD_LABELS.customerId}`).selectOption(
      VIRTUAL_CUSTOMER.customerId,
    );
    await next();
    await page().getByText(ACM_MESSAGES.sameCustomerIdForSeveralAccounts).waitFor();
    await account(0).getByText(ACM_MESSAGES.devicesNotConfigured).waitFor();

    const device = `${WIZARD_LABELS.account(0)} ${WIZARD_LABELS.device} 1`;
    await combobox(`${device} ${WIZARD_LABELS.dsn}`).selectOption(VIRTUAL_GOOD_DUT.deviceserial);
    await next();
    await account(0).getByText(ACM_MESSAGES.invalidDevicePiMapping).waitFor();
    await combobox(`${device} ${WIZARD_LABELS.pi}`).selectOption(pis.find((pi) => pi.name === SPEECH_PI)!.id);
    await next();
    await account(0).getByText(FIELD_MESSAGES.firmwareRequired).waitFor();
    await page()
      .getByRole('textbox', { name: `${device} ${WIZARD_LABELS.firmware}` })
      .fill('8289568516');
    await next();
    await eventually(
      () => account(0).getByRole('alert').count(),
      (count) => count === 0,
      10_000,
      100,
    );
    await page().getByText(ACM_MESSAGES.sameCustomerIdForSeveralAccounts).waitFor();
    await page().getByRole('button', { name: WIZARD_BUTTONS.cancel }).click();
    await page().waitForURL(`**${ROUTES.runList}`);
  }, 120_000);
});
