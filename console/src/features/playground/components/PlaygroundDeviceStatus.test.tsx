import { act, screen, waitFor, within } from '@testing-library/react';
import {
  DEVICE_API_PATHS,
  PLAYGROUND_DISPATCH_ENDPOINT,
  PLAYGROUND_EXPORT_FILE_NAME,
  PLAYGROUND_LABELS,
  PLAYGROUND_LOCATION_POLL_MS,
  PLAYGROUND_MESSAGES,
  PLAYGROUND_PROXY_ENDPOINT,
} from '@oak/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type MockRequest, mockApi, requestsTo, storeSession, testSession } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { setupUser } from '../../../testing/setup-user';
import {
  PLAYGROUND_CUSTOMER as CUSTOMER,
  KITCHEN_DEVICE as kitchen,
  ATTIC_DEVICE as attic,
  deviceSerialOf as dsnOf,
  failureAnswer as failure,
} from '../../../testing/playground-stubs';

const PROD_ENDPOINT = '/api/playground/prod/deviceendpoint';
const GAMMA_ENDPOINT = '/api/playground/gamma/deviceendpoint';

/**
 * The virtual device cloud of these tests: which devices answer ping, and
 * what each one's location lookups answer, changeable between refreshes.
 */
function deviceCloud() {
  const state = {
    offline: new Set<string>(),
    prod: new Map<string, number>(),
    gamma: new Map<string, number>(),
  };
  const endpoint = (env: 'prod' | 'gamma') => (request: MockRequest) => {
    const status = state[env].get(dsnOf(request)!) ?? (env === 'prod' ? 200 : 404);
    if (status !== 200) return failure(status);
    const onProxy = dsnOf(request) === attic.dsn;
    return {
      body: { data: { Endpoint: onProxy ? PLAYGROUND_PROXY_ENDPOINT : PLAYGROUND_DISPATCH_ENDPOINT } },
    };
  };
  const fetchMock = mockApi({
    'GET /api/auth/session': { body: testSession() },
    [`GET ${DEVICE_API_PATHS.customerIds}`]: { body: [{ [CUSTOMER.customerId]: CUSTOMER.email }] },
    [`GET ${DEVICE_API_PATHS.devices}`]: { body: [kitchen, attic] },
    'GET /api/playground/prod/ping': (request) =>
      state.offline.has(dsnOf(request)!) ? failure(503) : { body: {} },
    [`GET ${PROD_ENDPOINT}`]: endpoint('prod'),
    [`GET ${GAMMA_ENDPOINT}`]: endpoint('gamma'),
    // The connectivity check lets every device in (PlaygroundAccess.test.tsx).
    'GET /api/playground/prod/oakauth': { body: { authorised: true } },
    'GET /api/playground/prod/deviceaccounts': {
      body: {
        CustomerId: CUSTOMER.customerId,
        RegisteredDevices: [kitchen, attic].map(({ name, dsn, metadata }) => ({
          name,
          dsn,
          deviceType: metadata.typeId,
        })),
      },
    },
  });
  const lookups = (path: string, dsn: string) =>
    requestsTo(fetchMock, 'GET', path).filter((request) => dsnOf(request) === dsn).length;
  return { state, fetchMock, lookups };
}

async function rowOf(name: string) {
  const list = await screen.findByRole('table', { name: PLAYGROUND_LABELS.deviceList.title });
  return (await within(list).findByText(name)).closest('tr')!;
}

