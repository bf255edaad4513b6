import {
  FUNCTIONAL_NAVIGATION_CATEGORIES,
  FUNCTIONAL_TEST_CATEGORIES,
  type FunctionalRunCategory,
  type FunctionalTestCategory,
  MOBILE_FUNCTIONAL_CATEGORIES,
} from '../../suites/functional-test-categories.constant';

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
