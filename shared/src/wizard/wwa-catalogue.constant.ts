import { type WizardSelectOption } from './wizard-options.util';

/** A test plan of a WWA device category. */
export interface WwaTestPlan {
  readonly id: string;
  readonly label: string;
}

/** A device category the WWA wizard offers, with the test plans a device of it is certified by. */
export interface WwaDeviceCategory {
  readonly id: string;
  readonly label: string;
  readonly testPlans: readonly WwaTestPlan[];
}

const DISCOVERY = { id: 'DISCOVERY', label: 'Discovery' } as const;
const POWER = { id: 'POWER_CONTROL', label: 'Power control' } as const;
const BRIGHTNESS = { id: 'BRIGHTNESS_CONTROL', label: 'Brightness control' } as const;

/**
 * The WWA (Works With Alexa) device categories and their test plans (doc 2
 * §2 'a device category selector and a test plan selector'). The spec names
 * none: these are chosen from the smart-home device kinds such a
 * certification covers, each with discovery and the controls it offers.
 */
export const WWA_DEVICE_CATEGORIES: readonly WwaDeviceCategory[] = [
  {
    id: 'LIGHT',
    label: 'Light',
    testPlans: [DISCOVERY, POWER, BRIGHTNESS, { id: 'COLOR_CONTROL', label: 'Color control' }],
  },
  { id: 'SMART_PLUG', label: 'Smart plug', testPlans: [DISCOVERY, POWER] },
  { id: 'SWITCH', label: 'Switch', testPlans: [DISCOVERY, POWER, BRIGHTNESS] },
  {
    id: 'THERMOSTAT',
    label: 'Thermostat',
    testPlans: [
      DISCOVERY,
      { id: 'TEMPERATURE_CONTROL', label: 'Temperature control' },
      { id: 'MODE_CONTROL', label: 'Mode control' },
    ],
  },
  {
    id: 'SMART_LOCK',
    label: 'Smart lock',
    testPlans: [
      DISCOVERY,
      { id: 'LOCK_CONTROL', label: 'Lock control' },
      { id: 'LOCK_STATE_QUERY', label: 'Lock state query' },
    ],
  },
  {
    id: 'TV',
    label: 'TV',
    testPlans: [
      DISCOVERY,
      POWER,
      { id: 'VOLUME_CONTROL', label: 'Volume control' },
      { id: 'CHANNEL_CONTROL', label: 'Channel control' },
      { id: 'INPUT_CONTROL', label: 'Input control' },
    ],
  },
];

/** The device category select's options. */
export function wwaDeviceCategoryOptions(): WizardSelectOption[] {
  return WWA_DEVICE_CATEGORIES.map((category) => ({ value: category.id, label: category.label }));
}

/** The test plans of a device category, none for an unknown one. */
export function wwaTestPlanOptions(deviceCategory: string): WizardSelectOption[] {
  const category = WWA_DEVICE_CATEGORIES.find((candidate) => candidate.id === deviceCategory);
  return (category?.testPlans ?? []).map((plan) => ({ value: plan.id, label: plan.label }));
}

/** A WWA selection as people read it: the category's label and its chosen plans' labels. */
export function wwaSelectionLabels(selection: { deviceCategory: string; testPlans: readonly string[] }): {
  readonly deviceCategory: string;
  readonly testPlans: string[];
} {
  const category = WWA_DEVICE_CATEGORIES.find((candidate) => candidate.id === selection.deviceCategory);
  return {
    deviceCategory: category?.label ?? selection.deviceCategory,
    testPlans: selection.testPlans.map(
      (plan) => category?.testPlans.find((candidate) => candidate.id === plan)?.label ?? plan,
    ),
  };
}
