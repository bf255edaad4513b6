import { suiteOffersFamily } from '../families/families.rule';
import { CATALOGUE_TEST_TYPES, type CatalogueTestType } from '../catalogue/catalogue.constant';
import { categoriesOf, localesOf } from '../catalogue/catalogue.lookup';
import { LOCK_TYPES, type LockType } from '../devices/devices.constant';
import {
  TRAINED_MOBILE_DEFAULT_TRAINERS,
  TRAINED_MOBILE_SCENARIO_TYPE,
  TRAINED_MOBILE_USERS,
} from '../jobs/trained-mobile.constant';
import {
  DEFAULT_NOISE_SELECTION,
  SPEECH_NOISE_CHOICES,
  VOICE_ROBUSTNESS_NOISE_LEVELS_DBC,
  noiseTypeLabel,
} from '../suites/noise-types.constant';
import { type WizardSelectOption } from './wizard-options.util';
import { localePlays } from '../locales/playing-locales.constant';

/**
 * The choices step 1 offers for the scenario types a run plays (doc 2 §2
 * 'noise selection, trainers, lock type'; doc 3 §4 requires at least one of
 * each, wording not shown): the trainer voices of a trained mobile or voice
 * robustness run, the noises speech plays under, a voice robustness run's
 * noise levels, and a trained phone's lock type. Each is a field of
 * testOptions the runner reads from its custom options; absent, the run
 * plays its default, which is also what the wizard shows first.
 */
export const WIZARD_CHOICE_FIELDS = ['noiseSelection', 'noiseLevels', 'trainers', 'lockType'] as const;
export type WizardChoiceField = (typeof WIZARD_CHOICE_FIELDS)[number];

/** The scenario types whose speech plays once in quiet and once under each chosen noise. */
const NOISE_SELECTION_TYPES = [
  'AC_NEAR_FIELD',
  'AC_FAR_FIELD',
  'CT_WAKE_AND_RESPONSE',
  TRAINED_MOBILE_SCENARIO_TYPE,
];
const VOICE_ROBUSTNESS_TYPE = 'AC_VOICE_ENROLLMENT_ROBUSTNESS';

/** A trained phone's lock type when none is chosen (chosen: the phone's default lock). */
const DEFAULT_LOCK_TYPE: LockType = 'SWIPE_LOCK';

/** Chosen wording (doc 3 §4 names the checks without their words). */
export const WIZARD_CHOICE_MESSAGES = {
  noiseSelection: 'Select at least one noise',
  noiseLevels: 'Select at least one noise level',
  trainers: 'Select at least one trainer',
  lockType: 'Select a lock type',
} as const satisfies Record<WizardChoiceField, string>;

export const WIZARD_CHOICE_LABELS = {
  noiseSelection: 'Noise selection',
  noiseLevels: 'Noise levels',
  trainers: 'Trainers',
  lockType: 'Lock type',
} as const satisfies Record<WizardChoiceField, string>;

/** The choice fields the scenario types of a run need, in display order. */
export function wizardChoiceFields(scenarioTypes: readonly string[]): WizardChoiceField[] {
  const plays = (types: readonly string[]) => scenarioTypes.some((type) => types.includes(type));
  return WIZARD_CHOICE_FIELDS.filter((field) => {
    switch (field) {
      case 'noiseSelection':
        return plays(NOISE_SELECTION_TYPES);
      case 'noiseLevels':
        return plays([VOICE_ROBUSTNESS_TYPE]);
      case 'trainers':
        return plays([TRAINED_MOBILE_SCENARIO_TYPE, VOICE_ROBUSTNESS_TYPE]);
      case 'lockType':
        return plays([TRAINED_MOBILE_SCENARIO_TYPE]);
    }
  });
}

/** Whether a field takes several values (a checkbox group) or one (a select). */
export function isMultipleChoiceField(field: WizardChoiceField): boolean {
  return field !== 'lockType';
}

export function wizardChoiceOptions(field: WizardChoiceField): WizardSelectOption[] {
  switch (field) {
    case 'noiseSelection':
      return SPEECH_NOISE_CHOICES.map((noise) => ({ value: noise, label: noiseTypeLabel(noise) }));
    case 'noiseLevels':
      return VOICE_ROBUSTNESS_NOISE_LEVELS_DBC.map((level) => ({
        value: String(level),
        label: `${level} dBC`,
      }));
    case 'trainers':
      return TRAINED_MOBILE_USERS.map((user) => ({ value: user, label: user }));
    case 'lockType':
      return LOCK_TYPES.map((lock) => ({ value: lock, label: lock }));
  }
}

