import { type AgentFan } from '../lab/agent-shadow.schema';
import { NOISE_LOCATION } from '../locations/locations.constant';
import { toLocationId } from '../lab/lab.rule';
import { type DeviceCloudStatus } from '../devices/device-cloud.schema';
import { type LiveDutState, type LiveFanState } from './live-feed.schema';

/** A Pi of the lab as the runner reads it: where it stands and its latest reported shadow. */
export interface FanReportingPi {
  readonly location?: string | null;
  readonly shadow?: { readonly fan?: AgentFan | undefined } | null;
}

/**
 * The lab's fan for the live feed's `fan` key (issue 29), from its Pis'
 * reported shadows: the noise Pi's, else the first Pi reporting one;
 * undefined when no Pi reports a fan (the lab has none).
 */
export function labFanOf(pis: readonly FanReportingPi[]): LiveFanState | undefined {
  const reporting = pis.filter((pi) => pi.shadow?.fan);
  const fan = (reporting.find((pi) => toLocationId(pi.location ?? '') === NOISE_LOCATION) ?? reporting[0])
    ?.shadow?.fan;
  return fan ? { on: fan.on } : undefined;
}

/**
 * The live feed's `DUT` key from the DUT's status as the device cloud gave it
 * (issue 29): hearing while an utterance plays to it online, idle otherwise.
 */
export function liveDutStateOf(status: DeviceCloudStatus, hearing: boolean): LiveDutState {
  return { state: hearing && status === 'online' ? 'HEARING' : 'IDLE', online: status !== 'offline', status };
}
