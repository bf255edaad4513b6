/** The product's name as its own interface shows it (doc 3 §1). */
export const PRODUCT_NAME = 'Open Automation Kit';

/** The short name used in CLI output, logs and page titles. */
export const PRODUCT_SHORT_NAME = 'OAK';

/** First year of the copyright line in the console footer (doc 3 §2, Frame). */
export const COPYRIGHT_FIRST_YEAR = 2026;

/** The footer's copyright line; the range ends at the given year. */
export function copyrightLine(currentYear: number): string {
  const years =
    currentYear > COPYRIGHT_FIRST_YEAR ? `${COPYRIGHT_FIRST_YEAR}-${currentYear}` : `${COPYRIGHT_FIRST_YEAR}`;
  return `© ${years} ${PRODUCT_NAME} contributors. All rights reserved.`;
}
