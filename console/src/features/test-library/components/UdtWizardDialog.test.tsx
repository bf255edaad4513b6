import { screen, waitFor, within } from '@testing-library/react';
import {
  CUSTOM_SCENARIO_FORM_FIELDS,
  CUSTOM_SCENARIOS_API_PATH,
  type CustomScenario,
  FIELD_MESSAGES,
  TEST_LIBRARY_LABELS,
  UDT_CSV_MESSAGES,
  UDT_CSV_TEMPLATE,
  UDT_CSV_TEMPLATE_FILE_NAME,
  UDT_MESSAGES,
  UDT_VALIDATION_MESSAGES,
  UDT_WIZARD_BUTTONS,
  UDT_WIZARD_LABELS,
  customScenarioApiPath,
  encodeWakeWord,
  TEST_LIBRARY_TEXTS,
} from '@oak/shared';
import { setupUser } from '../../../testing/setup-user';
import { type Rgba, paintedColors } from '../../../testing/css-cascade';
import { requestsTo } from '../../../testing/mock-api';
import { catchDownloads, renderLibrary, session, signIn } from '../testing/test-library-harness';
import { customScenarioStub } from '../testing/custom-scenario-stubs';

vi.setConfig({ testTimeout: 30_000 });

type User = ReturnType<typeof setupUser>;

const isReddish = ({ r, g, b }: Rgba) => r > 1.5 * g && r > 1.5 * b;
const isGreenish = ({ r, g, b }: Rgba) => g > 1.2 * r && g > 1.2 * b;

const csvFile = (text: string, name = 'kitchen.csv') => new File([text], name, { type: 'text/csv' });
const zipFile = (name = 'audio.zip') => new File(['PK'], name, { type: 'application/zip' });

const wizardDialog = (name: string = TEST_LIBRARY_LABELS.createButton) =>
  screen.findByRole('dialog', { name });
const button = (name: string) => screen.getByRole('button', { name });
const combobox = (name: string) => screen.getByRole('combobox', { name });
const textbox = (name: string) => screen.getByRole('textbox', { name });

async function openCreate(user: User) {
  await user.click(await screen.findByRole('button', { name: TEST_LIBRARY_LABELS.createButton }));
  return wizardDialog();
}

async function nameAndNext(user: User, name = 'Kitchen_UDT') {
  await user.type(await screen.findByRole('textbox', { name: UDT_WIZARD_LABELS.scenarioName }), name);
  await user.click(button(UDT_WIZARD_BUTTONS.next));
  await screen.findByText('Step 2 of 3');
}

/** The CustomScenario part of a sent form, its config read. */
function scenarioPart(form: FormData | undefined) {
  const part = JSON.parse(form!.get(CUSTOM_SCENARIO_FORM_FIELDS.scenario) as string) as {
    name: string;
    config: string;
  };
  return { name: part.name, config: JSON.parse(part.config) as Record<string, unknown> };
}

beforeEach(signIn);

