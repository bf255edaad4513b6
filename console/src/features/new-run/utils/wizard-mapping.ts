import {
  type CustomerDevice,
  type CustomerIdEntry,
  type FeatureMappingEntry,
  type WizardDeviceMappingEntry,
  type WizardTestMapping,
} from '@oak/shared';
import { type WizardState } from './wizard-state';

/*
 * Step 2's feature-file mapping (doc 2 §2 Thing and Device Configurations, §3
 * Mapping entry): each role of the suite is one entry of `mapping`; the actor
 * roles with a Pi make `actorMapping` and the DUT roles with a device make
 * `deviceMapping`.
 */

/** The Pi of an actor role, as the mapping needs it. */
export interface MappedPi {
  readonly id: string;
  readonly name: string;
}

function deviceMappingOf(entry: FeatureMappingEntry): WizardDeviceMappingEntry {
  const metadata = entry.dsnMeta?.metadata;
  return {
    dsn: entry.dsn ?? '',
    customerId: entry.customerId ?? '',
    ...(metadata?.namespace ? { namespace: metadata.namespace } : {}),
    ...(metadata?.typeId ? { deviceType: metadata.typeId } : {}),
    ...(metadata?.buildInfo ? { buildInfo: metadata.buildInfo } : {}),
    ...(entry.cidEmail ? { cidEmail: entry.cidEmail } : {}),
  };
}

/** The three lists of the run's mapping from its entries, in role order. */
export function testMappingOf(entries: readonly FeatureMappingEntry[]): WizardTestMapping {
  return {
    mapping: [...entries],
    actorMapping: entries.filter((entry) => entry.configType === 'actor' && entry.thingId),
    deviceMapping: entries
      .filter((entry) => entry.configType === 'dut' && entry.customerId && entry.dsn)
      .map(deviceMappingOf),
  };
}

/** The mapping entry of a role, if it has one. */
export function roleMappingOf(state: WizardState, role: string): FeatureMappingEntry | undefined {
  return state.draft.testMapping.mapping.find((entry) => entry.name === role);
}

function withRoleEntry(
  state: WizardState,
  role: string,
  entry: FeatureMappingEntry | undefined,
): WizardState {
  const others = state.draft.testMapping.mapping.filter((candidate) => candidate.name !== role);
  return {
    ...state,
    draft: { ...state.draft, testMapping: testMappingOf(entry ? [...others, entry] : others) },
  };
}

/** An actor role takes a Pi of the lab, or none. */
export function mapActorRole(state: WizardState, role: string, pi: MappedPi | undefined): WizardState {
  return withRoleEntry(
    state,
    role,
    pi ? { name: role, configType: 'actor', thingId: pi.id, piName: pi.name } : undefined,
  );
}

/**
 * A DUT role takes a customer id; choosing a different one clears the role's
 * device, which belonged to the previous customer (doc 2 §4).
 */
export function mapDutRoleCustomer(
  state: WizardState,
  role: string,
  customer: CustomerIdEntry | undefined,
): WizardState {
  const current = roleMappingOf(state, role);
  if (current?.customerId === customer?.customerId) return state;
  return withRoleEntry(
    state,
    role,
    customer
      ? {
          name: role,
          configType: 'dut',
          customerId: customer.customerId,
          cidMeta: customer,
          cidEmail: customer.email,
        }
      : undefined,
  );
}

/** A DUT role takes a device of its customer, picked from the list or entered by its DSN. */
export function mapDutRoleDevice(
  state: WizardState,
  role: string,
  device: CustomerDevice | undefined,
): WizardState {
  const current = roleMappingOf(state, role);
  if (!current?.customerId) return state;
  const { dsn: _dsn, dsnMeta: _dsnMeta, ...rest } = current;
  return withRoleEntry(state, role, device ? { ...rest, dsn: device.dsn, dsnMeta: device } : rest);
}
