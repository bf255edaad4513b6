import { type Browser, type Page, chromium } from 'playwright-core';
import { e2eInstance } from './e2e-instance';

/** Debian's Chromium; npm never downloads a browser for OAK. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/** A URL of the shared OAK, or of `base` when a spec runs its own. */
export function e2eUrl(path = '/', base = e2eInstance().url): string {
  return new URL(path, base).toString();
}

/** Console errors a page may log without that being a fault: the browser's own report of an answered 4xx. */
const EXPECTED_CONSOLE_ERRORS = [/Failed to load resource: the server responded with a status of 4\d\d/];

/**
 * A page that fails the test on any error OAK's pages log or throw, in a fresh
 * browser context (close it with `page.context().close()`, which closes the page
 * too). Pages of other origins (an identity provider's) are not OAK's to answer for.
 */
export async function newCheckedPage(
  browser: Browser,
  base = e2eInstance().url,
  expected: () => readonly RegExp[] = () => [],
): Promise<{ page: Page; errors: string[] }> {
  const origin = new URL(base).origin;
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  const ours = () => page.url().startsWith(origin);
  page.on('pageerror', (error) => ours() && errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error' || !ours()) return;
    const allowed = [...EXPECTED_CONSOLE_ERRORS, ...expected()];
    if (!allowed.some((pattern) => pattern.test(message.text()))) errors.push(message.text());
  });
  return { page, errors };
}

/**
 * The browser of a describe block and a fresh checked page for each test:
 * launched before the first test, each page's context closed after its test,
 * which fails if the page logged an error. `base` is read when each page opens.
 */
export function useCheckedPage(
  options: {
    base?: () => string;
    permissions?: string[];
    /** More console errors the page may log, read as each is logged: a step can expect one for its span. */
    expectedConsoleErrors?: () => readonly RegExp[];
  } = {},
): () => Page {
  let browser: Browser | undefined;
  let current: { page: Page; errors: string[] } | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    const base = options.base?.() ?? e2eInstance().url;
    current = await newCheckedPage(browser!, base, options.expectedConsoleErrors);
    if (options.permissions) {
      await current.page.context().grantPermissions(options.permissions, { origin: new URL(base).origin });
    }
  });
  afterEach(async () => {
    const { page, errors } = current!;
    current = undefined;
    await page.context().close();
    expect(errors).toEqual([]);
  });
  return () => {
    if (!current) throw new Error('The page exists only inside a test of its describe block');
    return current.page;
  };
}
