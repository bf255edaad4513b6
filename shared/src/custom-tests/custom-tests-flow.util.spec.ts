import { UTTERANCE_COUNT_MAX, UTTERANCE_COUNT_MIN } from '../run-fields/run-field-limits.constant';
import {
  ACCESS_RESTRICTED_PAGE,
  TEST_LIBRARY_LABELS,
  UDT_WIZARD_STEPS,
} from './custom-tests-labels.constant';
import {
  CUSTOM_SCENARIO_STATE_TEXTS,
  CUSTOM_SCENARIO_STATES,
  DEFAULT_UDT_DELAY_BETWEEN_UTTERANCES,
  DEFAULT_WAKE_WORD_DELAY_MS,
  isAcceptedUdtFile,
  isWakeWordAudioFileName,
  UDT_CSV_MAX_FIELDS,
  UDT_CSV_TEMPLATE,
  UDT_DELAY_BETWEEN_UTTERANCES_RANGE,
  UDT_DUT_COUNT_MAX,
  UDT_FILE_SIZE_LIMIT_BYTES,
  UDT_FILE_SIZE_LIMIT_KB,
  UDT_NAME_MAX_LENGTH,
  UDT_PI_COUNT_MAX,
  udtPiOptionsFor,
  wakeWordAudioFilePattern,
} from './custom-tests.constant';
import { UDT_MESSAGES } from './custom-tests.messages';
import {
  availableCustomScenarios,
  customScenarioApiPath,
  customScenarioConfigOfForm,
  customScenarioListQuery,
  hasCustomScenarioAccess,
  sortCustomScenariosByName,
  udtFormStateOf,
  udtSaveAlert,
  udtSaveRequest,
  udtWizardMode,
  validationSummaryLines,
} from './custom-tests-flow.util';
import { encodeWakeWord } from './wake-word.util';

describe('user-defined test constants', () => {
  it('keeps the limits of doc 2 §9', () => {
    expect(UDT_CSV_MAX_FIELDS).toBe(10);
    expect(UDT_FILE_SIZE_LIMIT_KB).toBe(4096);
    expect(UDT_FILE_SIZE_LIMIT_BYTES).toBe(4194304);
    expect([UTTERANCE_COUNT_MIN, UTTERANCE_COUNT_MAX]).toEqual([1, 60000]);
    expect(UDT_NAME_MAX_LENGTH).toBe(30);
    expect(DEFAULT_WAKE_WORD_DELAY_MS).toBe(700);
    expect(DEFAULT_UDT_DELAY_BETWEEN_UTTERANCES).toBe(10);
    expect(UDT_DELAY_BETWEEN_UTTERANCES_RANGE).toEqual({ min: 1, max: 180 });
    expect(UDT_PI_COUNT_MAX).toBe(3);
    expect(UDT_DUT_COUNT_MAX).toBe(3);
    expect(CUSTOM_SCENARIO_STATES).toContain('AVAILABLE');
    expect(Object.keys(CUSTOM_SCENARIO_STATE_TEXTS)).toEqual([...CUSTOM_SCENARIO_STATES]);
  });

  it('offers Pi1..PiN for N Pis', () => {
    expect(udtPiOptionsFor(2)).toEqual([
      { id: 1, label: 'Pi1' },
      { id: 2, label: 'Pi2' },
    ]);
    expect(udtPiOptionsFor(3)).toHaveLength(3);
  });

  it('offers the template with the columns of doc 2 §3', () => {
    expect(UDT_CSV_TEMPLATE).toBe(
      'asrText,FileName,asrExpected,ttsResponseExpected,location,volumeLevel,delayBetweenUtterances\n',
    );
  });

  it.each([
    ['def.csv', 'testDefinition', true],
    ['DEF.CSV', 'testDefinition', true],
    ['steps.feature', 'testDefinition', true],
    ['def.txt', 'testDefinition', false],
    ['.csv', 'testDefinition', false],
    ['audio.zip', 'audio', true],
    ['audio.csv', 'audio', false],
  ] as const)('%p for %s is accepted: %p', (name, input, accepted) => {
    expect(isAcceptedUdtFile(name, input)).toBe(accepted);
  });

  it('names wake-word audio locale_ww_*.wav', () => {
    expect(wakeWordAudioFilePattern('en_US')).toBe('en_US_ww_*.wav');
    expect(isWakeWordAudioFileName('en_US_ww_1.wav')).toBe(true);
    expect(isWakeWordAudioFileName('en_US_ww_1.wav', 'en_US')).toBe(true);
    expect(isWakeWordAudioFileName('de_DE_ww_1.wav', 'en_US')).toBe(false);
    expect(isWakeWordAudioFileName('en_US_ww_.wav')).toBe(false);
    expect(isWakeWordAudioFileName('en_US_1.wav')).toBe(false);
    expect(isWakeWordAudioFileName('en_US_ww_1.mp3')).toBe(false);
  });
});

