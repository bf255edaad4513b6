import { type ResourceSyncShadow } from '@oak/shared';
import { AgentStateStore } from './agent-state.store';
import { SyncReportFollower } from './lab-controller.util';

const store = () => new AgentStateStore({ agentVersion: '1.1.0', audioBackend: 'virtual', plugins: [] });
const report = (state: ResourceSyncShadow['state'], syncId = 'sync-1'): ResourceSyncShadow => ({
  state,
  syncId,
});

describe('the lab controller state of resource syncs (doc 1 §4.8)', () => {
  it('reports a sync as syncing, then synced', () => {
    const state = store();
    const follower = new SyncReportFollower(state);
    const seen: unknown[] = [];
    state.onChange(() => seen.push(state.current.labController));
    follower.report(report('queued'));
    follower.report(report('sync_inprogress'));
    follower.report(report('complete'));
    expect(seen).toEqual(['lab_resources_syncing', 'lab_resources_syncing', 'lab_resources_synced']);
    expect(state.current.resource_sync).toEqual(report('complete'));
  });

  it('keeps lab_code_updated through the check an updated agent starts with, and follows the syncs after it', () => {
    const state = store();
    state.update({ labController: 'lab_code_updated' });
    const follower = new SyncReportFollower(state);
    follower.report(report('sync_inprogress'));
    expect(state.current.labController).toBe('lab_code_updated');
    follower.report(report('complete'));
    expect(state.current.labController).toBe('lab_code_updated');
    // The check reported nonetheless.
    expect(state.current.resource_sync).toEqual(report('complete'));
    follower.report(report('queued', 'sync-2'));
    expect(state.current.labController).toBe('lab_resources_syncing');
  });
});
