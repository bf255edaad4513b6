import {
  FUNCTIONAL_TEST_CATEGORIES,
  type FunctionalTestCategory,
  functionalCategoryLabel,
} from '../../suites/functional-test-categories.constant';

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
 * The device catalogue's categories that make sense in a car (chosen): a car
 * has no alarm clock or kitchen timer to set, and its sound is tuned on the
 * head unit, not by the assistant, so Alarm, Timer and Equalizer stay out.
 */
export const AUTOMOTIVE_FUNCTIONAL_CATEGORY_IDS = [
  'VOLUME',
  'NOTIFICATIONS',
  'REMINDER',
  'SHOPPING',
  'SPORTS_UPDATE',
  'FLASH_BRIEFING',
  'BARGE_IN',
  'ECHO_CANCELLATION',
  'CLOUD_WAKE_WORD_VERIFICATION',
] as const satisfies readonly FunctionalTestCategory[];

/**
 * The catalogues of the functional scenario types: the device's (FUNC_*),
 * the car's (AUTO_FUNC_*), navigation (FUNC_NAV_*) and the phone's (MOBILE_FUNCTIONAL).
 */
export const FUNCTIONAL_VARIANTS = ['device', 'automotive', 'navigation', 'mobile'] as const;
export type FunctionalVariant = (typeof FUNCTIONAL_VARIANTS)[number];

/** The categories of each variant, in the order its cases play. */
export const FUNCTIONAL_VARIANT_CATEGORIES: Readonly<
  Record<FunctionalVariant, readonly FunctionalRunCategory[]>
> = {
  device: FUNCTIONAL_TEST_CATEGORIES,
  automotive: FUNCTIONAL_TEST_CATEGORIES.filter((category) =>
    (AUTOMOTIVE_FUNCTIONAL_CATEGORY_IDS as readonly string[]).includes(category.id),
  ),
  navigation: FUNCTIONAL_NAVIGATION_CATEGORIES,
  mobile: MOBILE_FUNCTIONAL_CATEGORIES,
};

/** How a functional run's category reads: the catalogue's label, navigation's and mobile's, else the id. */
export function functionalRunCategoryLabel(id: string): string {
  const own = [...FUNCTIONAL_NAVIGATION_CATEGORIES, ...MOBILE_FUNCTIONAL_CATEGORIES].find(
    (category) => category.id === id,
  );
  return own?.label ?? functionalCategoryLabel(id);
}
