/**
 * The actions an agent on a Pi answers on its MQTT request topic (OAK's wire
 * protocol; doc 1 §7 names `state` and `get_manifest_state`, doc 2 §7 the
 * health check and calibration calls).
 */
export const AGENT_ACTIONS = [
  'state',
  'talk',
  'stop',
  'record',
  'sync',
  'resync',
  'update',
  'calibrate',
  'healthcheck',
  'get_manifest_state',
  'diagnostics',
] as const;
export type AgentAction = (typeof AGENT_ACTIONS)[number];

export function isAgentAction(value: string): value is AgentAction {
  return (AGENT_ACTIONS as readonly string[]).includes(value);
}

/** The Pi lab-controller actions the console names (doc 3 §3). */
export const PI_LAB_CONTROLLER_ACTIONS = [
  'ping',
  'update',
  'sync',
  'resync',
  'talk',
  'stop',
  'calibrate',
] as const;
export type PiLabControllerAction = (typeof PI_LAB_CONTROLLER_ACTIONS)[number];

/** The agent action each lab-controller action runs; a ping asks the Pi for its state (doc 1 §7). */
export const AGENT_ACTION_OF_CONTROLLER_ACTION = {
  ping: 'state',
  update: 'update',
  sync: 'sync',
  resync: 'resync',
  talk: 'talk',
  stop: 'stop',
  calibrate: 'calibrate',
} as const satisfies Readonly<Record<PiLabControllerAction, AgentAction>>;