describe('the User Defined Test wizard', () => {
  it('goes through its three steps, and holds the first one until the name is right', async () => {
    const user = setupUser();
    renderLibrary([customScenarioStub('Den_UDT')]);
    const dialog = await openCreate(user);
    expect(within(dialog).getByText('Step 1 of 3')).toBeInTheDocument();
    for (const title of ['Test Setup', 'Import Data', 'Audio Definition']) {
      expect(within(dialog).getByText(title)).toBeInTheDocument();
    }
    // A list of the three steps, with none of a tablist's attributes (no tabs to own or orient).
    const steps = within(dialog).getByRole('list');
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    expect(steps).not.toHaveAttribute('aria-owns');
    expect(steps).not.toHaveAttribute('aria-orientation');
    expect(combobox(UDT_WIZARD_LABELS.dutType)).toHaveValue('Alexa');
    expect(combobox(UDT_WIZARD_LABELS.actorCount)).toHaveValue('1');
    expect(combobox(UDT_WIZARD_LABELS.dutCount)).toHaveValue('1');
    expect(button(UDT_WIZARD_BUTTONS.previous)).toBeDisabled();
    expect(screen.queryByRole('button', { name: UDT_WIZARD_BUTTONS.save })).not.toBeInTheDocument();

    await user.click(button(UDT_WIZARD_BUTTONS.next));
    expect(await screen.findByText(UDT_VALIDATION_MESSAGES.nameFieldRequired)).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    const name = textbox(UDT_WIZARD_LABELS.scenarioName);
    await user.type(name, 'A'.repeat(31));
    expect(await screen.findByText(FIELD_MESSAGES.tooLong)).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Kitchen_UDT');
    expect(screen.queryByText(FIELD_MESSAGES.tooLong)).not.toBeInTheDocument();
    expect(screen.queryByText(UDT_VALIDATION_MESSAGES.nameFieldRequired)).not.toBeInTheDocument();

    await user.click(button(UDT_WIZARD_BUTTONS.next));
    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByLabelText(UDT_WIZARD_LABELS.testDefinitionFile)).toHaveAttribute(
      'accept',
      '.csv,.feature',
    );
    expect(button(UDT_WIZARD_BUTTONS.browse)).toBeInTheDocument();
    await user.click(button(UDT_WIZARD_BUTTONS.next));
    expect(await screen.findByText('Step 3 of 3')).toBeInTheDocument();
    expect(screen.getByLabelText(UDT_WIZARD_LABELS.audioFile)).toHaveAttribute('accept', '.zip');
    expect(screen.queryByRole('button', { name: UDT_WIZARD_BUTTONS.next })).not.toBeInTheDocument();
    expect(button(UDT_WIZARD_BUTTONS.save)).toBeEnabled();
    await user.click(button(UDT_WIZARD_BUTTONS.previous));
    await user.click(button(UDT_WIZARD_BUTTONS.previous));
    expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
    expect(textbox(UDT_WIZARD_LABELS.scenarioName)).toHaveValue('Kitchen_UDT');

    await user.click(button(UDT_WIZARD_BUTTONS.close));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('table', { name: TEST_LIBRARY_LABELS.title })).toBeInTheDocument();
  });

  it('checks a chosen CSV at once, lists its errors by line, and Save says the transcript has errors', async () => {
    const user = setupUser();
    const downloads = catchDownloads();
    const { fetchMock } = renderLibrary([]);
    await openCreate(user);
    await nameAndNext(user);

    await user.click(button(UDT_WIZARD_BUTTONS.downloadTemplate));
    await waitFor(() => expect(downloads.click).toHaveBeenCalledTimes(1));
    expect(downloads.fileName(0)).toBe(UDT_CSV_TEMPLATE_FILE_NAME);
    expect(await downloads.text(0)).toBe(UDT_CSV_TEMPLATE);

    const text = 'asrText,FileName\n,,\nplay,a,b,c,d,e,f,g,h,i,j\n';
    await user.upload(
      screen.getByLabelText(UDT_WIZARD_LABELS.testDefinitionFile),
      csvFile(text, 'broken.csv'),
    );
    expect(await screen.findByRole('textbox', { name: UDT_WIZARD_LABELS.csvErrors })).toHaveValue(
      [
        UDT_CSV_MESSAGES.lineError(2, UDT_CSV_MESSAGES.mandatoryFieldsMissing),
        UDT_CSV_MESSAGES.lineError(3, UDT_CSV_MESSAGES.tooManyFields),
      ].join('\n'),
    );
    expect(textbox(UDT_WIZARD_LABELS.csvErrors)).toHaveAttribute('readonly');
    // The file's badge turns red with its errors.
    expect(isReddish(paintedColors(screen.getByText('broken.csv')).background)).toBe(true);
    await user.click(button(TEST_LIBRARY_TEXTS.download('broken.csv')));
    await waitFor(() => expect(downloads.click).toHaveBeenCalledTimes(2));
    expect(downloads.fileName(1)).toBe('broken.csv');

    await user.click(button(UDT_WIZARD_BUTTONS.next));
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    await user.click(await screen.findByRole('button', { name: UDT_WIZARD_BUTTONS.save }));
    const alert = await screen.findByRole('alert');
    // Below the fields, the alert is brought into view and focused, so Save is seen to answer.
    await waitFor(() => expect(alert).toHaveFocus());
    expect(scrolled.mock.contexts).toContain(alert);
    expect(alert).toHaveTextContent(UDT_VALIDATION_MESSAGES.title);
    expect(alert).toHaveTextContent(UDT_VALIDATION_MESSAGES.transcriptHasErrors);
    expect(alert).toHaveTextContent(UDT_VALIDATION_MESSAGES.audioArchiveRequired);
    expect(requestsTo(fetchMock, 'POST', CUSTOM_SCENARIOS_API_PATH)).toHaveLength(0);

    // A good file in its place clears the errors.
    await user.click(button(UDT_WIZARD_BUTTONS.previous));
    await user.upload(
      await screen.findByLabelText(UDT_WIZARD_LABELS.testDefinitionFile),
      csvFile('asrText,FileName\nplay music,play.wav\n'),
    );
    expect(await screen.findByText('kitchen.csv')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: UDT_WIZARD_LABELS.csvErrors })).not.toBeInTheDocument(),
    );
    expect(isGreenish(paintedColors(screen.getByText('kitchen.csv')).background)).toBe(true);
  });

  it('creates a test with a multipart POST, says so and reloads the list', async () => {
    const user = setupUser();
    let list: CustomScenario[] = [];
    const created = customScenarioStub('Kitchen_UDT', { state: 'VALIDATING' });
    const { fetchMock } = renderLibrary(() => ({ body: list }), {
      [`POST ${CUSTOM_SCENARIOS_API_PATH}`]: () => {
        list = [created];
        return { status: 201, body: created };
      },
    });
    await openCreate(user);
    await user.selectOptions(
      await screen.findByRole('combobox', { name: UDT_WIZARD_LABELS.dutType }),
      'Google',
    );
    await user.selectOptions(combobox(UDT_WIZARD_LABELS.actorCount), '2');
    await user.selectOptions(combobox(UDT_WIZARD_LABELS.dutCount), '3');
    await nameAndNext(user);
    await user.upload(
      screen.getByLabelText(UDT_WIZARD_LABELS.testDefinitionFile),
      csvFile('asrText,FileName\nplay music,play.wav\n'),
    );
    expect(await screen.findByText('kitchen.csv')).toBeInTheDocument();
    await user.click(button(UDT_WIZARD_BUTTONS.next));
    await screen.findByText('Step 3 of 3');
    await user.selectOptions(combobox(UDT_WIZARD_LABELS.marketPlace), 'en_US');
    const delay = textbox(UDT_WIZARD_LABELS.delayBetweenUtterances);
    expect(delay).toHaveValue('10');
    await user.clear(delay);
    await user.type(delay, '12');
    await user.selectOptions(combobox(UDT_WIZARD_LABELS.recordingLocationPi), '2');
    await user.selectOptions(combobox(UDT_WIZARD_LABELS.noiseLocationPi), '2');
    await user.selectOptions(combobox(UDT_WIZARD_LABELS.noiseFile), 'noise-pink.wav');
    await user.upload(screen.getByLabelText(UDT_WIZARD_LABELS.audioFile), zipFile());
    expect(await screen.findByText('audio.zip')).toBeInTheDocument();
    await user.click(button(UDT_WIZARD_BUTTONS.save));

    expect(await screen.findByText(UDT_MESSAGES.created.message)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent(UDT_MESSAGES.created.title);
    expect(
      await within(await screen.findByRole('table', { name: TEST_LIBRARY_LABELS.title })).findByText(
        'Kitchen_UDT',
      ),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET', CUSTOM_SCENARIOS_API_PATH)).toHaveLength(2);

    const [post] = requestsTo(fetchMock, 'POST', CUSTOM_SCENARIOS_API_PATH);
    expect(post!.headers.get('Content-Type')).toBeNull();
    expect(post!.headers.get('Authorization')).toBe(`Bearer ${session.idToken.jwtToken}`);
    const { name, config } = scenarioPart(post!.formData);
    expect(name).toBe('Kitchen_UDT');
    expect(config).toEqual({
      actorCount: 2,
      dutCount: 3,
      dutType: 'Google',
      autoSynthesizeAudio: false,
      delayBetweenUtterances: 12,
      speechLocationPi: 1,
      recordingLocationPi: 2,
      noiseLocationPi: 2,
      noiseFile: 'noise-pink.wav',
      marketPlace: 'en_US',
      wwDelay: 700,
      wakeWord: encodeWakeWord('Alexa'),
    });
    const definition = post!.formData!.get(CUSTOM_SCENARIO_FORM_FIELDS.testDefinitionFile) as File;
    expect(definition.name).toBe('kitchen.csv');
    expect(await definition.text()).toBe('asrText,FileName\nplay music,play.wav\n');
    expect((post!.formData!.get(CUSTOM_SCENARIO_FORM_FIELDS.audioFile) as File).name).toBe('audio.zip');
  });

  it("keeps the wizard open when the create fails, with 'Unable to create user defined test!' and the reason", async () => {
    const user = setupUser();
    const reason = 'A user defined test named Kitchen_UDT already exists';
    const { fetchMock } = renderLibrary([customScenarioStub('Den_UDT')], {
      [`POST ${CUSTOM_SCENARIOS_API_PATH}`]: { status: 409, body: { statusCode: 409, message: reason } },
    });
    await openCreate(user);
    await nameAndNext(user);
    await user.upload(
      screen.getByLabelText(UDT_WIZARD_LABELS.testDefinitionFile),
      new File(['Feature: Kitchen'], 'kitchen.feature'),
    );
    expect(await screen.findByText('kitchen.feature')).toBeInTheDocument();
    await user.click(button(UDT_WIZARD_BUTTONS.next));
    await screen.findByText('Step 3 of 3');
    // Synthesized speech needs no recordings, but a locale.
    await user.click(screen.getByRole('checkbox', { name: UDT_WIZARD_LABELS.autoSynthesizeAudio }));
    await user.click(button(UDT_WIZARD_BUTTONS.save));
    expect(await screen.findByRole('alert')).toHaveTextContent(UDT_VALIDATION_MESSAGES.localeRequired);
    expect(screen.queryByText(UDT_VALIDATION_MESSAGES.audioArchiveRequired)).not.toBeInTheDocument();
    await user.selectOptions(combobox(UDT_WIZARD_LABELS.marketPlace), 'en_GB');
    await user.click(button(UDT_WIZARD_BUTTONS.save));

    expect(await screen.findByText(UDT_MESSAGES.createFailed.message)).toBeInTheDocument();
    const dialog = await wizardDialog();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(UDT_MESSAGES.createFailed.title);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(reason);
    expect(within(dialog).getByRole('status')).toHaveTextContent(UDT_VALIDATION_MESSAGES.success);
    const [post] = requestsTo(fetchMock, 'POST', CUSTOM_SCENARIOS_API_PATH);
    expect(scenarioPart(post!.formData).config).toMatchObject({
      autoSynthesizeAudio: true,
      marketPlace: 'en_GB',
    });
    expect(post!.formData!.get(CUSTOM_SCENARIO_FORM_FIELDS.audioFile)).toBeNull();
    expect(requestsTo(fetchMock, 'GET', CUSTOM_SCENARIOS_API_PATH)).toHaveLength(1);
  });

  it("opens a test with its own values, downloads its saved definition, and PUTs to the test's path", async () => {
    const user = setupUser();
    const downloads = catchDownloads();
    const den = customScenarioStub('Den_UDT', {
      config: {
        actorCount: 2,
        dutCount: 2,
        dutType: 'Siri',
        autoSynthesizeAudio: true,
        marketPlace: 'de_DE',
        wakeWord: encodeWakeWord('Hey Oak'),
        wwDelay: 900,
        delayBetweenUtterances: 15,
        speechLocationPi: 1,
        recordingLocationPi: 2,
        noiseLocationPi: 2,
        noiseFile: 'ambience-pub.wav',
      },
    });
    const { fetchMock } = renderLibrary([den], {
      [`GET ${den.testDefinitionGetUrl}`]: {
        body: 'asrText',
        headers: { 'Content-Disposition': `attachment; filename="den.csv"; filename*=UTF-8''den.csv` },
      },
      [`PUT ${customScenarioApiPath(den.id)}`]: ({ formData }) => ({
        body: { ...den, name: scenarioPart(formData).name },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'View/Modify Den_UDT' }));
    await wizardDialog('View/Modify Den_UDT');
    expect(textbox(UDT_WIZARD_LABELS.scenarioName)).toHaveValue('Den_UDT');
    expect(combobox(UDT_WIZARD_LABELS.dutType)).toHaveValue('Siri');
    expect(combobox(UDT_WIZARD_LABELS.actorCount)).toHaveValue('2');
    expect(combobox(UDT_WIZARD_LABELS.dutCount)).toHaveValue('2');
    await user.type(textbox(UDT_WIZARD_LABELS.scenarioName), '_2');

    await user.click(button(UDT_WIZARD_BUTTONS.next));
    expect(await screen.findByText(TEST_LIBRARY_TEXTS.savedFile)).toBeInTheDocument();
    await user.click(button(TEST_LIBRARY_TEXTS.download(UDT_WIZARD_LABELS.testDefinitionFile)));
    await waitFor(() => expect(downloads.click).toHaveBeenCalledTimes(1));
    expect(downloads.fileName(0)).toBe('den.csv');
    const [get] = requestsTo(fetchMock, 'GET', den.testDefinitionGetUrl!);
    expect(get!.headers.get('Authorization')).toBe(`Bearer ${session.idToken.jwtToken}`);

    await user.click(button(UDT_WIZARD_BUTTONS.next));
    await screen.findByText('Step 3 of 3');
    expect(screen.getByRole('checkbox', { name: UDT_WIZARD_LABELS.autoSynthesizeAudio })).toBeChecked();
    expect(combobox(UDT_WIZARD_LABELS.marketPlace)).toHaveValue('de_DE');
    expect(textbox(UDT_WIZARD_LABELS.wakeWord)).toHaveValue('Hey Oak');
    expect(textbox(UDT_WIZARD_LABELS.wwDelay)).toHaveValue('900');
    expect(textbox(UDT_WIZARD_LABELS.delayBetweenUtterances)).toHaveValue('15');
    expect(combobox(UDT_WIZARD_LABELS.recordingLocationPi)).toHaveValue('2');
    expect(combobox(UDT_WIZARD_LABELS.noiseLocationPi)).toHaveValue('2');
    expect(combobox(UDT_WIZARD_LABELS.noiseFile)).toHaveValue('ambience-pub.wav');
    expect(button(TEST_LIBRARY_TEXTS.download(UDT_WIZARD_LABELS.audioFile))).toBeInTheDocument();
    await user.clear(textbox(UDT_WIZARD_LABELS.wakeWord));
    await user.type(textbox(UDT_WIZARD_LABELS.wakeWord), 'Computer');
    await user.click(button(UDT_WIZARD_BUTTONS.save));

    expect(await screen.findByText(UDT_MESSAGES.updated.message)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent(UDT_MESSAGES.updated.title);
    const [put] = requestsTo(fetchMock, 'PUT', customScenarioApiPath(den.id));
    const { name, config } = scenarioPart(put!.formData);
    expect(name).toBe('Den_UDT_2');
    expect(config).toMatchObject({
      actorCount: 2,
      dutType: 'Siri',
      marketPlace: 'de_DE',
      wakeWord: encodeWakeWord('Computer'),
      wwDelay: 900,
      noiseFile: 'ambience-pub.wav',
    });
    // Files not chosen again are kept by the cloud: none is sent.
    expect(put!.formData!.get(CUSTOM_SCENARIO_FORM_FIELDS.testDefinitionFile)).toBeNull();
    expect(put!.formData!.get(CUSTOM_SCENARIO_FORM_FIELDS.audioFile)).toBeNull();
    expect(requestsTo(fetchMock, 'POST', CUSTOM_SCENARIOS_API_PATH)).toHaveLength(0);
  });

  it("says 'Unable to update this test at the moment.' when the update fails", async () => {
    const user = setupUser();
    const den = customScenarioStub('Den_UDT');
    renderLibrary([den], {
      [`PUT ${customScenarioApiPath(den.id)}`]: {
        status: 404,
        body: { statusCode: 404, message: 'User defined test not found' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'View/Modify Den_UDT' }));
    await wizardDialog('View/Modify Den_UDT');
    await user.click(button(UDT_WIZARD_BUTTONS.next));
    await user.click(button(UDT_WIZARD_BUTTONS.next));
    await user.click(await screen.findByRole('button', { name: UDT_WIZARD_BUTTONS.save }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(UDT_MESSAGES.updateFailed.title);
    expect(alert).toHaveTextContent(UDT_MESSAGES.updateFailed.message);
    expect(alert).toHaveTextContent('User defined test not found');
    expect(await wizardDialog('View/Modify Den_UDT')).toBeInTheDocument();
  });

  it('disables noise with fewer than 2 Pis, and the wake word and its delay unless speech is synthesized', async () => {
    const user = setupUser();
    renderLibrary([]);
    await openCreate(user);
    await nameAndNext(user);
    await user.click(button(UDT_WIZARD_BUTTONS.next));
    await screen.findByText('Step 3 of 3');
    expect(combobox(UDT_WIZARD_LABELS.noiseLocationPi)).toBeDisabled();
    expect(combobox(UDT_WIZARD_LABELS.noiseFile)).toBeDisabled();
    expect(textbox(UDT_WIZARD_LABELS.wakeWord)).toBeDisabled();
    expect(textbox(UDT_WIZARD_LABELS.wwDelay)).toBeDisabled();
    expect(within(combobox(UDT_WIZARD_LABELS.speechLocationPi)).getAllByRole('option')).toHaveLength(1);

    await user.click(screen.getByRole('checkbox', { name: UDT_WIZARD_LABELS.autoSynthesizeAudio }));
    // The checkbox's machine settles after the click's event loop turn; on a loaded machine the
    // re-render lands later than the click's promise, so wait for it rather than read at once.
    await waitFor(() => expect(textbox(UDT_WIZARD_LABELS.wakeWord)).toBeEnabled());
    expect(textbox(UDT_WIZARD_LABELS.wakeWord)).toHaveValue('Alexa');
    expect(textbox(UDT_WIZARD_LABELS.wwDelay)).toBeEnabled();
    expect(textbox(UDT_WIZARD_LABELS.wwDelay)).toHaveValue('700');

    await user.click(button(UDT_WIZARD_BUTTONS.previous));
    await user.click(button(UDT_WIZARD_BUTTONS.previous));
    await user.selectOptions(
      await screen.findByRole('combobox', { name: UDT_WIZARD_LABELS.actorCount }),
      '2',
    );
    await user.click(button(UDT_WIZARD_BUTTONS.next));
    await user.click(button(UDT_WIZARD_BUTTONS.next));
    await screen.findByText('Step 3 of 3');
    expect(combobox(UDT_WIZARD_LABELS.noiseLocationPi)).toBeEnabled();
    expect(combobox(UDT_WIZARD_LABELS.noiseFile)).toBeEnabled();
    expect(
      within(combobox(UDT_WIZARD_LABELS.speechLocationPi))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Pi1', 'Pi2']);

    // Noise on the speech Pi, and a noise location without a file, are refused.
    await user.selectOptions(combobox(UDT_WIZARD_LABELS.noiseLocationPi), '1');
    await user.click(button(UDT_WIZARD_BUTTONS.save));
    expect(await screen.findByRole('alert')).toHaveTextContent(UDT_VALIDATION_MESSAGES.noiseLocationAndFile);
    await user.selectOptions(combobox(UDT_WIZARD_LABELS.noiseFile), 'ambience-cafe.wav');
    await user.click(button(UDT_WIZARD_BUTTONS.save));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(UDT_VALIDATION_MESSAGES.noisePiSameAsSpeechPi),
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent(UDT_VALIDATION_MESSAGES.noiseLocationAndFile);
    // Back to one Pi: no noise again.
    await user.click(button(UDT_WIZARD_BUTTONS.previous));
    await user.click(button(UDT_WIZARD_BUTTONS.previous));
    await user.selectOptions(
      await screen.findByRole('combobox', { name: UDT_WIZARD_LABELS.actorCount }),
      '1',
    );
    await user.click(button(UDT_WIZARD_BUTTONS.next));
    await user.click(button(UDT_WIZARD_BUTTONS.next));
    await screen.findByText('Step 3 of 3');
    expect(combobox(UDT_WIZARD_LABELS.noiseLocationPi)).toBeDisabled();
  });
});
