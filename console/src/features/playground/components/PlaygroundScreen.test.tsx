import { act, screen, waitFor, within } from '@testing-library/react';
import {
  companyTopicPrefix,
  DEVICE_API_PATHS,
  LAB_API_PATHS,
  PLAYGROUND_DISPATCH_ENDPOINT,
  PLAYGROUND_GAMMA_GATEWAY,
  PLAYGROUND_LABELS,
  PLAYGROUND_MESSAGES,
  PLAYGROUND_MQTT_TOPIC_PREFIX,
  PLAYGROUND_PROXY_ENDPOINT,
  PLAYGROUND_SWITCH_ENDPOINT_SETTLE_MS,
  type Session,
} from '@oak/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, requestsTo, storeSession, testSession } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { setupUser } from '../../../testing/setup-user';
import {
  PLAYGROUND_CUSTOMER as CUSTOMER,
  KITCHEN_DEVICE as kitchen,
  ATTIC_DEVICE as attic,
  CELLAR_DEVICE as cellar,
  deviceSerialOf as dsnOf,
} from '../../../testing/playground-stubs';

const session = testSession();

/**
 * A session as the cloud signs one in (auth.service sessionOf): a JWT whose
 * claims hold the company id, and a decoded payload that does not.
 */
function cloudSession(companyId: string): Session {
  const base = testSession();
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const claims = { sub: 'ada-id', email: base.username, sid: 'session-id', cid: companyId, company: 'Acme' };
  return {
    ...base,
    idToken: {
      jwtToken: `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`,
      payload: { ...base.idToken.payload, sub: claims.sub, company: claims.company },
    },
  };
}

/** What the controller was sent on Connect, in order: the feature, or the gateway a directive sets. */
const controllerLog = (fetchMock: ReturnType<typeof mockApi>) =>
  requestsTo(fetchMock, 'POST', LAB_API_PATHS.mqttMessage).map((request) => {
    const { payload } = request.body as { payload: Record<string, unknown> };
    const directive = payload['payload'] as { payload?: { gateway?: string } } | undefined;
    return directive?.payload?.gateway ? `gateway ${directive.payload.gateway}` : 'muffle';
  });

/**
 * The cloud of these tests. `connect`: the controller and the endpoint
 * switch say yes, and the live stream answers with that status; else the
 * controller is not there (404) and Connect fails at its first step.
 */
function cloud(options: { customerIds?: 'fail'; session?: Session; connect?: { stream: number } } = {}) {
  const accepted = { body: { code: 200, data: 'SUCCESS' } };
  return mockApi({
    'GET /api/auth/session': { body: options.session ?? session },
    [`GET ${DEVICE_API_PATHS.customerIds}`]:
      options.customerIds === 'fail'
        ? { status: 403, body: { statusCode: 403, message: 'no' } }
        : { body: [{ [CUSTOMER.customerId]: CUSTOMER.email }] },
    [`GET ${DEVICE_API_PATHS.devices}`]: { body: [kitchen, attic, cellar] },
    // The attic is offline.
    'GET /api/playground/prod/ping': (request) =>
      dsnOf(request) === attic.dsn
        ? { status: 503, body: { statusCode: 503, message: 'offline' } }
        : { body: {} },
    // The connectivity check lets every device in.
    'GET /api/playground/prod/oakauth': { body: { authorised: true } },
    'GET /api/playground/prod/deviceaccounts': {
      body: {
        CustomerId: CUSTOMER.customerId,
        RegisteredDevices: [kitchen, attic, cellar].map(({ name, dsn, metadata }) => ({
          name,
          dsn,
          deviceType: metadata.typeId,
        })),
      },
    },
    ...(options.connect && {
      [`POST ${LAB_API_PATHS.mqttMessage}`]: accepted,
      'PUT /api/playground/prod/deviceendpoint': { status: 204 },
      'GET /api/playground/prod/liveinteraction': {
        status: options.connect.stream,
        body: { statusCode: options.connect.stream, message: 'no stream' },
      },
    }),
    // The cellar is already on the proxy; nothing is on gamma (404, silent).
    'GET /api/playground/prod/deviceendpoint': (request) => ({
      body: {
        data: {
          Endpoint: dsnOf(request) === cellar.dsn ? PLAYGROUND_PROXY_ENDPOINT : PLAYGROUND_DISPATCH_ENDPOINT,
        },
      },
    }),
  });
}

