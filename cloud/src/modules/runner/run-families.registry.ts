import { Inject, Injectable } from '@nestjs/common';
import { type JobOptions } from '@oak/shared';
import { type AnyRunFamily } from './run-family.port';
import { AcmFamily } from './families/acm/acm.family';
import { AcousticFamily } from './families/acoustic/acoustic.family';
import { FunctionalFamily } from './families/functional/functional.family';

/**
 * The families the runner plays, one line each; the first that accepts a job
 * plays it. A new family is a folder under families/ and a line here.
 */
export const RUN_FAMILIES = [AcmFamily, FunctionalFamily, AcousticFamily] as const;

/** The injection token of the families, in the order above. */
export const RUN_FAMILY_LIST = Symbol('RUN_FAMILY_LIST');

/** Which family plays a job. */
@Injectable()
export class RunFamilies {
  constructor(@Inject(RUN_FAMILY_LIST) private readonly families: readonly AnyRunFamily[]) {}

  of(options: JobOptions): AnyRunFamily | undefined {
    return this.families.find((family) => family.accepts(options));
  }
}
