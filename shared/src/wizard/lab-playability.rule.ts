import { newRunJob } from './new-run-job.rule';
import { type Lab, type Pi } from '../lab/lab.schema';
import { labPlayabilityProblems } from '../runs/run-positions.rule';
import { type NewRunPayloadDraft } from './test-draft.schema';

/**
 * Why the chosen lab cannot play the run the wizard holds (a position the run
 * plays from where the lab has no Pi), so the wizard warns before the submit
 * the server would refuse. The Pis' positions come from the lab's preference
 * (doc 2 §3). None while the suite or the lab is not chosen.
 */
export function draftPlayabilityProblems(
  draft: NewRunPayloadDraft,
  lab: Pick<Lab, 'name' | 'preference'> | undefined,
  pis: readonly Pick<Pi, 'id'>[],
): string[] {
  if (!draft.testSuite || !lab) return [];
  const job = newRunJob({ ...draft, testSuite: draft.testSuite });
  return labPlayabilityProblems(job, {
    name: lab.name,
    pis: pis.map((pi) => ({
      id: pi.id,
      location: lab.preference?.actor_mapping_preference[pi.id]?.location,
    })),
  });
}
