import {
  type BddScenario,
  ACM_MESSAGES,
  CREATE_NEW_SCENARIO_NAME,
  CUSTOM_SCENARIO_ALLOW_LIST_NAME,
  CUSTOM_SCENARIO_FORM_FIELDS,
  CUSTOM_SCENARIOS_API_PATH,
  customScenarioApiPath,
  type CustomScenario,
  NAVIGATION_LABELS,
  SUITE_GROUPS,
  customScenarioUploadJson,
  ACM_SCENARIO_NAME,
  AUTOMOTIVE_LAB_NAME,
  BDD_DEVICE_FIELDS,
  BDD_MESSAGES,
  BDD_VIEW_TEXTS,
  FIELD_MESSAGES,
  JOB_FAILURE_CLASS_TEXTS,
  LIVE_END_MESSAGES,
  LIVE_OPTIONAL_DUT_LABELS,
  LIVE_TAB_LABELS,
  NEW_JOB_MESSAGES,
  NEW_JOB_WARNINGS,
  JOB_API_PATHS,
  type Lab,
  type LabJob,
  type Pi,
  REFERENCE_MIC_CONSENT_NOTICE,
  ROUTES,
  ROOM_ORIENTATION_TEXTS,
  RUN_LIST_TEXTS,
  SUBMISSION_MESSAGES,
  TEST_CREATION_MESSAGES,
  WIZARD_BUTTONS,
  WIZARD_LABELS,
  WIZARD_MESSAGES,
  WWA_SCENARIO_NAME,
  jobVerdictTitle,
} from '@oak/shared';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { type Locator, type Page } from 'playwright-core';
import { SECRET_FILES, secretFile } from '../cloud/src/config/secrets.util';
import { eventually } from '../cloud/src/testing/eventually.util';
import { expectAccessible, tabTo } from './support/accessibility';
import {
  cancelActiveRuns,
  finishedJob,
  labLock,
  readyVirtualLab,
  resultsAtLeast,
} from './support/acoustic-runs';
import { useCheckedPage } from './support/browser';
import { E2E_ADMIN, e2eInstance } from './support/e2e-instance';
import { liveCard } from './support/live-card';
import { oakCli } from './support/oak-cli';
import { openSignedIn } from './support/session';
import {
  VIRTUAL_COMMS_LAB,
  VIRTUAL_CUSTOMER,
  VIRTUAL_FRIEND,
  VIRTUAL_GOOD_DUT,
  VIRTUAL_NEIGHBOUR,
  VIRTUAL_POOR_DUT,
  type VirtualLabApi,
} from './support/virtual-lab-api';

