import { type IncomingMessage, type ServerResponse } from 'node:http';
import {
  type AgentFan,
  VIRTUAL_LAB_CONTROL_PATHS,
  type VirtualRoomMicState,
  agentFanSchema,
  virtualRoomMicStateSchema,
} from '@oak/shared';
import { type Logger } from 'pino';
import {
  HttpError,
  decodePathSegment,
  parseOrReject,
  readJsonBody,
  sendJson,
} from '../emulators/device-cloud/device-cloud-http.util';
import { type VirtualRoom } from './room/virtual-room';

const PI_MIC_PATH = VIRTUAL_LAB_CONTROL_PATHS.piMicRoute;
const PI_FAN_PATH = VIRTUAL_LAB_CONTROL_PATHS.piFanRoute;

/**
 * The virtual lab's own controls, served beside its device cloud's control
 * API (which takes a device offline or mutes it): what an operator does to
 * the lab's hardware. `PUT /lab/pis/{thingName}/mic {plugged}` unplugs a Pi's
 * reference mic, or plugs it back; unplugged, the Pi's recordings fail.
 * `PUT /lab/pis/{thingName}/fan {on}` starts or stops the fan of the Pi's
 * room (404 when it has none): running, it adds its noise to what the room's
 * devices hear, and the noise Pi reports it.
 */
export class LabControls {
  constructor(
    /** The room a Pi stands in, by thing name. */
    private readonly roomOf: (thingName: string) => VirtualRoom | undefined,
    private readonly logger?: Logger,
  ) {}

  /** Whether a request path is one of these controls. */
  handles(pathname: string): boolean {
    return PI_MIC_PATH.test(pathname) || PI_FAN_PATH.test(pathname);
  }

  /** Carries out one control; a refusal is an HttpError, answered as `{statusCode, message}`. */
  async handle(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    if (request.method !== 'PUT') {
      response.setHeader('Allow', 'PUT');
      throw new HttpError(405, `${url.pathname} does not take ${request.method}`);
    }
    const fanPath = PI_FAN_PATH.exec(url.pathname);
    if (fanPath) return this.fan(decodePathSegment(fanPath[1]!), request, response);
    const thingName = decodePathSegment(PI_MIC_PATH.exec(url.pathname)![1]!);
    const { plugged } = parseOrReject(virtualRoomMicStateSchema, await readJsonBody(request), 'body');
    const room = this.roomOf(thingName);
    if (!room) throw new HttpError(404, `No Pi ${thingName} in the virtual lab`);
    room.setMicPlugged(thingName, plugged);
    this.logger?.info({ thingName, plugged }, plugged ? 'Pi mic plugged in' : 'Pi mic unplugged');
    sendJson(response, 200, { thingName, plugged } satisfies VirtualRoomMicState & { thingName: string });
  }

  /** Starts or stops the fan of a Pi's room. */
  private async fan(thingName: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
    const { on } = parseOrReject(agentFanSchema, await readJsonBody(request), 'body');
    const room = this.roomOf(thingName);
    if (!room) throw new HttpError(404, `No Pi ${thingName} in the virtual lab`);
    if (!room.fan) throw new HttpError(404, `The room of ${thingName} has no fan`);
    room.setFanOn(on);
    this.logger?.info({ thingName, on }, on ? 'Lab fan started' : 'Lab fan stopped');
    sendJson(response, 200, { thingName, on } satisfies AgentFan & { thingName: string });
  }
}
