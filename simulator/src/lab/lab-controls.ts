import { type IncomingMessage, type ServerResponse } from 'node:http';
import { VIRTUAL_LAB_CONTROL_PATHS, type VirtualRoomMicState, virtualRoomMicStateSchema } from '@oak/shared';
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

/**
 * The virtual lab's own controls, served beside its device cloud's control
 * API (which takes a device offline or mutes it): what an operator does to
 * the lab's hardware. `PUT /lab/pis/{thingName}/mic {plugged}` unplugs a Pi's
 * reference mic, or plugs it back; unplugged, the Pi's recordings fail.
 */
export class LabControls {
  constructor(
    /** The room a Pi stands in, by thing name. */
    private readonly roomOf: (thingName: string) => VirtualRoom | undefined,
    private readonly logger?: Logger,
  ) {}

  /** Whether a request path is one of these controls. */
  handles(pathname: string): boolean {
    return PI_MIC_PATH.test(pathname);
  }

  /** Carries out one control; a refusal is an HttpError, answered as `{statusCode, message}`. */
  async handle(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    if (request.method !== 'PUT') {
      response.setHeader('Allow', 'PUT');
      throw new HttpError(405, `${url.pathname} does not take ${request.method}`);
    }
    const thingName = decodePathSegment(PI_MIC_PATH.exec(url.pathname)![1]!);
    const { plugged } = parseOrReject(virtualRoomMicStateSchema, await readJsonBody(request), 'body');
    const room = this.roomOf(thingName);
    if (!room) throw new HttpError(404, `No Pi ${thingName} in the virtual lab`);
    room.setMicPlugged(thingName, plugged);
    this.logger?.info({ thingName, plugged }, plugged ? 'Pi mic plugged in' : 'Pi mic unplugged');
    sendJson(response, 200, { thingName, plugged } satisfies VirtualRoomMicState & { thingName: string });
  }
}
