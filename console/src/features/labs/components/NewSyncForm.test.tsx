import { screen, waitFor, within } from '@testing-library/react';
import { type UserEvent } from '@testing-library/user-event';
import {
  LAB_LOCK,
  LAB_MESSAGES,
  MARKETPLACES,
  MAX_SYNC_LOCATIONS,
  RESOURCE_SYNC_API_PATHS,
  SYNC_LOCALE_BULK_CHOICES,
  SYNC_MESSAGES,
  SYNC_PROGRESS_LABELS,
  SYNC_PROGRESS_MESSAGES,
  SYNC_RESOURCE_MESSAGES,
  WIZARD_BUTTONS,
  formatResourceSize,
  locationLabel,
  RESOURCE_SYNC_TEXTS,
} from '@oak/shared';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { setupUser } from '../../../testing/setup-user';
import { type MockRoutes, mockApi, requestsTo, storeSession, testSession } from '../../../testing/mock-api';
import { agentStateStub, deferredAnswer, piCallFailure, piRoute } from '../../../testing/lab-stubs';
import { resetFakeSockets } from '../../../testing/fake-socket';
import { openResourceSync, syncLabStub, syncRoutes } from '../../../testing/sync-stubs';

vi.mock('socket.io-client', () => import('../../../testing/fake-socket'));
// Each test clicks through the whole screen, tree and all.
vi.setConfig({ testTimeout: 20_000 });

const session = testSession();
const texts = RESOURCE_SYNC_TEXTS.newSync;
const fixture = syncLabStub();
const { lab } = fixture;
const [speech90, speech30] = fixture.pis;

function renderSync(routes: MockRoutes = {}, labFixture = fixture) {
  const fetchMock = mockApi({
    'GET /api/auth/session': { body: session },
    ...syncRoutes(labFixture, routes),
  });
  renderWithProviders('/labs');
  return fetchMock;
}

const form = () => screen.getByRole('form', { name: texts.title });
const locationsGroup = () => within(form()).getByRole('group', { name: texts.locations });
const localesGroup = () => within(form()).getByRole('group', { name: texts.locales });

/** Opens the tab and waits for the catalogue and for every location's Pi to answer its ping. */
async function openForm(user: UserEvent, pings = 3) {
  await openResourceSync(user);
  await screen.findByRole('tree', { name: texts.scenarioTypes });
  await waitFor(() =>
    expect(
      within(locationsGroup()).getAllByText(
        new RegExp(`^(${SYNC_PROGRESS_LABELS.online}|${SYNC_PROGRESS_LABELS.offline})$`),
      ),
    ).toHaveLength(pings),
  );
}

async function chooseScenarioType(user: UserEvent, suite: string, scenarioType: string) {
  const tree = screen.getByRole('tree', { name: texts.scenarioTypes });
  const branch = within(tree).getByRole('button', { name: suite });
  if (branch.getAttribute('data-state') !== 'open') await user.click(branch);
  const box = await within(tree).findByRole('checkbox', { name: scenarioType });
  await user.click(box);
  await waitFor(() => expect(box).toHaveAttribute('aria-checked', 'true'));
  await within(localesGroup()).findAllByRole('checkbox');
}

const submit = (user: UserEvent) =>
  user.click(within(form()).getByRole('button', { name: WIZARD_BUTTONS.submit }));

