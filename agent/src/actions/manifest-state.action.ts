import {
  type ManifestState,
  agentDesiredResourcesSchema,
  manifestStateRequestSchema,
  manifestStatus,
} from '@oak/shared';
import { cacheFilePath, fileMd5 } from '../resources/cache-file.util';
import { defineAction } from './agent-action.port';
import { ACTION_DEFAULT_TIMEOUTS_MS } from './action-timeouts.constant';

/**
 * Whether the cached resources match what the desired shadow's `resources`
 * asks for. With no resources desired yet (the sync has not run), the Pi is
 * in sync.
 */
export const manifestStateAction = defineAction({
  name: 'get_manifest_state',
  schema: manifestStateRequestSchema.shape.payload,
  uses: [],
  stoppable: false,
  defaultTimeoutMs: () => ACTION_DEFAULT_TIMEOUTS_MS.getManifestState,
  async run(ctx): Promise<ManifestState> {
    const parsed = agentDesiredResourcesSchema.safeParse(ctx.desired().resources);
    if (!parsed.success) {
      if (ctx.desired().resources !== undefined)
        ctx.logger.warn('the desired shadow has malformed resources; the cache cannot match them');
      return { status: ctx.desired().resources === undefined ? 'in_sync' : 'out_of_sync' };
    }
    const md5s = new Map<string, string | undefined>();
    for (const { fileName } of parsed.data.files)
      md5s.set(fileName, await fileMd5(cacheFilePath(ctx.config.cacheDir, fileName)));
    return { status: manifestStatus(parsed.data, (name) => md5s.get(name)) };
  },
});
