import { CUSTOM_SCENARIO_CUTOFF_DATE } from './wizard.constant';

/** What the wizard needs of a user-defined test to offer it as a scenario. */
export interface OfferableCustomScenario {
  readonly id: string;
  readonly name: string;
  /** When it was created; a custom scenario without it is dated by its last update. */
  readonly createdAt?: string;
  readonly updatedAt?: string;
}

const CUTOFF_TIME = Date.parse(`${CUSTOM_SCENARIO_CUTOFF_DATE}T00:00:00Z`);

/** Whether a date is on or after the custom-scenario cutoff (doc 2 §5); an unreadable date is not. */
export function isAfterCustomScenarioCutoff(date: string | undefined): boolean {
  if (!date) return false;
  const time = Date.parse(date);
  return !Number.isNaN(time) && time >= CUTOFF_TIME;
}

/**
 * The user-defined tests a list may add (doc 2 §3, §5): those created on or
 * after the cutoff (a test without a creation date is dated by its last
 * update) and not already listed, by id or by name, nor listed twice.
 */
export function customScenariosToOffer<C extends OfferableCustomScenario>(
  customScenarios: readonly C[],
  listed: readonly { readonly id: string; readonly name: string }[],
): C[] {
  const ids = new Set(listed.map((scenario) => scenario.id));
  const names = new Set(listed.map((scenario) => scenario.name));
  return customScenarios.filter((custom) => {
    if (!isAfterCustomScenarioCutoff(custom.createdAt ?? custom.updatedAt)) return false;
    if (ids.has(custom.id) || names.has(custom.name)) return false;
    ids.add(custom.id);
    names.add(custom.name);
    return true;
  });
}

/** The id of the placeholder an empty custom list shows (doc 3 §3). */
export const CREATE_NEW_SCENARIO = 'CREATE_NEW_SCENARIO';

/** Its name (doc 3 §3 'one placeholder with id CREATE_NEW_SCENARIO and name Create New Scenario'). */
export const CREATE_NEW_SCENARIO_NAME = 'Create New Scenario';
