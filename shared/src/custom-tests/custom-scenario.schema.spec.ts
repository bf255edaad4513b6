import { TEST_LIBRARY_TEXTS } from './custom-tests-labels.constant';
import { UDT_NOISE_FILE_OPTIONS } from './custom-tests.constant';
import {
  CUSTOM_SCENARIO_FORM_FIELDS,
  customScenarioConfigSchema,
  customScenarioSchema,
  customScenarioUploadJson,
  parseCustomScenarioConfig,
  parseCustomScenarioUpload,
  stringifyCustomScenarioConfig,
  udtValidationSummarySchema,
} from './custom-scenario.schema';

describe('custom scenario', () => {
  it('parses the fields of doc 2 §3', () => {
    const scenario = {
      id: 'c1',
      name: 'Kitchen',
      state: 'AVAILABLE',
      updatedAt: '2024-01-01T00:00:00Z',
      config: '{}',
      testDefinitionGetUrl: 'https://x/def.csv',
      audioFilesGetUrl: 'https://x/audio.zip',
      validationResultGetUrl: 'https://x/result.json',
    };
    expect(customScenarioSchema.parse(scenario)).toEqual(scenario);
    expect(customScenarioSchema.safeParse({ ...scenario, state: 'DONE' }).success).toBe(false);
  });

  it('fills the config defaults of the spec', () => {
    expect(parseCustomScenarioConfig('{}')).toEqual({
      ok: true,
      value: {
        actorCount: 1,
        dutCount: 1,
        dutType: 'Alexa',
        autoSynthesizeAudio: false,
        delayBetweenUtterances: 10,
        speechLocationPi: 1,
        recordingLocationPi: 1,
        wwDelay: 700,
        wakeWord: [65, 108, 101, 120, 97],
      },
    });
  });

  it.each([
    [{ actorCount: 0 }, false],
    [{ actorCount: 3 }, true],
    [{ actorCount: 4 }, false],
    [{ dutCount: 3 }, true],
    [{ dutCount: 4 }, false],
    [{ dutType: 'Cortana' }, true],
    [{ dutType: 'Robot' }, false],
    [{ noiseLocationPi: 3 }, true],
    [{ noiseLocationPi: 4 }, false],
    [{ delayBetweenUtterances: 180 }, true],
    [{ delayBetweenUtterances: 181 }, false],
    [{ marketPlace: 'en_NZ' }, true],
    [{ marketPlace: 'xx_XX' }, false],
    [{ wakeWord: [-128, 127] }, true],
    [{ wakeWord: [128] }, false],
  ])('config %p is valid: %p', (config, valid) => {
    expect(customScenarioConfigSchema.safeParse(config).success).toBe(valid);
  });

  it('round-trips a config through its JSON string', () => {
    const raw = stringifyCustomScenarioConfig({ actorCount: 2, noiseLocationPi: 2, noiseFile: 'pink.wav' });
    const parsed = parseCustomScenarioConfig(raw);
    expect(parsed.ok && parsed.value).toMatchObject({
      actorCount: 2,
      noiseLocationPi: 2,
      noiseFile: 'pink.wav',
    });
    expect(parseCustomScenarioConfig('{').ok).toBe(false);
  });

  it('parses a validation summary', () => {
    const summary = {
      success: false,
      total: 10,
      failed: 2,
      missingFileNames: ['a.wav'],
      missingAsrTexts: [],
      missingAudioFiles: ['b.wav'],
      messages: ['2 rows failed'],
    };
    expect(udtValidationSummarySchema.parse(summary)).toEqual(summary);
  });

  it('builds and reads the CustomScenario part of the upload', () => {
    expect(CUSTOM_SCENARIO_FORM_FIELDS).toEqual({
      scenario: 'CustomScenario',
      testDefinitionFile: 'testDefinitionFile',
      audioFile: 'audioFile',
    });
    const json = customScenarioUploadJson('Kitchen', { dutCount: 2 });
    expect(typeof JSON.parse(json).config).toBe('string');
    const read = parseCustomScenarioUpload(json);
    expect(read.ok && read.value.name).toBe('Kitchen');
    expect(read.ok && read.value.config.dutCount).toBe(2);
    expect(() => customScenarioUploadJson('', {})).toThrow();
    expect(() => customScenarioUploadJson('a'.repeat(31), {})).toThrow();
    expect(parseCustomScenarioUpload('{"name":"x","config":"{\\"dutCount\\":9}"}')).toEqual({
      ok: false,
      error: expect.stringContaining('config is invalid'),
    });
    expect(parseCustomScenarioUpload('{"name":""}').ok).toBe(false);
  });
});

describe('the Test Library texts and noise files', () => {
  it('names row buttons by their test, and offers each pack noise file once', () => {
    expect(TEST_LIBRARY_TEXTS.rowAction('Delete', 'Kitchen')).toBe('Delete Kitchen');
    expect(TEST_LIBRARY_TEXTS.editTitle('Kitchen')).toBe('View/Modify Kitchen');
    const names = UDT_NOISE_FILE_OPTIONS.map((option) => option.fileName);
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names).size).toBe(names.length);
  });
});
