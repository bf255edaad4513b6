import { z } from 'zod';
import { SHARED_RESOURCES } from '../catalogue/catalogue.constant';
import { TEST_SUITE_CATEGORIES, type TestSuiteCategory } from '../suites/scenario-suites.constant';

/** The key of a lab-dependencies manifest under which the wizard reads the common resources' URL (doc 1 §7). */
export const LAB_DEPENDENCIES_COMMON_KEY = 'SUBTYPES_COMMON';

/**
 * What every run of a suite needs on its Pis, whatever its scenario type and
 * locale (chosen: the spec names the manifest, not its content): the noise
 * beds and the pink noise each room sets its levels with.
 */
export function labDependencyResources(_suite: TestSuiteCategory): readonly string[] {
  return [SHARED_RESOURCES.noise, SHARED_RESOURCES.calibration];
}

/**
 * A suite's lab-dependencies id: its labDependenciesUri (where, under the
 * resource routes, its lab-dependencies manifest is) and the id of the one
 * resource manifest of its common files, which that manifest points to.
 */
export function labDependenciesId(suite: TestSuiteCategory): string {
  return `lab-dependencies/${suite}`;
}

export const labDependenciesSchema = z.object({
  suite: z.enum(TEST_SUITE_CATEGORIES),
  [LAB_DEPENDENCIES_COMMON_KEY]: z.object({
    /** The resource manifest of every common file, as the sync takes it. */
    resourceDownloadUrl: z.string().min(1),
    manifestId: z.string().min(1),
    /** The md5 of that manifest's bytes: a changed pack is a changed md5. */
    md5: z.string().regex(/^[a-f0-9]{32}$/),
    /** The catalogue resources it is made of. */
    resources: z.array(z.string()),
  }),
});
export type LabDependencies = z.infer<typeof labDependenciesSchema>;

/**
 * The URL a run's auto-sync gets the common resources from (doc 1 §7: 'the resource download URL under SUBTYPES_COMMON').
 * @kept as a contract another package's specs check the product against (its routes, its stubs)
 */
export function commonResourceDownloadUrl(dependencies: LabDependencies): string {
  return dependencies[LAB_DEPENDENCIES_COMMON_KEY].resourceDownloadUrl;
}
