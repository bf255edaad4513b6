import { type AgentAction } from './agent-actions.constant';
import { type SetupDistro } from './setup-command.constant';

const segment = (value: string) => encodeURIComponent(value);

/**
 * REST paths of the lab calls (doc 1 §7, doc 2 §7, doc 3 §7). Where the spec
 * hides a path (setup command, MQTT message) the chosen one is written here, so
 * cloud routes and console calls cannot drift apart.
 */
export const LAB_API_PATHS = {
  labs: '/api/labs',
  labThings: (labId: string) => `/api/labs/${segment(labId)}/things`,
  /** GET (state) or POST (any other action) on one Pi; ackTimeout goes in the query. */
  thingAction: (labId: string, thingId: string, action: AgentAction) =>
    `/api/labs/${segment(labId)}/things/${segment(thingId)}/${action}`,
  /** The v2 form used by the automotive update (doc 2 §7). */
  thingActionV2: (labId: string, thingId: string, action: AgentAction) =>
    `/api/labs/${segment(labId)}/things/${segment(thingId)}/${action}/v2`,
  /** The setup command of a Pi for an OS; pythonVersion and plugins go in the query (doc 1 §7; chosen shape). */
  setupCommand: (thingId: string, distro: SetupDistro) => `/api/things/${segment(thingId)}/setup/${distro}`,
  mqttMessage: '/api/mqtt/message',
  /** POST: syncs the resources a calibration needs to the Pi, answering once it holds them (chosen). */
  calibrationResources: (labId: string, thingId: string) =>
    `/api/labs/${segment(labId)}/things/${segment(thingId)}/calibrate/resources`,
} as const;
