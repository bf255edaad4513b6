import { type FunctionalPlan, type ResourceManifest } from '@oak/shared';

/**
 * The resource pack's manifests of a functional plan, for the families'
 * in-process runs: each utterance's file with what it says, two seconds long.
 */
export function functionalManifestsOf(plan: FunctionalPlan): ResourceManifest[] {
  const byResource = new Map<string, ResourceManifest['files']>();
  for (const step of plan.steps) {
    const files = byResource.get(step.resource) ?? [];
    for (const action of step.actions)
      if (action.type === 'utterance')
        files.push({
          id: action.fileName,
          fileName: action.fileName,
          md5: '0'.repeat(32),
          size: 64_000,
          url: `/api/resources/files/${action.fileName}`,
          kind: 'utterance',
          durationMs: 2000,
          transcript: action.transcript,
        });
    byResource.set(step.resource, files);
  }
  return [...byResource].map(([id, files]) => ({ id, files }));
}
