import { LABS_SCREEN_TEXTS, LAB_API_PATHS, type Lab, type Pi } from '@oak/shared';
import { type Page } from 'playwright-core';
import {
  type InstalledAgent,
  type RunningAgent,
  removeInstall,
  runSetupCommand,
  startAgent,
} from '../cloud/src/testing/agent-process';
import { eventually } from '../cloud/src/testing/eventually.util';
import { expectAccessible, hasFocus, tabTo } from './support/accessibility';
import { e2eUrl, useCheckedPage } from './support/browser';
import { oakCli } from './support/oak-cli';
import { openSignedIn, signInViaApi } from './support/session';
import { E2E_ADMIN } from './support/e2e-instance';

const LAB = 'Browser Lab';

/**
 * The Labs and Pis screen against real agents: two Pis set up before the page
 * opens, a third set up from the screen's own setup dialog.
 */
describe('the Labs and Pis screen with real agents', () => {
  const currentPage = useCheckedPage({ permissions: ['clipboard-read', 'clipboard-write'] });
  let page: Page;
  let token: string;
  const installed: InstalledAgent[] = [];
  const agents: RunningAgent[] = [];

  const api = async <T>(path: string): Promise<T> => {
    const response = await fetch(e2eUrl(path), { headers: { Authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const piRow = (name: string) =>
    page.getByRole('row').filter({ has: page.getByRole('radio', { name, exact: true }) });
  /** Selects a Pi as a person does: a click on its row. */
  const selectPi = async (name: string) => {
    await piRow(name).click();
    expect(await page.getByRole('radio', { name, exact: true }).isChecked()).toBe(true);
  };

  beforeAll(async () => {
    await oakCli('lab', 'create', LAB, '--company', 'OAK');
    for (const pi of ['browser-pi-1', 'browser-pi-2', 'browser-pi-3']) {
      await oakCli('pi', 'add', pi, '--lab', LAB, '--company', 'OAK');
    }
    token = (await signInViaApi(E2E_ADMIN.email, E2E_ADMIN.password)).idToken.jwtToken;
    // The virtual lab stands its labs up one after another: the screen below is opened once all are there.
    const labs = await eventually(
      () => api<Lab[]>(LAB_API_PATHS.labs),
      (all) => all.some((l) => l.name === 'Automotive Companion'),
      120_000,
      500,
    );
    const lab = labs.find((l) => l.name === LAB)!;
    const pis = await api<Pi[]>(LAB_API_PATHS.labThings(lab.id));
    for (const pi of pis.filter((p) => p.thingName !== 'browser-pi-3')) {
      const { cmdLine } = await api<{ cmdLine: string }>(LAB_API_PATHS.setupCommand(pi.id, 'raspbian'));
      const agent = await runSetupCommand(cmdLine);
      installed.push(agent);
      agents.push(startAgent(agent));
    }
  }, 210_000);
  afterAll(async () => {
    await Promise.all(agents.map((agent) => agent.stop()));
    installed.forEach(removeInstall);
  });
  beforeEach(() => {
    page = currentPage();
  });

  it('shows the virtual lab npm start stands up, with its Pis online', async () => {
    await openSignedIn(page, '/labs');
    const labs = page.getByRole('navigation', { name: 'Labs' });
    await labs.getByRole('button', { name: 'Virtual Lab' }).click();
    const table = page.getByRole('table', { name: LABS_SCREEN_TEXTS.pisTable('Virtual Lab') });
    for (const pi of [
      'Noise 1.8 m 135°',
      'Speech 2.7 m 30°',
      'Speech 2.7 m 90°',
      'Speech 0.9 m 30°',
      'Speech 0.9 m 90°',
    ]) {
      await piRow(pi).getByText('Online').waitFor({ timeout: 20_000 });
    }
    expect(await table.getByRole('radio').count()).toBe(5);
    await expectAccessible(page, 'Labs, the Virtual Lab and its Pis');
    await labs.getByRole('button', { name: 'Automotive Companion' }).click();
    await piRow('Companion').getByText('Online').waitFor({ timeout: 20_000 });
  });

  it('lists the lab and pings its Pis on load', async () => {
    await openSignedIn(page, '/labs');
    await page.getByRole('navigation', { name: 'Labs' }).getByRole('button', { name: LAB }).click();
    const table = page.getByRole('table', { name: LABS_SCREEN_TEXTS.pisTable(LAB) });
    await table.waitFor();
    await piRow('browser-pi-1').getByText('Online').waitFor({ timeout: 15_000 });
    await piRow('browser-pi-2').getByText('Online').waitFor();
    await piRow('browser-pi-3').getByText('Offline').waitFor();
  });

  it('sets a Pi up with the command the Setup dialog copies', async () => {
    await openSignedIn(page, '/labs');
    await page.getByRole('navigation', { name: 'Labs' }).getByRole('button', { name: LAB }).click();
    await selectPi('browser-pi-3');
    // By keyboard only: Tab reaches Setup, Enter opens its menu and takes its first item, Raspbian;
    // Escape closes the dialog and the focus goes back to Setup.
    const setup = page.getByRole('button', { name: 'Setup' });
    await tabTo(page, setup);
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Raspbian' }).waitFor();
    await expectAccessible(page, 'The Setup menu');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: LABS_SCREEN_TEXTS.setup.dialogTitle('Raspbian') });
    const command = dialog.getByRole('textbox', { name: LABS_SCREEN_TEXTS.setup.commandLabel });
    await command.waitFor();
    await expectAccessible(page, 'The Setup dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await hasFocus(setup)).toBe(true);

    // Then with the mouse, to copy the command.
    await setup.click();
    await page.getByRole('menuitem', { name: 'Raspbian' }).click();
    await command.waitFor();
    await dialog.getByRole('button', { name: LABS_SCREEN_TEXTS.setup.copy }).click();
    await dialog.getByText('Copied to clipboard').first().waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await command.inputValue());
    expect(copied).toMatch(/^curl -fsSL '.+\/api\/agent\/install\?token=[\w-]+' \| sudo bash$/);
    await dialog.getByRole('button', { name: LABS_SCREEN_TEXTS.close }).first().click();

    // What the person does next, on the Pi: paste and run it.
    const agent = await runSetupCommand(copied);
    installed.push(agent);
    agents.push(startAgent(agent));
    await eventually(
      async () => {
        const lab = (await api<Lab[]>(LAB_API_PATHS.labs)).find((l) => l.name === LAB)!;
        return api<Pi[]>(LAB_API_PATHS.labThings(lab.id));
      },
      (pis) => pis.every((pi) => pi.connected),
    );
    await page.getByRole('button', { name: 'Lab Controls' }).click();
    await page.getByRole('menuitem', { name: 'Ping All Pis' }).click();
    await page
      .getByText(LABS_SCREEN_TEXTS.labControls.summary('Ping All Pis', 3, 0))
      .waitFor({ timeout: 20_000 });
    await piRow('browser-pi-3').getByText('Online').waitFor();
  });

  it('runs the health check of a Pi, step by step', async () => {
    await openSignedIn(page, '/labs');
    await page.getByRole('navigation', { name: 'Labs' }).getByRole('button', { name: LAB }).click();
    await selectPi('browser-pi-1');
    await page.getByRole('button', { name: 'Health Check' }).click();
    const dialog = page.getByRole('dialog', {
      name: LABS_SCREEN_TEXTS.healthCheck.dialogTitle('browser-pi-1'),
    });
    for (const step of ['Pi Connectivity', 'Camera Check', 'GUI Automation Check']) {
      await dialog
        .getByRole('listitem')
        .filter({ hasText: step })
        .getByText('Passed')
        .waitFor({ timeout: 20_000 });
    }
    await expectAccessible(page, 'The health check dialog, passed');
  });

  it('stops audio and updates the software of every Pi through Lab Controls', async () => {
    await openSignedIn(page, '/labs');
    await page.getByRole('navigation', { name: 'Labs' }).getByRole('button', { name: LAB }).click();
    await piRow('browser-pi-2').getByText('Online').waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Lab Controls' }).click();
    await page.getByRole('menuitem', { name: 'Stop Audio' }).waitFor();
    await expectAccessible(page, 'The Lab Controls menu');
    await page.getByRole('menuitem', { name: 'Stop Audio' }).click();
    await page.getByText(/^Stop Audio: \d succeeded, 0 failed$/).waitFor({ timeout: 20_000 });
    await expectAccessible(page, 'Labs, a Lab Controls outcome');
    // The agents run the cloud's current release, so the update finds nothing newer to install.
    await page.getByRole('button', { name: 'Lab Controls' }).click();
    await page.getByRole('menuitem', { name: 'Update Software' }).click();
    await page.getByText(/^Update Software: \d succeeded, 0 failed$/).waitFor({ timeout: 30_000 });
  });

  it('calibrates a Pi with pink noise and shows the measured level', async () => {
    await openSignedIn(page, '/labs');
    await page.getByRole('navigation', { name: 'Labs' }).getByRole('button', { name: LAB }).click();
    await selectPi('browser-pi-2');
    await page.getByRole('button', { name: 'Calibrate' }).click();
    const dialog = page.getByRole('dialog', {
      name: LABS_SCREEN_TEXTS.calibration.dialogTitle('browser-pi-2'),
    });
    await dialog.waitFor();
    await expectAccessible(page, 'The calibration dialog');
    await dialog.getByRole('button', { name: LABS_SCREEN_TEXTS.calibration.start }).click();
    await page.getByText(LABS_SCREEN_TEXTS.calibration.complete).waitFor({ timeout: 30_000 });
    await page.getByText(/browser-pi-2, Pink Noise: -?\d+\.\d dBFS over \d+\.\d s/).waitFor();
    await expectAccessible(page, 'Labs, a calibration outcome');
  });
});
