import {
  type NewRunContext,
  type NewRunLabErrors,
  type NewRunScenarioErrors,
  type NewRunValidation,
  WIZARD_TEST_CONFIGURATION_STEP,
  type WizardStepIndex,
  validateNewRun,
} from '@oak/shared';
import { type WizardState, buildNewRunPayload } from './wizard-state';

/*
 * Moving between the wizard's steps and the errors it shows on the way: a
 * move checks the steps before its target (doc 2 §2), and an edit clears the
 * errors of the fields it changed (doc 3 §4).
 */

export interface WizardStepMove {
  readonly state: WizardState;
  /** The checks of the steps before the target; absent when there were none to run. */
  readonly validation?: NewRunValidation;
}

/**
 * Next, Previous or a click on a step (doc 2 §2): the steps before the target
 * are checked, and the wizard moves only when they pass.
 */
export function goToWizardStep(
  state: WizardState,
  target: WizardStepIndex,
  context: NewRunContext = {},
): WizardStepMove {
  if (target === WIZARD_TEST_CONFIGURATION_STEP) return { state: { ...state, step: target } };
  const validation = validateNewRun(buildNewRunPayload(state), context, (target - 1) as WizardStepIndex);
  return { state: validation.isValid ? { ...state, step: target } : state, validation };
}

/** The wizard's shown errors: step 1's and step 2's (with the submit's consent). */
export interface WizardShownErrors {
  readonly scenario: NewRunScenarioErrors;
  readonly lab: NewRunLabErrors;
}

function withoutKey<T extends object>(errors: T, key: keyof T): T {
  if (errors[key] === undefined) return errors;
  const { [key]: _dropped, ...rest } = errors;
  return rest as T;
}

function withoutEntries(
  errors: Readonly<Record<string, string>> | undefined,
  changed: (key: string) => boolean,
): Record<string, string> | undefined {
  if (!errors) return errors;
  const kept = Object.fromEntries(Object.entries(errors).filter(([key]) => !changed(key)));
  return Object.keys(kept).length ? kept : undefined;
}

const changedAt = (before: readonly unknown[], after: readonly unknown[], index: number) =>
  JSON.stringify(before[index]) !== JSON.stringify(after[index]);

/**
 * The errors still shown after an edit (doc 3 §4 'Editing a field clears its
 * error'): each field that changed between `before` and `after` loses its
 * error; the others keep theirs. The same object when nothing was cleared.
 */
export function errorsAfterEdit(
  before: WizardState,
  after: WizardState,
  errors: WizardShownErrors,
): WizardShownErrors {
  let scenario = errors.scenario;
  let lab = errors.lab;
  const was = before.draft;
  const is = after.draft;
  if (was.name !== is.name) scenario = withoutKey(scenario, 'name');
  if (was.locale !== is.locale) scenario = withoutKey(scenario, 'locale');
  if (was.enableEmailNotification !== is.enableEmailNotification)
    scenario = withoutKey(scenario, 'enableEmailNotification');
  if (was.scenarioType !== is.scenarioType) scenario = withoutKey(scenario, 'scenarioType');
  if (JSON.stringify(before.wwaScenarios) !== JSON.stringify(after.wwaScenarios))
    scenario = withoutKey(scenario, 'wwaScenarios');
  if (was.customizedScenarios !== is.customizedScenarios) {
    const rows = withoutEntries(scenario.customizedScenarios, (index) =>
      changedAt(was.customizedScenarios, is.customizedScenarios, Number(index)),
    );
    scenario = rows
      ? { ...scenario, customizedScenarios: rows }
      : withoutKey(scenario, 'customizedScenarios');
  }
  if (was.testOptions !== is.testOptions) {
    const options = withoutEntries(
      scenario.customTestOptions,
      (field) => JSON.stringify(was.testOptions[field]) !== JSON.stringify(is.testOptions[field]),
    );
    scenario = options
      ? { ...scenario, customTestOptions: options }
      : withoutKey(scenario, 'customTestOptions');
  }
  if (before.labConfig.labId !== after.labConfig.labId) {
    lab = withoutKey(withoutKey(lab, 'labId'), 'lab');
  }
  if (was.testMapping !== is.testMapping) lab = withoutKey(lab, 'mapping');
  if (before.labConfig.accountConfig !== after.labConfig.accountConfig) {
    const accounts = withoutEntries(lab.accounts, (index) =>
      changedAt(before.labConfig.accountConfig, after.labConfig.accountConfig, Number(index)),
    );
    lab = withoutKey(accounts ? { ...lab, accounts } : withoutKey(lab, 'accounts'), 'accountConfig');
  }
  if (before.labConfig.optionalDuts !== after.labConfig.optionalDuts) {
    const optional = withoutEntries(lab.optionalDuts, (index) =>
      changedAt(before.labConfig.optionalDuts, after.labConfig.optionalDuts, Number(index)),
    );
    lab = withoutKey(
      optional ? { ...lab, optionalDuts: optional } : withoutKey(lab, 'optionalDuts'),
      'optionalDutCount',
    );
  }
  if (before.referenceMicConsent !== after.referenceMicConsent) lab = withoutKey(lab, 'referenceMicConsent');
  return scenario === errors.scenario && lab === errors.lab ? errors : { scenario, lab };
}
