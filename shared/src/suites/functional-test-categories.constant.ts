/**
 * The categories of the functional test-case catalogue (doc 3 §3), also the
 * test categories a functional run's options name. Individual test cases are
 * not shown in the spec; the functional suite defines them.
 */
export const FUNCTIONAL_TEST_CATEGORIES = [
  { id: 'ALARM', label: 'Alarm' },
  { id: 'TIMER', label: 'Timer' },
  { id: 'VOLUME', label: 'Volume' },
  { id: 'NOTIFICATIONS', label: 'Notifications' },
  { id: 'REMINDER', label: 'Reminder' },
  { id: 'SHOPPING', label: 'Shopping' },
  { id: 'SPORTS_UPDATE', label: 'Sports Update' },
  { id: 'FLASH_BRIEFING', label: 'Flash Briefing' },
  { id: 'BARGE_IN', label: 'Barge In' },
  { id: 'EQUALIZER', label: 'Equalizer' },
  { id: 'ECHO_CANCELLATION', label: 'Echo Cancellation' },
  { id: 'CLOUD_WAKE_WORD_VERIFICATION', label: 'Cloud wake-word verification' },
] as const;
export type FunctionalTestCategory = (typeof FUNCTIONAL_TEST_CATEGORIES)[number]['id'];

export function functionalCategoryLabel(id: string): string {
  return FUNCTIONAL_TEST_CATEGORIES.find((category) => category.id === id)?.label ?? id;
}

/** A category of test cases, as a custom row offers it and the live view labels its section. */
export interface FunctionalRunCategory {
  readonly id: string;
  readonly label: string;
}

/**
 * Navigation's own category (doc 3 §3 lists 'Navigation test cases' apart from
 * the category catalogue), so the device catalogue's categories keep their meaning.
 */
export const FUNCTIONAL_NAVIGATION_CATEGORIES = [
  { id: 'NAVIGATION', label: 'Navigation' },
] as const satisfies readonly FunctionalRunCategory[];

/** Mobile functional's categories (doc 3 §3 'mobile hands-free and app verification cases'). */
export const MOBILE_FUNCTIONAL_CATEGORIES = [
  { id: 'MOBILE_HANDS_FREE', label: 'Hands-free' },
  { id: 'MOBILE_APP_VERIFICATION', label: 'App verification' },
] as const satisfies readonly FunctionalRunCategory[];

/**
 * How a functional run's category reads: the catalogue's label, navigation's
 * and mobile's, else the id. The runs' plans and the results' sections both
 * label with it, so it sits here, below both of them.
 */
export function functionalRunCategoryLabel(id: string): string {
  const own = [...FUNCTIONAL_NAVIGATION_CATEGORIES, ...MOBILE_FUNCTIONAL_CATEGORIES].find(
    (category) => category.id === id,
  );
  return own?.label ?? functionalCategoryLabel(id);
}
