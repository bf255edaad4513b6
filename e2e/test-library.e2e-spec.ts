import {
  CUSTOM_SCENARIO_ALLOW_LIST_NAME,
  CUSTOM_SCENARIO_STATE_TEXTS,
  ROUTES,
  SUITE_GROUPS,
  TEST_LIBRARY_LABELS,
  UDT_CSV_MESSAGES,
  UDT_MESSAGES,
  UDT_VALIDATION_MESSAGES,
  UDT_WIZARD_BUTTONS,
  UDT_WIZARD_LABELS,
  WIZARD_BUTTONS,
  WIZARD_LABELS,
} from '@oak/shared';
import { zipSync } from 'fflate';
import { expectAccessible } from './support/accessibility';
import { useCheckedPage } from './support/browser';
import { oakCli } from './support/oak-cli';
import { openSignedIn } from './support/session';
import { VIRTUAL_CUSTOMER } from './support/virtual-lab-api';

const { columns } = TEST_LIBRARY_LABELS;
const CSV = 'asrText,FileName\nwhat time is it,time.wav\nplay some jazz,jazz.wav\n';

/**
 * The Test Library in a browser: a person creates user-defined tests from
 * their files, reads each one's validation, edits and deletes them, and finds
 * an available one among the Test Center's suites.
 */
