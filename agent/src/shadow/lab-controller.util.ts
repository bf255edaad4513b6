import {
  type LabControllerState,
  type ResourceSyncShadow,
  isFinalResourceDownloadState,
  labControllerStateAfterSync,
} from '@oak/shared';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type AgentStateStore } from './agent-state.store';

/**
 * The file that tells the agent started after an update that it is the code
 * just installed: the installed version, written before the restart.
 */
const CODE_UPDATED_FILE = 'code-updated';

/**
 * A code update reported as the lab controller states (doc 1 §4.8):
 * lab_code_updating while the release installs, lab_code_updated once it is in
 * place; a failed install reports nothing. `install` answers the version now
 * installed, or undefined when nothing needed installing. The version is kept
 * on disk, so the agent that starts after the restart reports lab_code_updated
 * in its first shadow.
 */
export async function reportCodeUpdate<T>(
  state: AgentStateStore,
  stateDir: string,
  version: string,
  install: () => Promise<T>,
): Promise<T> {
  const before = state.current.labController;
  state.update({ labController: 'lab_code_updating' });
  try {
    const result = await install();
    await mkdir(stateDir, { recursive: true });
    await writeFile(path.join(stateDir, CODE_UPDATED_FILE), version);
    state.update({ labController: 'lab_code_updated' });
    return result;
  } catch (error) {
    state.update({ labController: before === 'lab_code_updating' ? null : before });
    throw error;
  }
}

/**
 * The lab controller state an agent starts with: lab_code_updated when the
 * update before its restart installed the very version it runs. The marker is
 * read once.
 */
export async function initialLabControllerState(
  stateDir: string,
  agentVersion: string,
): Promise<LabControllerState | null> {
  const file = path.join(stateDir, CODE_UPDATED_FILE);
  const installed = await readFile(file, 'utf8').catch(() => undefined);
  if (installed === undefined) return null;
  await rm(file, { force: true });
  return installed.trim() === agentVersion ? 'lab_code_updated' : null;
}

/**
 * Puts the resource sync's reports in the shadow with the lab controller
 * state they imply (doc 1 §4.8). An agent started by an update first checks
 * the resources it was already given: that pass is no new sync, so it leaves
 * lab_code_updated showing; every later pass reports as a sync.
 */
export class SyncReportFollower {
  private checkingAfterUpdate: boolean;

  constructor(private readonly state: AgentStateStore) {
    this.checkingAfterUpdate = state.current.labController === 'lab_code_updated';
  }

  report(report: ResourceSyncShadow | undefined): void {
    if (!this.checkingAfterUpdate) {
      this.state.update(syncReportPatch(this.state, report));
      return;
    }
    if (!report || isFinalResourceDownloadState(report.state)) this.checkingAfterUpdate = false;
    this.state.update({ resource_sync: report });
  }
}

/** A resource sync report, with the lab controller state it implies (doc 1 §4.8). */
export function syncReportPatch(
  state: AgentStateStore,
  report: ResourceSyncShadow | undefined,
): { resource_sync: ResourceSyncShadow | undefined; labController: LabControllerState | null } {
  return {
    resource_sync: report,
    labController: labControllerStateAfterSync(report?.state, state.current.labController),
  };
}
