import { type ScenarioType } from '../suites/scenario-types.constant';

/** The scenario type whose runs train a phone's voice model and may pause for it (doc 1 §4.2). */
export const TRAINED_MOBILE_SCENARIO_TYPE: ScenarioType = 'AC_TRAINED_MOBILE';

export function isTrainedMobileScenarioType(scenarioType: string | undefined): boolean {
  return scenarioType === TRAINED_MOBILE_SCENARIO_TYPE;
}

/**
 * The named voices that train a phone (doc 3 §9 'Trained mobile users: 10
 * named plus 50 generic'). The names are not shown in the spec: these are
 * chosen to span several languages of origin, like a real trainer panel.
 */
export const TRAINED_MOBILE_NAMED_USERS = [
  'Olivia',
  'Liam',
  'Sofia',
  'Mateo',
  'Aisha',
  'Kenji',
  'Priya',
  'Lucas',
  'Amara',
  'Noah',
] as const;

/** How many anonymous trainer voices exist besides the named ones (doc 3 §9). */
const TRAINED_MOBILE_GENERIC_USER_COUNT = 50;

/** The anonymous trainer voices, 'Generic User 01' to 'Generic User 50' (naming chosen). */
export const TRAINED_MOBILE_GENERIC_USERS: readonly string[] = Array.from(
  { length: TRAINED_MOBILE_GENERIC_USER_COUNT },
  (_, index) => `Generic User ${String(index + 1).padStart(2, '0')}`,
);

/** Every trainer voice a trained mobile run may use: the named ones first. */
export const TRAINED_MOBILE_USERS: readonly string[] = [
  ...TRAINED_MOBILE_NAMED_USERS,
  ...TRAINED_MOBILE_GENERIC_USERS,
];

export function isTrainedMobileUser(name: string): boolean {
  return TRAINED_MOBILE_USERS.includes(name);
}

/** The trainers of a run when its options name none usable (chosen): the first named voice. */
export const TRAINED_MOBILE_DEFAULT_TRAINERS: readonly string[] = TRAINED_MOBILE_NAMED_USERS.slice(0, 1);

/** How many utterances each trainer says to the phone while it trains itself (chosen). */
export const TRAINED_MOBILE_TRAINING_UTTERANCES = 3;

/**
 * The trainer voices of a trained mobile run, from `customOptions.trainers`:
 * known voices only, each once, in the order given; the default when none is.
 */
export function trainedMobileTrainers(trainers: unknown): string[] {
  const given = Array.isArray(trainers) ? trainers : typeof trainers === 'string' ? [trainers] : [];
  const known = [...new Set(given.filter((name): name is string => typeof name === 'string'))].filter(
    isTrainedMobileUser,
  );
  return known.length ? known : [...TRAINED_MOBILE_DEFAULT_TRAINERS];
}
