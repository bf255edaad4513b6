import { z } from 'zod';

/**
 * How a functional test case was validated (doc 1 §3: cloud, reference mic,
 * reference mic speech audio, custom mobile, device). The spec names them in
 * prose; these wire values are chosen.
 */
const FUNCTIONAL_VALIDATION_TYPES = [
  'CLOUD',
  'REFERENCE_MIC',
  'REFERENCE_MIC_SPEECH_AUDIO',
  'CUSTOM_MOBILE',
  'DEVICE',
] as const;
const functionalValidationTypeSchema = z.enum(FUNCTIONAL_VALIDATION_TYPES);
export type FunctionalValidationType = z.infer<typeof functionalValidationTypeSchema>;

/** Whether an utterance counts towards the result (doc 1 §3 utteranceAttribute: normal or ignore). */
const FUNCTIONAL_UTTERANCE_ATTRIBUTES = ['normal', 'ignore'] as const;

/** The utterance validation type that matches a regular expression (doc 1 §3, §5). */
export const REGEX_UTTERANCE_VALIDATION_TYPE = 'REGEX';

/**
 * A score of an utterance: 1 when the rate it measures was hit (for
 * scoreFalseRejectionRate, the DUT did not wake), else 0 (doc 1 §3, §5).
 */
const scoreSchema = z.number().min(0).max(1);

/**
 * Statuses arrive in several spellings ('in progress', 'succeeded', 'COMPLETE'...)
 * and are read through normalizeTestStatus (doc 1 §4.3).
 */
const rawStatusSchema = z.string();

/** One utterance played for a functional test case (doc 1 §3 Utterance result). */
const functionalUtteranceResultSchema = z.object({
  questionPlayed: z.string(),
  dutHeard: z.string().nullish(),
  dutResponded: z.string().nullish(),
  status: rawStatusSchema,
  scoreFalseRejectionRate: scoreSchema.nullish(),
  scoreResponseAccuracyRate: scoreSchema.nullish(),
  utteranceAttribute: z.enum(FUNCTIONAL_UTTERANCE_ATTRIBUTES).optional(),
  utterValidationInfo: z.object({ utterValidationType: z.string() }).optional(),
  actionSequenceNum: z.number().int().min(0).optional(),
});
export type FunctionalUtteranceResult = z.infer<typeof functionalUtteranceResultSchema>;

/** One device command of a functional test case (doc 1 §3 Command result). */
const functionalCommandResultSchema = z.object({
  commandPlayed: z.string(),
  message: z.string().nullish(),
  status: rawStatusSchema,
});
export type FunctionalCommandResult = z.infer<typeof functionalCommandResultSchema>;

/**
 * One validation of a test case with its utterance or command results (doc 1
 * §3 Validation); the list names utteranceResults and commandResults are chosen.
 */
const functionalValidationSchema = z.object({
  validationType: functionalValidationTypeSchema,
  status: rawStatusSchema,
  failureLogs: z.array(z.string()).optional(),
  utteranceResults: z.array(functionalUtteranceResultSchema).optional(),
  commandResults: z.array(functionalCommandResultSchema).optional(),
});
export type FunctionalValidation = z.infer<typeof functionalValidationSchema>;

/** A functional test case as the live feed reports it (doc 1 §3). */
export const functionalTestCaseSchema = z.object({
  testCaseName: z.string(),
  testCaseCategory: z.string(),
  status: rawStatusSchema,
  failureLogs: z.array(z.string()).optional(),
  testCaseData: z.array(functionalValidationSchema).default([]),
});
export type FunctionalTestCase = z.infer<typeof functionalTestCaseSchema>;
