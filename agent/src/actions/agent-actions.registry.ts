import { type HealthProbes } from '../system/health-probes';
import { type ReleaseInstaller } from '../update/release-installer.service';
import { type AgentActionPlugin } from './agent-action.port';
import { calibrateAction } from './calibrate.action';
import { diagnosticsAction } from './diagnostics.action';
import { healthcheckAction } from './healthcheck.action';
import { manifestStateAction } from './manifest-state.action';
import { recordAction } from './record.action';
import { stateAction } from './state.action';
import { stopAction } from './stop.action';
import { type ResourceSyncControl, resyncAction, syncAction } from './sync.action';
import { talkAction } from './talk.action';
import { updateAction } from './update.action';

/** Every action this agent answers. */
export function agentActions(deps: {
  readonly probes: HealthProbes;
  readonly installer: ReleaseInstaller;
  readonly resourceSync: ResourceSyncControl;
}): AgentActionPlugin<unknown>[] {
  return [
    stateAction,
    talkAction,
    stopAction,
    recordAction,
    calibrateAction,
    healthcheckAction(deps.probes),
    updateAction(deps.installer),
    manifestStateAction,
    syncAction(deps.resourceSync),
    resyncAction(deps.resourceSync),
    diagnosticsAction,
  ] as AgentActionPlugin<unknown>[];
}
