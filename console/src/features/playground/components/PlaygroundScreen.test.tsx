import { screen, waitFor, within } from '@testing-library/react';
import {
  companyTopicPrefix,
  DEVICE_API_PATHS,
  LAB_API_PATHS,
  PLAYGROUND_DISPATCH_ENDPOINT,
  PLAYGROUND_LABELS,
  PLAYGROUND_MESSAGES,
  PLAYGROUND_MQTT_TOPIC_PREFIX,
  PLAYGROUND_PROXY_ENDPOINT,
  type Session,
} from '@oak/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type MockRequest, mockApi, requestsTo, storeSession, testSession } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { setupUser } from '../../../testing/setup-user';

const CUSTOMER = { customerId: 'A1CUSTOMER', email: 'devices@acme.test' };
const kitchen = { name: 'Kitchen', dsn: 'G0KITCHEN', metadata: { typeId: 'ECHO_DOT' } };
const attic = { name: 'Attic', dsn: 'G0ATTIC', metadata: { typeId: 'ECHO' } };
const cellar = { name: 'Cellar', dsn: 'G0CELLAR', metadata: { typeId: 'ECHO' } };

const dsnOf = (request: MockRequest) => request.url.searchParams.get('deviceserial');

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

function cloud(options: { customerIds?: 'fail'; session?: Session } = {}) {
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

describe('the Playground screen (doc 2 §2)', { timeout: 30_000 }, () => {
  beforeEach(() => storeSession(session));
  afterEach(() => vi.unstubAllGlobals());

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
    expect(screen.getByRole('button', { name: PLAYGROUND_LABELS.buttons.connect })).toBeEnabled();
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
    await user.click(screen.getByRole('button', { name: PLAYGROUND_LABELS.buttons.connect }));
    // The controller (unmocked here) refuses, so Connect rolls back and says so.
    expect(await screen.findByText(PLAYGROUND_MESSAGES.connectionFailed)).toBeInTheDocument();
    const [muffleOn] = requestsTo(fetchMock, 'POST', LAB_API_PATHS.mqttMessage);
    const prefix = `${companyTopicPrefix('acme-id')}${PLAYGROUND_MQTT_TOPIC_PREFIX}/sdcfeature/`;
    expect(muffleOn?.body).toMatchObject({
      requestTopic: expect.stringMatching(new RegExp(`^${prefix}[^/]+/request$`)),
      responseTopic: expect.stringMatching(new RegExp(`^${prefix}[^/]+/response$`)),
    });
  });

  it('warns about corp access when the device accounts cannot be read', async () => {
    cloud({ customerIds: 'fail' });
    renderWithProviders('/playground');
    expect(await screen.findByText(PLAYGROUND_MESSAGES.accessRequired)).toBeInTheDocument();
  });
});
