import {
  RESOURCE_API_PATHS,
  RESOURCE_DOWNLOAD_STATE_LABELS,
  RESOURCE_SYNC_TEXTS,
  type ResourcePackStatus,
  SYNC_MESSAGES,
  SYNC_PROGRESS_LABELS,
  WIZARD_BUTTONS,
  locationLabel,
  testSuiteOfCategory,
} from '@oak/shared';
import { type Locator, type Page } from 'playwright-core';
import { eventually } from '../cloud/src/testing/eventually.util';
import { expectAccessible } from './support/accessibility';
import { useCheckedPage } from './support/browser';
import { E2E_ADMIN, e2eInstance } from './support/e2e-instance';
import { openSignedIn } from './support/session';
import { VirtualLabApi } from './support/virtual-lab-api';

const LAB = 'Virtual Lab';
/** Five isolation booths, a Pi in each, all at 0.9 m 90°. */
const COMMS_LAB = 'Virtual Comms Lab';
const BOOTHS = ['Booth 1', 'Booth 2', 'Booth 3', 'Booth 4', 'Booth 5'] as const;
const NEAR = { location: '0.9m-90deg', pi: 'Speech 0.9 m 90°' } as const;
const NOISE = { location: '1.8m-135deg', pi: 'Noise 1.8 m 135°' } as const;
const TEXTS = RESOURCE_SYNC_TEXTS;
/** A small scenario type of the en_US pack: close talk's wake-and-response clips. */
const SCENARIO = { suite: 'Close Talk', type: 'CT_WAKE_AND_RESPONSE' } as const;

/**
 * Resource sync through the Labs screen, against the virtual lab's real
 * agents and the en_US pack the shared OAK generates at start: choose, submit,
 * watch each Pi's bars fill to Completed, then find the sync in the history.
 */
