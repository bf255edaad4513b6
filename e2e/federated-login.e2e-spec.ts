import { AUTH_MESSAGES, FEDERATED_ERROR_PARAM } from '@oak/shared';
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type Page } from 'playwright-core';
import { expectAccessible } from './support/accessibility';
import { e2eUrl, launchBrowser, newCheckedPage } from './support/browser';
import {
  type OakInstance,
  REPO_ROOT,
  freePorts,
  makeHome,
  startOak,
  stopLeftoverOaks,
} from './support/oak-process';

const CLIENT = { id: 'oak-console', secret: 'e2e-client-secret' };

/** The simulator's local identity provider, standing in for the one behind 'Login With Amazon'. */
async function startIdentityProvider(
  redirectUri: string,
): Promise<{ issuer: string; process: ChildProcess }> {
  const child = spawn(
    process.execPath,
    [
      path.join(REPO_ROOT, 'simulator', 'dist', 'cli', 'oak-sim.js'),
      'idp',
      '--client-id',
      CLIENT.id,
      '--client-secret',
      CLIENT.secret,
      '--redirect-uri',
      redirectUri,
    ],
    { stdio: ['ignore', 'pipe', 'ignore'], env: { ...process.env, LOG_LEVEL: 'warn' } },
  );
  const issuer = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /^OIDC_ISSUER=(\S+)$/m.exec(output);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`oak-sim idp exited with ${code}: ${output}`)));
  });
  return { issuer, process: child };
}

describe('federated login (Login With Amazon) against a real OpenID provider', () => {
  let idp: ChildProcess;
  let oak: OakInstance;
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    const ports = await freePorts();
    const redirectUri = `http://localhost:${ports.http}/api/auth/oidc/callback`;
    const provider = await startIdentityProvider(redirectUri);
    idp = provider.process;
    oak = await startOak(makeHome(), ports, {
      OAK_SIMULATOR: 'off',
      RESOURCE_PACK: 'off',
      OAK_ADMIN_EMAIL: 'federated@e2e.test',
      OAK_ADMIN_PASSWORD: 'Unused-Passw0rd-e2e',
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: CLIENT.id,
      OIDC_CLIENT_SECRET: CLIENT.secret,
      OIDC_REDIRECT_URI: redirectUri,
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await stopLeftoverOaks();
    idp?.kill('SIGTERM');
    if (oak) rmSync(oak.home, { recursive: true, force: true });
  });
  beforeEach(async () => {
    ({ page, errors } = await newCheckedPage(browser, oak.url));
  });
  afterEach(async () => {
    await page.context().close();
    expect(errors).toEqual([]);
  });

  /** Signs in at the provider from OAK's sign-in page; `onSignInPage` runs there first, the button shown. */
  async function loginAtProvider(email: string, onSignInPage?: () => Promise<void>): Promise<void> {
    await page.goto(e2eUrl('/labs', oak.url));
    const federated = page.getByRole('button', { name: 'Login With Amazon' });
    await federated.waitFor();
    await onSignInPage?.();
    await federated.click();
    await page.locator('input[name="login"]').fill(email);
    await page.locator('input[name="password"]').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
  }

  it('signs a known user in through the provider', async () => {
    await loginAtProvider('federated@e2e.test', () =>
      expectAccessible(page, 'Sign in, with Login With Amazon'),
    );
    await page.getByRole('heading', { name: 'Configure Labs' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/labs');
    expect(await page.getByRole('button', { name: 'User menu' }).textContent()).toBe('federated@e2e.test');
  });

  it('refuses a callback whose state it never issued (a forged or replayed link) without a session', async () => {
    const forged = e2eUrl('/api/auth/oidc/callback?state=forged-state&code=forged-code', oak.url);
    const answer = await fetch(forged, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    const target = new URL(answer.headers.get('location')!);
    expect(target.searchParams.get(FEDERATED_ERROR_PARAM)).toBe('failed');
    expect(target.hash).toBe('');

    await page.goto(forged);
    await page.getByText(AUTH_MESSAGES.federatedFailed).waitFor();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await expectAccessible(page, 'Sign in, a federated sign-in failed');
  });

  it('explains that an e-mail without an OAK account cannot sign in', async () => {
    await loginAtProvider('stranger@elsewhere.test');
    await page.getByText(AUTH_MESSAGES.federatedNoAccount('stranger@elsewhere.test')).waitFor();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await expectAccessible(page, 'Sign in, an e-mail without an OAK account');
  });
});
