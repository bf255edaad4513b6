import { z } from 'zod';
import { parseJsonField, stringifyJsonField } from '../common/json-field.util';
import { type Result, err, ok } from '../common/result';
import { DEFAULT_DUT_TYPE, DUT_TYPES } from '../devices/devices.constant';
import { CUSTOM_TEST_VOICE_LOCALES } from '../locales/marketplaces.constant';
import {
  CUSTOM_SCENARIO_STATES,
  DEFAULT_UDT_DELAY_BETWEEN_UTTERANCES,
  DEFAULT_WAKE_WORD_DELAY_MS,
  UDT_DELAY_BETWEEN_UTTERANCES_RANGE,
  UDT_DUT_COUNT_MAX,
  UDT_DUT_COUNT_MIN,
  UDT_NAME_MAX_LENGTH,
  UDT_PI_COUNT_MAX,
  UDT_PI_COUNT_MIN,
} from './custom-tests.constant';
import { DEFAULT_WAKE_WORD_BYTES } from './wake-word.util';

/** A user-defined test as GET /api/customscenarios lists it (doc 2 §3, §7). */
export const customScenarioSchema = z.object({
  id: z.string(),
  name: z.string(),
  state: z.enum(CUSTOM_SCENARIO_STATES),
  updatedAt: z.string(),
  /** A JSON string: parse it with parseCustomScenarioConfig. */
  config: z.string(),
  testDefinitionGetUrl: z.string().optional(),
  audioFilesGetUrl: z.string().optional(),
  validationResultGetUrl: z.string().optional(),
});
export type CustomScenario = z.infer<typeof customScenarioSchema>;

/** A Pi of the test, Pi1..Pi3 as ids 1..3 (doc 2 §3). */
const udtPiIdSchema = z.number().int().min(UDT_PI_COUNT_MIN).max(UDT_PI_COUNT_MAX);

/**
 * A user-defined test's config (doc 2 §3 'Custom scenario config'), with the
 * spec's defaults. The wake word is the signed byte array it is stored as.
 * Defaults the spec does not give are chosen: one Pi and one DUT, the
 * provider's assistant, no auto-synthesis, speech and recording on Pi1.
 */
export const customScenarioConfigSchema = z.object({
  actorCount: z.number().int().min(UDT_PI_COUNT_MIN).max(UDT_PI_COUNT_MAX).default(UDT_PI_COUNT_MIN),
  dutCount: z.number().int().min(UDT_DUT_COUNT_MIN).max(UDT_DUT_COUNT_MAX).default(UDT_DUT_COUNT_MIN),
  dutType: z.enum(DUT_TYPES).default(DEFAULT_DUT_TYPE),
  autoSynthesizeAudio: z.boolean().default(false),
  delayBetweenUtterances: z
    .number()
    .int()
    .min(UDT_DELAY_BETWEEN_UTTERANCES_RANGE.min)
    .max(UDT_DELAY_BETWEEN_UTTERANCES_RANGE.max)
    .default(DEFAULT_UDT_DELAY_BETWEEN_UTTERANCES),
  noiseFile: z.string().optional(),
  speechLocationPi: udtPiIdSchema.default(1),
  recordingLocationPi: udtPiIdSchema.default(1),
  noiseLocationPi: udtPiIdSchema.optional(),
  marketPlace: z.enum(CUSTOM_TEST_VOICE_LOCALES).optional(),
  wwDelay: z.number().int().min(0).default(DEFAULT_WAKE_WORD_DELAY_MS),
  wakeWord: z.array(z.number().int().min(-128).max(127)).default(() => [...DEFAULT_WAKE_WORD_BYTES]),
});
export type CustomScenarioConfig = z.infer<typeof customScenarioConfigSchema>;
export type CustomScenarioConfigInput = z.input<typeof customScenarioConfigSchema>;

/** The config of a custom scenario, from its JSON string, with defaults filled in. */
export function parseCustomScenarioConfig(raw: unknown): Result<CustomScenarioConfig> {
  return parseJsonField(customScenarioConfigSchema, raw, 'config');
}

/** The config as the JSON string a custom scenario stores; throws on a config that does not fit. */
export function stringifyCustomScenarioConfig(config: CustomScenarioConfigInput): string {
  return stringifyJsonField(customScenarioConfigSchema, config);
}

/** The validation summary behind validationResultGetUrl (doc 2 §3, §7). */
export const udtValidationSummarySchema = z.object({
  success: z.boolean(),
  total: z.number().int().min(0),
  failed: z.number().int().min(0),
  missingFileNames: z.array(z.string()),
  missingAsrTexts: z.array(z.string()),
  missingAudioFiles: z.array(z.string()),
  messages: z.array(z.string()),
});
export type UdtValidationSummary = z.infer<typeof udtValidationSummarySchema>;

/** The multipart form fields of POST and PUT /api/customscenarios (doc 2 §7). */
export const CUSTOM_SCENARIO_FORM_FIELDS = {
  scenario: 'CustomScenario',
  testDefinitionFile: 'testDefinitionFile',
  audioFile: 'audioFile',
} as const;

/** The CustomScenario part: JSON of the name and the config, itself a JSON string (doc 2 §7). */
const customScenarioUploadSchema = z.object({
  name: z.string().trim().min(1).max(UDT_NAME_MAX_LENGTH),
  config: z.string(),
});

export function customScenarioUploadJson(name: string, config: CustomScenarioConfigInput): string {
  return JSON.stringify(
    customScenarioUploadSchema.parse({ name, config: stringifyCustomScenarioConfig(config) }),
  );
}

/** The CustomScenario part as the cloud reads it: the name and the parsed config. */
export function parseCustomScenarioUpload(
  raw: unknown,
): Result<{ readonly name: string; readonly config: CustomScenarioConfig }> {
  const upload = parseJsonField(customScenarioUploadSchema, raw, 'CustomScenario');
  if (!upload.ok) return upload;
  const config = parseCustomScenarioConfig(upload.value.config);
  return config.ok ? ok({ name: upload.value.name, config: config.value }) : err(config.error);
}
