import { type Marketplace } from '../locales/marketplaces.constant';

/** Locales the ACM scenario library supports (doc 2 §9 'supported locale en_US'). */
export const ACM_SUPPORTED_LOCALES = ['en_US'] as const satisfies readonly Marketplace[];

export interface AcmScenarioDefinition {
  readonly id: number;
  /**
   * How many devices each account of the scenario needs, one entry per account.
   * The spec says the library needs DUT counts without giving them; these are
   * chosen from what each scenario does: a call or message goes from one
   * account to another (one device each); a drop in between devices of one
   * account needs two devices there; a call that rings or must disambiguate
   * between two devices of the callee needs two devices on the second account.
   */
  readonly devicesPerAccount: readonly number[];
}

export interface AcmScenarioCategory {
  readonly id: string;
  readonly label: string;
  readonly scenarios: readonly AcmScenarioDefinition[];
}

const TWO_ACCOUNTS = [1, 1] as const;

/**
 * The ACM scenario library by category, with the scenario ids of doc 2 §9.
 * The ACM script plays it and the wizard offers it, so it sits with the runs,
 * which the wizard reads.
 */
export const ACM_SCENARIO_LIBRARY = [
  {
    id: 'CALLING',
    label: 'Calling',
    scenarios: [
      { id: 302, devicesPerAccount: TWO_ACCOUNTS },
      { id: 304, devicesPerAccount: TWO_ACCOUNTS },
      // The callee's two devices ring together.
      { id: 305, devicesPerAccount: [1, 2] },
    ],
  },
  {
    id: 'DROP_IN',
    label: 'Drop In',
    scenarios: [
      // Drop in on another device of the same account.
      { id: 306, devicesPerAccount: [2] },
      { id: 310, devicesPerAccount: TWO_ACCOUNTS },
    ],
  },
  {
    id: 'INTERRUPT',
    label: 'Interrupt',
    scenarios: [701, 702, 703, 706, 708].map((id) => ({ id, devicesPerAccount: TWO_ACCOUNTS })),
  },
  {
    id: 'DISAMBIGUATION',
    label: 'Disambiguation',
    // The callee has two devices, so the caller must choose one.
    scenarios: [{ id: 801, devicesPerAccount: [1, 2] }],
  },
  {
    id: 'DO_NOT_DISTURB',
    label: 'Do Not Disturb',
    scenarios: [{ id: 903, devicesPerAccount: TWO_ACCOUNTS }],
  },
  {
    id: 'LONGEVITY',
    label: 'Longevity',
    scenarios: [{ id: 1501, devicesPerAccount: TWO_ACCOUNTS }],
  },
  {
    id: 'MESSAGING',
    label: 'Messaging',
    scenarios: [{ id: 1714, devicesPerAccount: TWO_ACCOUNTS }],
  },
] as const satisfies readonly AcmScenarioCategory[];

/** Every ACM scenario once, in library order. */
export const ACM_SCENARIOS: readonly AcmScenarioDefinition[] = ACM_SCENARIO_LIBRARY.flatMap(
  (category): readonly AcmScenarioDefinition[] => category.scenarios,
);

/** A scenario of the library by id, as a number or as the string a scenario select holds. */
export function acmScenarioById(id: number | string): AcmScenarioDefinition | undefined {
  return ACM_SCENARIOS.find((scenario) => String(scenario.id) === String(id).trim());
}
