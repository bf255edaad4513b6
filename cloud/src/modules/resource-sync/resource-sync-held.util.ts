import { type AgentDesiredResources, resourceSyncShadowSchema } from '@oak/shared';
import { type ThingRecord } from '../labs/thing.entity';

/**
 * Whether a Pi holds `files` already: each is among the files it was last
 * asked to hold (same name and checksum), and it reported that sync complete.
 */
export function holdsAlready(
  thing: Pick<ThingRecord, 'desiredResources' | 'shadow'>,
  files: readonly Pick<AgentDesiredResources['files'][number], 'fileName' | 'md5'>[],
): boolean {
  const desired = thing.desiredResources;
  const reported = resourceSyncShadowSchema.safeParse(
    (thing.shadow as Record<string, unknown> | null)?.resource_sync,
  ).data;
  if (!desired?.syncId || reported?.state !== 'complete' || reported.syncId !== desired.syncId) return false;
  const held = new Map(desired.files.map((file) => [file.fileName, file.md5]));
  return files.every((file) => held.get(file.fileName) === file.md5);
}
