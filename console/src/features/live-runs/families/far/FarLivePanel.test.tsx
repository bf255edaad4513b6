import { waitFor, within } from '@testing-library/react';
import {
  FAR_MESSAGES,
  FAR_TABLE_COLUMNS,
  FAR_VIEW_TEXTS,
  type FarPayload,
  LIVE_METRICS_LABELS,
  LIVE_RUNS_TEXTS,
  LIVE_TAB_LABELS,
} from '@oak/shared';
import { setupUser } from '../../../../testing/setup-user';
import { jobStub } from '../../../../testing/job-stubs';
import { headersOf } from '../../testing/functional-queries';
import { card, change, renderLiveRuns, resetLiveRuns, socketOf } from '../../testing/live-runs-harness';

vi.mock('socket.io-client', () => import('../../../../testing/fake-socket'));
vi.setConfig({ testTimeout: 20_000 });

const STARTED = '2026-11-20T10:00:00.000Z';
/** Ten minutes into the day of the FAR track. */
const NOW = new Date('2026-11-20T10:10:00.000Z');
const GOOD = 'G0VIRTUALGOOD001';
const POOR = 'G0VIRTUALPOOR001';
const GONE = 'G0VIRTUALGONE001';

function payloadStub(overrides: Partial<FarPayload> = {}): FarPayload {
  return {
    chunkId: 0,
    totalChunks: 144,
    simulationEnvironment: {
      devices: [
        { customerId: 'A1CUSTOMER', deviceSerialNumber: GOOD, deviceName: 'Echo Dot (good)' },
        { customerId: 'A1CUSTOMER', deviceSerialNumber: POOR, deviceName: 'Echo Pop (poor)' },
        { customerId: 'A2CUSTOMER', deviceSerialNumber: GONE, deviceName: 'Echo Show (gone)' },
      ],
    },
    deviceTotalWakeCountsForUI: { [GOOD]: 0, [POOR]: 0, [GONE]: 0 },
    offlineDevicesSet: [],
    lastMeasureTimestamp: null,
    ...overrides,
  };
}

/** The row of a device in the FAR table, by its serial number. */
function rowOf(table: HTMLElement, serial: string): HTMLElement {
  return within(table).getByRole('cell', { name: serial }).closest('tr')!;
}

