import { JOB_DUT_TAG } from '../jobs/lab-job.schema';
import { acmDeviceTag } from '../runs/acm-vocabulary.rule';
import { ACM_SCENARIO_LIBRARY } from '../runs/acm-scenarios.constant';
import { wizardScenarioOptions } from './suite-catalogue.rule';
import { type TestSuite } from './test-suite.schema';
import { WIZARD_LABELS } from './wizard-labels.constant';
import {
  WIZARD_CHOICE_LABELS,
  wizardChoiceFields,
  wizardChoiceOptions,
  wizardChoiceValues,
} from './acoustic-choices.rule';
import { type AcmAccountConfig, type WizardTestMapping } from './lab-mapping.schema';
import { WIZARD_RUN_OPTION_FIELDS, type WizardRunOptionField } from '../run-fields/run-field-limits.constant';
import {
  type CategoryScenarios,
  type DeviceAttributes,
  type OptionalDut,
  type WwaScenarioSelection,
} from './test-draft.schema';
import {
  WIZARD_LAB_CONFIGURATION_STEP,
  WIZARD_TEST_CONFIGURATION_STEP,
  type WizardStepIndex,
  wizardVariantOf,
} from './wizard.constant';

/** A category row as the review shows it: the category's label and its scenarios' labels. */
export interface ReviewCategory {
  readonly category: string;
  readonly label: string;
  readonly scenarios: readonly string[];
}

/** One device of an ACM run as the review's mapping shows it, under the job mapping's tag. */
export interface ReviewAcmDevice {
  readonly tag: string;
  readonly account: number;
  readonly customerId: string;
  readonly dsn: string;
  readonly deviceName: string;
  /** The firmware typed in step 2, sent as the device's buildInfo. */
  readonly build: string;
  readonly piName: string;
}

/** What the review page shows of a run (doc 2 §2 'Step 3: review'). */
export interface NewRunReview {
  readonly testConfiguration: {
    /** The step the section's Edit button returns to. */
    readonly editStep: WizardStepIndex;
    readonly name: string;
    readonly locale: string;
    readonly enableEmailNotification: boolean;
    readonly scenarioType: string;
    readonly categories: readonly ReviewCategory[];
    /** WWA runs only. */
    readonly deviceAttributes?: DeviceAttributes;
    readonly wwaScenarios?: WwaScenarioSelection;
    /** The run options set in step 1 (utterance count, delay), in form order. */
    readonly runOptions: readonly { readonly field: WizardRunOptionField; readonly value: string }[];
    /** The choices the run's scenario types need (noises, levels, trainers, lock type), by label. */
    readonly choices: readonly { readonly label: string; readonly value: string }[];
  };
  readonly labConfiguration: {
    readonly editStep: WizardStepIndex;
    readonly labName: string;
    readonly duts: readonly { name: string; customerId: string; deviceName: string; dsn: string }[];
    readonly actors: readonly { name: string; piName: string }[];
    /** ACM runs: each account device under its mapping tag (DUT, A1D2, A2D1 ...). */
    readonly acmDevices: readonly ReviewAcmDevice[];
    /** ACM runs: per account the customer id and per device its DSN, Pi and firmware. */
    readonly accounts: readonly {
      customerId: string;
      email: string;
      devices: readonly { dsn: string; piName: string; firmware: string }[];
    }[];
  };
}

export interface NewRunReviewInput {
  /** The suite names the labels of its categories and scenarios; without it the ids show. */
  readonly testSuite?: Pick<TestSuite, 'displayName'>;
  readonly name: string;
  readonly locale: string;
  readonly enableEmailNotification: boolean;
  readonly scenarioType: string;
  readonly customizedScenarios: readonly CategoryScenarios[];
  readonly deviceAttributes: DeviceAttributes;
  readonly wwaScenarios?: WwaScenarioSelection;
  readonly testMapping: WizardTestMapping;
  readonly accountConfig: readonly AcmAccountConfig[];
  readonly optionalDuts?: readonly OptionalDut[];
  readonly testOptions?: Readonly<Record<string, unknown>>;
}

/**
 * A category row by label: an ACM category's name (ids such as CALLING are
 * the library's keys), each scenario's option label (e.g. 'Calling 302', a
 * position's '2.7 m 30°').
 */
