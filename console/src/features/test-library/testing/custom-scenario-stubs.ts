import {
  CUSTOM_SCENARIO_FILE_ROUTES,
  CUSTOM_SCENARIO_SIGNED_LINK_ROUTE,
  type CustomScenario,
  type CustomScenarioConfigInput,
  type UdtValidationSummary,
  customScenarioApiPath,
  stringifyCustomScenarioConfig,
  withQuery,
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
    validationResultGetUrl: signedLinkStub(id),
    ...rest,
  };
}

/** A validation summary link as the cloud signs it (doc 2 §7: a supplied link, no authorisation header). */
export function signedLinkStub(
  id: string,
  signature = 'c2lnbmVkLWJ5LXRoZS1jbG91ZC1mb3ItdGhpcy10ZXN',
): string {
  return withQuery(
    `${customScenarioApiPath(id)}/${CUSTOM_SCENARIO_FILE_ROUTES.validationResult}/${CUSTOM_SCENARIO_SIGNED_LINK_ROUTE}`,
    { company: '7d0c6f1e-3f0a-4a8e-9a44-5b0e2f7c1a10', expires: 1_900_000_000, signature },
  );
}

/** A link's path, without its query: how the fake controller routes and records calls. */
export function linkPath(url: string | undefined): string {
  return new URL(url!, 'http://oak.test').pathname;
}

/** The route of a link in the fake controller: 'GET {path}'. */
export function linkRoute(url: string | undefined): string {
  return `GET ${linkPath(url)}`;
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
