import { type Session } from '@oak/shared';
import { type Page } from 'playwright-core';
import { E2E_ADMIN } from './e2e-instance';
import { e2eUrl } from './browser';

/** Signs in through the API, as the console would. */
export async function signInViaApi(email: string, password: string, base?: string): Promise<Session> {
  const response = await fetch(e2eUrl('/api/auth/signin', base), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok)
    throw new Error(`Sign-in of ${email} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as Session;
}

/** Opens the app already signed in (for specs about what comes after sign-in). */
export async function openSignedIn(
  page: Page,
  path = '/labs',
  credentials: { readonly email: string; readonly password: string } = E2E_ADMIN,
): Promise<Session> {
  const session = await signInViaApi(credentials.email, credentials.password);
  await page.goto(e2eUrl('/favicon.svg'));
  await page.evaluate((value) => window.localStorage.setItem('oak.session', value), JSON.stringify(session));
  await page.goto(e2eUrl(path));
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  return session;
}

/** Fills and submits the sign-in form. */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}
