import { z } from 'zod';
import { parseJsonField } from '../common/json-field.util';
import { type Result } from '../common/result';
import { TEST_SUITE_CATEGORIES } from '../suites/scenario-suites.constant';

/** One entry of a suite's mapping: the DUT and actor roles a tag needs (doc 2 §3). */
const suiteMappingEntrySchema = z.object({
  tag: z.string(),
  duts: z.array(z.string()),
  actors: z.array(z.string()),
});
export type SuiteMappingEntry = z.infer<typeof suiteMappingEntrySchema>;

/**
 * A test suite's config, stored as a JSON string (doc 2 §3 'config (JSON string
 * with marketPlace)'). Other keys are kept as they come.
 */
const testSuiteConfigSchema = z.looseObject({ marketPlace: z.string().min(1) });
export type TestSuiteConfig = z.infer<typeof testSuiteConfigSchema>;

/** A test suite as the wizard lists it (doc 2 §3). */
export const testSuiteSchema = z.object({
  id: z.string().min(1),
  displayName: z.string(),
  category: z.enum(TEST_SUITE_CATEGORIES),
  config: z.string(),
  audioFilesUri: z.string().optional(),
  labDependenciesUri: z.string().optional(),
  testDefinitionUri: z.string().optional(),
  mapping: z.array(suiteMappingEntrySchema),
});
export type TestSuite = z.infer<typeof testSuiteSchema>;

export function parseTestSuiteConfig(raw: unknown): Result<TestSuiteConfig> {
  return parseJsonField(testSuiteConfigSchema, raw, 'config');
}

/**
 * The locale of a run of this suite: fixed to the marketplace of its config
 * (doc 2 §2), or '' when the config has none, which the locale check reports.
 */
export function suiteLocaleOf(suite: Pick<TestSuite, 'config'>): string {
  const config = parseTestSuiteConfig(suite.config);
  return config.ok ? config.value.marketPlace : '';
}

export interface SuiteRoles {
  readonly duts: readonly string[];
  readonly actors: readonly string[];
}

/** The distinct DUT and actor roles of a suite's mapping, in first-seen order. */
export function suiteRolesOf(mapping: readonly SuiteMappingEntry[]): SuiteRoles {
  return {
    duts: [...new Set(mapping.flatMap((entry) => entry.duts))],
    actors: [...new Set(mapping.flatMap((entry) => entry.actors))],
  };
}
