import { type Browser, type Page, chromium } from 'playwright-core';

/** Debian's Chromium; npm never downloads a browser for OAK. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

export function e2eUrl(path = '/'): string {
  const base = process.env.OAK_E2E_URL;
  if (!base)
    throw new Error('OAK_E2E_URL is unset: run browser specs through jest with the e2e global setup');
  return new URL(path, base).toString();
}

/** A page that fails the test on any error the console logs or throws. */
export async function newCheckedPage(browser: Browser): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { page, errors };
}
