import { Inject, Injectable } from '@nestjs/common';
import { PLAYED_RUN_FAMILIES, type RunFamilyId } from '@oak/shared';
import { type AnyRunFamily } from './run-family.port';
import { AcmFamily } from './families/acm/acm.family';
import { AcousticFamily } from './families/acoustic/acoustic.family';
import { FarFamily } from './families/far/far.family';
import { FunctionalFamily } from './families/functional/functional.family';
import { StabilityFamily } from './families/stability/stability.family';
import { UplFamily } from './families/upl/upl.family';

/**
 * The families the runner plays, one line each, each by its id in shared's
 * family table (which decided the job's family at submit; the order here
 * decides nothing). A new family is a folder under families/ and a line here;
 * the registry's spec checks these against the table's played families.
 */
export const RUN_FAMILIES = [
  AcmFamily,
  FunctionalFamily,
  AcousticFamily,
  FarFamily,
  StabilityFamily,
  UplFamily,
] as const;

/** The injection token of the families, in the order above. */
export const RUN_FAMILY_LIST = Symbol('RUN_FAMILY_LIST');

/**
 * Why the families cannot be the runner's: one the table says the runner plays
 * has no plug-in, two plug-ins claim one family, or a plug-in plays a family
 * the table does not say is played (the wizard would never offer it).
 */
export function registryProblems(families: readonly Pick<AnyRunFamily, 'id'>[]): string[] {
  const ids = families.map((family) => family.id as string);
  return [
    ...PLAYED_RUN_FAMILIES.filter((id) => !ids.includes(id)).map((id) => `no plug-in plays the family ${id}`),
    ...ids.filter((id, index) => ids.indexOf(id) !== index).map((id) => `two plug-ins play the family ${id}`),
    ...ids
      .filter((id) => !(PLAYED_RUN_FAMILIES as readonly string[]).includes(id))
      .map((id) => `the family ${id} is not one the family table says is played`),
  ];
}

/** Which family plays a job; the cloud does not start with families that do not match the table. */
@Injectable()
export class RunFamilies {
  constructor(@Inject(RUN_FAMILY_LIST) private readonly families: readonly AnyRunFamily[]) {
    const problems = registryProblems(families);
    if (problems.length)
      throw new Error(`The runner's families do not match the family table: ${problems.join('; ')}`);
  }

  of(id: RunFamilyId): AnyRunFamily | undefined {
    return this.families.find((family) => family.id === id);
  }
}