describe('resource sync from the Labs screen', () => {
  const currentPage = useCheckedPage();
  let page: Page;

  beforeAll(async () => {
    const api = await VirtualLabApi.signIn(e2eInstance().url, E2E_ADMIN.email, E2E_ADMIN.password);
    await api.connectedLab(LAB, 5);
    await api.connectedLab(COMMS_LAB, BOOTHS.length);
    const pack = await eventually(
      async () => (await api.request<ResourcePackStatus>(RESOURCE_API_PATHS.pack)).body,
      (status) => status.state === 'ready' || status.state === 'failed',
      240_000,
      1_000,
    );
    if (pack.state !== 'ready')
      throw new Error(`The resource pack did not generate: ${JSON.stringify(pack)}`);
  }, 300_000);
  beforeEach(() => {
    page = currentPage();
  });

  const form = () => page.getByRole('form', { name: TEXTS.newSync.title });
  const group = (name: string) => form().getByRole('group', { name });
  const locationRow = (location: string) =>
    group(TEXTS.newSync.locations)
      .locator('label')
      .filter({ hasText: locationLabel(location) })
      .locator('../..');

  /** Opens a virtual lab's Resource Sync tab and waits for the catalogue. */
  async function openSyncTab(lab: string = LAB) {
    await openSignedIn(page, '/labs');
    await page.getByRole('navigation', { name: 'Labs' }).getByRole('button', { name: lab }).click();
    await page.getByRole('tab', { name: TEXTS.tab }).click();
    await page.getByRole('tree', { name: TEXTS.newSync.scenarioTypes }).waitFor();
  }

  async function chooseScenario() {
    const tree = page.getByRole('tree', { name: TEXTS.newSync.scenarioTypes });
    await tree.getByRole('button', { name: SCENARIO.suite, exact: true }).click();
    const box = tree.getByRole('checkbox', { name: SCENARIO.type, exact: true });
    await box.waitFor();
    await expectAccessible(page, 'Resource Sync, a suite of the option tree open');
    await box.click();
    expect(await box.getAttribute('aria-checked')).toBe('true');
  }

  /** Chooses a location as a person does, a click on its name, once every Pi standing there is online. */
  async function chooseLocation(location: string) {
    await eventually(
      () => locationRow(location).getByRole('listitem').allInnerTexts(),
      (pis) => pis.length > 0 && pis.every((pi) => pi.includes(SYNC_PROGRESS_LABELS.online)),
      20_000,
      200,
    );
    await group(TEXTS.newSync.locations).getByText(locationLabel(location), { exact: true }).click();
    expect(
      await group(TEXTS.newSync.locations)
        .getByRole('checkbox', { name: locationLabel(location) })
        .isChecked(),
    ).toBe(true);
  }

  const progressRow = (piName: string): Locator =>
    page
      .getByRole('table', { name: TEXTS.progress.title })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: piName }) });

  it('offers only the scenario types the resource pack holds resources for (issue 29)', async () => {
    await openSyncTab();
    const tree = page.getByRole('tree', { name: TEXTS.newSync.scenarioTypes });
    await tree.getByRole('button', { name: SCENARIO.suite, exact: true }).waitFor();
    // Stability's and UPL's sets are in the pack (issue 30); auto local search, not played yet, has none.
    for (const suite of ['STABILITY', 'UPL'] as const)
      await tree
        .getByRole('button', { name: testSuiteOfCategory(suite)!.displayName, exact: true })
        .waitFor();
    expect(
      await tree
        .getByRole('button', { name: testSuiteOfCategory('AUTO_LOCAL_SEARCH')!.displayName, exact: true })
        .count(),
    ).toBe(0);
    await tree
      .getByRole('button', { name: testSuiteOfCategory('ACOUSTIC')!.displayName, exact: true })
      .click();
    await tree.getByRole('checkbox', { name: 'AC_NEAR_FIELD', exact: true }).waitFor();
    expect(await tree.getByRole('checkbox', { name: 'WAKEWORD_DEVICE_VALIDATION_TEST' }).count()).toBe(0);
  });

  it('refuses a sync without a locale, with the spec’s message', async () => {
    await openSyncTab();
    await chooseScenario();
    await chooseLocation(NEAR.location);
    await form().getByRole('button', { name: WIZARD_BUTTONS.submit }).click();
    const alert = form().getByRole('alert');
    await alert.getByText(SYNC_MESSAGES.selectLocale, { exact: true }).waitFor();
    await expectAccessible(page, 'Resource Sync, a sync refused');
    expect(await alert.getByText(SYNC_MESSAGES.selectLocation).count()).toBe(0);
    expect(await page.getByText(TEXTS.newSync.submitted).count()).toBe(0);
  });

  it('syncs a scenario type to two Pis, shows their bars reach Completed, then the sync in the history', async () => {
    await openSyncTab();
    await chooseScenario();
    await group(TEXTS.newSync.locales).getByText('en_US', { exact: true }).click();
    expect(await group(TEXTS.newSync.locales).getByRole('checkbox', { name: 'en_US' }).isChecked()).toBe(
      true,
    );
    await chooseLocation(NEAR.location);
    await chooseLocation(NOISE.location);
    await form().getByRole('button', { name: WIZARD_BUTTONS.submit }).click();

    const submitted = form().getByRole('status').filter({ hasText: TEXTS.newSync.submitted });
    await submitted.waitFor({ timeout: 20_000 });
    for (const { pi } of [NEAR, NOISE])
      await submitted.getByText(new RegExp(`^${pi}: \\d+ files?, `)).waitFor();
    await expectAccessible(page, 'Resource Sync, a sync submitted');

    for (const { pi } of [NEAR, NOISE]) {
      const row = progressRow(pi);
      await row
        .getByRole('cell')
        .nth(1)
        .getByText(RESOURCE_DOWNLOAD_STATE_LABELS.complete, { exact: true })
        .waitFor({ timeout: 120_000 });
      const size = row.getByRole('progressbar', {
        name: TEXTS.progress.barOf(SYNC_PROGRESS_LABELS.resourcesDownloaded, pi),
      });
      await eventually(
        () => size.getAttribute('aria-valuenow'),
        (value) => value === '100',
        10_000,
        200,
      );
      const count = row.getByRole('progressbar', {
        name: TEXTS.progress.barOf(SYNC_PROGRESS_LABELS.resourcesCount, pi),
      });
      expect(await count.getAttribute('aria-valuetext')).toMatch(
        new RegExp(
          `^${SYNC_PROGRESS_LABELS.completed} [1-9]\\d*, ${SYNC_PROGRESS_LABELS.failed} 0, ${SYNC_PROGRESS_LABELS.pending} 0$`,
        ),
      );
    }

    const latest = page.getByRole('region', { name: TEXTS.history.title }).getByRole('article').first();
    await latest.getByText(SCENARIO.type, { exact: true }).waitFor();
    await latest.getByText(E2E_ADMIN.email).waitFor();
    for (const { pi } of [NEAR, NOISE]) {
      await latest
        .getByRole('row')
        .filter({ hasText: pi })
        .getByText(RESOURCE_DOWNLOAD_STATE_LABELS.complete, { exact: true })
        .waitFor({ timeout: 20_000 });
    }
    await expectAccessible(page, 'Resource Sync, the sync in the history');
  });

  it('syncs to every booth standing at 0.9 m 90°, each its own row, each to Completed (issue 29)', async () => {
    await openSyncTab(COMMS_LAB);
    const near = locationRow(NEAR.location);
    await chooseLocation(NEAR.location);
    const booths = group(TEXTS.newSync.locations).getByRole('list', { name: locationLabel(NEAR.location) });
    expect(await booths.getByRole('listitem').count()).toBe(BOOTHS.length);
    for (const booth of BOOTHS)
      expect(await booths.getByRole('listitem').filter({ hasText: booth }).count()).toBe(1);
    expect(await near.getByRole('checkbox').count()).toBe(1);
    await chooseScenario();
    await group(TEXTS.newSync.locales).getByText('en_US', { exact: true }).click();
    await form().getByRole('button', { name: WIZARD_BUTTONS.submit }).click();

    const submitted = form().getByRole('status').filter({ hasText: TEXTS.newSync.submitted });
    await submitted.waitFor({ timeout: 20_000 });
    for (const booth of BOOTHS) await submitted.getByText(new RegExp(`^${booth}: \\d+ files?, `)).waitFor();
    for (const booth of BOOTHS)
      await progressRow(booth)
        .getByRole('cell')
        .nth(1)
        .getByText(RESOURCE_DOWNLOAD_STATE_LABELS.complete, { exact: true })
        .waitFor({ timeout: 120_000 });
    const latest = page.getByRole('region', { name: TEXTS.history.title }).getByRole('article').first();
    for (const booth of BOOTHS)
      await latest
        .getByRole('row')
        .filter({ hasText: booth })
        .getByText(RESOURCE_DOWNLOAD_STATE_LABELS.complete, { exact: true })
        .waitFor({ timeout: 20_000 });
    await expectAccessible(page, 'Resource Sync, a sync to five booths');
  });
});
