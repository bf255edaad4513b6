import { ACM_SCENARIOS, acmScenarioById } from '../runs/acm-scenarios.constant';
import { firmwareFieldError } from '../run-fields/field-input.rule';
import { listOf, recordOf, textOf } from './input-guards.util';
import { type AcmAccountConfig } from './lab-mapping.schema';
import { type CategoryScenarios } from './test-draft.schema';
import { ACM_MESSAGES, TEST_CREATION_MESSAGES, WIZARD_MESSAGES } from './wizard.messages';
import { normalizeWizardScenarioType } from './wizard.constant';

/**
 * The devices each account must hold for an ACM selection: every scenario of
 * the library for a standard run, the chosen ones for a custom run. Accounts
 * line up by position, so the need of account i is the most any chosen
 * scenario asks of its account i.
 */
export function acmDevicesPerAccount(
  scenarioType: unknown,
  customizedScenarios: readonly Pick<CategoryScenarios, 'scenarios'>[] = [],
): number[] {
  const type = normalizeWizardScenarioType(scenarioType);
  const chosen =
    type === 'STANDARD'
      ? ACM_SCENARIOS
      : type === 'CUSTOM'
        ? customizedScenarios.flatMap((row) =>
            row.scenarios.map((id) => acmScenarioById(id)).filter((s) => s !== undefined),
          )
        : [];
  const perAccount: number[] = [];
  for (const scenario of chosen) {
    scenario.devicesPerAccount.forEach((count, account) => {
      perAccount[account] = Math.max(perAccount[account] ?? 0, count);
    });
  }
  return perAccount;
}

export function acmRequiredDeviceCount(devicesPerAccount: readonly number[]): number {
  return devicesPerAccount.reduce((sum, count) => sum + count, 0);
}

/**
 * The account configs still needed after the selection changed (doc 2 §4
 * 'removes account configs of devices no longer needed'): accounts past the
 * requirement go, and each account keeps only the devices it still needs.
 */
export function pruneAccountConfig(
  accountConfig: readonly AcmAccountConfig[],
  devicesPerAccount: readonly number[],
): AcmAccountConfig[] {
  return accountConfig.slice(0, devicesPerAccount.length).map((account, index) => ({
    ...account,
    devicePiConfig: account.devicePiConfig.slice(0, devicesPerAccount[index]),
  }));
}

/** What the ACM checks need to know of the chosen lab and of the customers' device lists. */
export interface AcmCheckContext {
  /** The chosen lab's Pis; without them the lab is not checked. */
  readonly pis?: readonly { readonly name: string; readonly connected: boolean }[];
  /** How many devices each customer id has; an unknown customer id is not checked. */
  readonly deviceCountByCustomerId?: Readonly<Record<string, number>>;
}

export interface AcmConfigErrors {
  /** About the accounts as a whole. */
  accountConfig?: string;
  /** Per account, by zero-based index. */
  accounts: Record<string, string>;
  /** About the lab's Pis. */
  lab?: string;
}

function duplicated(values: readonly string[]): boolean {
  const present = values.filter(Boolean);
  return new Set(present).size !== present.length;
}

function accountError(
  account: Readonly<Record<string, unknown>>,
  needed: number,
  context: AcmCheckContext,
): string | undefined {
  const customerId = textOf(recordOf(account.customerIdInfo).customerId);
  if (!customerId) return ACM_MESSAGES.customerIdRequired;
  const available = context.deviceCountByCustomerId?.[customerId];
  if (available !== undefined && available < needed) return ACM_MESSAGES.notEnoughDevices(needed);
  const devices = listOf(account.devicePiConfig).slice(0, needed).map(recordOf);
  if (devices.length < needed) return ACM_MESSAGES.devicesNotConfigured;
  for (const device of devices) {
    const piName = textOf(recordOf(device.pi).name);
    if (!textOf(recordOf(device.dsnInfo).dsn) || !piName) return ACM_MESSAGES.invalidDevicePiMapping;
    const pi = context.pis?.find((candidate) => candidate.name === piName);
    if (context.pis && !pi?.connected) return TEST_CREATION_MESSAGES.piNotConnected;
    const firmwareError = firmwareFieldError(textOf(device.firmware));
    if (firmwareError) return firmwareError;
  }
  return undefined;
}

/**
 * The checks of an ACM lab configuration (doc 2 §5): every required account
 * configured, each with a customer id, enough devices and every device with a
 * DSN, a connected Pi and firmware; no Pi, customer id or device used twice;
 * and a lab with enough Pis, and enough connected ones, for every device.
 */
export function acmConfigErrors(
  accountConfig: unknown,
  devicesPerAccount: readonly number[],
  context: AcmCheckContext = {},
): AcmConfigErrors {
  const accounts = listOf(accountConfig).map(recordOf);
  const errors: AcmConfigErrors = { accounts: {} };
  devicesPerAccount.forEach((needed, index) => {
    const account = accounts[index];
    const error = account && accountError(account, needed, context);
    if (error) errors.accounts[String(index)] = error;
  });

  const used = accounts.slice(0, devicesPerAccount.length);
  const devices = used.flatMap((account, index) =>
    listOf(account.devicePiConfig).slice(0, devicesPerAccount[index]).map(recordOf),
  );
  if (used.length < devicesPerAccount.length) {
    errors.accountConfig = ACM_MESSAGES.accountsNotConfigured;
  } else if (duplicated(used.map((account) => textOf(recordOf(account.customerIdInfo).customerId)))) {
    errors.accountConfig = ACM_MESSAGES.sameCustomerIdForSeveralAccounts;
  } else if (duplicated(devices.map((device) => textOf(recordOf(device.pi).name)))) {
    errors.accountConfig = ACM_MESSAGES.samePiForSeveralDevices;
  } else if (duplicated(devices.map((device) => textOf(recordOf(device.dsnInfo).dsn)))) {
    errors.accountConfig = ACM_MESSAGES.sameDeviceOnSeveralPis;
  }

  if (context.pis) {
    const required = acmRequiredDeviceCount(devicesPerAccount);
    if (context.pis.length < required) errors.lab = WIZARD_MESSAGES.labHasNoDevices;
    else if (context.pis.filter((pi) => pi.connected).length < required) {
      errors.lab = ACM_MESSAGES.labLacksPiConfigurations;
    }
  }
  return errors;
}
