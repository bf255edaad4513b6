import {
  CUSTOM_SCENARIO_FILE_ROUTES,
  type CustomScenario,
  type CustomScenarioConfigInput,
  type UdtValidationSummary,
  customScenarioApiPath,
  stringifyCustomScenarioConfig,
} from '@oak/shared';

/** A listed user-defined test with its three get URLs, as the cloud answers it. */
export function customScenarioStub(
  name: string,
  overrides: Partial<Omit<CustomScenario, 'config'>> & { readonly config?: CustomScenarioConfigInput } = {},
): CustomScenario {
  const { config, ...rest } = overrides;
  const id = rest.id ?? `udt-${name.toLowerCase()}`;
  const path = customScenarioApiPath(id);
  return {
    id,
    name,
    state: 'AVAILABLE',
    updatedAt: '2026-11-20T10:15:00.000Z',
    config: stringifyCustomScenarioConfig(config ?? {}),
    testDefinitionGetUrl: `${path}/${CUSTOM_SCENARIO_FILE_ROUTES.testDefinition}`,
    audioFilesGetUrl: `${path}/${CUSTOM_SCENARIO_FILE_ROUTES.audioFiles}`,
    validationResultGetUrl: `${path}/${CUSTOM_SCENARIO_FILE_ROUTES.validationResult}`,
    ...rest,
  };
}

export function validationSummaryStub(overrides: Partial<UdtValidationSummary> = {}): UdtValidationSummary {
  return {
    success: false,
    total: 3,
    failed: 1,
    missingFileNames: [],
    missingAsrTexts: [],
    missingAudioFiles: ['play_music.wav'],
    messages: ['Line 3: audio file not found'],
    ...overrides,
  };
}
