import { type AgentDesiredResources, type ManifestState } from './agent-manifest.schema';

/**
 * Whether a Pi's cache holds what its desired shadow asks for: every desired
 * file present with the same md5 (case-insensitive). Extra cached files do not
 * matter; with nothing desired the Pi is in sync.
 */
export function manifestStatus(
  desired: AgentDesiredResources | undefined,
  cachedMd5: (fileName: string) => string | undefined,
): ManifestState['status'] {
  const files = desired?.files ?? [];
  const missing = files.some((file) => cachedMd5(file.fileName)?.toLowerCase() !== file.md5.toLowerCase());
  return missing ? 'out_of_sync' : 'in_sync';
}
