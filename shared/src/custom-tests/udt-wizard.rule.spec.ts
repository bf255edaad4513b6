import { FIELD_MESSAGES } from '../run-fields/field.messages';
import { UDT_VALIDATION_MESSAGES } from './custom-tests.messages';
import { validateCsvDefinition } from './csv-definition.rule';
import {
  udtDisabledFields,
  udtNameFieldError,
  type UdtFormValues,
  validateUdtWizard,
} from './udt-wizard.rule';

const values = (patch: Partial<UdtFormValues> = {}): UdtFormValues => ({
  name: 'Kitchen',
  actorCount: 1,
  autoSynthesizeAudio: false,
  delayBetweenUtterances: 10,
  speechLocationPi: 1,
  ...patch,
});
const files = { testDefinitionFileName: 'def.csv', audioFileName: 'audio.zip' };

describe('validateUdtWizard', () => {
  it("passes a complete test with one 'Validation successful' alert", () => {
    expect(validateUdtWizard(values(), files)).toEqual({
      valid: true,
      messages: [],
      fieldErrors: {},
      alert: { title: 'Validation Result', type: 'success', messages: ['Validation successful'] },
    });
  });

  it('combines every message in one alert titled Validation Result', () => {
    const result = validateUdtWizard(values({ name: ' ' }));
    expect(result.valid).toBe(false);
    expect(result.fieldErrors).toEqual({ name: 'Test name is required' });
    expect(result.alert).toEqual({
      title: 'Validation Result',
      type: 'error',
      messages: [
        'User defined test name is required',
        UDT_VALIDATION_MESSAGES.definitionFileRequired,
        UDT_VALIDATION_MESSAGES.audioArchiveRequired,
      ],
    });
  });

  it.each([
    ['a'.repeat(30), undefined],
    ['a'.repeat(31), FIELD_MESSAGES.tooLong],
    ['', 'Test name is required'],
  ])('name %p gives %p', (name, expected) => {
    expect(udtNameFieldError(name)).toBe(expected);
    expect(validateUdtWizard(values({ name }), files).fieldErrors.name).toBe(expected);
  });

  it('needs a definition unless the test has one, and it must be .csv or .feature', () => {
    const check = (f: object) => validateUdtWizard(values(), { audioFileName: 'a.zip', ...f }).messages;
    expect(check({})).toEqual([UDT_VALIDATION_MESSAGES.definitionFileRequired]);
    expect(check({ testDefinitionFileName: 'def.txt' })).toEqual([
      UDT_VALIDATION_MESSAGES.definitionFileRequired,
    ]);
    expect(check({ testDefinitionFileName: 'def.feature' })).toEqual([]);
    expect(check({ existingTestDefinitionUrl: 'https://x/def.csv' })).toEqual([]);
  });

  it('refuses a .csv with errors', () => {
    const csvValidation = validateCsvDefinition(',,\n', 3);
    const messages = validateUdtWizard(values(), { ...files, csvValidation }).messages;
    expect(messages).toEqual(['Transcript Files has errors. Please fix it and upload the file.']);
    expect(
      validateUdtWizard(values(), { ...files, testDefinitionFileName: 'def.feature', csvValidation })
        .messages,
    ).toEqual([]);
  });

  it('needs a .zip unless audio is synthesized or exists', () => {
    const check = (v: Partial<UdtFormValues>, f: object) =>
      validateUdtWizard(values(v), { testDefinitionFileName: 'def.csv', ...f }).messages;
    expect(check({}, { audioFileName: 'audio.rar' })).toEqual([UDT_VALIDATION_MESSAGES.audioArchiveRequired]);
    expect(check({}, { existingAudioFilesUrl: 'https://x/a.zip' })).toEqual([]);
    expect(
      check({ autoSynthesizeAudio: true, wakeWord: 'Alexa', wwDelay: 700, marketPlace: 'en_US' }, {}),
    ).toEqual([]);
  });

  it('needs a wake word, its delay and a locale to auto-synthesize', () => {
    const synth = (patch: Partial<UdtFormValues>) =>
      validateUdtWizard(
        values({
          autoSynthesizeAudio: true,
          wakeWord: 'Alexa',
          wwDelay: 700,
          marketPlace: 'en_US',
          ...patch,
        }),
        files,
      ).messages;
    expect(synth({ wakeWord: ' ' })).toEqual([UDT_VALIDATION_MESSAGES.wakeWordRequired]);
    expect(synth({ wwDelay: undefined })).toEqual([UDT_VALIDATION_MESSAGES.wakeWordRequired]);
    expect(synth({ wwDelay: -1 })).toEqual([UDT_VALIDATION_MESSAGES.wakeWordRequired]);
    expect(synth({ wwDelay: 0 })).toEqual([]);
    expect(synth({ marketPlace: '' })).toEqual([UDT_VALIDATION_MESSAGES.localeRequired]);
  });

  it.each([
    [0, FIELD_MESSAGES.outOfRange],
    [1, undefined],
    [180, undefined],
    [181, FIELD_MESSAGES.outOfRange],
  ])('a delay between utterances of %p gives %p', (delayBetweenUtterances, expected) => {
    const result = validateUdtWizard(values({ delayBetweenUtterances }), files);
    expect(result.fieldErrors.delayBetweenUtterances).toBe(expected);
    expect(result.valid).toBe(expected === undefined);
  });

  it('needs noise on a Pi other than speech, with location and file together, with more than one Pi', () => {
    const noise = (patch: Partial<UdtFormValues>) =>
      validateUdtWizard(values({ actorCount: 2, speechLocationPi: 1, ...patch }), files).messages;
    expect(noise({ noiseLocationPi: 2, noiseFile: 'pink.wav' })).toEqual([]);
    expect(noise({})).toEqual([]);
    expect(noise({ noiseLocationPi: 1, noiseFile: 'pink.wav' })).toEqual([
      UDT_VALIDATION_MESSAGES.noisePiSameAsSpeechPi,
    ]);
    expect(noise({ noiseLocationPi: 2 })).toEqual([UDT_VALIDATION_MESSAGES.noiseLocationAndFile]);
    expect(noise({ noiseFile: 'pink.wav' })).toEqual([UDT_VALIDATION_MESSAGES.noiseLocationAndFile]);
    expect(
      validateUdtWizard(values({ actorCount: 1, noiseLocationPi: 1, noiseFile: 'pink.wav' }), files).messages,
    ).toEqual([]);
  });
});

describe('udtDisabledFields', () => {
  it.each([
    [1, false, { noiseLocationPi: true, noiseFile: true, wakeWord: true, wwDelay: true }],
    [2, false, { noiseLocationPi: false, noiseFile: false, wakeWord: true, wwDelay: true }],
    [3, true, { noiseLocationPi: false, noiseFile: false, wakeWord: false, wwDelay: false }],
  ])('%p Pis, auto-synthesis %p', (actorCount, autoSynthesizeAudio, expected) => {
    expect(udtDisabledFields({ actorCount, autoSynthesizeAudio })).toEqual(expected);
  });
});
