import { AGENT_ACTIONS } from '@oak/shared';
import { type HealthProbes } from '../system/health-probes';
import { type ReleaseInstaller } from '../update/release-installer.service';
import { UNAVAILABLE_ACTIONS } from './action-dispatcher.service';
import { agentActions } from './agent-actions.registry';

describe('agentActions', () => {
  it('answers every action of the wire, sync and resync included', () => {
    const actions = agentActions({
      probes: {} as HealthProbes,
      installer: {} as ReleaseInstaller,
      resourceSync: { sync: () => ({ started: true }), resync: () => ({ started: true }) },
    });
    expect(actions.map((action) => action.name).sort()).toEqual([...AGENT_ACTIONS].sort());
    expect(UNAVAILABLE_ACTIONS).toEqual([]);
  });
});
