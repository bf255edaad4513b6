import { COMMON_UI_TEXTS } from '../common/ui-texts.constant';
import { PRODUCT_NAME } from '../product/product.constant';

/** Texts of the release flash and of the release-note log line; the spec shows neither, both are chosen. */
export const NOTICE_MESSAGES = {
  releaseUpdate: (version: string) =>
    `${PRODUCT_NAME} has been updated to version ${version}. Reload the page to get the latest changes.`,
  releaseNotesFetchFailed: 'Failed to fetch release notes',
  dismiss: COMMON_UI_TEXTS.dismiss,
  /** Chosen: the toggle of the notices kept folded, so many of them do not push the screen down. */
  showMore: (count: number) => `Show ${count} more ${count === 1 ? 'notice' : 'notices'}`,
  showFewer: 'Show fewer notices',
} as const;
