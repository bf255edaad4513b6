import { z } from 'zod';
import { UDT_CATEGORY } from '../suites/scenario-suites.constant';
import { ACM_DISPLAY_NAME } from '../suites/test-suites.constant';
import { CUSTOM_SCENARIO_CUTOFF_DATE } from './wizard.constant';

/** A scenario's role mapping (doc 2 §3 'mapping (scenarioName, duts, actors, tag)'). */
export const wizardScenarioMappingEntrySchema = z.object({
  scenarioName: z.string(),
  duts: z.array(z.string()),
  actors: z.array(z.string()),
  tag: z.string(),
});
export type WizardScenarioMappingEntry = z.infer<typeof wizardScenarioMappingEntrySchema>;

/** A scenario the wizard offers in a category row (doc 2 §3). */
export const wizardScenarioSchema = z.object({
  id: z.string(),
  name: z.string(),
  displayName: z.string(),
  scenarioId: z.string(),
  category: z.string(),
  mapping: z.array(wizardScenarioMappingEntrySchema),
  createdAt: z.string(),
});
export type WizardScenario = z.infer<typeof wizardScenarioSchema>;

/** The distinct categories of a scenario list, in first-seen order: the category rows' options. */
export function scenarioCategoriesOf(
  scenarios: readonly Pick<WizardScenario, 'category'>[],
): readonly string[] {
  return [...new Set(scenarios.map((scenario) => scenario.category))];
}

export function scenariosOfCategory<S extends Pick<WizardScenario, 'category'>>(
  scenarios: readonly S[],
  category: string,
): readonly S[] {
  return scenarios.filter((scenario) => scenario.category === category);
}

/** The scenario id of the ACM scenario (display 'ACM'), which custom scenarios run under (doc 2 §3). */
export function acmScenarioIdOf(
  scenarios: readonly Pick<WizardScenario, 'displayName' | 'scenarioId'>[],
): string | undefined {
  return scenarios.find((scenario) => scenario.displayName === ACM_DISPLAY_NAME)?.scenarioId;
}

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
 * The user-defined tests to add to the scenario list (doc 2 §3, §5): those
 * created on or after the cutoff and not already listed (by id or name), each
 * as a scenario of category UDT that runs under the ACM scenario id.
 */
export function offerableCustomScenarios(
  customScenarios: readonly OfferableCustomScenario[],
  listed: readonly Pick<WizardScenario, 'id' | 'name'>[],
  acmScenarioId: string,
): WizardScenario[] {
  const ids = new Set(listed.map((scenario) => scenario.id));
  const names = new Set(listed.map((scenario) => scenario.name));
  const offered: WizardScenario[] = [];
  for (const custom of customScenarios) {
    const createdAt = custom.createdAt ?? custom.updatedAt;
    if (!isAfterCustomScenarioCutoff(createdAt) || ids.has(custom.id) || names.has(custom.name)) continue;
    ids.add(custom.id);
    names.add(custom.name);
    offered.push({
      id: custom.id,
      name: custom.name,
      displayName: custom.name,
      scenarioId: acmScenarioId,
      category: UDT_CATEGORY,
      mapping: [],
      createdAt: createdAt as string,
    });
  }
  return offered;
}

/** A custom scenario as the new-run area lists it (doc 3 §3 'Custom scenario: id, name, description'). */
export const customScenarioOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
});
export type CustomScenarioOption = z.infer<typeof customScenarioOptionSchema>;

/** The id of the placeholder an empty list shows (doc 3 §3). */
export const CREATE_NEW_SCENARIO = 'CREATE_NEW_SCENARIO';

/** The placeholder itself; its description is not shown in the spec: chosen empty. */
export const CREATE_NEW_SCENARIO_OPTION: CustomScenarioOption = {
  id: CREATE_NEW_SCENARIO,
  name: 'Create New Scenario',
  description: '',
};

/** The list as shown: an empty list becomes the one placeholder (doc 3 §3). */
export function customScenarioOptionsOrPlaceholder(
  options: readonly CustomScenarioOption[],
): readonly CustomScenarioOption[] {
  return options.length ? options : [CREATE_NEW_SCENARIO_OPTION];
}