describe('the FAR live view (doc 1 §2.9, issue 30)', () => {
  beforeEach(() => {
    resetLiveRuns();
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  });
  afterEach(() => vi.useRealTimers());

  it('fills Test Details with the FAR table, its texts, its one-day clock and its chart, live and once finished', async () => {
    const user = setupUser();
    const job = jobStub({ testName: 'Kitchen_FAR', scenarioType: 'AC_FAR' });
    expect(job.family).toBe('far');
    renderLiveRuns([job]);
    const article = await card('Kitchen_FAR');
    // Test Details alone (doc 1 §2.2), and the bar's 0.3% sliver before the first chunk is stored (doc 1 §4.1).
    expect(
      within(article)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([LIVE_TAB_LABELS.testDetails]);
    const socket = socketOf(job);
    socket.serverEmit('connect');
    change(socket, 'commonFeeds', {
      startTime: STARTED,
      scenarioType: 'AC_FAR',
      percentage: 0,
      played: 0,
      count: 144,
    });
    change(socket, 'payload', payloadStub({ chunkId: 1 }));
    const bar = within(article).getByRole('progressbar', { name: LIVE_RUNS_TEXTS.progressOf('Kitchen_FAR') });
    expect(bar).toHaveAttribute('aria-valuenow', '0.3');

    const details = within(article).getByRole('tabpanel', { name: LIVE_TAB_LABELS.testDetails });
    expect(within(details).getByRole('status')).toHaveTextContent(FAR_MESSAGES.playing(1, 144));
    const table = within(details).getByRole('table', { name: FAR_VIEW_TEXTS.table });
    expect(headersOf(table)).toEqual(Object.values(FAR_TABLE_COLUMNS));
    // No hour counted yet: no chart.
    expect(within(details).getByText(FAR_VIEW_TEXTS.noHoursYet)).toBeVisible();
    // The clock of a far-type run: its day from the start, each second.
    const timer = within(details).getByLabelText(FAR_VIEW_TEXTS.timer);
    expect(within(timer).getByText(LIVE_METRICS_LABELS.elapsedTime).nextSibling).toHaveTextContent(
      '00:10:00',
    );
    expect(within(timer).getByText(LIVE_METRICS_LABELS.eta).nextSibling).toHaveTextContent('23:50:00');
    vi.setSystemTime(new Date(NOW.getTime() + 2_000));
    await waitFor(() =>
      expect(within(timer).getByText(LIVE_METRICS_LABELS.elapsedTime).nextSibling).toHaveTextContent(
        '00:10:02',
      ),
    );
    expect(within(timer).getByText(LIVE_METRICS_LABELS.eta).nextSibling).toHaveTextContent('23:49:58');

    // Two hours in: the poor device failed, the good one at the limit, the third offline at the last check.
    change(socket, 'commonFeeds', {
      startTime: STARTED,
      scenarioType: 'AC_FAR',
      percentage: 8,
      played: 12,
      count: 144,
    });
    change(
      socket,
      'payload',
      payloadStub({
        chunkId: 13,
        deviceTotalWakeCountsForUI: { [GOOD]: 3, [POOR]: 5, [GONE]: 0 },
        offlineDevicesSet: [GONE],
        lastMeasureTimestamp: { date: '2026-11-20', time: '12:09:30' },
        wakesByHour: [
          { hour: 1, falseWakes: { [GOOD]: 1, [POOR]: 2, [GONE]: 0 } },
          { hour: 2, falseWakes: { [GOOD]: 2, [POOR]: 3, [GONE]: 0 } },
        ],
      }),
    );
    expect(bar).toHaveAttribute('aria-valuenow', '8');
    expect(within(details).getByRole('status')).toHaveTextContent(FAR_MESSAGES.playing(13, 144));
    expect(within(details).getByText(FAR_MESSAGES.lastDeviceCheck('2026-11-20 12:09:30 UTC'))).toBeVisible();
    const poor = rowOf(table, POOR);
    expect(poor).toHaveTextContent('Online');
    expect(within(poor).getByText(FAR_VIEW_TEXTS.failed)).toBeVisible();
    const good = rowOf(table, GOOD);
    expect(within(good).queryByText(FAR_VIEW_TEXTS.failed)).toBeNull();
    const limit = within(good).getByLabelText(FAR_MESSAGES.willFailBeyond(3));
    const gone = rowOf(table, GONE);
    expect(gone).toHaveTextContent('Offline');
    const offline = within(gone).getByLabelText(FAR_MESSAGES.offlineDuringLastMeasure);
    await user.hover(offline);
    expect(await within(document.body).findByRole('tooltip')).toHaveTextContent(
      FAR_MESSAGES.offlineDuringLastMeasure,
    );
    await user.unhover(offline);
    await user.hover(limit);
    await waitFor(() =>
      expect(within(document.body).getByRole('tooltip')).toHaveTextContent(FAR_MESSAGES.willFailBeyond(3)),
    );

    // The chart, from its own chunk, and its numbers as a table.
    expect(
      await within(details).findByRole('figure', { name: FAR_VIEW_TEXTS.chartTitle }),
    ).toBeInTheDocument();
    const hours = within(details).getByRole('table', { name: FAR_VIEW_TEXTS.chartTable });
    expect(headersOf(hours)).toEqual([
      FAR_VIEW_TEXTS.hour,
      'Echo Dot (good)',
      'Echo Pop (poor)',
      'Echo Show (gone)',
    ]);
    expect(
      within(hours)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([`${FAR_VIEW_TEXTS.hourOf(1)}120`, `${FAR_VIEW_TEXTS.hourOf(2)}230`]);

    // Finished: the completion text, no time left, and the run's last hours still charted.
    change(socket, 'commonFeeds', {
      startTime: STARTED,
      scenarioType: 'AC_FAR',
      percentage: 100,
      played: 144,
      count: 144,
      elapsedTime: 86_400,
    });
    change(socket, 'testStatus', { status: 'completed', state: 'failed' });
    await waitFor(() =>
      expect(within(details).getByRole('status')).toHaveTextContent(FAR_MESSAGES.completed),
    );
    expect(within(timer).getByText(LIVE_METRICS_LABELS.elapsedTime).nextSibling).toHaveTextContent(
      '24:00:00',
    );
    expect(within(timer).getByText(LIVE_METRICS_LABELS.eta).nextSibling).toHaveTextContent('00:00:00');
    expect(within(details).getByRole('figure', { name: FAR_VIEW_TEXTS.chartTitle })).toBeInTheDocument();
  });

  it('says when every device is offline or muted', async () => {
    const job = jobStub({ testName: 'Muted_FAR', scenarioType: 'AC_FAR_CUSTOM' });
    renderLiveRuns([job]);
    const article = await card('Muted_FAR');
    const socket = socketOf(job);
    socket.serverEmit('connect');
    change(socket, 'commonFeeds', { startTime: STARTED, scenarioType: 'AC_FAR_CUSTOM', percentage: 0 });
    change(socket, 'payload', payloadStub({ chunkId: 1, offlineDevicesSet: [GOOD, POOR, GONE] }));
    const details = within(article).getByRole('tabpanel', { name: LIVE_TAB_LABELS.testDetails });
    expect(within(details).getByRole('status')).toHaveTextContent(FAR_MESSAGES.allDevicesOffline);
  });
});