/** Connect, once the connectivity check has let the picked device in. */
async function enabledConnect() {
  const connect = screen.getByRole('button', { name: PLAYGROUND_LABELS.buttons.connect });
  await waitFor(() => expect(connect).toBeEnabled());
  return connect;
}

/** Connect waits 5 s after each endpoint switch (doc 2 §9): the fake clock lets them pass until `text` shows. */
async function settleUntilShown(text: string) {
  await vi.waitFor(async () => {
    await act(() => vi.advanceTimersByTimeAsync(PLAYGROUND_SWITCH_ENDPOINT_SETTLE_MS));
    expect(screen.getByText(text)).toBeInTheDocument();
  });
}

describe('the Playground screen (doc 2 §2)', { timeout: 30_000 }, () => {
  beforeEach(() => storeSession(session));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('lists the devices with their three statuses and asks for a device', async () => {
    cloud();
    renderWithProviders('/playground');
    const list = await screen.findByRole('table', { name: PLAYGROUND_LABELS.deviceList.title });
    const rowOf = async (name: string) => (await within(list).findByText(name)).closest('tr')!;
    expect(
      within(await rowOf('Kitchen')).getByText(PLAYGROUND_LABELS.connectionStatus.online),
    ).toBeInTheDocument();
    expect(
      within(await rowOf('Attic')).getByText(PLAYGROUND_LABELS.connectionStatus.offline),
    ).toBeInTheDocument();
    expect(
      within(await rowOf('Cellar')).getByText(PLAYGROUND_LABELS.connectionStatus.connected),
    ).toBeInTheDocument();
    expect(screen.getByText(PLAYGROUND_MESSAGES.selectDevice)).toBeInTheDocument();
  });

  it('selects an online device and offers Connect; an offline one cannot be selected', async () => {
    cloud();
    const user = setupUser();
    renderWithProviders('/playground');
    await user.click(await screen.findByText('Attic'));
    expect(screen.getByText(PLAYGROUND_MESSAGES.selectDevice)).toBeInTheDocument();

    await user.click(screen.getByText('Kitchen'));
    expect(await screen.findByText(PLAYGROUND_MESSAGES.connectDevice)).toBeInTheDocument();
    // Once the connectivity check has let it in (PlaygroundAccess.test.tsx).
    await waitFor(() =>
      expect(screen.getByRole('button', { name: PLAYGROUND_LABELS.buttons.connect })).toBeEnabled(),
    );
    expect(screen.getByRole('button', { name: PLAYGROUND_LABELS.buttons.disconnect })).toBeDisabled();
  });

  it('offers only Disconnect for a device on the proxy', async () => {
    cloud();
    const user = setupUser();
    renderWithProviders('/playground');
    await user.click(await screen.findByText('Cellar'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: PLAYGROUND_LABELS.buttons.disconnect })).toBeEnabled(),
    );
    expect(screen.getByRole('button', { name: PLAYGROUND_LABELS.buttons.connect })).toBeDisabled();
    expect(screen.queryByText(PLAYGROUND_MESSAGES.connectDevice)).not.toBeInTheDocument();
  });

  it("sends Connect's controller messages on the signed-in company's topics", async () => {
    const signedIn = cloudSession('acme-id');
    storeSession(signedIn);
    const fetchMock = cloud({ session: signedIn });
    const user = setupUser();
    renderWithProviders('/playground');
    await user.click(await screen.findByText('Kitchen'));
    await user.click(await enabledConnect());
    // The controller (unmocked here) refuses, so Connect rolls back and says so.
    expect(await screen.findByText(PLAYGROUND_MESSAGES.connectionFailed)).toBeInTheDocument();
    const [muffleOn] = requestsTo(fetchMock, 'POST', LAB_API_PATHS.mqttMessage);
    const prefix = `${companyTopicPrefix('acme-id')}${PLAYGROUND_MQTT_TOPIC_PREFIX}/sdcfeature/`;
    expect(muffleOn?.body).toMatchObject({
      requestTopic: expect.stringMatching(new RegExp(`^${prefix}[^/]+/request$`)),
      responseTopic: expect.stringMatching(new RegExp(`^${prefix}[^/]+/response$`)),
    });
  });

  it("warns about corp access when the company's customer ids cannot be read", async () => {
    cloud({ customerIds: 'fail' });
    renderWithProviders('/playground');
    expect(await screen.findByText(PLAYGROUND_MESSAGES.accessRequired)).toBeInTheDocument();
  });

  it("offers the gamma option: choosing it shows its alert, and Connect sets the device's gateway by directive (doc 2 §4, §8)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = cloud({ connect: { stream: 503 } });
    const user = setupUser();
    renderWithProviders('/playground');
    await user.click(await screen.findByText('Kitchen'));
    // Found on prod, the device starts there, without the alert.
    const environment = await screen.findByRole('radiogroup', { name: PLAYGROUND_LABELS.environment.label });
    const prod = within(environment).getByRole('radio', { name: PLAYGROUND_LABELS.environment.options.prod });
    expect(prod).toBeChecked();
    expect(screen.queryByText(PLAYGROUND_MESSAGES.gammaOptionAlert)).not.toBeInTheDocument();

    await user.click(within(environment).getByText(PLAYGROUND_LABELS.environment.options.gamma));
    expect(await screen.findByText(PLAYGROUND_MESSAGES.gammaOptionAlert)).toBeInTheDocument();
    await user.click(await enabledConnect());
    // The stream is refused here, so Connect rolls back, the gamma gateway restored too.
    await settleUntilShown(PLAYGROUND_MESSAGES.connectionFailed);
    expect(controllerLog(fetchMock)).toEqual([
      'muffle',
      `gateway ${PLAYGROUND_PROXY_ENDPOINT}`,
      'muffle',
      `gateway ${PLAYGROUND_GAMMA_GATEWAY}`,
    ]);

    // Back to prod: the alert goes, and Connect sends no directive.
    await user.click(within(environment).getByText(PLAYGROUND_LABELS.environment.options.prod));
    await waitFor(() =>
      expect(screen.queryByText(PLAYGROUND_MESSAGES.gammaOptionAlert)).not.toBeInTheDocument(),
    );
  });

  it("says why Connect failed when the live stream is refused: 'HTTP stream error! Status: 503' (doc 2 §8)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = cloud({ connect: { stream: 503 } });
    const user = setupUser();
    renderWithProviders('/playground');
    await user.click(await screen.findByText('Kitchen'));
    await user.click(await enabledConnect());
    await settleUntilShown(PLAYGROUND_MESSAGES.connectionFailed);

    const alert = screen.getByText(PLAYGROUND_MESSAGES.connectionFailed).closest('[role="alert"]')!;
    expect(within(alert as HTMLElement).getByText(PLAYGROUND_MESSAGES.httpStreamError(503))).toBeVisible();
    expect(requestsTo(fetchMock, 'GET', '/api/playground/prod/liveinteraction')).toHaveLength(1);
    // Rolled back: the device is switched back to the production dispatch endpoint.
    const switches = requestsTo(fetchMock, 'PUT', '/api/playground/prod/deviceendpoint');
    expect(switches.map((request) => request.url.searchParams.get('endpoint'))).toEqual([
      PLAYGROUND_PROXY_ENDPOINT,
      PLAYGROUND_DISPATCH_ENDPOINT,
    ]);
  });
});
