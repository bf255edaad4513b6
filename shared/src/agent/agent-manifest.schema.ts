import { z } from 'zod';

/**
 * A plain file name in the Pi's resource cache: no directories and no `..`
 * anywhere, so no name can ever reach outside the cache.
 */
export const cacheFileNameSchema = z
  .string()
  .min(1)
  .max(255)
  .refine((name) => !/[/\\\0]/.test(name) && name !== '.' && !name.includes('..'), {
    message: 'must be a plain file name (no path separators or ..)',
  });

/**
 * The resources the cloud wants on a Pi, as the `resources` field of its
 * desired shadow: each cached file's name and md5, and where to download it
 * (absolute, or relative to the agent's cloud URL) with its size. The
 * resource sync fills it; the agent downloads what it lacks and
 * `get_manifest_state` compares the cache against it. `syncId` names the
 * submission, and the Pi's progress report echoes it.
 */
export const agentDesiredResourcesSchema = z.object({
  syncId: z.string().min(1).max(128).optional(),
  files: z.array(
    z.object({
      fileName: cacheFileNameSchema,
      md5: z.string().regex(/^[a-f0-9]{32}$/i, 'md5 must be 32 hex digits'),
      url: z.string().min(1).max(2048).optional(),
      size: z.number().int().nonnegative().optional(),
      /** What the file says, from its resource manifest: a virtual lab's room hears it. */
      transcript: z.string().max(2000).optional(),
    }),
  ),
});
export type AgentDesiredResources = z.infer<typeof agentDesiredResourcesSchema>;

/**
 * A Pi's answer to the manifest-state query (sync's MANIFEST_STATE_REQUEST):
 * whether its cache holds what its desired resources ask for, as
 * `manifestStatus` decides it (doc 1 §4.8; shape chosen). It sits with the
 * desired resources it is judged against, so the agent's rules read nothing
 * of the resource sync that drives them.
 */
export const manifestStateSchema = z.object({
  status: z.enum(['in_sync', 'out_of_sync']),
});
export type ManifestState = z.infer<typeof manifestStateSchema>;
