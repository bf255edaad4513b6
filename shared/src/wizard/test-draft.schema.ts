import { z } from 'zod';
import { acmAccountConfigSchema, wizardTestMappingSchema } from './lab-mapping.schema';
import { type TestSuite, testSuiteSchema } from './test-suite.schema';
import { normalizeWizardScenarioType, WIZARD_SCENARIO_TYPES } from './wizard.constant';
import { TEST_CREATION_MESSAGES } from './wizard.messages';

/**
 * The scenario type in either case of doc 2 §3, read as its upper-case form;
 * a missing or unknown one is refused with the spec's message (doc 2 §5).
 */
export const wizardScenarioTypeSchema = z.preprocess(
  (value) => normalizeWizardScenarioType(value) ?? value,
  z.enum(WIZARD_SCENARIO_TYPES, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? TEST_CREATION_MESSAGES.scenarioTypeRequired
        : TEST_CREATION_MESSAGES.scenarioTypeInvalid,
  }),
);

/** One category row of a custom selection (doc 2 §3 'customizedScenarios (list of {category, scenarios})'). */
const categoryScenariosSchema = z.object({
  category: z.string(),
  scenarios: z.array(z.string()),
});
export type CategoryScenarios = z.infer<typeof categoryScenariosSchema>;

/** The WWA device attributes (doc 2 §3 'deviceAttributes {irBlasters, dimmable}'). */
const deviceAttributesSchema = z.object({
  irBlasters: z.boolean(),
  dimmable: z.boolean(),
});
export type DeviceAttributes = z.infer<typeof deviceAttributesSchema>;

/**
 * The WWA scenario selection (doc 2 §2 'a device category selector and a test
 * plan selector'; doc 2 §5 speaks of the test plans of a device category).
 */
const wwaScenarioSelectionSchema = z.object({
  deviceCategory: z.string(),
  testPlans: z.array(z.string()),
});
export type WwaScenarioSelection = z.infer<typeof wwaScenarioSelectionSchema>;

/**
 * The test draft and its options (doc 2 §3 'Test draft/options'). The options'
 * fields depend on the suite and belong to the job; here they are a record the
 * field checks walk.
 */
export const testDraftSchema = z.object({
  id: z.string().optional(),
  scenarioType: wizardScenarioTypeSchema,
  name: z.string(),
  locale: z.string(),
  enableEmailNotification: z.boolean({ error: TEST_CREATION_MESSAGES.emailNotificationNotSelected }),
  customizedScenarios: z.array(categoryScenariosSchema),
  error: z.string().optional(),
  deviceAttributes: deviceAttributesSchema,
  testSuite: testSuiteSchema.optional(),
  testMapping: wizardTestMappingSchema,
  testOptions: z.record(z.string(), z.unknown()),
});
export type TestDraft = z.infer<typeof testDraftSchema>;

/**
 * An optional DUT of an acoustic-family run (doc 2 §5 'At most 4 optional
 * DUTs ... a valid DSN must be selected; firmware info is required'): a
 * further device in the room that hears the same utterances and is scored
 * beside the DUT.
 */
const optionalDutSchema = z.object({
  customerId: z.string(),
  dsn: z.string(),
  name: z.string().optional(),
  deviceType: z.string().optional(),
  firmware: z.string(),
});
export type OptionalDut = z.infer<typeof optionalDutSchema>;

/** The lab configuration of step 2: the lab, the optional DUTs and, for ACM, the accounts (doc 2 §2, §3). */
export const wizardLabConfigSchema = z.object({
  labId: z.string().optional(),
  accountConfig: z.array(acmAccountConfigSchema),
  optionalDuts: z.array(optionalDutSchema).default([]),
});
export type WizardLabConfig = z.infer<typeof wizardLabConfigSchema>;

/**
 * The run the wizard submits to POST /api/jobs (doc 2 §3: 'merges scenario
 * selection, lab config, testMapping, options, WWA scenario selection and
 * testSuite'), with the consent to reference-mic recording (doc 2 §5).
 */
export const newRunPayloadSchema = testDraftSchema.omit({ error: true }).extend({
  testSuite: testSuiteSchema,
  labId: z.string().min(1),
  accountConfig: z.array(acmAccountConfigSchema),
  /** The count rule gives the spec's message; the bound keeps a hostile body small. */
  optionalDuts: z.array(optionalDutSchema).max(50).optional(),
  wwaScenarios: wwaScenarioSelectionSchema.optional(),
  referenceMicConsent: z.boolean(),
});
export type NewRunPayload = z.infer<typeof newRunPayloadSchema>;

/**
 * The run the wizard submits, before its checks (doc 2 §3 'The submitted test
 * payload merges ...'): a suite not yet chosen and a lab id still empty are
 * what the checks report, so the draft may hold them where the payload may not.
 */
export type NewRunPayloadDraft = Omit<NewRunPayload, 'testSuite' | 'labId'> & {
  readonly testSuite: TestSuite | undefined;
  readonly labId: string;
};

/** Errors of step 1, each keyed by the field it shows under (doc 3 §3 'scenarioErrors'). */
const newRunScenarioErrorsSchema = z.object({
  name: z.string().optional(),
  locale: z.string().optional(),
  enableEmailNotification: z.string().optional(),
  scenarioType: z.string().optional(),
  testSuite: z.string().optional(),
  /** Per category row, keyed by the row's zero-based index. */
  customizedScenarios: z.record(z.string(), z.string()).optional(),
  wwaScenarios: z.string().optional(),
  /** Per option field (doc 3 §3 'including customTestOptions'). */
  customTestOptions: z.record(z.string(), z.string()).optional(),
});
export type NewRunScenarioErrors = z.infer<typeof newRunScenarioErrorsSchema>;

/** Errors of step 2 and of the submit, keyed by where the form shows them. */
const newRunLabErrorsSchema = z.object({
  labId: z.string().optional(),
  /** About the lab itself: locked, or short of Pis. */
  lab: z.string().optional(),
  /** The non-ACM feature-file mapping. */
  mapping: z.string().optional(),
  /** The ACM accounts as a whole. */
  accountConfig: z.string().optional(),
  /** Per ACM account, keyed by its zero-based index. */
  accounts: z.record(z.string(), z.string()).optional(),
  /** Per optional DUT, keyed by its zero-based index. */
  optionalDuts: z.record(z.string(), z.string()).optional(),
  /** About the optional DUTs as a whole: too many. */
  optionalDutCount: z.string().optional(),
  referenceMicConsent: z.string().optional(),
});
export type NewRunLabErrors = z.infer<typeof newRunLabErrorsSchema>;

/**
 * The outcome of the new-run checks (doc 3 §3 'isValid plus scenarioErrors'),
 * with the lab errors and every message in one flat list for an API 400.
 */
export const newRunValidationSchema = z.object({
  isValid: z.boolean(),
  scenarioErrors: newRunScenarioErrorsSchema,
  labErrors: newRunLabErrorsSchema,
  errors: z.array(z.string()),
});
export type NewRunValidation = z.infer<typeof newRunValidationSchema>;