describe("the Playground's device status and location (doc 2 §2, §4)", { timeout: 30_000 }, () => {
  beforeEach(() => storeSession(testSession()));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('reads every device again each 60 s: one gone offline turns Offline and can no longer be selected', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const cloud = deviceCloud();
    const user = setupUser();
    renderWithProviders('/playground');
    await user.click(await screen.findByText('Kitchen'));
    await screen.findByText(PLAYGROUND_MESSAGES.connectDevice);
    expect(
      within(await rowOf('Attic')).getByText(PLAYGROUND_LABELS.connectionStatus.connected),
    ).toBeVisible();
    const before = cloud.lookups(PROD_ENDPOINT, kitchen.dsn);

    // Just short of the poll, nothing is read again.
    cloud.state.offline.add(kitchen.dsn);
    await act(() => vi.advanceTimersByTimeAsync(PLAYGROUND_LOCATION_POLL_MS - 1_000));
    expect(cloud.lookups(PROD_ENDPOINT, kitchen.dsn)).toBe(before);

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() =>
      expect(
        within(screen.getByText('Kitchen').closest('tr')!).getByText(
          PLAYGROUND_LABELS.connectionStatus.offline,
        ),
      ).toBeInTheDocument(),
    );
    expect(cloud.lookups(PROD_ENDPOINT, kitchen.dsn)).toBe(before + 1);
    // The selection goes, and the row cannot be picked again.
    expect(screen.getByText(PLAYGROUND_MESSAGES.selectDevice)).toBeInTheDocument();
    const row = await rowOf('Kitchen');
    expect(row).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(row).getByText('Kitchen'));
    expect(screen.getByText(PLAYGROUND_MESSAGES.selectDevice)).toBeInTheDocument();
    // The device on the proxy is still shown as such.
    expect(
      within(await rowOf('Attic')).getByText(PLAYGROUND_LABELS.connectionStatus.connected),
    ).toBeVisible();
  });

  it('reads them again on demand with Refresh: a device back online can be selected', async () => {
    const cloud = deviceCloud();
    cloud.state.offline.add(kitchen.dsn);
    const user = setupUser();
    renderWithProviders('/playground');
    await within(await rowOf('Kitchen')).findByText(PLAYGROUND_LABELS.connectionStatus.offline);

    cloud.state.offline.delete(kitchen.dsn);
    await user.click(screen.getByRole('button', { name: PLAYGROUND_LABELS.buttons.refresh }));
    await within(await rowOf('Kitchen')).findByText(PLAYGROUND_LABELS.connectionStatus.online);
    expect(cloud.lookups(PROD_ENDPOINT, kitchen.dsn)).toBe(2);
    await user.click(screen.getByText('Kitchen'));
    expect(await screen.findByText(PLAYGROUND_MESSAGES.connectDevice)).toBeInTheDocument();
  });

  it('looks on gamma only when prod did not find the device, and says nothing of a 404 or 409', async () => {
    const cloud = deviceCloud();
    cloud.state.prod.set(kitchen.dsn, 404);
    cloud.state.gamma.set(kitchen.dsn, 409);
    const user = setupUser();
    renderWithProviders('/playground');
    await user.click(await screen.findByText('Kitchen'));
    await screen.findByText(PLAYGROUND_MESSAGES.connectDevice);
    expect(cloud.lookups(GAMMA_ENDPOINT, kitchen.dsn)).toBe(1);
    // The attic was found on prod: gamma is not asked.
    expect(cloud.lookups(GAMMA_ENDPOINT, attic.dsn)).toBe(0);

    await user.click(screen.getByRole('button', { name: PLAYGROUND_LABELS.buttons.refresh }));
    await waitFor(() => expect(cloud.lookups(GAMMA_ENDPOINT, kitchen.dsn)).toBe(2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(PLAYGROUND_MESSAGES.cannotGetData)).not.toBeInTheDocument();
  });

  it('says it cannot get data when a lookup fails otherwise, until one finds the device', async () => {
    const cloud = deviceCloud();
    cloud.state.prod.set(kitchen.dsn, 500);
    const user = setupUser();
    renderWithProviders('/playground');
    await user.click(await screen.findByText('Kitchen'));
    expect(await screen.findByText(PLAYGROUND_MESSAGES.cannotGetData)).toBeInTheDocument();

    cloud.state.prod.delete(kitchen.dsn);
    await user.click(screen.getByRole('button', { name: PLAYGROUND_LABELS.buttons.refresh }));
    await waitFor(() =>
      expect(screen.queryByText(PLAYGROUND_MESSAGES.cannotGetData)).not.toBeInTheDocument(),
    );
  });
});

describe("the Playground's export (doc 2 §9)", { timeout: 30_000 }, () => {
  beforeEach(() => storeSession(testSession()));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('downloads the selected device’s conversation as exported.feature', async () => {
    deviceCloud();
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:file');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = setupUser();
    renderWithProviders('/playground');
    await user.click(await screen.findByText('Kitchen'));
    await user.click(await screen.findByRole('button', { name: PLAYGROUND_LABELS.buttons.export }));

    expect(click).toHaveBeenCalledTimes(1);
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe(
      PLAYGROUND_EXPORT_FILE_NAME,
    );
    const text = await createObjectURL.mock.calls[0]![0].text();
    // Nothing said yet: the three scenarios, and an Examples table with its header only.
    expect(text).toContain(
      `Given the device "${kitchen.dsn}" of customer "${CUSTOMER.customerId}" is connected`,
    );
    expect(text).toContain('Scenario Outline: Execute');
    expect(text).toContain('| asrText | ttsResponseExpected |\n\n  Scenario: Disconnect');
  });
});
