import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import {
  activityItemsQuerySchema,
  alexaMetadataQuerySchema,
  deviceCloudAppScreenQuerySchema,
  type DeviceCloudAppScreenResponse,
  deviceCloudContactsBodySchema,
  deviceCloudStatusQuerySchema,
  type DeviceCloudStatusResponse,
  injectSpeechQuerySchema,
  isProxyEndpoint,
  PLAYGROUND_DISPATCH_ENDPOINT,
  PLAYGROUND_SWITCH_ENDPOINT_SUCCESS_STATUS,
  playgroundDeviceQuerySchema,
  switchEndpointQuerySchema,
  virtualDeviceFaultsBodySchema,
  virtualDeviceJournalQuerySchema,
  type VirtualDeviceJournalResponse,
} from '@oak/shared';
import { type Logger } from 'pino';
import { z } from 'zod';
import {
  BedrockRuntimeEmulator,
  type BedrockRuntimeEmulatorOptions,
} from '../bedrock/bedrock-runtime-emulator';
import { type VirtualDut } from '../../lab/devices/virtual-dut';
import { type Clock, ScaledClock } from '../../time/clock';
import { type TimeScale } from '../../time/time-scale.util';
import { metadataText, toDeviceCloudActivityItem } from './device-cloud-activity.util';
import {
  decodePathSegment,
  HttpError,
  parseOrReject,
  queryObject,
  readBody,
  readJsonBody,
  sendError,
  sendJson,
} from './device-cloud-http.util';
import { DeviceControls, DIRECTIVE_PATH, FEATURE_PATH } from './device-controls';
import { type DutRegistry } from '../../lab/devices/dut-registry';
import { LiveInteractionStream } from './live-interaction-stream';
import { injectSpeech, ssmlToText } from './speech-injection.util';

