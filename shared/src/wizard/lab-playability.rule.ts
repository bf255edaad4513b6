import { newRunJob } from './new-run-job.rule';
import { type Lab, type Pi } from '../lab/lab.schema';
import { toLocationId } from '../lab/lab.rule';
import { labPlayabilityProblems, labPlayabilityWarnings, runPositions } from '../runs/run-positions.rule';
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
  const placed = draftOnLab(draft, lab, pis);
  return placed ? labPlayabilityProblems(placed.job, placed.lab) : [];
}

/**
 * What the chosen lab plays of the run the wizard holds otherwise than its
 * Speaker says (issue 29: a STANDARD acoustic run's far field, its Speaker at
 * 0.9 m 90 deg, plays from 2.7 m), which the server accepts: the wizard shows
 * it before the submit. None while the suite or the lab is not chosen.
 */
export function draftPlayabilityWarnings(
  draft: NewRunPayloadDraft,
  lab: Pick<Lab, 'name' | 'preference'> | undefined,
  pis: readonly Pick<Pi, 'id'>[],
): string[] {
  const placed = draftOnLab(draft, lab, pis);
  return placed ? labPlayabilityWarnings(placed.job, placed.lab) : [];
}

/** The job the wizard's run becomes, and the lab's Pis where its preference places them. */
function draftOnLab(
  draft: NewRunPayloadDraft,
  lab: Pick<Lab, 'name' | 'preference'> | undefined,
  pis: readonly Pick<Pi, 'id'>[],
) {
  if (!draft.testSuite || !lab) return undefined;
  return {
    job: newRunJob({ ...draft, testSuite: draft.testSuite }),
    lab: {
      name: lab.name,
      pis: pis.map((pi) => ({
        id: pi.id,
        location: lab.preference?.actor_mapping_preference[pi.id]?.location,
      })),
    },
  };
}

/**
 * The labs the wizard offers for the run it holds: each with a Pi (by its
 * preference) at one position at least that the run plays from, so a lab that
 * can play nothing of it is not offered (the automotive lab for a near-field
 * run). Every lab before the suite is chosen, for a run that places its Pis
 * itself (ACM: a Pi beside each device), and a lab whose Pis' positions are
 * not set (its Pis, once loaded, say what it lacks).
 */
export function labsOfferedFor<L extends Pick<Lab, 'preference'>>(
  draft: NewRunPayloadDraft,
  labs: readonly L[],
): L[] {
  if (!draft.testSuite) return [...labs];
  const positions = new Set(runPositions(newRunJob({ ...draft, testSuite: draft.testSuite }).options));
  if (!positions.size) return [...labs];
  return labs.filter((lab) => {
    const placed = Object.values(lab.preference?.actor_mapping_preference ?? {}).flatMap((pi) => {
      const position = pi.location ? toLocationId(pi.location) : undefined;
      return position === undefined ? [] : [position];
    });
    // A lab whose Pis' positions are not set is offered: the lab step names what it lacks once chosen.
    return !placed.length || placed.some((position) => positions.has(position));
  });
}
