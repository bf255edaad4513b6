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

/** The test categories of doc 3 §3 Enumerations. */
export const TEST_CATEGORIES: readonly FunctionalTestCategory[] = FUNCTIONAL_TEST_CATEGORIES.map((c) => c.id);

export function functionalCategoryLabel(id: string): string {
  return FUNCTIONAL_TEST_CATEGORIES.find((category) => category.id === id)?.label ?? id;
}
