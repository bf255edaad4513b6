import { ACM_DISPLAY_NAME, WWA_DISPLAY_NAME } from '../suites/test-suites.constant';
import { MULTIMODAL_SCENARIO_TYPES } from '../suites/scenario-types.constant';

/** The step of the suite choice, before the three wizard steps (doc 2 §2 'wizard step -1'). */
export const SUITE_CHOICE_STEP = -1;

/** The wizard's steps, index 0 to 2 (doc 2 §2 Wizard shape; doc 2 §9 'Wizard: 3 steps'). */
export const WIZARD_STEPS = [
  { index: 0, title: 'Test configuration' },
  { index: 1, title: 'Lab configuration' },
  { index: 2, title: 'Review and create' },
] as const;
export const WIZARD_STEP_COUNT = WIZARD_STEPS.length;
export type WizardStepIndex = (typeof WIZARD_STEPS)[number]['index'];
/** Where the wizard is: the suite choice or one of its steps. */
export type WizardStep = typeof SUITE_CHOICE_STEP | WizardStepIndex;

export const WIZARD_TEST_CONFIGURATION_STEP: WizardStepIndex = 0;
export const WIZARD_LAB_CONFIGURATION_STEP: WizardStepIndex = 1;
export const WIZARD_REVIEW_STEP: WizardStepIndex = 2;

/** 'Step N' for the step at a zero-based index (doc 2 §2). */
export function wizardStepLabel(index: number): string {
  return `Step ${index + 1}`;
}

/** 'Step N of M' for the step at a zero-based index (doc 2 §2). */
export function wizardStepOfLabel(index: number, count: number = WIZARD_STEP_COUNT): string {
  return `Step ${index + 1} of ${count}`;
}

/** The three wizards of doc 2 §2: by suite display name 'ACM', 'WWA', anything else custom-test. */
export const WIZARD_VARIANTS = ['acm', 'wwa', 'custom'] as const;
export type WizardVariant = (typeof WIZARD_VARIANTS)[number];

export function wizardVariantOf(suiteDisplayName: string | undefined | null): WizardVariant {
  if (suiteDisplayName === ACM_DISPLAY_NAME) return 'acm';
  if (suiteDisplayName === WWA_DISPLAY_NAME) return 'wwa';
  return 'custom';
}

/** The wizard's scenario type, upper case as the newer wizard writes it (doc 2 §3). */
export const WIZARD_SCENARIO_TYPES = MULTIMODAL_SCENARIO_TYPES;
export type WizardScenarioType = (typeof WIZARD_SCENARIO_TYPES)[number];

/**
 * The scenario type in either spelling of doc 2 §3 ('standard, custom, wwa; in
 * uppercase STANDARD, CUSTOM, WWA in the newer wizard'), or undefined.
 */
export function normalizeWizardScenarioType(raw: unknown): WizardScenarioType | undefined {
  if (typeof raw !== 'string') return undefined;
  const upper = raw.trim().toUpperCase();
  return (WIZARD_SCENARIO_TYPES as readonly string[]).includes(upper)
    ? (upper as WizardScenarioType)
    : undefined;
}

/** Default scenario type of a new run (doc 2 §9 'default scenario type custom'). */
export const DEFAULT_WIZARD_SCENARIO_TYPE: WizardScenarioType = 'CUSTOM';

/** The WWA wizard's fixed scenario type (doc 2 §2 'The scenario type is fixed to wwa'). */
export const WWA_WIZARD_SCENARIO_TYPE: WizardScenarioType = 'WWA';

/** The scenario tiles of the custom-test wizard's step 1 (doc 2 §2). */
export const SCENARIO_TYPE_TILES = [
  { value: 'STANDARD', title: 'STANDARD', description: 'run standard tests' },
  // The CUSTOM tile's description is not shown in the spec: chosen.
  { value: 'CUSTOM', title: 'CUSTOM', description: 'choose categories and scenarios' },
] as const satisfies readonly { value: WizardScenarioType; title: string; description: string }[];

/** WWA device attributes both default false (doc 2 §2, §9). */
export const DEFAULT_DEVICE_ATTRIBUTES = { irBlasters: false, dimmable: false } as const;

/**
 * Custom scenarios are offered only when created on or after this date (doc 2
 * §5, §9). The spec gives a date without a time zone; it is read as UTC midnight.
 */
export const CUSTOM_SCENARIO_CUTOFF_DATE = '2022-12-31';