export interface DeviceCloudEmulatorOptions {
  /** 127.0.0.1 unless told. */
  readonly host?: string;
  /** 0 (the default) picks a free port. */
  readonly port?: number;
  readonly registry: DutRegistry;
  /** The simulated time injected speech is heard at, and the live streams' events go out at. */
  readonly clock: Clock;
  /**
   * How fast `clock` runs against the wall clock: the live streams pace each
   * utterance's events on the DUT's timeline at it (LiveInteractionStream).
   * The clock's own scale when it is a ScaledClock (the virtual lab's);
   * without one (a ManualClock) an utterance's events go out all at once.
   */
  readonly timeScale?: TimeScale;
  readonly logger?: Logger;
  /** Real ms between liveinteraction keep_alive messages; 5 s unless told. */
  readonly keepAliveMs?: number;
  /** Real ms between liveinteraction's looks for activity from the room; 250 ms unless told. */
  readonly activityPollMs?: number;
  /** The Bedrock runtime it also serves (POST /model/{id}/converse), for the playground's suggestions. */
  readonly bedrock?: BedrockRuntimeEmulatorOptions;
  /** The virtual lab's own controls (a Pi's mic ...), served on the same port beside the device controls. */
  readonly labControls?: {
    handles(pathname: string): boolean;
    handle(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void>;
  };
}

export interface RunningDeviceCloudEmulator {
  /** Base URL, without a trailing slash. */
  readonly url: string;
  /** How many liveinteraction streams are open. */
  readonly liveStreamCount: number;
  /** How many feature changes and directives it carried out. */
  readonly controlCount: number;
  /** The Bedrock runtime emulator on the same port: its answered calls. */
  readonly bedrock: BedrockRuntimeEmulator;
  close(): Promise<void>;
}

/** Chosen: the namespace every virtual device is listed under (doc 2 §3 metadata). */
export const VIRTUAL_DEVICE_NAMESPACE = 'oak-virtual-lab';

const DEFAULT_KEEP_ALIVE_MS = 5000;
const DEFAULT_ACTIVITY_POLL_MS = 250;

type Method = 'GET' | 'POST' | 'PUT';
interface RequestContext {
  readonly request: IncomingMessage;
  readonly response: ServerResponse;
  readonly url: URL;
  readonly query: Record<string, string>;
}
type Handler = (context: RequestContext) => Promise<void> | void;

const devicesQuerySchema = z.object({
  customerId: z.string().min(1),
  forceRefresh: z.boolean().optional(),
});
const flagBodySchema = z.object({ value: z.boolean() });
const DEVICE_FLAG_PATH = /^\/devices\/([^/]+)\/(online|muted)$/;
const CONTACTS_PATH = /^\/customers\/([^/]+)\/contacts$/;
/** deviceCloudAppScreenPath's route. */
const APP_SCREEN_PATH = /^\/devices\/([^/]+)\/appscreen$/;
/** deviceCloudStatusPath's route. */
const STATUS_PATH = /^\/devices\/([^/]+)\/status$/;
/** virtualDeviceJournalPath's and virtualDeviceFaultsPath's routes: the simulator's own controls. */
const JOURNAL_PATH = /^\/devices\/([^/]+)\/journal$/;
const FAULTS_PATH = /^\/devices\/([^/]+)\/faults$/;

/**
 * The device cloud's emulator over the virtual lab: the playground device API
 * (doc 2 §7) for the registry's DUTs, keyed by the deviceserial (DSN) and
 * devicetype query, what each DUT's companion app shows, and a control API
 * to list customers and devices and to take a DUT offline or mute it, each
 * device's status, and a device's features and gateway (device-controls);
 * and the simulator's own controls: what each device was made to do
 * (its journal) and the faults it is made to have for a run. Every refusal is JSON `{statusCode, message}`.
 */
export async function startDeviceCloudEmulator(
  options: DeviceCloudEmulatorOptions,
): Promise<RunningDeviceCloudEmulator> {
  const { registry, clock, logger } = options;
  const timeScale = options.timeScale ?? (clock instanceof ScaledClock ? clock.scale : undefined);
  const endpoints = new Map<string, string>();
  const streams = new Set<LiveInteractionStream>();
  const controls = new DeviceControls(registry, logger);
  const bedrock = new BedrockRuntimeEmulator({ logger, ...options.bedrock });
  let injections = 0;
  let closing: Promise<void> | undefined;

  const endpointOf = (dut: VirtualDut) => endpoints.get(dut.dsn) ?? PLAYGROUND_DISPATCH_ENDPOINT;

  /** The DUT named by deviceserial and devicetype, or a 400/404. */
  const deviceOf = (query: Record<string, string>): VirtualDut => {
    const { deviceserial, devicetype } = parseOrReject(playgroundDeviceQuerySchema, query, 'device query');
    const dut = registry.dut(deviceserial);
    if (!dut) throw new HttpError(404, `No device with serial ${deviceserial}`);
    if (dut.deviceType !== devicetype) {
      throw new HttpError(404, `Device ${deviceserial} is a ${dut.deviceType}, not a ${devicetype}`);
    }
    return dut;
  };
  const requireOnline = (dut: VirtualDut, statusCode = 409): void => {
    if (!dut.online) throw new HttpError(statusCode, `Device ${dut.dsn} is offline`);
  };

  const deviceJson = (dut: VirtualDut) => ({
    name: dut.name,
    dsn: dut.dsn,
    deviceType: dut.deviceType,
    namespace: VIRTUAL_DEVICE_NAMESPACE,
    buildInfo: dut.buildInfo,
    amazonId: dut.amazonId,
    proxyEnabled: dut.proxyEnabled,
    online: dut.online,
    muted: dut.muted,
    features: controls.featuresOf(dut),
    gateway: controls.gatewayOf(dut),
    metadata: { namespace: VIRTUAL_DEVICE_NAMESPACE, typeId: dut.deviceType, buildInfo: dut.buildInfo },
  });

  const injectSpeechRoute: Handler = async ({ request, query, response }) => {
    if (request.method === 'POST') await readBody(request);
    const dut = deviceOf(query);
    const { text } = parseOrReject(injectSpeechQuerySchema, query, 'injectspeech query');
    const words = ssmlToText(text);
    if (!words) throw new HttpError(400, 'The text has no words to speak');
    requireOnline(dut);
    injections += 1;
    const injected = injectSpeech(dut, words, {
      utteranceId: `${dut.dsn}-injected-${String(injections).padStart(6, '0')}`,
      nowMs: clock.now(),
    });
    logger?.debug(
      { dsn: dut.dsn, transcript: injected.transcript, intent: injected.answer?.intent },
      'Speech injected',
    );
    for (const stream of streams) if (stream.dut === dut) stream.flush();
    sendJson(response, 200, { accepted: true, utteranceId: injected.utteranceId });
  };

  const routes: Readonly<Record<string, Partial<Record<Method, Handler>>>> = {
    '/ping': {
      GET: ({ query, response }) => {
        const dut = deviceOf(query);
        requireOnline(dut, 503);
        sendJson(response, 200, { dsn: dut.dsn, online: true });
      },
    },
    '/oakauth': {
      GET: ({ query, response }) => {
        deviceOf(query);
        sendJson(response, 200, { authorised: true });
      },
    },
    '/deviceaccounts': {
      GET: ({ query, response }) => {
        const dut = deviceOf(query);
        sendJson(response, 200, {
          CustomerId: dut.customerId,
          RegisteredDevices: registry
            .dutsOfCustomer(dut.customerId)
            .map(({ dsn, deviceType, name }) => ({ dsn, deviceType, name })),
        });
      },
    },
    '/injectspeech': { GET: injectSpeechRoute, POST: injectSpeechRoute },
    '/activityitems': {
      GET: ({ query, response }) => {
        const dut = deviceOf(query);
        const { starttime, endtime, limit } = parseOrReject(
          activityItemsQuerySchema,
          query,
          'activityitems query',
        );
        if (endtime < starttime) throw new HttpError(400, 'endtime is before starttime');
        // What the device did until now, its false wakes in the noise so far among it.
        dut.catchUp();
        // Epoch seconds (doc 2 §7); endtime covers its whole second.
        const items = dut.activity.between(starttime * 1000, endtime * 1000 + 999, limit);
        sendJson(response, 200, { ActivityItems: items.map(toDeviceCloudActivityItem) });
      },
    },
    '/alexametadata': {
      GET: ({ query, response }) => {
        const dut = deviceOf(query);
        const { contenttype, utteranceid } = parseOrReject(
          alexaMetadataQuerySchema,
          query,
          'alexametadata query',
        );
        const item = dut.activity.all().find((candidate) => candidate.utteranceId === utteranceid);
        if (!item) throw new HttpError(404, `No utterance ${utteranceid} on device ${dut.dsn}`);
        const text = metadataText(item, contenttype);
        if (text === undefined)
          throw new HttpError(404, `No ${contenttype} metadata for utterance ${utteranceid}`);
        sendJson(response, 200, {
          data: { ColdplayByteData: { payload: Buffer.from(text, 'utf8').toString('base64') } },
        });
      },
    },
    '/deviceendpoint': {
      GET: ({ query, response }) => {
        const dut = deviceOf(query);
        sendJson(response, 200, { data: { Endpoint: endpointOf(dut) } });
      },
      PUT: async ({ request, query, response }) => {
        await readBody(request);
        const dut = deviceOf(query);
        const { endpoint } = parseOrReject(switchEndpointQuerySchema, query, 'deviceendpoint query');
        if (!URL.canParse(endpoint)) throw new HttpError(400, `The endpoint ${endpoint} is not a URL`);
        requireOnline(dut);
        endpoints.set(dut.dsn, endpoint);
        // The device's record says what its endpoint is: the automation proxy, or its own.
        dut.setProxyEnabled(isProxyEndpoint(endpoint));
        logger?.info({ dsn: dut.dsn, endpoint }, 'Device endpoint switched');
        response.writeHead(PLAYGROUND_SWITCH_ENDPOINT_SUCCESS_STATUS).end();
      },
    },
    '/liveinteraction': {
      GET: ({ query, response }) => {
        const dut = deviceOf(query);
        requireOnline(dut);
        // The stream is the proxy's view of the device: without the proxy there is nothing to watch.
        if (!isProxyEndpoint(endpointOf(dut))) {
          throw new HttpError(409, `Device ${dut.dsn} is not connected to the proxy`);
        }
        const stream: LiveInteractionStream = new LiveInteractionStream({
          dut,
          response,
          clock,
          timeScale,
          keepAliveMs: options.keepAliveMs ?? DEFAULT_KEEP_ALIVE_MS,
          pollIntervalMs: options.activityPollMs ?? DEFAULT_ACTIVITY_POLL_MS,
          onClose: () => streams.delete(stream),
        });
        streams.add(stream);
      },
    },
    '/customers': {
      GET: ({ response }) => {
        sendJson(
          response,
          200,
          registry.customers().map(({ customerId, email }) => ({ [customerId]: email })),
        );
      },
    },
    '/devices': {
      GET: ({ query, response }) => {
        if (query['q'] === undefined) throw new HttpError(400, 'The q query parameter is required');
        let q: unknown;
        try {
          q = JSON.parse(query['q']) as unknown;
        } catch {
          throw new HttpError(400, 'The q query parameter is not valid JSON');
        }
        const { customerId } = parseOrReject(devicesQuerySchema, q, 'q');
        sendJson(response, 200, registry.dutsOfCustomer(customerId).map(deviceJson));
      },
    },
  };

  const setDeviceFlag = async ({ request, response, url }: RequestContext): Promise<void> => {
    const [, dsn, flag] = DEVICE_FLAG_PATH.exec(url.pathname)!;
    const { value } = parseOrReject(flagBodySchema, await readJsonBody(request), 'body');
    const dut = registry.dut(decodeURIComponent(dsn));
    if (!dut) throw new HttpError(404, `No device with serial ${decodeURIComponent(dsn)}`);
    if (flag === 'online') dut.setOnline(value);
    else dut.setMuted(value);
    logger?.info({ dsn: dut.dsn, [flag]: value }, `Device ${flag} set`);
    sendJson(response, 200, deviceJson(dut));
  };

  /** The device a control path names by serial, or a 404. */
  const controlledDevice = (path: RegExp, url: URL): VirtualDut => {
    const dsn = decodePathSegment(path.exec(url.pathname)![1]);
    const dut = registry.dut(dsn);
    if (!dut) throw new HttpError(404, `No device with serial ${dsn}`);
    return dut;
  };

  /**
   * What a device was made to do with each utterance since `after`
   * (virtualDeviceJournalPath): the simulator's ground truth, read only.
   */
  const readJournal: Handler = ({ url, query, response }) => {
    const dut = controlledDevice(JOURNAL_PATH, url);
    const { after } = parseOrReject(virtualDeviceJournalQuerySchema, query, 'journal query');
    const body: VirtualDeviceJournalResponse = { dsn: dut.dsn, entries: dut.journal.after(after) };
    sendJson(response, 200, body);
  };

  /** A device's faults for a run (virtualDeviceFaultsPath): set, cleared with null, or read. */
  const faultsRoutes: Partial<Record<Method, Handler>> = {
    GET: ({ url, response }) =>
      sendJson(response, 200, { faults: controlledDevice(FAULTS_PATH, url).faults ?? null }),
    PUT: async ({ request, url, response }) => {
      const { faults } = parseOrReject(virtualDeviceFaultsBodySchema, await readJsonBody(request), 'body');
      const dut = controlledDevice(FAULTS_PATH, url);
      dut.setFaults(faults ?? undefined);
      logger?.info({ dsn: dut.dsn, faults }, 'Device faults set');
      sendJson(response, 200, { faults });
    },
  };

  /** The customer id of a contacts path, which must own a device here. */
  const contactsOwner = (url: URL): string => {
    const customerId = decodeURIComponent(CONTACTS_PATH.exec(url.pathname)![1]);
    if (!registry.dutsOfCustomer(customerId).length)
      throw new HttpError(404, `No customer with id ${customerId}`);
    return customerId;
  };
  const contactsRoutes: Partial<Record<Method, Handler>> = {
    GET: ({ url, response }) => sendJson(response, 200, registry.comms.contactsOf(contactsOwner(url))),
    PUT: async ({ request, url, response }) => {
      const owner = contactsOwner(url);
      const { contacts } = parseOrReject(deviceCloudContactsBodySchema, await readJsonBody(request), 'body');
      const unknown = contacts.find((contact) => !registry.dutsOfCustomer(contact.customerId).length);
      if (unknown) throw new HttpError(404, `No customer with id ${unknown.customerId}`);
      registry.comms.saveContacts(owner, contacts);
      logger?.info({ owner, contacts: contacts.map((contact) => contact.name) }, 'Contacts saved');
      sendJson(response, 200, registry.comms.contactsOf(owner));
    },
  };

  /**
   * A DUT's companion app screen, as it is now (deviceCloudAppScreenPath).
   * The device is named as the playground reads name it, its serial here in
   * the path, so a wrong type is the same 404. Offline or muted it still
   * answers: the app reads the account, not the speaker (VirtualDut.appScreen).
   */
  const readAppScreen: Handler = ({ url, query, response }) => {
    const deviceserial = decodePathSegment(APP_SCREEN_PATH.exec(url.pathname)![1]);
    const dut = deviceOf({ ...query, deviceserial });
    const { screen } = parseOrReject(deviceCloudAppScreenQuerySchema, query, 'appscreen query');
    const body: DeviceCloudAppScreenResponse = { text: dut.appScreen(screen, clock.now()) };
    sendJson(response, 200, body);
  };

  /**
   * A device's status (deviceCloudStatusPath): online, offline or muted, as it
   * is now. The device is named as for its app screen; offline it still answers.
   */
  const readStatus: Handler = ({ url, query, response }) => {
    const deviceserial = decodePathSegment(STATUS_PATH.exec(url.pathname)![1]);
    parseOrReject(deviceCloudStatusQuerySchema, query, 'status query');
    const dut = deviceOf({ ...query, deviceserial });
    const body: DeviceCloudStatusResponse = { status: dut.status };
    sendJson(response, 200, body);
  };

  const route = (url: URL): Partial<Record<Method, Handler>> | undefined =>
    routes[url.pathname] ??
    (DEVICE_FLAG_PATH.test(url.pathname) ? { PUT: setDeviceFlag } : undefined) ??
    (CONTACTS_PATH.test(url.pathname) ? contactsRoutes : undefined) ??
    (APP_SCREEN_PATH.test(url.pathname) ? { GET: readAppScreen } : undefined) ??
    (STATUS_PATH.test(url.pathname) ? { GET: readStatus } : undefined) ??
    (JOURNAL_PATH.test(url.pathname) ? { GET: readJournal } : undefined) ??
    (FAULTS_PATH.test(url.pathname) ? faultsRoutes : undefined) ??
    (FEATURE_PATH.test(url.pathname)
      ? { PUT: (context) => controls.setFeature(context.request, context.response, context.url) }
      : undefined) ??
    (DIRECTIVE_PATH.test(url.pathname)
      ? { POST: (context) => controls.sendDirective(context.request, context.response, context.url) }
      : undefined);

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://device-cloud.invalid');
    if (bedrock.handles(url.pathname)) return bedrock.handle(request, response);
    if (options.labControls?.handles(url.pathname)) return options.labControls.handle(request, response, url);
    const handlers = route(url);
    if (!handlers) throw new HttpError(404, `No route ${request.method} ${url.pathname}`);
    const handler = handlers[request.method as Method];
    if (!handler) {
      response.setHeader('Allow', Object.keys(handlers).join(', '));
      throw new HttpError(405, `${url.pathname} does not take ${request.method}`);
    }
    await handler({ request, response, url, query: queryObject(url) });
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (response.headersSent) {
        response.destroy();
        return;
      }
      if (error instanceof HttpError) {
        // An unread body would be left on the connection; drop it so the answer still goes out.
        request.resume();
        sendError(response, error.statusCode, error.message);
        return;
      }
      logger?.error({ err: error, url: request.url }, 'Device-cloud emulator request failed');
      sendError(response, 500, 'The device-cloud emulator failed on this request');
    });
  });
  // A request Node cannot even parse gets a plain 400 instead of a dropped socket.
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
  });

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  logger?.info({ url, devices: registry.duts.length }, 'Device-cloud emulator listening');

  return {
    url,
    get liveStreamCount() {
      return streams.size;
    },
    get controlCount() {
      return controls.count;
    },
    bedrock,
    close: () => {
      // Idempotent: the wiring and a spec's afterEach may both close it.
      closing ??= (async () => {
        for (const stream of [...streams]) stream.close();
        await new Promise<void>((resolve, reject) => {
          server.close((error) => (error ? reject(error) : resolve()));
          server.closeAllConnections();
        });
      })();
      return closing;
    },
  };
}
