import { ACCESS_RESTRICTED_PAGE, AUTH_MESSAGES, NOTICE_MESSAGES } from '@oak/shared';
import { type Page } from 'playwright-core';
import { expectAccessible } from './support/accessibility';
import { e2eUrl, useCheckedPage } from './support/browser';
import { E2E_ADMIN } from './support/e2e-instance';
import { latestMailTo, oakCli } from './support/oak-cli';
import { openSignedIn, signInThroughForm } from './support/session';

const NEW_PASSWORD = 'Chosen-Passw0rd-e2e';

describe('signing in and out in a browser', () => {
  const currentPage = useCheckedPage();
  let page: Page;
  beforeEach(() => {
    page = currentPage();
  });

  it('signs in with e-mail and password, and out through the user menu', async () => {
    await page.goto(e2eUrl('/labs'));
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await expectAccessible(page, 'Sign in');
    await signInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.getByRole('heading', { name: 'Configure Labs' }).waitFor();
    // Signed in is the header naming the user: checked once it does, not while the session settles.
    await page.getByRole('button', { name: 'User menu' }).filter({ hasText: E2E_ADMIN.email }).waitFor();
    await expectAccessible(page, 'Labs, signed in');
    expect(await page.getByRole('button', { name: 'User menu' }).textContent()).toBe(E2E_ADMIN.email);

    await page.reload();
    await page.getByRole('heading', { name: 'Configure Labs' }).waitFor();

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).waitFor();
    await expectAccessible(page, 'The user menu, open');
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
  });

  it('says so when the password is wrong', async () => {
    await page.goto(e2eUrl('/labs'));
    await signInThroughForm(page, E2E_ADMIN.email, 'not-the-password');
    await page.getByRole('alert').filter({ hasText: AUTH_MESSAGES.incorrectCredentials }).waitFor();
    await expectAccessible(page, 'Sign in, wrong password');
  });

  it('makes a user with a temporary password choose a new one at first sign-in', async () => {
    const output = await oakCli('user', 'add', 'first.timer@e2e.test', '--company', 'OAK');
    const temporary = /Temporary password: (\S+)/.exec(output)![1]!;
    await page.goto(e2eUrl('/labs'));
    await signInThroughForm(page, 'first.timer@e2e.test', temporary);
    await page.getByRole('heading', { name: 'Change password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill('something else');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(AUTH_MESSAGES.passwordsMismatch).waitFor();
    await expectAccessible(page, 'Change password, passwords differ');
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Submit' }).click();

    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.getByText(AUTH_MESSAGES.initialPasswordChanged).waitFor();
    await signInThroughForm(page, 'first.timer@e2e.test', NEW_PASSWORD);
    await page.getByRole('heading', { name: 'Configure Labs' }).waitFor();
  });

  it('resets a forgotten password with the code from the mail', async () => {
    await oakCli('user', 'add', 'forgetful@e2e.test', '--company', 'OAK', '--password', 'Old-Passw0rd-e2e');
    await page.goto(e2eUrl('/labs'));
    await page.getByRole('button', { name: 'Forgot password' }).click();
    await page.getByRole('heading', { name: 'Password assistance' }).waitFor();
    await page.getByRole('button', { name: 'Send Code' }).click();
    await page.getByText(AUTH_MESSAGES.usernameEmpty).waitFor();
    await expectAccessible(page, 'Password assistance, no e-mail');
    await page.getByLabel('Email').fill('forgetful@e2e.test');
    await page.getByRole('button', { name: 'Send Code' }).click();
    await page.getByRole('heading', { name: 'Reset password' }).waitFor();
    await expectAccessible(page, 'Reset password');

    const mail = latestMailTo('forgetful@e2e.test');
    const code = /verification code is (\d{6})/.exec(mail ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await page.getByLabel('Verification code').fill(code!);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Submit' }).click();

    await page.getByText(AUTH_MESSAGES.passwordResetDone).waitFor();
    await expectAccessible(page, 'Sign in, password reset');
    await signInThroughForm(page, 'forgetful@e2e.test', NEW_PASSWORD);
    await page.getByRole('heading', { name: 'Configure Labs' }).waitFor();
  });

  it('signs out and explains it when the session has ended elsewhere', async () => {
    const session = await openSignedIn(page, '/labs');
    await fetch(e2eUrl('/api/auth/signout'), {
      method: 'POST',
      headers: { Authorization: `Bearer ${session.idToken.jwtToken}` },
    });
    // The open screen's own polling may see the 401 first and navigate while the reload starts;
    // either way the user must land on sign-in with the explanation.
    await page.reload().catch(() => undefined);
    await page.waitForURL(/sessionExpired=true/);
    await page.getByText(AUTH_MESSAGES.sessionExpired).waitFor();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await expectAccessible(page, 'Sign in, session ended');
    expect(await page.evaluate(() => window.localStorage.getItem('oak.session'))).toBeNull();
  });

  it('shows a banner and the release flash, and remembers they were dismissed', async () => {
    await oakCli('release-note', 'post', '9.9.9');
    const until = new Date(Date.now() + 3_600_000).toISOString();
    await oakCli(
      'banner',
      'post',
      '--code',
      '100',
      '--message',
      'Lab maintenance at 18:00 UTC',
      '--to',
      until,
    );
    await openSignedIn(page, '/labs');
    const notices = page.getByRole('region', { name: 'Notices' });
    const flash = notices.getByText(NOTICE_MESSAGES.releaseUpdate('9.9.9'));
    const banner = notices.getByText('Lab maintenance at 18:00 UTC');
    await flash.waitFor();
    await banner.waitFor();
    await expectAccessible(page, 'Notices: a release flash and a banner');

    for (const text of [NOTICE_MESSAGES.releaseUpdate('9.9.9'), 'Lab maintenance at 18:00 UTC']) {
      await page.locator('[data-level]', { hasText: text }).getByRole('button', { name: 'Dismiss' }).click();
    }
    await flash.waitFor({ state: 'detached' });
    await banner.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: 'Configure Labs' }).waitFor();
    expect(await page.getByText('Lab maintenance at 18:00 UTC').count()).toBe(0);
    expect(await page.getByText(NOTICE_MESSAGES.releaseUpdate('9.9.9')).count()).toBe(0);
  });

  it('keeps the Test Library behind the allow list of the company customer ids', async () => {
    await oakCli('company', 'create', 'Allow List Audio');
    const user = { email: 'tester@allowlist.test', password: 'Allow-List-Passw0rd' };
    await oakCli('user', 'add', user.email, '--company', 'Allow List Audio', '--password', user.password);
    await oakCli(
      'customer',
      'add',
      'ALLOWLIST01',
      '--email',
      'devices@allowlist.test',
      '--company',
      'Allow List Audio',
    );
    await oakCli('allow', 'ALLOWLIST01', 'AQTUDTV2');

    await openSignedIn(page, '/customTests', user);
    await page.getByRole('heading', { name: ACCESS_RESTRICTED_PAGE.title }).waitFor();
    await page.getByText(ACCESS_RESTRICTED_PAGE.body).waitFor();
    await expectAccessible(page, 'Test Library, access restricted');

    await oakCli('allow', 'ALLOWLIST01', 'AQTCustomScenario');
    await page.reload();
    await page.getByRole('heading', { name: 'Test Library', level: 1 }).waitFor();
    expect(await page.getByText(ACCESS_RESTRICTED_PAGE.title).count()).toBe(0);
  });
});
