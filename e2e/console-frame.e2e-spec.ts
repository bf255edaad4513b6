import { NOT_FOUND_MESSAGES, PRODUCT_NAME, TOP_NAVIGATION } from '@oak/shared';
import { type Page } from 'playwright-core';
import { expectAccessible } from './support/accessibility';
import { e2eUrl, useCheckedPage } from './support/browser';
import { openSignedIn } from './support/session';

describe('the console frame in a browser', () => {
  const currentPage = useCheckedPage();
  let page: Page;
  beforeEach(() => {
    page = currentPage();
  });

  it('opens / on the labs screen with the header, the five navigation items and the footer', async () => {
    await openSignedIn(page, '/');
    await page.waitForURL('**/labs');
    await page.getByRole('heading', { name: 'Configure Labs' }).waitFor();
    expect(await page.getByRole('banner').getByText(PRODUCT_NAME).isVisible()).toBe(true);
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link').allTextContents()).toEqual(TOP_NAVIGATION.map((item) => item.label));
    expect(await page.getByRole('contentinfo').textContent()).toMatch(/© \d{4}.*Open Automation Kit/);
    expect(await page.title()).toBe(PRODUCT_NAME);
  });

  it('moves between the five screens through the navigation', async () => {
    await openSignedIn(page, '/labs');
    for (const item of TOP_NAVIGATION) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: item.label }).click();
      await page.waitForURL(`**${item.route}`);
      expect(new URL(page.url()).pathname).toBe(item.route);
      // The link marks itself current once the new screen has rendered, which may follow the URL.
      await page.locator('a[aria-current="page"]', { hasText: item.label }).waitFor();
    }
  });

  it('shows the not-found view for an unknown path and leads back through its button', async () => {
    await openSignedIn(page, '/no/such/screen');
    await page.getByRole('heading', { name: NOT_FOUND_MESSAGES.title }).waitFor();
    await expectAccessible(page, 'Not found');
    await page.getByRole('button', { name: NOT_FOUND_MESSAGES.action }).click();
    await page.waitForURL('**/labs');
    await page.getByRole('heading', { name: 'Configure Labs' }).waitFor();
  });

  it('keeps a deep link working on reload', async () => {
    await openSignedIn(page, '/v2/run/create');
    await page.reload();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(await page.getByRole('link', { name: 'Test Center' }).getAttribute('aria-current')).toBe('page');
  });
});

describe('the running stack', () => {
  it('reports postgres, redis and mqtt up', async () => {
    const response = await fetch(e2eUrl('/api/health'));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', postgres: 'up', redis: 'up', mqtt: 'up' });
  });
});
