import {
  type SuiteGroup,
  SUITE_GROUPS,
  suiteGroupOf,
  type TestSuiteCategory,
  UDT_CATEGORY,
} from '../suites/scenario-suites.constant';
import { CREATE_NEW_SCENARIO, CREATE_NEW_SCENARIO_NAME } from './scenario.schema';
import { type CustomerDevice } from '../devices/customer-device.schema';
import { type CustomerIdEntry } from './lab-mapping.schema';
import { TEST_CREATION_MESSAGES, WIZARD_MESSAGES } from './wizard.messages';

/*
 * The choices the wizard's selects offer (doc 2 §2), derived from the lists it
 * fetched. Labs and Pis are the lab domain's records, so only what the
 * selects need of them is asked for.
 */

export interface WizardSelectOption {
  readonly value: string;
  readonly label: string;
  readonly description?: string;
  readonly disabled?: boolean;
}

export interface SuiteSelectGroup<S> {
  readonly label: SuiteGroup;
  readonly options: readonly S[];
}

/**
 * The suite select's groups (doc 2 §2): 'Certification Tests' then 'OAK Tests',
 * each with the suites whose display name holds the filter text (any case);
 * an empty group is left out.
 */
export function suiteSelectGroups<
  S extends { readonly displayName: string; readonly category: TestSuiteCategory },
>(suites: readonly S[], filter = ''): SuiteSelectGroup<S>[] {
  const text = filter.trim().toLowerCase();
  const shown = suites.filter((suite) => suite.displayName.toLowerCase().includes(text));
  return [SUITE_GROUPS.certification, SUITE_GROUPS.oak]
    .map((label) => ({ label, options: shown.filter((suite) => suiteGroupOf(suite.category) === label) }))
    .filter((group) => group.options.length > 0);
}

/** The initial screen's check: a suite must be chosen, 'TestSuite cannot be empty' (doc 2 §2, §5). */
export function suiteChoiceError(suiteId: string | undefined | null): string | undefined {
  return suiteId?.trim() ? undefined : TEST_CREATION_MESSAGES.testSuiteRequired;
}

/** Labs to choose from; a locked lab is shown disabled (doc 2 §2, §5). */
export function labSelectOptions<L extends { readonly id: string; readonly name: string }>(
  labs: readonly L[],
  isLocked: (lab: L) => boolean,
): WizardSelectOption[] {
  return labs.map((lab) => ({ value: lab.id, label: lab.name, disabled: isLocked(lab) }));
}

/** Pis to choose from; a Pi that is not connected is shown disabled (doc 2 §2, §5). */
export function piSelectOptions(
  pis: readonly { readonly id: string; readonly name: string; readonly connected: boolean }[],
): WizardSelectOption[] {
  return pis.map((pi) => ({ value: pi.id, label: pi.name, disabled: !pi.connected }));
}

/** Customer ids, labelled by the customer's e-mail (doc 2 §2). */
export function customerIdSelectOptions(entries: readonly CustomerIdEntry[]): WizardSelectOption[] {
  return entries.map((entry) => ({ value: entry.customerId, label: entry.email || entry.customerId }));
}

/** Devices, labelled by name with the serial number as description (doc 2 §2). */
export function deviceSelectOptions(devices: readonly CustomerDevice[]): WizardSelectOption[] {
  return devices.map((device) => ({
    value: device.dsn,
    label: device.name || device.dsn,
    description: device.dsn,
  }));
}

/** Step 2's alert when the lab has fewer Pis than devices (doc 2 §2). */
export function labPiShortageMessage(piCount: number, deviceCount: number): string | undefined {
  return piCount < deviceCount ? WIZARD_MESSAGES.labHasNoDevices : undefined;
}

/** The placeholder as a suite of the OAK Tests group: choosing it leads to the Test Library (doc 3 §3). */
const CREATE_NEW_SCENARIO_SUITE = {
  id: CREATE_NEW_SCENARIO,
  displayName: CREATE_NEW_SCENARIO_NAME,
  category: UDT_CATEGORY,
} as const;

/**
 * The suites the select offers: with the placeholder 'Create New Scenario'
 * when the user may define tests but none is listed (doc 3 §3 'An empty list
 * becomes one placeholder').
 */
export function suitesWithPlaceholder<
  S extends { readonly id: string; readonly displayName: string; readonly category: TestSuiteCategory },
>(suites: readonly S[], canDefineTests: boolean): (S | typeof CREATE_NEW_SCENARIO_SUITE)[] {
  return canDefineTests && !suites.some((suite) => suite.category === UDT_CATEGORY)
    ? [...suites, CREATE_NEW_SCENARIO_SUITE]
    : [...suites];
}