const SPEECH_PI = 'Speech 0.9 m 90°';
const OFFLINE_LAB = 'Wizard Offline Lab';

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
  // A run a failed test left active would hold its lab for every later test.
  afterEach(() => cancelActiveRuns(api), 90_000);

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

  async function configureLab(beforeNext?: () => Promise<void>) {
    await page().getByText('Step 2 of 3').waitFor();
    await combobox(WIZARD_LABELS.lab).selectOption(lab.id);
    await combobox(`Speaker ${WIZARD_LABELS.pi}`).selectOption(pis.find((pi) => pi.name === SPEECH_PI)!.id);
    await combobox(`DUT1 ${WIZARD_LABELS.customerId}`).selectOption(VIRTUAL_CUSTOMER.customerId);
    await combobox(`DUT1 ${WIZARD_LABELS.device}`).selectOption(VIRTUAL_GOOD_DUT.deviceserial);
    await beforeNext?.();
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
  async function seenLiveThenTerminated(
    page: Page,
    job: LabJob,
    name: string,
    whileLive?: (card: Locator) => Promise<void>,
  ) {
    await page.getByRole('link', { name: RUN_LIST_TEXTS.watchLive }).first().waitFor();
    await openSignedIn(page, ROUTES.liveRuns);
    const card = await liveCard(page, api, job, name);
    await whileLive?.(card);
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
    await page().getByText(TEST_CREATION_MESSAGES.testSuiteRequired).waitFor();
    await expectAccessible(page(), 'Test Center, no suite chosen');
    await combobox(WIZARD_LABELS.suite).selectOption({ label: 'Acoustic' });
    await page().getByRole('button', { name: WIZARD_BUTTONS.proceed }).click();
    await page().getByRole('heading', { name: 'Create Acoustic test' }).waitFor();

    await next();
    await page().getByText(TEST_CREATION_MESSAGES.invalidName).waitFor();
    await page()
      .getByText(TEST_CREATION_MESSAGES.atIndex(TEST_CREATION_MESSAGES.invalidCategory, 0))
      .waitFor();
    await expectAccessible(page(), 'The wizard, step 1 with its checks');
    await page().getByRole('textbox', { name: WIZARD_LABELS.testName }).fill('A'.repeat(31));
    await page().getByRole('textbox', { name: WIZARD_LABELS.utteranceCount }).fill('0');
    // A custom run's delay between utterances starts at its default of 1 s (doc 3 §5).
    const delay = page().getByRole('textbox', { name: WIZARD_LABELS.delayBetweenUtterances });
    expect(await delay.inputValue()).toBe('1');
    await delay.fill('181');
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
    // A near-field run at 0.9 m: the automotive lab, which has a Pi at no such position, is not offered.
    await combobox(WIZARD_LABELS.lab).locator(`option[value="${lab.id}"]`).waitFor({ state: 'attached' });
    expect(await combobox(WIZARD_LABELS.lab).locator('option').allTextContents()).not.toContain(
      AUTOMOTIVE_LAB_NAME,
    );
    await next();
    await page().getByText(TEST_CREATION_MESSAGES.labRequired).waitFor();
    await combobox(WIZARD_LABELS.lab).selectOption(lab.id);
    await combobox(`Speaker ${WIZARD_LABELS.pi}`).waitFor();
    await next();
    await page().getByText(TEST_CREATION_MESSAGES.missingLabMapping).waitFor();
    await expectAccessible(page(), 'The wizard, step 2 with its checks');
    await combobox(`Speaker ${WIZARD_LABELS.pi}`).selectOption(pis.find((pi) => pi.name === SPEECH_PI)!.id);
    await combobox(`DUT1 ${WIZARD_LABELS.customerId}`).selectOption(VIRTUAL_CUSTOMER.customerId);
    // A DSN typed by hand gets the free-text checks of doc 2 §5.
    const typeDsn = async (dsn: string) => {
      await page()
        .getByRole('button', { name: `${WIZARD_BUTTONS.add} ${WIZARD_LABELS.dsn}`, exact: true })
        .click();
      await page().getByRole('textbox', { name: WIZARD_LABELS.manualDsn }).fill(dsn);
      await page().getByRole('button', { name: WIZARD_BUTTONS.add, exact: true }).click();
      await next();
    };
    await typeDsn('G0 KITCHEN!');
    await page().getByText(FIELD_MESSAGES.invalidCharacters).waitFor();
    await typeDsn('--__');
    await page().getByText(FIELD_MESSAGES.noAlphanumeric).waitFor();
    await combobox(`DUT1 ${WIZARD_LABELS.device}`).selectOption(VIRTUAL_GOOD_DUT.deviceserial);
    await next();

    await page().getByText('Step 3 of 3').waitFor();
    await page().getByRole('button', { name: WIZARD_BUTTONS.submit }).click();
    await page().getByText(TEST_CREATION_MESSAGES.referenceMicConsentRequired).waitFor();
    await expectAccessible(page(), 'The wizard, step 3 without consent');
    // Cancel forgets the run and goes back to the run list.
    await page().getByRole('button', { name: WIZARD_BUTTONS.cancel }).click();
    await page().waitForURL(`**${ROUTES.runList}`);
    await page().getByRole('link', { name: RUN_LIST_TEXTS.createRun }).click();
    await combobox(WIZARD_LABELS.suite).waitFor();
    expect(await combobox(WIZARD_LABELS.suite).inputValue()).toBe('');
  }, 120_000);

  /** Presses Shift+Tab, as a person on a keyboard walks back, until the target has focus. */
  async function shiftTabTo(target: Locator, maxPresses = 40): Promise<void> {
    for (let presses = 0; presses < maxPresses; presses += 1) {
      if (await target.evaluate((element) => element === element.ownerDocument.activeElement)) return;
      await page().keyboard.press('Shift+Tab');
    }
    throw new Error(`${maxPresses} presses of Shift+Tab did not reach ${String(target)}`);
  }

  /**
   * The focus is on the target and shows there: the browser holds it focus-visible, as after a key press,
   * and a focus ring (an outline) is drawn on it, or, for the visually hidden input of a checkbox or a
   * radio card, on a part of its label that the input marks as focused.
   */
  async function expectVisibleFocus(target: Locator): Promise<void> {
    expect(
      await target.evaluate((element) => {
        if (element !== element.ownerDocument.activeElement || !element.matches(':focus-visible'))
          return false;
        const label = element.closest('label');
        const parts = label
          ? [label, ...Array.from(label.querySelectorAll('[data-focus-visible]'))]
          : [element];
        return parts.some((part) => {
          const style = getComputedStyle(part);
          return style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
        });
      }),
    ).toBe(true);
  }

  /** Moves a focused native select down with the arrow key until the option of this value or label is chosen. */
  async function arrowToOption(select: Locator, wanted: string, maxPresses = 60): Promise<void> {
    const chosen = () =>
      select.evaluate((element) => {
        const option = (element as HTMLSelectElement).selectedOptions[0];
        return [option?.value, option?.label];
      });
    for (let presses = 0; presses < maxPresses; presses += 1) {
      if ((await chosen()).includes(wanted)) return;
      await page().keyboard.press('ArrowDown');
    }
    throw new Error(`${maxPresses} presses of ArrowDown did not choose ${wanted} in ${String(select)}`);
  }

  it('is operated by keyboard alone: the suite choice, a select, the scenario type, a checkbox, Next and Previous', async () => {
    await openSignedIn(page(), ROUTES.runDraft);
    const suite = combobox(WIZARD_LABELS.suite);
    await suite.waitFor();
    await tabTo(page(), suite);
    await expectVisibleFocus(suite);
    await arrowToOption(suite, 'Acoustic');
    const proceed = page().getByRole('button', { name: WIZARD_BUTTONS.proceed });
    await tabTo(page(), proceed);
    await expectVisibleFocus(proceed);
    await page().keyboard.press('Enter');
    await page().getByRole('heading', { name: 'Create Acoustic test' }).waitFor();

    // Step 1: the name typed; STANDARD and back to CUSTOM with the arrow keys; a category chosen and a
    // position ticked with Space.
    const name = page().getByRole('textbox', { name: WIZARD_LABELS.testName });
    await tabTo(page(), name);
    await page().keyboard.type('Wizard_Keys');
    const custom = page().getByRole('radio', { name: /^CUSTOM/ });
    const standard = page().getByRole('radio', { name: /^STANDARD/ });
    await tabTo(page(), custom);
    await expectVisibleFocus(custom);
    await page().keyboard.press('ArrowLeft');
    await expectVisibleFocus(standard);
    expect(await standard.isChecked()).toBe(true);
    await page().keyboard.press('ArrowRight');
    expect(await custom.isChecked()).toBe(true);
    const category = combobox(`${WIZARD_LABELS.category} 1`);
    await tabTo(page(), category);
    await expectVisibleFocus(category);
    await arrowToOption(category, 'AC_NEAR_FIELD');
    const nearby = page()
      .getByRole('group', { name: `${WIZARD_LABELS.scenarios} 1` })
      .getByRole('checkbox', { name: '0.9 m 90 deg' });
    await tabTo(page(), nearby);
    await expectVisibleFocus(nearby);
    await page().keyboard.press('Space');
    expect(await nearby.isChecked()).toBe(true);

    // Next with Enter; the focus stays on it, Shift+Tab reaches Previous, and Space goes back with
    // every choice kept.
    const nextButton = page().getByRole('button', { name: WIZARD_BUTTONS.next });
    await tabTo(page(), nextButton);
    await page().keyboard.press('Enter');
    await page().getByText('Step 2 of 3').waitFor();
    await expectVisibleFocus(nextButton);
    const previous = page().getByRole('button', { name: WIZARD_BUTTONS.previous });
    await shiftTabTo(previous);
    await expectVisibleFocus(previous);
    await page().keyboard.press('Space');
    await page().getByText('Step 1 of 3').waitFor();
    expect(await name.inputValue()).toBe('Wizard_Keys');
    expect(await nearby.isChecked()).toBe(true);

    // Cancel, reached backwards, leaves for the run list.
    const cancel = page().getByRole('button', { name: WIZARD_BUTTONS.cancel });
    await shiftTabTo(cancel);
    await expectVisibleFocus(cancel);
    await page().keyboard.press('Enter');
    await page().waitForURL(`**${ROUTES.runList}`);
  }, 120_000);

  it("asks for a locale all the run's types offer, and for an optional DUT's device", async () => {
    await chooseSuite('Mobile');
    await page().getByRole('textbox', { name: WIZARD_LABELS.testName }).fill('Locale_Check');
    await combobox(`${WIZARD_LABELS.category} 1`).selectOption('WWDD');
    await position(1, '0.9 m 90 deg');
    // fr_CA: offered by WWDD, not by trained mobile.
    await combobox(WIZARD_LABELS.locale).selectOption('fr_CA');
    await page().getByRole('button', { name: WIZARD_BUTTONS.add }).click();
    await combobox(`${WIZARD_LABELS.category} 2`).selectOption('AC_TRAINED_MOBILE');
    await position(2, '0.9 m 90 deg');
    await next();
    await page().getByText(TEST_CREATION_MESSAGES.localeRequired).waitFor();
    await combobox(WIZARD_LABELS.locale).selectOption('en_US');
    await page().getByText(TEST_CREATION_MESSAGES.localeRequired).waitFor({ state: 'detached' });
    await next();

    await page().getByText('Step 2 of 3').waitFor();
    await combobox(WIZARD_LABELS.lab).selectOption(lab.id);
    const optional = WIZARD_LABELS.optionalDut(0);
    await page()
      .getByRole('button', { name: `${WIZARD_BUTTONS.add} ${optional}` })
      .click();
    await combobox(`Speaker ${WIZARD_LABELS.pi}`).selectOption(pis.find((pi) => pi.name === SPEECH_PI)!.id);
    await combobox(`DUT1 ${WIZARD_LABELS.customerId}`).selectOption(VIRTUAL_CUSTOMER.customerId);
    await combobox(`DUT1 ${WIZARD_LABELS.device}`).selectOption(VIRTUAL_GOOD_DUT.deviceserial);
    await next();
    await page()
      .getByRole('group', { name: optional })
      .getByText(TEST_CREATION_MESSAGES.missingDeviceInformation)
      .waitFor();
    await page().getByRole('button', { name: WIZARD_BUTTONS.cancel }).click();
    await page().waitForURL(`**${ROUTES.runList}`);
  }, 120_000);

  it('creates and submits a custom-category run that shows on the run list and in Live Runs', async () => {
    await chooseSuite('Acoustic');
    await page().getByRole('textbox', { name: WIZARD_LABELS.testName }).fill('Wizard_Custom');
    // Enough utterances that the run still plays when the walk terminates it, on a slow machine too.
    await page().getByRole('textbox', { name: WIZARD_LABELS.utteranceCount }).fill('12');
    // Near field at 0.9 m 30 deg only: it plays there, not where the Speaker stands (0.9 m 90 deg).
    await combobox(`${WIZARD_LABELS.category} 1`).selectOption('AC_NEAR_FIELD');
    await position(1, '0.9 m 30 deg');
    await page().getByRole('button', { name: WIZARD_BUTTONS.add }).click();
    await combobox(`${WIZARD_LABELS.category} 2`).selectOption('AC_WWDD_QUICK_TEST');
    await position(2, '0.9 m 90 deg');
    await next();
    await configureLab(async () => {
      // The poor DUT stands in the same room: an optional DUT scored beside the DUT.
      const optional = WIZARD_LABELS.optionalDut(0);
      await page()
        .getByRole('button', { name: `${WIZARD_BUTTONS.add} ${optional}` })
        .click();
      await combobox(`${optional} ${WIZARD_LABELS.customerId}`).selectOption(VIRTUAL_CUSTOMER.customerId);
      await combobox(`${optional} ${WIZARD_LABELS.device}`).selectOption(VIRTUAL_POOR_DUT.deviceserial);
      await page()
        .getByRole('textbox', { name: `${optional} ${WIZARD_LABELS.firmware}` })
        .fill('virtual-1.0.0');
    });
    const mapping = page().getByRole('table', { name: WIZARD_LABELS.mapping });
    await mapping.getByText(VIRTUAL_GOOD_DUT.deviceserial).waitFor();
    await mapping.getByText(VIRTUAL_POOR_DUT.deviceserial).waitFor();
    await mapping.getByText(SPEECH_PI).waitFor();
    await expectAccessible(page(), 'The wizard, step 3 of a custom run');
    const job = await submitAndFind('Wizard_Custom');
    expect(JSON.parse(job.options)).toMatchObject({
      testSuite: 'AVSCertSimulation',
      executionOrder: ['AC_NEAR_FIELD', 'AC_WWDD_QUICK_TEST'],
      testOptions: { placements: { AC_NEAR_FIELD: ['0.9m-30deg'], AC_WWDD_QUICK_TEST: ['0.9m-90deg'] } },
    });
    expect(JSON.parse(job.options)).toMatchObject({
      // The delay between utterances left at its default reaches the runner (doc 3 §5).
      testOptions: { customOptions: { utteranceCount: 12, delayBetweenUtterances: 1 } },
    });
    expect(JSON.parse(job.mapping).deviceMapping.OPTIONAL_DUT1).toMatchObject({
      dsn: VIRTUAL_POOR_DUT.deviceserial,
      deviceType: VIRTUAL_POOR_DUT.devicetype,
    });
    await seenLiveThenTerminated(page(), job, 'Wizard_Custom', async (card) => {
      // Live Runs shows the position the near-field utterances play from.
      await card
        .getByText(/0\.9 m 30 deg/)
        .first()
        .waitFor({ timeout: 60_000 });
      const nearField = (await resultsAtLeast(api, job.id, 1)).filter(
        (result) => result.scenarioType === 'AC_NEAR_FIELD',
      );
      expect(nearField.length).toBeGreaterThan(0);
      expect(nearField.every((result) => result.speechLocation === '0.9m-30deg')).toBe(true);
      // Each utterance is scored for both devices, and the optional one's figures show live.
      const results = await resultsAtLeast(api, job.id, 2);
      const first = results.filter((result) => result.trialIndex === results[0]!.trialIndex);
      expect(first.map((result) => result.dut)).toEqual(['DUT', 'OPTIONAL_DUT1']);
      const optionalDuts = card.getByRole('table', { name: LIVE_OPTIONAL_DUT_LABELS.title });
      await optionalDuts
        .getByText(VIRTUAL_POOR_DUT.deviceserial, { exact: false })
        .waitFor({ timeout: 60_000 });
      await expectAccessible(page(), 'Live Runs, an acoustic run with an optional DUT');
    });
  }, 300_000);

  it('creates a standard acoustic run warned that its far field plays from 2.7 m, not where its Speaker stands, and Live Runs shows where each type plays (issue 29)', async () => {
    await chooseSuite('Acoustic');
    await page().getByRole('textbox', { name: WIZARD_LABELS.testName }).fill('Wizard_Standard');
    await page().getByText('STANDARD', { exact: true }).click();
    await next();
    // The Speaker at 0.9 m 90 deg: near field plays there, far field from its own positions, as warned.
    const warning = NEW_JOB_WARNINGS.playsElsewhere(
      'AC_FAR_FIELD',
      '0.9 m 90 deg',
      '2.7 m 30 deg and 2.7 m 90 deg',
    );
    await configureLab(async () => {
      await page().getByTestId('lab-positions').getByText(warning).waitFor();
      expect(await page().getByTestId('lab-playability').count()).toBe(0);
    });
    const job = await submitAndFind('Wizard_Standard');
    expect(JSON.parse(job.options)).toMatchObject({
      testType: 'STANDARD',
      executionOrder: ['AC_NEAR_FIELD', 'AC_FAR_FIELD'],
      testOptions: {
        placements: { AC_NEAR_FIELD: ['0.9m-90deg'], AC_FAR_FIELD: ['2.7m-30deg', '2.7m-90deg'] },
      },
    });
    await seenLiveThenTerminated(page(), job, 'Wizard_Standard', async (card) => {
      // Each type's room shows where its speech plays, and near field plays exactly there.
      const speechOf = (type: string) =>
        card
          .getByRole('img', { name: ROOM_ORIENTATION_TEXTS.title(type) })
          .locator('desc')
          .textContent();
      await card.getByRole('img', { name: ROOM_ORIENTATION_TEXTS.title('AC_FAR_FIELD') }).waitFor();
      expect(await speechOf('AC_NEAR_FIELD')).toContain('Speech plays from 0.9 m 90 deg.');
      expect(await speechOf('AC_FAR_FIELD')).toContain('Speech plays from 2.7 m 30 deg, 2.7 m 90 deg.');
      const played = await resultsAtLeast(api, job.id, 1);
      expect(played.every((result) => result.speechLocation === '0.9m-90deg')).toBe(true);
    });
    await eventually(
      async () =>
        (await api.request<Lab[]>('/api/labs')).body.find((candidate) => candidate.id === lab.id)!.lock,
      (lock) => lock === 0,
      30_000,
      200,
    );
  }, 300_000);

  it('creates and submits an ACM run on the comms lab, played to the end and watched in Live Runs; one whose scenario failed reads failed', async () => {
    const comms = await api.connectedLab(VIRTUAL_COMMS_LAB.name, VIRTUAL_COMMS_LAB.pis);
    await oakCli('allow', VIRTUAL_CUSTOMER.customerId, ACM_SCENARIO_NAME);
    /** The wizard's steps 1 and 2 of an ACM run of these categories, on the comms lab's two accounts. */
    const configureAcmRun = async (name: string, rows: readonly (readonly [string, string])[]) => {
      await chooseSuite('ACM');
      await page().getByRole('textbox', { name: WIZARD_LABELS.testName }).fill(name);
      for (const [index, [category, label]] of rows.entries()) {
        if (index > 0) await page().getByRole('button', { name: WIZARD_BUTTONS.add }).click();
        await combobox(`${WIZARD_LABELS.category} ${index + 1}`).selectOption(category);
        await position(index + 1, label);
      }
      await next();

      await page().getByText('Step 2 of 3').waitFor();
      await combobox(WIZARD_LABELS.lab).selectOption(comms.lab.id);
      const booth = (n: number) => comms.pis.find((pi) => pi.name === `Booth ${n}`)!.id;
      const accounts = [
        { customer: VIRTUAL_CUSTOMER, dsn: VIRTUAL_COMMS_LAB.devices.one[0], pi: booth(1) },
        { customer: VIRTUAL_FRIEND, dsn: VIRTUAL_COMMS_LAB.devices.two[0], pi: booth(3) },
      ];
      for (const [index, { customer, dsn, pi }] of accounts.entries()) {
        const account = WIZARD_LABELS.account(index);
        const device = `${account} ${WIZARD_LABELS.device} 1`;
        await combobox(`${account} ${WIZARD_LABELS.customerId}`).selectOption(customer.customerId);
        await combobox(`${device} ${WIZARD_LABELS.dsn}`).selectOption(dsn);
        await combobox(`${device} ${WIZARD_LABELS.pi}`).selectOption(pi);
        await page()
          .getByRole('textbox', { name: `${device} ${WIZARD_LABELS.firmware}` })
          .fill('virtual-1.0.0');
      }
      await next();
      await page().getByText('Step 3 of 3').waitFor();
    };
    await configureAcmRun('Acm_Calls', [
      ['CALLING', 'Calling 302'],
      ['MESSAGING', 'Messaging 1714'],
      // Drop in on a contact starts with a manual step: the contact allows Drop In on its phone.
      ['DROP_IN', 'Drop In 310'],
    ]);
    // The review maps each account device under its tag, by customer id, and names the categories.
    const mapping = page().getByRole('table', { name: WIZARD_LABELS.mapping });
    await mapping
      .getByRole('row')
      .filter({ hasText: 'A2D1' })
      .filter({ hasText: VIRTUAL_FRIEND.customerId })
      .waitFor();
    await mapping.getByRole('row').filter({ hasText: 'DUT' }).filter({ hasText: 'virtual-1.0.0' }).waitFor();
    await page().getByText('Calling 302').waitFor();
    const job = await submitAndFind('Acm_Calls');
    expect(JSON.parse(job.options)).toMatchObject({
      testSuite: ACM_SCENARIO_NAME,
      executionOrder: ['302', '1714', '310'],
    });

    // Live Runs: the BDD view follows the scenarios statement by statement until the test completes.
    await openSignedIn(page(), ROUTES.liveRuns);
    const card = await liveCard(page(), api, job, 'Acm_Calls');
    // Its tabs come with the run's first live data, once the lab has synced and started it.
    await card.getByRole('tab', { name: LIVE_TAB_LABELS.testInfo }).waitFor({ timeout: 120_000 });
    const scenarios = card.getByRole('table', { name: BDD_VIEW_TEXTS.scenariosTitle });
    await scenarios.getByRole('row').filter({ hasText: '302 Call a contact' }).waitFor({ timeout: 120_000 });
    // The drop in pauses for its manual step (doc 1 §4.6): the operator is asked, confirms, and it goes on.
    const pause = page().getByRole('alertdialog', { name: BDD_MESSAGES.pauseTitle });
    await pause.waitFor({ timeout: 240_000 });
    await pause.getByText(BDD_MESSAGES.pauseQuestion).waitFor();
    await pause.getByText(/^On account two's phone, open the Alexa app/).waitFor();
    await expectAccessible(page(), "The ACM run's PAUSE dialog");
    await pause.getByRole('button', { name: BDD_MESSAGES.confirm }).click();
    await pause.waitFor({ state: 'hidden' });
    await card.getByText(BDD_MESSAGES.testCompleted).waitFor({ timeout: 240_000 });
    await scenarios.getByRole('row').filter({ hasText: '1714 Send a message' }).click();
    const statements = card.getByRole('table', { name: /^Statements of / });
    await statements.getByText('Then account two device one announces a new message').waitFor();
    await statements.getByText('SUCCESS').first().waitFor();
    await scenarios.getByRole('row').filter({ hasText: '302 Call a contact' }).click();
    await statements.getByText('Then account two device one rings').waitFor();
    await expectAccessible(page(), "Live Runs, an ACM run's scenarios and statements");
    expect(await statements.getByText('FAILED').count()).toBe(0);

    await card.getByRole('tab', { name: LIVE_TAB_LABELS.deviceInfo }).click();
    await card.getByText(BDD_DEVICE_FIELDS.dsn).first().waitFor();
    await card.getByText(VIRTUAL_COMMS_LAB.devices.two[0]).waitFor();
    await expectAccessible(page(), "Live Runs, an ACM run's devices");
    // Every scenario passed: the run succeeded, and its verdict says so (issue 29).
    expect(await finishedJob(api, job.id, 60_000)).toMatchObject({ state: 'succeeded', verdict: 'passed' });
    await card.getByText(jobVerdictTitle('passed')).waitFor();

    // The results and the report are the run's in Postgres: they outlive its live snapshot in Redis.
    const redisPassword = readFileSync(
      secretFile(e2eInstance().home, SECRET_FILES.redisPassword),
      'utf8',
    ).trim();
    const redis = (...args: string[]) =>
      execFileSync('redis-cli', ['-p', String(e2eInstance().ports.redis), ...args], {
        encoding: 'utf8',
        // The embedded Redis needs its password; in the environment it stays off the command line.
        env: { ...process.env, REDISCLI_AUTH: redisPassword },
      });
    const [snapshot] = redis('--scan', '--pattern', `*job-snapshot:${job.id}`).split('\n');
    expect(snapshot).toBeTruthy();
    redis('DEL', snapshot!);
    const played = (await api.request<BddScenario[]>(JOB_API_PATHS.results(job.id))).body;
    expect(played.map((scenario) => [scenario.id, scenario.state])).toEqual([
      ['302', 'COMPLETED'],
      ['1714', 'COMPLETED'],
      ['310', 'COMPLETED'],
    ]);
    expect(played[2]!.statements[1]).toMatchObject({
      statement: 'Given account two allows account one to drop in, in the Alexa app on its phone',
      state: 'SUCCESS',
      response: { report: { answer: 'confirm' } },
    });
    expect(played.flatMap((scenario) => scenario.statements.map((statement) => statement.state))).toEqual(
      played.flatMap((scenario) => scenario.statements.map(() => 'SUCCESS')),
    );
    const csv = (await api.requestText(JOB_API_PATHS.report(job.id, 'csv'))).text.trimEnd().split('\r\n');
    expect(csv).toHaveLength(1 + played.flatMap((scenario) => scenario.statements).length);
    expect(csv[1]).toMatch(/^302,"302 Call a contact[^"]*",COMPLETED,1,/);

    // Issue 29: a run whose only scenario failed reads failed. The drop in alone, its manual step
    // canceled by the operator, fails its scenario: the run played to its end and failed its test.
    await eventually(
      () => labLock(api, comms.lab.id),
      (lock) => lock === 0,
      60_000,
      250,
    );
    await configureAcmRun('Acm_Drop_In', [['DROP_IN', 'Drop In 310']]);
    const dropIn = await submitAndFind('Acm_Drop_In');
    await openSignedIn(page(), ROUTES.liveRuns);
    const failedCard = await liveCard(page(), api, dropIn, 'Acm_Drop_In');
    const canceling = page().getByRole('alertdialog', { name: BDD_MESSAGES.pauseTitle });
    await canceling.waitFor({ timeout: 240_000 });
    await canceling.getByRole('button', { name: BDD_MESSAGES.cancel }).click();
    await canceling.waitFor({ state: 'hidden' });
    const reason = '1 of 1 ACM scenarios failed: 310 Drop in on a contact';
    // The card: the verdict and whose fault, never the green 'Test has completed.'.
    await failedCard.getByText(jobVerdictTitle('failed')).waitFor({ timeout: 240_000 });
    await failedCard
      .getByRole('alert')
      .filter({ hasText: `${JOB_FAILURE_CLASS_TEXTS.test.title}: ${reason}` })
      .waitFor();
    expect(await failedCard.getByText(LIVE_END_MESSAGES.completed).count()).toBe(0);
    await expectAccessible(page(), 'Live Runs, an ACM run that failed its test');
    // The API.
    expect(await finishedJob(api, dropIn.id, 60_000)).toMatchObject({
      state: 'failed',
      verdict: 'failed',
      failureClass: 'test',
      error: reason,
    });
    // The run list.
    await openSignedIn(page(), ROUTES.runList);
    const listed = page()
      .getByRole('table', { name: RUN_LIST_TEXTS.title })
      .getByRole('row')
      .filter({ hasText: 'Acm_Drop_In' });
    await listed.getByText(jobVerdictTitle('failed')).waitFor();
    await listed.getByText(`${JOB_FAILURE_CLASS_TEXTS.test.title}: ${reason}`).waitFor();
    // The JUnit report counts the canceled manual step a failure.
    const junit = (await api.requestText(JOB_API_PATHS.report(dropIn.id, 'junit'))).text;
    expect(junit).toMatch(/<testsuites [^>]*failures="1"/);
  }, 720_000);

  it('asks a WWA run for its device category and test plans; the lab says it cannot play it', async () => {
    await oakCli('allow', VIRTUAL_CUSTOMER.customerId, WWA_SCENARIO_NAME);
    await chooseSuite('WWA');
    await page().getByRole('textbox', { name: WIZARD_LABELS.testName }).fill('Wwa_Plug');
    await next();
    await page().getByText(TEST_CREATION_MESSAGES.invalidDeviceCategory).waitFor();
    await combobox(WIZARD_LABELS.deviceCategory).selectOption('SMART_PLUG');
    await next();
    await page().getByText(TEST_CREATION_MESSAGES.noTestPlanForDeviceCategory('SMART_PLUG')).waitFor();
    await page()
      .getByRole('group', { name: WIZARD_LABELS.testPlan })
      .getByText('Power control', { exact: true })
      .click();
    await page().getByText(WIZARD_LABELS.irBlasters, { exact: true }).click();
    await next();
    await configureLab();
    await page().getByText('Smart plug').waitFor();
    await page().getByText(`${WIZARD_LABELS.dimmable}: false, ${WIZARD_LABELS.irBlasters}: true`).waitFor();
    await page().getByText(REFERENCE_MIC_CONSENT_NOTICE.accept, { exact: true }).click();
    await page().getByRole('button', { name: WIZARD_BUTTONS.submit }).click();
    await page().getByText(NEW_JOB_MESSAGES.notRunnableWwa, { exact: false }).waitFor();
    await expectAccessible(page(), 'The wizard, a submission refused');
    await page().getByText('Step 3 of 3').waitFor();
  }, 120_000);

  it('offers user-defined tests under OAK Tests: the placeholder leads to the Test Library, a saved test to the wizard', async () => {
    await oakCli('allow', VIRTUAL_CUSTOMER.customerId, CUSTOM_SCENARIO_ALLOW_LIST_NAME);
    // 'Create New Scenario' is offered to a company with no user-defined test yet: an earlier walk (the Test
    // Library's, the Playground's import) may have left some, whatever order the browser specs run in.
    for (let left = await api.request<CustomScenario[]>(CUSTOM_SCENARIOS_API_PATH); left.body.length > 0;) {
      for (const test of left.body) {
        expect((await api.request(customScenarioApiPath(test.id), { method: 'DELETE' })).status).toBeLessThan(
          300,
        );
      }
      left = await api.request<CustomScenario[]>(CUSTOM_SCENARIOS_API_PATH);
    }
    await openSignedIn(page(), ROUTES.runDraft);
    const oakTests = combobox(WIZARD_LABELS.suite).locator(`optgroup[label="${SUITE_GROUPS.oak}"]`);
    await oakTests.getByText(CREATE_NEW_SCENARIO_NAME).waitFor({ state: 'attached' });
    await combobox(WIZARD_LABELS.suite).selectOption({ label: CREATE_NEW_SCENARIO_NAME });
    await page().getByRole('button', { name: WIZARD_BUTTONS.proceed }).click();
    await page().waitForURL(`**${ROUTES.testLibrary}`);
    await page().getByRole('heading', { name: NAVIGATION_LABELS.testLibrary }).waitFor();

    const form = new FormData();
    form.set(
      CUSTOM_SCENARIO_FORM_FIELDS.scenario,
      customScenarioUploadJson('Kitchen_UDT', { autoSynthesizeAudio: true, marketPlace: 'en_US' }),
    );
    form.set(
      CUSTOM_SCENARIO_FORM_FIELDS.testDefinitionFile,
      new Blob(['asrText\nwhat time is it\n'], { type: 'text/csv' }),
      'kitchen.csv',
    );
    const created = await api.request<CustomScenario>(CUSTOM_SCENARIOS_API_PATH, {
      method: 'POST',
      body: form,
    });
    expect(created.body).toMatchObject({ name: 'Kitchen_UDT', state: 'AVAILABLE' });

    await openSignedIn(page(), ROUTES.runDraft);
    await oakTests.getByText('Kitchen_UDT').waitFor({ state: 'attached' });
    expect(await oakTests.getByText(CREATE_NEW_SCENARIO_NAME).count()).toBe(0);
    await combobox(WIZARD_LABELS.suite).selectOption({ label: 'Kitchen_UDT' });
    await page().getByRole('button', { name: WIZARD_BUTTONS.proceed }).click();
    await page().getByRole('heading', { name: 'Create Kitchen_UDT test' }).waitFor();
    await page().getByRole('textbox', { name: WIZARD_LABELS.testName }).fill('Kitchen_Run');
    await page().getByText('STANDARD', { exact: true }).click();
    await next();
    await page().getByText('Step 2 of 3').waitFor();
    await combobox(WIZARD_LABELS.lab).selectOption(lab.id);
    await combobox(`Pi1 ${WIZARD_LABELS.pi}`).selectOption(pis.find((pi) => pi.name === SPEECH_PI)!.id);
    await combobox(`DUT1 ${WIZARD_LABELS.customerId}`).selectOption(VIRTUAL_CUSTOMER.customerId);
    await combobox(`DUT1 ${WIZARD_LABELS.device}`).selectOption(VIRTUAL_GOOD_DUT.deviceserial);
    await next();
    await page().getByText('Step 3 of 3').waitFor();
    await page().getByText(REFERENCE_MIC_CONSENT_NOTICE.accept, { exact: true }).click();
    await page().getByRole('button', { name: WIZARD_BUTTONS.submit }).click();
    await page().getByText(NEW_JOB_MESSAGES.notRunnableUdt('Kitchen_UDT'), { exact: false }).waitFor();
  }, 120_000);

  it('asks an ACM run for its accounts and devices, with the ACM checks', async () => {
    await oakCli('allow', VIRTUAL_CUSTOMER.customerId, ACM_SCENARIO_NAME);
    // A lab whose Pis were added but never set up: none is connected.
    await oakCli('lab', 'create', OFFLINE_LAB, '--company', 'OAK');
    for (const pi of ['offline-pi-1', 'offline-pi-2', 'offline-pi-3']) {
      await oakCli('pi', 'add', pi, '--lab', OFFLINE_LAB, '--company', 'OAK');
    }
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
    await expectAccessible(page(), 'The wizard, step 2 of an ACM run with its checks');

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

    // The second account on the friend's customer id, its device on the first device's Pi.
    const piId = (name: string) => pis.find((pi) => pi.name === name)!.id;
    const configure = async (accountIndex: number, deviceIndex: number, dsn: string, pi: string) => {
      const other = `${WIZARD_LABELS.account(accountIndex)} ${WIZARD_LABELS.device} ${deviceIndex}`;
      await combobox(`${other} ${WIZARD_LABELS.dsn}`).selectOption(dsn);
      await combobox(`${other} ${WIZARD_LABELS.pi}`).selectOption(piId(pi));
      await page()
        .getByRole('textbox', { name: `${other} ${WIZARD_LABELS.firmware}` })
        .fill('virtual-1.0.0');
    };
    await combobox(`${WIZARD_LABELS.account(1)} ${WIZARD_LABELS.customerId}`).selectOption(
      VIRTUAL_FRIEND.customerId,
    );
    await configure(1, 1, VIRTUAL_COMMS_LAB.devices.two[0], SPEECH_PI);
    await next();
    await page().getByText(ACM_MESSAGES.samePiForSeveralDevices).waitFor();
    await combobox(`${WIZARD_LABELS.account(1)} ${WIZARD_LABELS.device} 1 ${WIZARD_LABELS.pi}`).selectOption(
      piId('Speech 0.9 m 30°'),
    );
    await next();
    await page().getByText('Step 3 of 3').waitFor();

    // A scenario that rings two devices of the second account asks it for one more.
    await page().getByRole('button', { name: WIZARD_BUTTONS.previous }).click();
    await page().getByRole('button', { name: WIZARD_BUTTONS.previous }).click();
    await position(1, 'Calling 305');
    await next();
    await next();
    await account(1).getByText(ACM_MESSAGES.devicesNotConfigured).waitFor();
    await configure(1, 2, VIRTUAL_COMMS_LAB.devices.two[0], 'Speech 2.7 m 30°');
    await next();
    await page().getByText(ACM_MESSAGES.sameDeviceOnSeveralPis).waitFor();

    // An account whose customer has one device cannot take a scenario that rings two of them.
    await combobox(`${WIZARD_LABELS.account(1)} ${WIZARD_LABELS.customerId}`).selectOption(
      VIRTUAL_NEIGHBOUR.customerId,
    );
    // Its device list has loaded: the minimum-devices check counts it.
    await combobox(`${WIZARD_LABELS.account(1)} ${WIZARD_LABELS.device} 1 ${WIZARD_LABELS.dsn}`)
      .locator(`option[value="${VIRTUAL_COMMS_LAB.devices.three[0]}"]`)
      .waitFor({ state: 'attached' });
    await next();
    await account(1).getByText(ACM_MESSAGES.notEnoughDevices(2)).waitFor();

    // A lab with fewer Pis than the run has devices.
    const car = await api.connectedLab(AUTOMOTIVE_LAB_NAME, 1);
    await combobox(WIZARD_LABELS.lab).selectOption(car.lab.id);
    await next();
    await page().getByText(WIZARD_MESSAGES.labHasNoDevices).waitFor();

    // A lab with Pis enough, none of them connected.
    const offlineLab = (await api.request<Lab[]>('/api/labs')).body.find((one) => one.name === OFFLINE_LAB)!;
    await combobox(WIZARD_LABELS.lab).selectOption(offlineLab.id);
    await next();
    await page().getByText(ACM_MESSAGES.labLacksPiConfigurations).waitFor();
    await page().getByRole('button', { name: WIZARD_BUTTONS.cancel }).click();
    await page().waitForURL(`**${ROUTES.runList}`);
  }, 120_000);
});