/** What a field holds when the run has not set it: the run's default. */
export function defaultWizardChoice(field: WizardChoiceField): readonly string[] {
  switch (field) {
    case 'noiseSelection':
      return DEFAULT_NOISE_SELECTION;
    case 'noiseLevels':
      return VOICE_ROBUSTNESS_NOISE_LEVELS_DBC.map(String);
    case 'trainers':
      return TRAINED_MOBILE_DEFAULT_TRAINERS;
    case 'lockType':
      return [DEFAULT_LOCK_TYPE];
  }
}

/** A field's chosen values: what testOptions holds, else the default; only values the field offers. */
export function wizardChoiceValues(
  testOptions: Readonly<Record<string, unknown>>,
  field: WizardChoiceField,
): string[] {
  const given = testOptions[field];
  const values =
    given === undefined
      ? defaultWizardChoice(field)
      : Array.isArray(given)
        ? given.map(String)
        : [String(given)];
  const offered = wizardChoiceOptions(field).map((option) => option.value);
  return offered.filter((value) => values.includes(value));
}

/** The errors of the choices a run needs, by field: a set field with nothing chosen. */
export function wizardChoiceErrors(
  testOptions: Readonly<Record<string, unknown>>,
  scenarioTypes: readonly string[],
): Partial<Record<WizardChoiceField, string>> {
  const errors: Partial<Record<WizardChoiceField, string>> = {};
  for (const field of wizardChoiceFields(scenarioTypes)) {
    if (!wizardChoiceValues(testOptions, field).length) errors[field] = WIZARD_CHOICE_MESSAGES[field];
  }
  return errors;
}

/** The value a choice field is stored as in testOptions: a list, or the lock type itself. */
export function wizardChoiceStored(field: WizardChoiceField, values: readonly string[]): string | string[] {
  return isMultipleChoiceField(field) ? [...values] : (values[0] ?? '');
}

/** The catalogue test type whose locales a scenario type plays in (near and far field speak the quick test's files). */
const CATALOGUE_TYPE_OF: Readonly<Record<string, CatalogueTestType>> = {
  AC_NEAR_FIELD: 'AC_WWDD_QUICK_TEST',
  AC_FAR_FIELD: 'AC_WWDD_QUICK_TEST',
  WWDD: 'AC_WWDD_FULL_TEST',
};

/**
 * The locales the wizard offers a run of the acoustic family: the
 * catalogue's (catalogueLocaleOptions) that this OAK plays (PLAYING_LOCALES).
 */
export function wizardLocaleOptions(suiteLocale: string, scenarioTypes: readonly string[]): string[] {
  return catalogueLocaleOptions(suiteLocale, scenarioTypes).filter((locale) => localePlays(locale));
}

/**
 * The locales the catalogue offers a run of the acoustic family (doc 2 §2
 * 'locale from the catalogue'): those it lists for every scenario type the
 * run plays, in any device category, the suite's own marketplace first. A
 * run whose types the catalogue does not list keeps the suite's marketplace.
 * Submit checks a run against these, and refuses one it does not play by name.
 */
export function catalogueLocaleOptions(suiteLocale: string, scenarioTypes: readonly string[]): string[] {
  const types = [
    ...new Set(
      scenarioTypes.flatMap((type) => {
        const catalogued =
          CATALOGUE_TYPE_OF[type] ??
          ((CATALOGUE_TEST_TYPES as readonly string[]).includes(type) ? type : undefined);
        return catalogued ? [catalogued as CatalogueTestType] : [];
      }),
    ),
  ];
  if (!types.length) return suiteLocale ? [suiteLocale] : [];
  const localesOfType = (type: CatalogueTestType) =>
    new Set(categoriesOf(type).flatMap((category) => localesOf(category, type)));
  const [first, ...others] = types.map(localesOfType);
  const common = [...first!].filter((locale) => others.every((set) => set.has(locale))).sort();
  return common.includes(suiteLocale) ? [suiteLocale, ...common.filter((l) => l !== suiteLocale)] : common;
}

/** Whether step 1 lets the user choose the locale: acoustic-family runs with more than one on offer. */
export function isWizardLocaleChoosable(suiteCategory: string, locales: readonly string[]): boolean {
  return suiteOffersFamily(suiteCategory, 'acoustic') && locales.length > 1;
}
