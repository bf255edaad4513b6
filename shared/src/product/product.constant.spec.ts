import { COPYRIGHT_FIRST_YEAR, PRODUCT_NAME, copyrightLine } from './product.constant';

describe('copyrightLine', () => {
  it('shows a single year in the first year', () => {
    expect(copyrightLine(COPYRIGHT_FIRST_YEAR)).toBe(
      `© ${COPYRIGHT_FIRST_YEAR} ${PRODUCT_NAME} contributors. All rights reserved.`,
    );
  });

  it('shows a range in later years', () => {
    expect(copyrightLine(COPYRIGHT_FIRST_YEAR + 3)).toContain(
      `${COPYRIGHT_FIRST_YEAR}-${COPYRIGHT_FIRST_YEAR + 3}`,
    );
  });

  it('never shows a range that ends before it starts', () => {
    expect(copyrightLine(COPYRIGHT_FIRST_YEAR - 1)).toContain(`© ${COPYRIGHT_FIRST_YEAR} `);
  });
});
