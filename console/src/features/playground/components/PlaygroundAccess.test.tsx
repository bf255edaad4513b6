import { screen, waitFor, within } from '@testing-library/react';
import {
  DEVICE_API_PATHS,
  type Environment,
  PLAYGROUND_DEBUG_MESSAGES,
  PLAYGROUND_DISPATCH_ENDPOINT,
  PLAYGROUND_LABELS,
  PLAYGROUND_MESSAGES,
} from '@oak/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  environmentConfigStub,
  mockApi,
  requestsTo,
  storeSession,
  testSession,
} from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { setupUser } from '../../../testing/setup-user';
import {
  PLAYGROUND_CUSTOMER as CUSTOMER,
  KITCHEN_DEVICE as kitchen,
  ATTIC_DEVICE as attic,
  deviceSerialOf as dsnOf,
  failureAnswer as failure,
} from '../../../testing/playground-stubs';

const PING = '/api/playground/prod/ping';
const OAKAUTH = '/api/playground/prod/oakauth';
const DEVICE_ACCOUNTS = '/api/playground/prod/deviceaccounts';

/**
 * The cloud of these tests, whose answers to the connectivity check can
 * change: `network` false drops every ping without an answer, as when the
 * browser loses its way to OAK; `oakauth` and `deviceAccounts` are those
 * calls' statuses.
 */
function cloud(environment: Environment = environmentConfigStub.env) {
  const state = { network: true, oakauth: 200, deviceAccounts: 200 };
  const fetchMock = mockApi(
    {
      'GET /api/auth/session': { body: testSession() },
      [`GET ${DEVICE_API_PATHS.customerIds}`]: { body: [{ [CUSTOMER.customerId]: CUSTOMER.email }] },
      [`GET ${DEVICE_API_PATHS.devices}`]: { body: [kitchen, attic] },
      [`GET ${PING}`]: () =>
        state.network ? { body: {} } : Promise.reject(new TypeError('Failed to fetch')),
      'GET /api/playground/prod/deviceendpoint': {
        body: { data: { Endpoint: PLAYGROUND_DISPATCH_ENDPOINT } },
      },
      [`GET ${OAKAUTH}`]: () =>
        state.oakauth === 200 ? { body: { authorised: true } } : failure(state.oakauth),
      [`GET ${DEVICE_ACCOUNTS}`]: () =>
        state.deviceAccounts === 200
          ? {
              body: {
                CustomerId: CUSTOMER.customerId,
                RegisteredDevices: [kitchen, attic].map(({ name, dsn, metadata }) => ({
                  name,
                  dsn,
                  deviceType: metadata.typeId,
                })),
              },
            }
          : failure(state.deviceAccounts),
    },
    { ...environmentConfigStub, env: environment },
  );
  return { state, fetchMock };
}

const connectButton = () => screen.getByRole('button', { name: PLAYGROUND_LABELS.buttons.connect });

/** Picks the kitchen once the list has read it Online. */
async function pickKitchen(user: ReturnType<typeof setupUser>) {
  const list = await screen.findByRole('table', { name: PLAYGROUND_LABELS.deviceList.title });
  const row = (await within(list).findByText('Kitchen')).closest('tr')!;
  await within(row).findByText(PLAYGROUND_LABELS.connectionStatus.online);
  await user.click(within(row).getByText('Kitchen'));
  await screen.findByText(PLAYGROUND_MESSAGES.connectDevice);
}

