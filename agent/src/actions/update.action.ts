import { type UpdateResult, updateRequestSchema } from '@oak/shared';
import { reportCodeUpdate } from '../shadow/lab-controller.util';
import { type ReleaseInstaller } from '../update/release-installer.service';
import { AGENT_RESOURCES } from './activity.registry';
import { defineAction } from './agent-action.port';
import { ACTION_DEFAULT_TIMEOUTS_MS } from './action-timeouts.constant';

/**
 * Installs the cloud's release (or the version asked for) and restarts into
 * it. Already running the cloud's current release and asked for nothing
 * particular: nothing to do. A version asked for explicitly is installed even
 * if it is the running one, which repairs a damaged install. The install is
 * reported as lab_code_updating, then lab_code_updated (doc 1 §4.8).
 */
export function updateAction(installer: ReleaseInstaller) {
  return defineAction({
    name: 'update',
    schema: updateRequestSchema,
    // Not while the Pi plays or records: the restart would cut that short.
    uses: AGENT_RESOURCES,
    stoppable: false,
    defaultTimeoutMs: () => ACTION_DEFAULT_TIMEOUTS_MS.update,
    async run(ctx, deadline): Promise<UpdateResult> {
      const requested = ctx.payload.version;
      const release = await installer.release(requested, deadline.signal);
      const previousVersion = ctx.agentVersion;
      if (!requested && release.version === previousVersion)
        return { previousVersion, version: release.version, restarting: false };
      await reportCodeUpdate(ctx.state, ctx.config.stateDir, release.version, () =>
        installer.install(release, deadline.signal),
      );
      ctx.logger.info({ version: release.version, previousVersion }, 'installed a new agent; restarting');
      ctx.afterAnswer(() => ctx.restart(`update to ${release.version}`));
      return { previousVersion, version: release.version, restarting: true };
    },
  });
}
