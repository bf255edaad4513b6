import { CUSTOM_SCENARIO_ALLOW_LIST_NAME } from '../suites/test-suites.constant';
import { CUSTOM_SCENARIO_AVAILABLE, DEFAULT_WAKE_WORD } from './custom-tests.constant';
import { UDT_MESSAGES } from './custom-tests.messages';
import {
  type CustomScenario,
  type CustomScenarioConfig,
  type CustomScenarioConfigInput,
  customScenarioConfigSchema,
  parseCustomScenarioConfig,
  type UdtValidationSummary,
} from './custom-scenario.schema';
import { decodeWakeWord, encodeWakeWord } from './wake-word.util';

/*
 * The Test Library's flow where it is a rule (doc 2 §4 'Custom test list'):
 * the list loads to data or an error; the wizard creates (no id) or edits (an
 * id); Save creates or updates, closes the wizard and reloads the list; Delete
 * confirms, deletes and reloads.
 */

/** The calls of user-defined tests (doc 2 §7). */
export const CUSTOM_SCENARIOS_API_PATH = '/api/customscenarios';

export function customScenarioApiPath(id: string): string {
  return `${CUSTOM_SCENARIOS_API_PATH}/${encodeURIComponent(id)}`;
}

/**
 * The query of the list call: q filters on state AVAILABLE, skip pages
 * (doc 2 §7). q is a JSON filter, as the other list calls take.
 */
export function customScenarioListQuery(
  options: { readonly availableOnly?: boolean; readonly skip?: number } = {},
): Record<string, string> {
  const query: Record<string, string> = {};
  if (options.availableOnly) query.q = JSON.stringify({ state: CUSTOM_SCENARIO_AVAILABLE });
  if (options.skip) query.skip = String(options.skip);
  return query;
}

export type UdtWizardMode = 'create' | 'edit';

export function udtWizardMode(id: string | undefined | null): UdtWizardMode {
  return id ? 'edit' : 'create';
}

/** Save creates with POST, or updates with PUT on the test's path (doc 2 §7). */
export function udtSaveRequest(id: string | undefined | null): { method: 'POST' | 'PUT'; path: string } {
  return id
    ? { method: 'PUT', path: customScenarioApiPath(id) }
    : { method: 'POST', path: CUSTOM_SCENARIOS_API_PATH };
}

/** The alert after a save (doc 2 §8). */
export function udtSaveAlert(
  mode: UdtWizardMode,
  succeeded: boolean,
): { title: string; message: string; type: 'success' | 'error' } {
  const alert =
    mode === 'create'
      ? succeeded
        ? UDT_MESSAGES.created
        : UDT_MESSAGES.createFailed
      : succeeded
        ? UDT_MESSAGES.updated
        : UDT_MESSAGES.updateFailed;
  return { ...alert, type: succeeded ? 'success' : 'error' };
}

/** The library needs the custom-scenario entry in the allow list, else Access Restricted shows (doc 2 §2, §6). */
export function hasCustomScenarioAccess(allowList: readonly { readonly name: string }[]): boolean {
  return allowList.some((entry) => entry.name === CUSTOM_SCENARIO_ALLOW_LIST_NAME);
}

/** The tests the wizard may run: those AVAILABLE. */
export function availableCustomScenarios<S extends Pick<CustomScenario, 'state'>>(list: readonly S[]): S[] {
  return list.filter((scenario) => scenario.state === CUSTOM_SCENARIO_AVAILABLE);
}

/** The list sorted by Test Name, the sortable column (doc 2 §2), ignoring case. */
export function sortCustomScenariosByName<S extends Pick<CustomScenario, 'name'>>(
  list: readonly S[],
  direction: 'ascending' | 'descending' = 'ascending',
): S[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...list].sort((a, b) => sign * a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
}

/**
 * The Summary popover's lines, or 'Validation details not available' when the
 * summary could not be had (doc 2 §2, §8). The line labels are chosen.
 */
export function validationSummaryLines(summary: UdtValidationSummary | undefined | null): string[] {
  if (!summary) return [UDT_MESSAGES.validationDetailsUnavailable];
  const list = (label: string, values: readonly string[]) =>
    values.length ? [`${label}: ${values.join(', ')}`] : [];
  return [
    `Result: ${summary.success ? 'Success' : 'Failed'}`,
    `Total: ${summary.total}`,
    `Failed: ${summary.failed}`,
    ...list('Missing file names', summary.missingFileNames),
    ...list('Missing ASR texts', summary.missingAsrTexts),
    ...list('Missing audio files', summary.missingAudioFiles),
    ...summary.messages,
  ];
}

/** What the wizard edits: the name and the config, with the wake word as text. */
export type UdtFormState = { readonly name: string } & Omit<CustomScenarioConfig, 'wakeWord'> & {
    readonly wakeWord: string;
  };

/**
 * The wizard's starting values: the defaults for a new test, or the test's own
 * with its wake word decoded (doc 2 §3). A config that cannot be read falls
 * back to the defaults, so the test can still be fixed and saved.
 */
export function udtFormStateOf(scenario?: Pick<CustomScenario, 'name' | 'config'>): UdtFormState {
  const parsed = scenario ? parseCustomScenarioConfig(scenario.config) : undefined;
  const config = parsed?.ok ? parsed.value : customScenarioConfigSchema.parse({});
  const { wakeWord, ...rest } = config;
  return { name: scenario?.name ?? '', ...rest, wakeWord: decodeWakeWord(wakeWord) };
}

/**
 * The config to save: the wake word encoded, and noise dropped when the test
 * has a single Pi, since those fields are disabled then (doc 2 §5).
 */
export function customScenarioConfigOfForm(form: UdtFormState): CustomScenarioConfigInput {
  const { name: _name, wakeWord, noiseFile, noiseLocationPi, marketPlace, ...rest } = form;
  const withNoise = form.actorCount > 1;
  return {
    ...rest,
    ...(marketPlace ? { marketPlace } : {}),
    ...(withNoise && noiseFile ? { noiseFile } : {}),
    ...(withNoise && noiseLocationPi !== undefined ? { noiseLocationPi } : {}),
    wakeWord: encodeWakeWord(wakeWord.trim() || DEFAULT_WAKE_WORD),
  };
}
