import { type AcousticPlan, type AcousticStepOutcome } from '@oak/shared';
import { type ThingRecord } from '../../../labs/thing.entity';
import { type RunSessionContext } from '../../run-family.port';

/** An acoustic plan with the Pi that plays at each position of the lab. */
export interface AcousticRunPlan extends AcousticPlan {
  readonly piAt: ReadonlyMap<string, ThingRecord>;
}

export type AcousticContext = RunSessionContext<AcousticRunPlan, AcousticStepOutcome>;

/** The stored outcomes in play order. */
export function storedInOrder(context: AcousticContext): AcousticStepOutcome[] {
  return context.plan.steps.flatMap((step) => {
    const outcome = context.outcomes.get(step.key);
    return outcome ? [outcome] : [];
  });
}
