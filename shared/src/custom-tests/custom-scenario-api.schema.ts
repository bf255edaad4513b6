import { z } from 'zod';

/*
 * The user-defined test routes (doc 2 §7): GET /api/customscenarios (q, skip),
 * POST and PUT with a multipart form, DELETE, and the three get URLs each
 * listed test carries. Limits and wordings the spec does not give are chosen.
 */

/** How many tests one list call returns; `skip` pages past them (chosen). */
export const CUSTOM_SCENARIOS_PAGE_SIZE = 100;

/** The fields `q` may filter on (doc 2 §7 names state, with AVAILABLE). */
export const CUSTOM_SCENARIO_QUERY_FILTER_FIELDS = ['state', 'name', 'updatedAt'] as const;
export type CustomScenarioQueryFilterField = (typeof CUSTOM_SCENARIO_QUERY_FILTER_FIELDS)[number];

export const customScenarioListQuerySchema = z.object({
  q: z.string().max(4000, 'q is too long').optional(),
  skip: z.coerce
    .number({ error: 'skip must be a number' })
    .int('skip must be a whole number')
    .min(0, 'skip must be at least 0')
    .max(1_000_000, 'skip must be at most 1000000')
    .default(0),
});
export type CustomScenarioListQuery = z.infer<typeof customScenarioListQuerySchema>;

/** The largest audio archive a test may have, 50 MB (chosen: recordings of a few hundred utterances). */
const UDT_AUDIO_ARCHIVE_LIMIT_MB = 50;
export const UDT_AUDIO_ARCHIVE_LIMIT_BYTES = UDT_AUDIO_ARCHIVE_LIMIT_MB * 1024 * 1024;

/** At most this many entries in an audio archive (chosen): a bound on what validation reads. */
export const UDT_AUDIO_ARCHIVE_MAX_ENTRIES = 10_000;

/** The get URLs of a listed test, under its own path. */
export const CUSTOM_SCENARIO_FILE_ROUTES = {
  testDefinition: 'testdefinition',
  audioFiles: 'audiofiles',
  validationResult: 'validationresult',
} as const;

/**
 * How long a validation summary link stays good (doc 2 §7: validationResultGetUrl
 * is 'a supplied link, no authorisation header'). Chosen: long enough to open a
 * summary the library just listed, short enough that a link copied out of the
 * browser soon stops working. The library reads its list again for fresh links.
 */
export const CUSTOM_SCENARIO_LINK_LIFETIME_MINUTES = 15;
export const CUSTOM_SCENARIO_LINK_LIFETIME_MS = CUSTOM_SCENARIO_LINK_LIFETIME_MINUTES * 60_000;

/** A signed link's path: its file's route, then this (`.../{id}/validationresult/signed`). */
export const CUSTOM_SCENARIO_SIGNED_LINK_ROUTE = 'signed';

/** The HTTP status of a signed link past its lifetime: Gone, so a client knows to ask for a fresh one. */
export const CUSTOM_SCENARIO_LINK_EXPIRED_STATUS = 410;

/**
 * The query of a signed link: the company it was given to, when it expires
 * (seconds since the epoch) and the cloud's signature over both, the test and
 * the file (an HMAC-SHA256, base64url). Only the cloud can make one.
 */
export const customScenarioSignedLinkQuerySchema = z.object({
  company: z.guid(),
  expires: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  signature: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});
export type CustomScenarioSignedLinkQuery = z.infer<typeof customScenarioSignedLinkQuerySchema>;

/**
 * Refusals of the user-defined test routes (chosen wording). A missing
 * definition or archive, and a definition too big, are refused with the
 * wizard's own messages (UDT_VALIDATION_MESSAGES, UDT_CSV_MESSAGES).
 */
export const CUSTOM_SCENARIO_API_MESSAGES = {
  notAllowed: "User defined tests are not allowed for your company's customers",
  notFound: 'User defined test not found',
  scenarioPartMissing: 'The form needs a CustomScenario part: JSON of the name and the config',
  definitionType: 'The test definition must be a .csv or .feature file',
  definitionNotText: 'The test definition must be UTF-8 text',
  audioType: 'The audio files must be a .zip archive',
  audioTooBig: `The audio archive must be at most ${UDT_AUDIO_ARCHIVE_LIMIT_MB} MB`,
  audioUnreadable: 'The audio archive is not a readable .zip file',
  audioTooManyEntries: `The audio archive may hold at most ${UDT_AUDIO_ARCHIVE_MAX_ENTRIES} files`,
  duplicateName: (name: string) => `A user defined test named ${name} already exists`,
  noFile: 'This test has no such file',
  /** A signed link tampered with, cut short, or of another test or company (chosen wording). */
  linkInvalid: 'This link is not valid: open the summary from the Test Library again',
  /** A signed link past its CUSTOM_SCENARIO_LINK_LIFETIME_MINUTES (chosen wording). */
  linkExpired: 'This link has expired: open the summary from the Test Library again',
} as const;