describe(
  "the Playground's connectivity check of the picked device (doc 2 §2, §6, §7, §8)",
  { timeout: 30_000 },
  () => {
    beforeEach(() => storeSession(testSession()));
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    });

    it('asks ping, oakauth and deviceaccounts for the device, shows its account and lets it connect', async () => {
      const { fetchMock } = cloud();
      const user = setupUser();
      renderWithProviders('/playground');
      await pickKitchen(user);

      const account = await screen.findByRole('group', { name: PLAYGROUND_LABELS.deviceAccounts.title });
      expect(within(account).getByText(CUSTOMER.customerId)).toBeVisible();
      expect(within(account).getByText('Kitchen, Attic')).toBeVisible();
      await waitFor(() => expect(connectButton()).toBeEnabled());
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      for (const path of [OAKAUTH, DEVICE_ACCOUNTS]) {
        expect(requestsTo(fetchMock, 'GET', path).map(dsnOf)).toEqual([kitchen.dsn]);
      }
      // The list pinged both devices; the check pinged the kitchen once more.
      expect(
        requestsTo(fetchMock, 'GET', PING).filter((request) => dsnOf(request) === kitchen.dsn),
      ).toHaveLength(2);
    });

    it("warns 'Access to Playground requires Corp access and CID allowlisted in OAK' when oakauth refuses the device, and offers no Connect", async () => {
      const { state } = cloud();
      state.oakauth = 404;
      const user = setupUser();
      renderWithProviders('/playground');
      await pickKitchen(user);

      expect(await screen.findByRole('alert')).toHaveTextContent(PLAYGROUND_MESSAGES.accessRequired);
      expect(connectButton()).toBeDisabled();
      // A refusal is all that is said: the account is neither shown nor said to be unavailable.
      expect(
        screen.queryByRole('group', { name: PLAYGROUND_LABELS.deviceAccounts.title }),
      ).not.toBeInTheDocument();
      expect(screen.queryByText(PLAYGROUND_MESSAGES.deviceAccountsUnavailable)).not.toBeInTheDocument();
    });

    it("says 'Cannot verify corp connectivity to OAK' when the check's ping gets no answer, and offers no Connect", async () => {
      const { state } = cloud();
      const user = setupUser();
      renderWithProviders('/playground');
      const list = await screen.findByRole('table', { name: PLAYGROUND_LABELS.deviceList.title });
      const row = (await within(list).findByText('Kitchen')).closest('tr')!;
      await within(row).findByText(PLAYGROUND_LABELS.connectionStatus.online);
      // The way to OAK is lost after the list was read.
      state.network = false;
      await user.click(within(row).getByText('Kitchen'));

      expect(await screen.findByRole('alert')).toHaveTextContent(
        PLAYGROUND_MESSAGES.cannotVerifyCorpConnectivity,
      );
      expect(connectButton()).toBeDisabled();
      expect(screen.queryByText(PLAYGROUND_MESSAGES.accessRequired)).not.toBeInTheDocument();
    });

    it("says 'Device accounts info unavailable' when deviceaccounts fails, and still lets the device connect", async () => {
      const { state } = cloud();
      state.deviceAccounts = 500;
      const user = setupUser();
      renderWithProviders('/playground');
      await pickKitchen(user);

      expect(await screen.findByRole('alert')).toHaveTextContent(
        PLAYGROUND_MESSAGES.deviceAccountsUnavailable,
      );
      await waitFor(() => expect(connectButton()).toBeEnabled());
    });

    it('checks again on Refresh: a device allowed meanwhile can connect', async () => {
      const { state, fetchMock } = cloud();
      state.oakauth = 403;
      const user = setupUser();
      renderWithProviders('/playground');
      await pickKitchen(user);
      await screen.findByText(PLAYGROUND_MESSAGES.accessRequired);

      state.oakauth = 200;
      await user.click(screen.getByRole('button', { name: PLAYGROUND_LABELS.buttons.refresh }));
      await waitFor(() => expect(connectButton()).toBeEnabled());
      expect(screen.queryByText(PLAYGROUND_MESSAGES.accessRequired)).not.toBeInTheDocument();
      expect(requestsTo(fetchMock, 'GET', OAKAUTH)).toHaveLength(2);
    });
  },
);

describe("the Playground's debug log (doc 3 §9)", { timeout: 30_000 }, () => {
  beforeEach(() => storeSession(testSession()));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it.each([
    ['alpha', 1],
    ['prod', 0],
  ] as const)('in %s writes %i debug line(s) of the connectivity check', async (environment, lines) => {
    cloud(environment);
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    const user = setupUser();
    renderWithProviders('/playground');
    await pickKitchen(user);
    await waitFor(() => expect(connectButton()).toBeEnabled());

    const checkLines = debug.mock.calls.filter(
      ([prefix, message]) =>
        prefix === PLAYGROUND_DEBUG_MESSAGES.prefix &&
        message === PLAYGROUND_DEBUG_MESSAGES.accessChecked(kitchen.dsn),
    );
    expect(checkLines).toHaveLength(lines);
    if (environment === 'prod') expect(debug).not.toHaveBeenCalled();
  });
});
