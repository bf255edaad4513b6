import { waitFor, within } from '@testing-library/react';
import {
  BDD_DEVICE_FIELDS,
  BDD_MESSAGES,
  BDD_SCENARIO_COLUMNS,
  BDD_STATEMENT_COLUMNS,
  BDD_VIEW_TEXTS,
  JOB_API_PATHS,
  RESOURCE_SYNC_API_PATHS,
  LIVE_LOADING_MESSAGES,
  LIVE_RUNS_TEXTS,
  LIVE_TAB_LABELS,
} from '@oak/shared';
import { setupUser } from '../../../../testing/setup-user';
import { syncLabStub, syncRoutes } from '../../../../testing/sync-stubs';
import { type AcmDeviceStub, acmJobStub } from '../../../../testing/job-stubs';
import {
  card,
  change,
  openTab,
  renderLiveRuns,
  resetLiveRuns,
  socketOf,
} from '../../testing/live-runs-harness';

vi.mock('socket.io-client', () => import('../../../../testing/fake-socket'));
vi.setConfig({ testTimeout: 20_000 });

const RECORDING = 'https://recordings.oak.test/acm/answer.wav';

/** Seven scenarios of a calling run: one done, one in progress, one failed, four waiting. */
function scenariosStub() {
  return [
    {
      id: 'sc-1',
      name: 'Place a call',
      state: 'COMPLETED',
      statements: [
        {
          statement: 'Given the DUT is idle',
          state: 'SUCCESS',
          response: { report: { utterance: 'Alexa, call Kitchen' } },
        },
      ],
    },
    {
      id: 'sc-2',
      name: 'Answer the call',
      state: 'INPROGRESS',
      statements: [
        {
          statement: 'Given A1D2 rings',
          state: 'SUCCESS',
          response: { report: { latency: 850, recording: RECORDING } },
        },
        {
          statement: 'When A1D2 answers',
          state: 'FAILED',
          response: { report: { reason: 'No ring tone heard' } },
        },
        { statement: 'Then both ends hear each other', state: 'INPROGRESS', response: null },
      ],
    },
    {
      id: 'sc-3',
      name: 'Hang up',
      state: 'FAILED',
      statements: [{ statement: 'Given the call is up', state: 'SKIPPED' }],
    },
    ...[4, 5, 6, 7].map((n) => ({
      id: `sc-${n}`,
      name: `Waiting scenario ${n}`,
      state: 'PENDING',
      statements: [],
    })),
  ];
}

/** The data rows of a table, without its header row. */
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

/** The scenario names of the Scenarios table's rows. */
const scenarioNames = (table: HTMLElement) =>
  bodyRows(table).map((row) => within(row).getAllByRole('cell')[1]!.textContent);

beforeEach(resetLiveRuns);