describe('choosing a resource sync', () => {
  beforeEach(() => {
    storeSession(session);
    resetFakeSockets();
  });

  it('chooses scenario types from the keyboard: Space checks the focused suite or type, Enter opens a suite', async () => {
    const user = setupUser();
    renderSync();
    await openForm(user);
    const tree = screen.getByRole('tree', { name: texts.scenarioTypes });
    const suite = within(tree).getByRole('button', { name: 'Close Talk' });
    const wholeSuite = within(tree).getByRole('checkbox', { name: texts.wholeSuite('Close Talk') });
    // A control inside a button is lost to assistive technology: the suite's checkbox stands beside it.
    expect(suite).not.toContainElement(wholeSuite);

    suite.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(wholeSuite).toHaveAttribute('aria-checked', 'true'));
    await user.keyboard(' ');
    await waitFor(() => expect(wholeSuite).toHaveAttribute('aria-checked', 'false'));

    await user.keyboard('{Enter}');
    await waitFor(() => expect(suite.closest('[role=treeitem]')).toHaveAttribute('aria-expanded', 'true'));
    await user.keyboard('{ArrowDown}');
    const type = document.activeElement as HTMLElement;
    expect(type).toHaveAttribute('role', 'treeitem');
    await user.keyboard(' ');
    await waitFor(() => expect(within(type).getByRole('checkbox')).toHaveAttribute('aria-checked', 'true'));
    expect(wholeSuite).toHaveAttribute('aria-checked', 'mixed');
    await within(localesGroup()).findAllByRole('checkbox');
  });

  it('offers the catalogue as a tree, the chosen types’ locales with Select All and Deselect All, and the lab’s locations', async () => {
    const user = setupUser();
    renderSync({ [piRoute(lab, speech30!, 'state')]: { body: agentStateStub('OFFLINE') } });
    await openForm(user);

    // No scenario type yet: no locale to offer.
    expect(within(localesGroup()).getByText(texts.noScenarioType)).toBeInTheDocument();
    await chooseScenarioType(user, 'Close Talk', 'CT_WAKE_AND_RESPONSE');
    const tree = screen.getByRole('tree', { name: texts.scenarioTypes });
    expect(within(tree).getByRole('checkbox', { name: 'CT_WAKE_AND_RESPONSE' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(within(tree).getByRole('checkbox', { name: texts.wholeSuite('Close Talk') })).toHaveAttribute(
      'aria-checked',
      'mixed',
    );

    const locales = within(localesGroup()).getAllByRole('checkbox');
    expect(locales.map((box) => box.closest('label')?.textContent)).toEqual([...MARKETPLACES]);
    await user.click(
      within(localesGroup()).getByRole('button', { name: SYNC_LOCALE_BULK_CHOICES.selectAll.label }),
    );
    await waitFor(() => {
      for (const box of within(localesGroup()).getAllByRole('checkbox')) expect(box).toBeChecked();
    });
    await user.click(
      within(localesGroup()).getByRole('button', { name: SYNC_LOCALE_BULK_CHOICES.deselectAll.label }),
    );
    await waitFor(() => {
      for (const box of within(localesGroup()).getAllByRole('checkbox')) expect(box).not.toBeChecked();
    });
    await user.click(within(localesGroup()).getByRole('checkbox', { name: 'en_US' }));
    await waitFor(() =>
      expect(within(localesGroup()).getByRole('checkbox', { name: 'en_US' })).toBeChecked(),
    );

    // A suite's checkbox takes all its types; the same type under another suite stays apart.
    await user.click(within(tree).getByRole('checkbox', { name: texts.wholeSuite('Close Talk') }));
    await waitFor(() =>
      expect(within(tree).getByRole('checkbox', { name: texts.wholeSuite('Close Talk') })).toHaveAttribute(
        'aria-checked',
        'true',
      ),
    );
    expect(within(tree).getByRole('checkbox', { name: texts.wholeSuite('Mobile') })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(within(form()).getByText(texts.selectionSummary(3, 1, 0))).toBeInTheDocument();

    // Each location with its Pi and whether it is online; the close-talk clips play from 0.9 m 90 deg.
    const rowOf = (location: string) =>
      within(locationsGroup())
        .getByRole('checkbox', { name: locationLabel(location) })
        .closest('label')!.parentElement!.parentElement as HTMLElement;
    expect(
      within(locationsGroup())
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['1.8m-135deg', '0.9m-30deg', '0.9m-90deg'].map(locationLabel));
    expect(within(rowOf('0.9m-90deg')).getByText(speech90!.name)).toBeInTheDocument();
    expect(within(rowOf('0.9m-90deg')).getByText(SYNC_PROGRESS_LABELS.online)).toBeInTheDocument();
    expect(within(rowOf('0.9m-90deg')).getByText(texts.suggested)).toBeInTheDocument();
    expect(within(rowOf('0.9m-30deg')).getByText(SYNC_PROGRESS_LABELS.offline)).toBeInTheDocument();
  });

  it('shows every reason a sync cannot be submitted, and sends nothing', async () => {
    const user = setupUser();
    const fetchMock = renderSync({ [piRoute(lab, speech30!, 'state')]: { body: agentStateStub('OFFLINE') } });
    await openForm(user);

    await submit(user);
    const alert = await within(form()).findByRole('alert');
    for (const message of [
      SYNC_MESSAGES.selectLocale,
      SYNC_MESSAGES.selectLocation,
      SYNC_MESSAGES.selectManifest,
    ]) {
      expect(within(alert).getByText(message)).toBeInTheDocument();
    }

    // The messages follow the choice: what is fixed goes, an offline location says so.
    await chooseScenarioType(user, 'Acoustic', 'AC_WWDD_QUICK_TEST');
    await user.click(within(localesGroup()).getByRole('checkbox', { name: 'en_US' }));
    await user.click(within(locationsGroup()).getByRole('checkbox', { name: locationLabel('0.9m-30deg') }));
    await waitFor(() =>
      expect(within(form()).getByRole('alert')).toHaveTextContent(
        new RegExp(`^${escape(SYNC_MESSAGES.locationOffline('0.9m-30deg'))}$`),
      ),
    );
    await user.click(within(locationsGroup()).getByRole('checkbox', { name: locationLabel('1.8m-135deg') }));
    await waitFor(() =>
      expect(within(form()).getByRole('alert')).toHaveTextContent(SYNC_MESSAGES.locationsOffline),
    );

    await user.click(within(locationsGroup()).getByRole('checkbox', { name: locationLabel('0.9m-30deg') }));
    await waitFor(() => expect(within(form()).queryByRole('alert')).not.toBeInTheDocument());
    expect(requestsTo(fetchMock, 'POST', RESOURCE_SYNC_API_PATHS.submit(lab.id))).toHaveLength(0);
  });

  it('refuses more than five locations and a locked lab', async () => {
    const user = setupUser();
    const places = [
      ['Noise', '1.8m-135deg'],
      ['Far 30', '2.7m-30deg'],
      ['Far 90', '2.7m-90deg'],
      ['Near 30', '0.9m-30deg'],
      ['Near 90', '0.9m-90deg'],
      ['Head', 'hats'],
    ] as const;
    const locked = syncLabStub(places, { lock: LAB_LOCK.locked });
    const fetchMock = renderSync({}, locked);
    await openForm(user, places.length);
    await chooseScenarioType(user, 'Acoustic', 'AC_FAR_FIELD');
    await user.click(within(localesGroup()).getByRole('checkbox', { name: 'en_US' }));
    for (const box of within(locationsGroup()).getAllByRole('checkbox')) await user.click(box);
    expect(
      await within(form()).findByText(RESOURCE_SYNC_TEXTS.newSync.locationsChosen(6)),
    ).toBeInTheDocument();

    await submit(user);
    const alert = await within(form()).findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([SYNC_MESSAGES.tooManyLocations(MAX_SYNC_LOCATIONS), SYNC_MESSAGES.labLocked]);
    expect(requestsTo(fetchMock, 'POST', RESOURCE_SYNC_API_PATHS.submit(lab.id))).toHaveLength(0);
  });

  it('submits the choice, says it is submitting, then what each Pi is to download', async () => {
    const user = setupUser();
    const held = deferredAnswer();
    const fetchMock = renderSync({ [`POST ${RESOURCE_SYNC_API_PATHS.submit(lab.id)}`]: held.route });
    await openForm(user);
    await chooseScenarioType(user, 'Close Talk', 'CT_WAKE_AND_RESPONSE');
    await user.click(within(localesGroup()).getByRole('checkbox', { name: 'en_US' }));
    await user.click(within(locationsGroup()).getByRole('checkbox', { name: locationLabel('0.9m-90deg') }));
    await submit(user);

    expect(await within(form()).findByText(SYNC_PROGRESS_MESSAGES.submittingResources)).toBeInTheDocument();
    const [call] = requestsTo(fetchMock, 'POST', RESOURCE_SYNC_API_PATHS.submit(lab.id));
    expect(call!.body).toEqual({
      locales: ['en_US'],
      locations: ['0.9m-90deg'],
      manifests: ['CT_WAKE_AND_RESPONSE'],
    });
    const historyReads = requestsTo(fetchMock, 'GET', RESOURCE_SYNC_API_PATHS.history(lab.id)).length;

    held.answer({
      body: {
        syncId: 'sync-1',
        pis: [
          {
            thingId: speech90!.id,
            thingName: speech90!.thingName,
            location: '0.9m-90deg',
            fileCount: 14,
            totalBytes: 3_276_800,
          },
        ],
      },
    });
    const done = (await within(form()).findByText(texts.submitted)).closest('[role=status]');
    expect(done).not.toBeNull();
    expect(done).toHaveTextContent(texts.submittedPi(speech90!.name, 14, formatResourceSize(3_276_800)));
    expect(within(form()).queryByText(SYNC_PROGRESS_MESSAGES.submittingResources)).not.toBeInTheDocument();
    // The history is read again, to show the new sync.
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'GET', RESOURCE_SYNC_API_PATHS.history(lab.id)).length).toBeGreaterThan(
        historyReads,
      ),
    );
  });

  it.each([
    [409, SYNC_MESSAGES.labLocked],
    [409, SYNC_MESSAGES.locationOffline('0.9m-90deg')],
    [400, SYNC_RESOURCE_MESSAGES.resourceFilesUnavailable],
  ])('shows the cloud’s refusal (%i %s)', async (status, message) => {
    const user = setupUser();
    renderSync({ [`POST ${RESOURCE_SYNC_API_PATHS.submit(lab.id)}`]: piCallFailure(status, message) });
    await openForm(user);
    await chooseScenarioType(user, 'Acoustic', 'AC_WWDD_QUICK_TEST');
    await user.click(within(localesGroup()).getByRole('checkbox', { name: 'en_US' }));
    await user.click(within(locationsGroup()).getByRole('checkbox', { name: locationLabel('0.9m-90deg') }));
    await submit(user);
    expect(await within(form()).findByRole('alert')).toHaveTextContent(message);
    expect(within(form()).queryByText(texts.submitted)).not.toBeInTheDocument();
  });

  it('lists every Pi standing at a location in its own row, and holds the location offline while one is (issue 29)', async () => {
    const user = setupUser();
    const booths = syncLabStub([
      ['Booth 1', '0.9m-90deg'],
      ['Booth 2', '0.9m-90deg'],
      ['Booth 3', '0.9m-90deg'],
    ]);
    const [, booth2] = booths.pis;
    const fetchMock = renderSync(
      { [piRoute(booths.lab, booth2!, 'state')]: { body: agentStateStub('OFFLINE') } },
      booths,
    );
    await openForm(user);
    expect(within(locationsGroup()).getAllByRole('checkbox')).toHaveLength(1);
    const pis = within(locationsGroup()).getByRole('list', { name: locationLabel('0.9m-90deg') });
    expect(
      within(pis)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      `Booth 1${SYNC_PROGRESS_LABELS.online}`,
      `Booth 2${SYNC_PROGRESS_LABELS.offline}`,
      `Booth 3${SYNC_PROGRESS_LABELS.online}`,
    ]);

    await chooseScenarioType(user, 'Close Talk', 'CT_WAKE_AND_RESPONSE');
    await user.click(within(localesGroup()).getByRole('checkbox', { name: 'en_US' }));
    await user.click(within(locationsGroup()).getByRole('checkbox', { name: locationLabel('0.9m-90deg') }));
    await submit(user);
    expect(await within(form()).findByRole('alert')).toHaveTextContent(
      SYNC_MESSAGES.locationOffline('0.9m-90deg'),
    );
    expect(requestsTo(fetchMock, 'POST', RESOURCE_SYNC_API_PATHS.submit(booths.lab.id))).toHaveLength(0);
  });

  it('says when the catalogue cannot be read, and when the lab has no located Pi', async () => {
    const user = setupUser();
    renderSync(
      { [`GET ${RESOURCE_SYNC_API_PATHS.options}`]: piCallFailure(500, 'Internal server error') },
      syncLabStub([]),
    );
    await openResourceSync(user);
    const alerts = await within(await screen.findByRole('form', { name: texts.title })).findAllByRole(
      'alert',
    );
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      expect.stringContaining(SYNC_RESOURCE_MESSAGES.resourcesDataUnavailable),
      expect.stringContaining(LAB_MESSAGES.failedRetrievingLocations),
    ]);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