function reviewCategoryOf(
  row: CategoryScenarios,
  suite: Pick<TestSuite, 'displayName'> | undefined,
): ReviewCategory {
  const acm = suite && wizardVariantOf(suite.displayName) === 'acm';
  const label =
    (acm && ACM_SCENARIO_LIBRARY.find((entry) => entry.id === row.category)?.label) || row.category;
  const options = suite ? wizardScenarioOptions(suite, row.category) : [];
  return {
    category: row.category,
    label,
    scenarios: row.scenarios.map(
      (scenario) => options.find((option) => option.value === scenario)?.label ?? scenario,
    ),
  };
}

/**
 * The review of a run: its test configuration (with device attributes for
 * WWA) and its lab configuration, the lab named by the caller, which holds
 * the lab list.
 */
export function newRunReviewOf(
  run: NewRunReviewInput,
  labName: string,
  scenarioTypes: readonly string[] = run.customizedScenarios.map((row) => row.category),
): NewRunReview {
  const wwa = run.scenarioType.toUpperCase() === 'WWA';
  const entries = run.testMapping.mapping;
  return {
    testConfiguration: {
      editStep: WIZARD_TEST_CONFIGURATION_STEP,
      name: run.name,
      locale: run.locale,
      enableEmailNotification: run.enableEmailNotification,
      scenarioType: run.scenarioType,
      categories: wwa
        ? []
        : run.customizedScenarios
            .filter((row) => row.category)
            .map((row) => reviewCategoryOf(row, run.testSuite)),
      ...(wwa ? { deviceAttributes: run.deviceAttributes, wwaScenarios: run.wwaScenarios } : {}),
      runOptions: WIZARD_RUN_OPTION_FIELDS.flatMap((field) => {
        const value = run.testOptions?.[field];
        return typeof value === 'string' || typeof value === 'number'
          ? [{ field, value: String(value) }]
          : [];
      }),
      choices: wwa
        ? []
        : wizardChoiceFields(scenarioTypes).map((field) => {
            const chosen = wizardChoiceValues(run.testOptions ?? {}, field);
            const labels = wizardChoiceOptions(field)
              .filter((option) => chosen.includes(option.value))
              .map((option) => option.label);
            return { label: WIZARD_CHOICE_LABELS[field], value: labels.join(', ') };
          }),
    },
    labConfiguration: {
      editStep: WIZARD_LAB_CONFIGURATION_STEP,
      labName,
      duts: [
        ...entries
          .filter((entry) => entry.configType === 'dut')
          .map((entry) => ({
            name: entry.name,
            customerId: entry.customerId ?? '',
            deviceName: entry.dsnMeta?.name ?? '',
            dsn: entry.dsn ?? '',
          })),
        ...(run.optionalDuts ?? []).map((dut, index) => ({
          name: WIZARD_LABELS.optionalDut(index),
          customerId: dut.customerId,
          deviceName: dut.name ?? '',
          dsn: dut.dsn,
        })),
      ],
      actors: entries
        .filter((entry) => entry.configType === 'actor')
        .map((entry) => ({ name: entry.name, piName: entry.piName ?? '' })),
      acmDevices: run.accountConfig.flatMap((account, accountIndex) =>
        account.devicePiConfig.map((device, deviceIndex) => ({
          tag: acmDeviceTag({ account: accountIndex, device: deviceIndex }, JOB_DUT_TAG),
          account: accountIndex,
          customerId: account.customerIdInfo?.customerId ?? '',
          dsn: device.dsnInfo?.dsn ?? '',
          deviceName: device.dsnInfo?.name ?? '',
          build: device.firmware.trim(),
          piName: device.pi?.name ?? '',
        })),
      ),
      accounts: run.accountConfig.map((account) => ({
        customerId: account.customerIdInfo?.customerId ?? '',
        email: account.customerIdInfo?.email ?? '',
        devices: account.devicePiConfig.map((device) => ({
          dsn: device.dsnInfo?.dsn ?? '',
          piName: device.pi?.name ?? '',
          firmware: device.firmware,
        })),
      })),
    },
  };
}
