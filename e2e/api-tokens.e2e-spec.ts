import {
  API_TOKEN_MESSAGES,
  API_TOKENS_TEXTS,
  JOB_API_PATHS,
  type LabJob,
  ROUTES,
  USER_MENU_LABELS,
} from '@oak/shared';
import { expectAccessible } from './support/accessibility';
import { useCheckedPage } from './support/browser';
import { e2eInstance } from './support/e2e-instance';
import { openSignedIn } from './support/session';

const T = API_TOKENS_TEXTS;

/** A call of the API with a bearer token, from the spec as a script would make it. */
async function callWith(token: string, path: string, init: RequestInit = {}) {
  const response = await fetch(new URL(path, e2eInstance().url), {
    ...init,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
  });
  return { status: response.status, body: (await response.json().catch(() => undefined)) as unknown };
}

/**
 * Issue 32's 'Done when': a personal API token is made in the console from
 * the user menu, shown once, used from outside the browser within its scope,
 * and revoked there, after which it is refused at once.
 */
describe('API tokens', () => {
  const page = useCheckedPage();

  it('creates a read token in the console, reads with it and is refused a change, then revokes it', async () => {
    await openSignedIn(page(), ROUTES.labs);
    await page().getByRole('button', { name: 'User menu' }).click();
    await page().getByRole('menuitem', { name: T.menuItem }).click();
    await page().getByRole('heading', { name: T.title, level: 1 }).waitFor();
    expect(new URL(page().url()).pathname).toBe(ROUTES.apiTokens);

    await page().getByRole('textbox', { name: T.name }).fill('E2E script');
    await page().getByRole('combobox', { name: T.scope }).selectOption('read');
    await page().getByRole('button', { name: T.create }).click();
    const secret = await page().getByRole('textbox', { name: T.createdTitle }).inputValue();
    expect(secret).toMatch(/^oak_[A-Za-z0-9_-]{43}$/);
    await page().getByText(T.shownOnce).waitFor();
    await expectAccessible(page(), 'API tokens with a new token shown');

    // Outside the browser: it reads as its user, and a read token changes nothing.
    const jobs = await callWith(secret, JOB_API_PATHS.jobs);
    expect(jobs.status).toBe(200);
    expect(Array.isArray(jobs.body as LabJob[])).toBe(true);
    const cancel = await callWith(secret, JOB_API_PATHS.job('00000000-0000-4000-8000-000000000000'), {
      method: 'PUT',
      body: JSON.stringify({ state: 'canceled' }),
    });
    expect(cancel).toEqual({ status: 403, body: { statusCode: 403, message: API_TOKEN_MESSAGES.readOnly } });

    // Done: the secret is gone from the page for good; the list shows the token, used.
    await page().getByRole('button', { name: T.done }).click();
    expect(await page().getByRole('textbox', { name: T.createdTitle }).count()).toBe(0);
    await page().reload();
    const row = page().getByRole('row', { name: /E2E script/ });
    await row.waitFor();
    expect(await row.getByText(T.neverUsed).count()).toBe(0);

    await row.getByRole('button', { name: T.revokeLabel('E2E script') }).click();
    await page()
      .getByRole('status')
      .filter({ hasText: T.revoked('E2E script') })
      .waitFor();
    await row.waitFor({ state: 'detached' });
    expect(await callWith(secret, JOB_API_PATHS.jobs)).toEqual({
      status: 401,
      body: { statusCode: 401, message: API_TOKEN_MESSAGES.revoked },
    });
    // The console's own session goes on.
    await page().getByRole('button', { name: 'User menu' }).click();
    await page().getByRole('menuitem', { name: USER_MENU_LABELS.signOut }).waitFor();
  });
});