describe('BDD (ACM) live run', () => {
  it('shows Test Info and Device Info, a spinner while starting, then the scenarios', async () => {
    const user = setupUser();
    const job = acmJobStub({ testName: 'ACM_Calling', state: 'started' });
    renderLiveRuns([job]);
    const article = await card('ACM_Calling');

    const tabs = within(article)
      .getAllByRole('tab')
      .map((tab) => tab.textContent);
    expect(tabs).toEqual([LIVE_TAB_LABELS.testInfo, LIVE_TAB_LABELS.deviceInfo]);
    expect(within(article).getByRole('tab', { name: LIVE_TAB_LABELS.testInfo })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    const socket = socketOf(job);
    socket.serverEmit('connect');
    change(socket, 'testStatus', { status: 'STARTING', state: 'started' });
    const panel = within(article).getByRole('tabpanel');
    expect(within(panel).getByLabelText(BDD_VIEW_TEXTS.starting)).toBeInTheDocument();
    expect(within(panel).getByText(BDD_VIEW_TEXTS.noScenariosYet)).toBeInTheDocument();
    expect(within(panel).queryByText(BDD_MESSAGES.testCompleted)).toBeNull();

    change(socket, 'testStatus', { status: 'RUNNING', state: 'inprogress' });
    change(socket, 'payload', scenariosStub());
    expect(within(panel).queryByLabelText(BDD_VIEW_TEXTS.starting)).toBeNull();
    expect(within(panel).queryByText(BDD_VIEW_TEXTS.noScenariosYet)).toBeNull();

    const scenarios = within(panel).getByRole('table', { name: BDD_VIEW_TEXTS.scenariosTitle });
    expect(
      within(scenarios)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['', BDD_SCENARIO_COLUMNS.name, BDD_SCENARIO_COLUMNS.state]);
    // Page size 5: the first five scenarios.
    expect(scenarioNames(scenarios)).toEqual([
      'Place a call',
      'Answer the call',
      'Hang up',
      'Waiting scenario 4',
      'Waiting scenario 5',
    ]);
    // The scenario in progress is the current one, and selected.
    const answer = within(scenarios).getByRole('row', { name: /Answer the call/ });
    expect(answer).toHaveAttribute('aria-selected', 'true');
    expect(within(scenarios).getByRole('row', { name: /Place a call/ })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    expect(within(panel).getByRole('radio', { name: 'Answer the call' })).toBeChecked();
    expect(within(answer).getByText('INPROGRESS')).toHaveAttribute('data-tone', 'running');
    expect(within(scenarios).getByText('FAILED')).toHaveAttribute('data-tone', 'negative');
    expect(within(scenarios).getByText('COMPLETED')).toHaveAttribute('data-tone', 'positive');

    // Its statements, each status coloured by its state.
    const statements = within(panel).getByRole('table', {
      name: BDD_VIEW_TEXTS.statementsOf('Answer the call'),
    });
    expect(
      within(statements)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([BDD_STATEMENT_COLUMNS.statement, BDD_STATEMENT_COLUMNS.response, BDD_STATEMENT_COLUMNS.state]);
    const [rings, answers, hears] = bodyRows(statements);
    expect(rings).toHaveTextContent('Given A1D2 rings');
    expect(within(rings!).getByText('SUCCESS')).toHaveAttribute('data-tone', 'positive');
    expect(within(answers!).getByText('FAILED')).toHaveAttribute('data-tone', 'negative');
    expect(within(hears!).getByText('INPROGRESS')).toHaveAttribute('data-tone', 'info');
    expect(within(hears!).getByText(BDD_VIEW_TEXTS.emptyValue)).toBeInTheDocument();

    // The report opens on demand: its items, a URL as 'Download recording'.
    expect(within(panel).queryByRole('list')).toBeNull();
    const toggle = within(rings!).getByRole('button', { name: BDD_VIEW_TEXTS.showReport(2) });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent(BDD_VIEW_TEXTS.hideReport);
    const report = within(rings!).getByRole('list', { name: BDD_VIEW_TEXTS.reportOf('Given A1D2 rings') });
    const items = within(report).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'latency: 850',
      `recording: ${BDD_MESSAGES.downloadRecording}`,
    ]);
    expect(within(report).getByRole('link', { name: BDD_MESSAGES.downloadRecording })).toHaveAttribute(
      'href',
      RECORDING,
    );
    expect(within(report).queryByText(RECORDING)).toBeNull();
    // Only that row's report opened.
    expect(within(answers!).queryByRole('list')).toBeNull();
    await user.click(toggle);
    expect(within(rings!).queryByRole('list')).toBeNull();

    // Picking another scenario shows its statements.
    await user.click(within(scenarios).getByRole('row', { name: /Hang up/ }));
    await waitFor(() =>
      expect(within(scenarios).getByRole('row', { name: /Hang up/ })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    expect(within(scenarios).getByRole('row', { name: /Answer the call/ })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    expect(
      within(panel).queryByRole('table', { name: BDD_VIEW_TEXTS.statementsOf('Answer the call') }),
    ).toBeNull();
    const hangUp = within(panel).getByRole('table', { name: BDD_VIEW_TEXTS.statementsOf('Hang up') });
    expect(bodyRows(hangUp)).toHaveLength(1);
    expect(within(hangUp).getByText('SKIPPED')).toHaveAttribute('data-tone', 'info');

    // ... through its radio as well.
    await user.click(within(panel).getByRole('radio', { name: 'Place a call' }));
    expect(
      await within(panel).findByRole('table', { name: BDD_VIEW_TEXTS.statementsOf('Place a call') }),
    ).toBeInTheDocument();

    // The operator's pick survives a new payload.
    const moved = scenariosStub();
    moved[1]!.state = 'COMPLETED';
    moved[3]!.state = 'INPROGRESS';
    change(socket, 'payload', moved);
    expect(within(scenarios).getByRole('row', { name: /Place a call/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    change(socket, 'testStatus', { status: 'SUCCEEDED', state: 'inprogress' });
    expect(within(panel).getByText(BDD_MESSAGES.testCompleted)).toBeInTheDocument();
    expect(within(panel).queryByLabelText(BDD_VIEW_TEXTS.starting)).toBeNull();
  });

  it('follows the current scenario until one is picked, and pages the scenarios', async () => {
    const user = setupUser();
    const job = acmJobStub({ testName: 'ACM_Paging' });
    renderLiveRuns([job]);
    const article = await card('ACM_Paging');
    const socket = socketOf(job);
    const later = scenariosStub().map((scenario) => ({ ...scenario, state: 'COMPLETED' }));
    later[5]!.state = 'INPROGRESS';
    change(socket, 'payload', later);
    const panel = within(article).getByRole('tabpanel');
    const scenarios = within(panel).getByRole('table', { name: BDD_VIEW_TEXTS.scenariosTitle });
    // The current scenario is the sixth: the table opens on its page.
    expect(bodyRows(scenarios).map((row) => row.textContent)).toEqual([
      expect.stringContaining('Waiting scenario 6'),
      expect.stringContaining('Waiting scenario 7'),
    ]);
    expect(within(scenarios).getByRole('row', { name: /Waiting scenario 6/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    const size = within(panel).getByRole('combobox', { name: BDD_VIEW_TEXTS.pageSize });
    expect(size).toHaveValue('5');
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['2', '4', '5', '6']);

    await user.click(within(panel).getByRole('button', { name: LIVE_RUNS_TEXTS.previousPage }));
    await waitFor(() => expect(bodyRows(scenarios)).toHaveLength(5));
    await user.selectOptions(size, '2');
    // Two a page, on the page of the selected scenario (the 5th and 6th).
    await waitFor(() =>
      expect(scenarioNames(scenarios)).toEqual(['Waiting scenario 5', 'Waiting scenario 6']),
    );
    await user.click(within(panel).getByRole('button', { name: LIVE_RUNS_TEXTS.nextPage }));
    await waitFor(() => expect(scenarioNames(scenarios)).toEqual(['Waiting scenario 7']));
    await user.selectOptions(size, '6');
    await waitFor(() => expect(bodyRows(scenarios)).toHaveLength(6));
    await user.selectOptions(size, '4');
    await waitFor(() => expect(bodyRows(scenarios)).toHaveLength(3));

    // Unpicked, the selection follows the run.
    const next = later.map((scenario) => ({ ...scenario, state: 'COMPLETED' }));
    next[1]!.state = 'FAILED';
    change(socket, 'payload', next);
    expect(
      within(panel).getByRole('table', { name: BDD_VIEW_TEXTS.statementsOf('Answer the call') }),
    ).toBeInTheDocument();
    expect(scenarioNames(scenarios)).toEqual([
      'Place a call',
      'Answer the call',
      'Hang up',
      'Waiting scenario 4',
    ]);
  });

  it('shows the auto-sync panel in Test Info while the resources sync', async () => {
    const fixture = syncLabStub([['Alpha', '0.9m-90deg']]);
    const job = acmJobStub({ testName: 'ACM_Syncing', state: 'started' });
    renderLiveRuns([job], {
      ...syncRoutes(fixture),
      [`GET ${JOB_API_PATHS.lab(job.id)}`]: { body: fixture.lab },
      [`GET ${RESOURCE_SYNC_API_PATHS.run(job.id)}`]: { body: [] },
    });
    const article = await card('ACM_Syncing');
    change(socketOf(job), 'testStatus', { status: 'auto-sync of resources in progress', state: 'started' });
    const panel = within(article).getByRole('tabpanel');
    expect(within(panel).getByText(LIVE_LOADING_MESSAGES.autoSyncInProgress)).toBeInTheDocument();
    expect(
      await within(panel).findByRole('region', { name: LIVE_RUNS_TEXTS.resourceSync }),
    ).toBeInTheDocument();
    expect(within(panel).queryByText(BDD_VIEW_TEXTS.noScenariosYet)).toBeNull();

    change(socketOf(job), 'testStatus', { status: 'RUNNING', state: 'inprogress' });
    expect(within(panel).queryByRole('region', { name: LIVE_RUNS_TEXTS.resourceSync })).toBeNull();
    expect(within(panel).getByText(BDD_VIEW_TEXTS.noScenariosYet)).toBeInTheDocument();
  });

  it('shows the devices as cards grouped by tag, DUT first', async () => {
    const user = setupUser();
    const job = acmJobStub({ testName: 'ACM_Devices' });
    renderLiveRuns([job]);
    const article = await card('ACM_Devices');
    const panel = await openTab(user, article, LIVE_TAB_LABELS.deviceInfo);
    const groups = within(panel)
      .getAllByRole('region')
      .filter((region) => region.tagName === 'SECTION');
    expect(groups.map((group) => within(group).getByRole('heading').textContent)).toEqual([
      'DUT',
      'A1D2',
      'A2D1',
    ]);

    const dut = within(within(panel).getByRole('region', { name: 'DUT' })).getByRole('group', {
      name: 'Caller Echo Show',
    });
    expect(
      within(dut)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(Object.values(BDD_DEVICE_FIELDS));
    expect(
      within(dut)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['A1CUSTOMER', 'G0ACMDUT0000001', 'AMZN-1', 'Caller Echo Show']);
    // A device without an Amazon id or a name.
    const bare = within(within(panel).getByRole('region', { name: 'A2D1' })).getByRole('group');
    expect(
      within(bare)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['A2CUSTOMER', 'G0ACMA2D100003', BDD_VIEW_TEXTS.emptyValue, BDD_VIEW_TEXTS.emptyValue]);
    expect(within(panel).queryByRole('button', { name: LIVE_RUNS_TEXTS.nextPage })).toBeNull();
  });

  it('pages the device cards by 6', async () => {
    const user = setupUser();
    const devices: Record<string, AcmDeviceStub> = {};
    for (const tag of ['A1D2', 'A1D3', 'DUT', 'A2D1', 'A2D2', 'A3D1', 'A3D2']) {
      devices[tag] = {
        customerId: `C-${tag}`,
        dsn: `DSN-${tag}`,
        deviceName: `Device ${tag}`,
        amazonId: `AMZ-${tag}`,
      };
    }
    const job = acmJobStub({ testName: 'ACM_Many', devices });
    renderLiveRuns([job]);
    const article = await card('ACM_Many');
    const panel = await openTab(user, article, LIVE_TAB_LABELS.deviceInfo);
    // The cards, not the pagination's button group.
    const cardNames = () =>
      within(panel)
        .getAllByRole('group')
        .filter((group) => group.closest('section'))
        .map((group) => group.getAttribute('aria-label'));
    expect(cardNames()).toEqual([
      'Device DUT',
      'Device A1D2',
      'Device A1D3',
      'Device A2D1',
      'Device A2D2',
      'Device A3D1',
    ]);
    await user.click(within(panel).getByRole('button', { name: LIVE_RUNS_TEXTS.nextPage }));
    await waitFor(() => expect(cardNames()).toEqual(['Device A3D2']));
    expect(within(panel).getByRole('heading', { name: 'A3D2' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: LIVE_RUNS_TEXTS.previousPage }));
    await waitFor(() => expect(cardNames()).toHaveLength(6));
  });
});