describe('the Test Library in a browser', () => {
  const page = useCheckedPage();

  beforeAll(async () => {
    await oakCli('allow', VIRTUAL_CUSTOMER.customerId, CUSTOM_SCENARIO_ALLOW_LIST_NAME);
  });

  const button = (name: string) => page().getByRole('button', { name, exact: true });
  const wizard = () => page().getByRole('dialog');
  const row = (name: string) =>
    page()
      .getByRole('table', { name: TEST_LIBRARY_LABELS.title })
      .getByRole('row')
      .filter({ has: page().getByRole('cell', { name, exact: true }) });
  const definition = (name: string, text: string) =>
    wizard()
      .getByLabel(UDT_WIZARD_LABELS.testDefinitionFile)
      .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

  async function startTest(name: string) {
    await button(TEST_LIBRARY_LABELS.createButton).first().click();
    await wizard().getByText('Step 1 of 3').waitFor();
    await expectAccessible(page(), 'The user-defined test wizard, step 1');
    await wizard().getByRole('textbox', { name: UDT_WIZARD_LABELS.scenarioName }).fill(name);
    await wizard().getByRole('button', { name: UDT_WIZARD_BUTTONS.next }).click();
    await wizard().getByText('Step 2 of 3').waitFor();
  }

  it('creates a test with synthesized audio, shows its validation, edits it and offers it to the Test Center', async () => {
    await openSignedIn(page(), ROUTES.testLibrary);
    await page().getByRole('heading', { name: TEST_LIBRARY_LABELS.title, level: 1 }).waitFor();
    await expectAccessible(page(), 'Test Library');
    await startTest('Living_Room');
    await expectAccessible(page(), 'The user-defined test wizard, step 2');
    // A definition with a broken row shows its line errors, and Save says the transcript has errors.
    await definition('broken.csv', 'asrText,FileName\nhello,a.wav\n"broken,b.wav\n');
    const errors = wizard().getByRole('textbox', { name: UDT_WIZARD_LABELS.csvErrors });
    await expect(errors.inputValue()).resolves.toBe(UDT_CSV_MESSAGES.lineError(3, UDT_CSV_MESSAGES.notAList));
    await expectAccessible(page(), 'The user-defined test wizard, a definition with errors');
    await wizard().getByRole('button', { name: UDT_WIZARD_BUTTONS.next }).click();
    await wizard().getByText('Step 3 of 3').waitFor();
    await wizard().getByRole('button', { name: UDT_WIZARD_BUTTONS.save }).click();
    await wizard().getByText(UDT_VALIDATION_MESSAGES.transcriptHasErrors).waitFor();
    await wizard().getByText(UDT_VALIDATION_MESSAGES.audioArchiveRequired).waitFor();
    await expectAccessible(page(), 'The user-defined test wizard, step 3 refused');

    await wizard().getByRole('button', { name: UDT_WIZARD_BUTTONS.previous }).click();
    await definition('living.csv', CSV);
    await wizard().getByText('living.csv').waitFor();
    await wizard().getByRole('button', { name: UDT_WIZARD_BUTTONS.next }).click();
    await wizard().getByText(UDT_WIZARD_LABELS.autoSynthesizeAudio).click();
    await wizard().getByRole('combobox', { name: UDT_WIZARD_LABELS.marketPlace }).selectOption('en_US');
    await wizard().getByRole('button', { name: UDT_WIZARD_BUTTONS.save }).click();
    await page().getByText(UDT_MESSAGES.created.message).waitFor();
    await wizard().waitFor({ state: 'hidden' });
    await row('Living_Room').getByText(CUSTOM_SCENARIO_STATE_TEXTS.AVAILABLE).waitFor();

    await expectAccessible(page(), 'Test Library, a test available');
    await row('Living_Room')
      .getByRole('button', { name: `${columns.summary} Living_Room` })
      .click();
    await page().getByText('Result: Success').waitFor();
    await page().getByText('Total: 2').waitFor();
    await expectAccessible(page(), "A test's validation summary");
    await page().keyboard.press('Escape');

    const [log] = await Promise.all([
      page().waitForEvent('download'),
      row('Living_Room')
        .getByRole('button', { name: `${columns.logs} Living_Room` })
        .click(),
    ]);
    expect(log.suggestedFilename()).toBe('Living_Room-validation.txt');

    // Editing keeps the saved definition unless another is chosen.
    await row('Living_Room')
      .getByRole('button', { name: `${columns.viewModify} Living_Room` })
      .click();
    const name = wizard().getByRole('textbox', { name: UDT_WIZARD_LABELS.scenarioName });
    await expect(name.inputValue()).resolves.toBe('Living_Room');
    await name.fill('Living_Room_2');
    await wizard().getByRole('button', { name: UDT_WIZARD_BUTTONS.next }).click();
    await wizard().getByRole('button', { name: UDT_WIZARD_BUTTONS.next }).click();
    await wizard().getByRole('button', { name: UDT_WIZARD_BUTTONS.save }).click();
    await page().getByText(UDT_MESSAGES.updated.message).waitFor();
    await row('Living_Room_2').getByText(CUSTOM_SCENARIO_STATE_TEXTS.AVAILABLE).waitFor();

    // The Test Center lists it under OAK Tests.
    await openSignedIn(page(), ROUTES.runDraft);
    const suites = page().getByRole('combobox', { name: WIZARD_LABELS.suite, exact: true });
    await suites.locator(`optgroup[label="${SUITE_GROUPS.oak}"]`).getByText('Living_Room_2').waitFor({
      state: 'attached',
    });
    await suites.selectOption({ label: 'Living_Room_2' });
    await page().getByRole('button', { name: WIZARD_BUTTONS.proceed }).click();
    await page().getByRole('heading', { name: 'Create Living_Room_2 test' }).waitFor();
  }, 120_000);

  it('keeps a test whose recordings are missing as Validation Failed, and deletes tests', async () => {
    await openSignedIn(page(), ROUTES.testLibrary);
    await startTest('Garage');
    await definition('garage.csv', CSV);
    await wizard().getByRole('button', { name: UDT_WIZARD_BUTTONS.next }).click();
    await wizard()
      .getByLabel(UDT_WIZARD_LABELS.audioFile)
      .setInputFiles({
        name: 'garage.zip',
        mimeType: 'application/zip',
        buffer: Buffer.from(zipSync({ 'time.wav': new Uint8Array([82, 73, 70, 70]) })),
      });
    await wizard().getByText('garage.zip').waitFor();
    await wizard().getByRole('button', { name: UDT_WIZARD_BUTTONS.save }).click();
    await page().getByText(UDT_MESSAGES.created.message).waitFor();
    await row('Garage').getByText(CUSTOM_SCENARIO_STATE_TEXTS.VALIDATION_FAILED).waitFor();
    await row('Garage')
      .getByRole('button', { name: `${columns.summary} Garage` })
      .click();
    await page().getByText('Missing audio files: jazz.wav').waitFor();
    await page().keyboard.press('Escape');

    // Cancel keeps the test; Ok deletes it.
    for (const test of ['Garage', 'Living_Room_2']) {
      await row(test)
        .getByRole('button', { name: `${columns.delete} ${test}` })
        .click();
      const confirm = page().getByRole('alertdialog', { name: UDT_MESSAGES.deleteConfirm.title });
      await confirm.getByText(UDT_MESSAGES.deleteConfirm.message).waitFor();
      await expectAccessible(page(), 'The delete confirmation');
      if (test === 'Garage') {
        await confirm.getByRole('button', { name: UDT_WIZARD_BUTTONS.cancel }).click();
        await confirm.waitFor({ state: 'hidden' });
        expect(await row(test).count()).toBe(1);
        await row(test)
          .getByRole('button', { name: `${columns.delete} ${test}` })
          .click();
      }
      await page()
        .getByRole('alertdialog', { name: UDT_MESSAGES.deleteConfirm.title })
        .getByRole('button', { name: UDT_WIZARD_BUTTONS.ok })
        .click();
      await row(test).waitFor({ state: 'detached' });
    }
  }, 120_000);
});