describe('Test Library flow', () => {
  it('shows the labels and messages of the spec', () => {
    expect(TEST_LIBRARY_LABELS.createButton).toBe('Create User Defined Test');
    expect(Object.values(TEST_LIBRARY_LABELS.columns)).toEqual([
      'Test Name',
      'Status',
      'Last Updated',
      'View/Modify',
      'Delete',
      'Summary',
      'Logs',
    ]);
    expect(ACCESS_RESTRICTED_PAGE.title).toBe('Access Restricted');
    expect(ACCESS_RESTRICTED_PAGE.body).toMatch(/contact support/);
    expect(UDT_WIZARD_STEPS.map((step) => step.title)).toEqual([
      'Test Setup',
      'Import Data',
      'Audio Definition',
    ]);
    expect(UDT_MESSAGES.deleteConfirm).toEqual({
      title: 'Confirm Remove',
      message: 'Do you want to delete the test ?',
    });
  });

  it('builds the calls', () => {
    expect(customScenarioApiPath('a b')).toBe('/api/customscenarios/a%20b');
    expect(customScenarioListQuery()).toEqual({});
    expect(customScenarioListQuery({ availableOnly: true, skip: 50 })).toEqual({
      q: '{"state":"AVAILABLE"}',
      skip: '50',
    });
    expect(udtSaveRequest(undefined)).toEqual({ method: 'POST', path: '/api/customscenarios' });
    expect(udtSaveRequest('c1')).toEqual({ method: 'PUT', path: '/api/customscenarios/c1' });
  });

  it('creates without an id and edits with one, with the alerts of doc 2 §8', () => {
    expect(udtWizardMode(undefined)).toBe('create');
    expect(udtWizardMode('')).toBe('create');
    expect(udtWizardMode('c1')).toBe('edit');
    expect(udtSaveAlert('create', true)).toEqual({
      title: 'User Defined Test Creation',
      message: 'Successfully created!',
      type: 'success',
    });
    expect(udtSaveAlert('create', false)).toEqual({
      title: 'User Defined Test Creation',
      message: 'Unable to create user defined test!',
      type: 'error',
    });
    expect(udtSaveAlert('edit', true).message).toBe('Successfully updated!');
    expect(udtSaveAlert('edit', false)).toEqual({
      title: 'User Defined Test Update',
      message: 'Unable to update this test at the moment.',
      type: 'error',
    });
  });

  it('needs the custom-scenario allow-list entry', () => {
    expect(hasCustomScenarioAccess([{ name: 'AQTUDTV2' }, { name: 'AQTCustomScenario' }])).toBe(true);
    expect(hasCustomScenarioAccess([{ name: 'AQTUDTV2' }])).toBe(false);
  });

  it('filters available tests and sorts by name', () => {
    const list = [
      { name: 'beta', state: 'AVAILABLE' as const },
      { name: 'Alpha', state: 'VALIDATING' as const },
      { name: 'gamma', state: 'AVAILABLE' as const },
    ];
    expect(availableCustomScenarios(list).map((s) => s.name)).toEqual(['beta', 'gamma']);
    expect(sortCustomScenariosByName(list).map((s) => s.name)).toEqual(['Alpha', 'beta', 'gamma']);
    expect(sortCustomScenariosByName(list, 'descending').map((s) => s.name)).toEqual([
      'gamma',
      'beta',
      'Alpha',
    ]);
  });

  it('summarises validation, or says details are not available', () => {
    expect(validationSummaryLines(undefined)).toEqual(['Validation details not available']);
    expect(
      validationSummaryLines({
        success: false,
        total: 3,
        failed: 1,
        missingFileNames: ['a.wav', 'b.wav'],
        missingAsrTexts: [],
        missingAudioFiles: ['c.wav'],
        messages: ['Row 2 failed'],
      }),
    ).toEqual([
      'Result: Failed',
      'Total: 3',
      'Failed: 1',
      'Missing file names: a.wav, b.wav',
      'Missing audio files: c.wav',
      'Row 2 failed',
    ]);
    expect(
      validationSummaryLines({
        success: true,
        total: 1,
        failed: 0,
        missingFileNames: [],
        missingAsrTexts: [],
        missingAudioFiles: [],
        messages: [],
      })[0],
    ).toBe('Result: Success');
  });
});

describe('wizard form state', () => {
  it('starts a new test with the defaults', () => {
    expect(udtFormStateOf()).toMatchObject({
      name: '',
      wakeWord: 'Alexa',
      wwDelay: 700,
      delayBetweenUtterances: 10,
    });
  });

  it('opens a test with its config and decoded wake word, or defaults when unreadable', () => {
    const config = JSON.stringify({ actorCount: 2, wakeWord: encodeWakeWord('Computer'), wwDelay: 500 });
    expect(udtFormStateOf({ name: 'Kitchen', config })).toMatchObject({
      name: 'Kitchen',
      actorCount: 2,
      wakeWord: 'Computer',
      wwDelay: 500,
    });
    expect(udtFormStateOf({ name: 'Broken', config: '{' })).toMatchObject({ name: 'Broken', actorCount: 1 });
  });

  it('saves the wake word encoded and drops noise with a single Pi', () => {
    const form = {
      ...udtFormStateOf(),
      name: 'Kitchen',
      wakeWord: 'Echo',
      marketPlace: 'en_US' as const,
      noiseFile: 'pink.wav',
      noiseLocationPi: 2,
    };
    const single = customScenarioConfigOfForm(form);
    expect(single).not.toHaveProperty('name');
    expect(single).not.toHaveProperty('noiseFile');
    expect(single).not.toHaveProperty('noiseLocationPi');
    expect(single.wakeWord).toEqual(encodeWakeWord('Echo'));
    expect(single.marketPlace).toBe('en_US');
    const two = customScenarioConfigOfForm({ ...form, actorCount: 2 });
    expect(two).toMatchObject({ noiseFile: 'pink.wav', noiseLocationPi: 2 });
    const blank = customScenarioConfigOfForm({ ...form, wakeWord: ' ', marketPlace: undefined });
    expect(blank.wakeWord).toEqual(encodeWakeWord('Alexa'));
    expect(blank).not.toHaveProperty('marketPlace');
  });
});
