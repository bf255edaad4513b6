import { z } from 'zod';
import {
  SECURITY_DEVICE_CHECK_STATUSES,
  SECURITY_TEST_KINDS,
  SECURITY_TEST_STATUSES,
} from './security.constant';

const securityTestStatusSchema = z.enum(SECURITY_TEST_STATUSES);
const securityDeviceCheckStatusSchema = z.enum(SECURITY_DEVICE_CHECK_STATUSES);

/**
 * The state of a test type's result (doc 1 §3: 'A result state has statusCode
 * and message'); the section status (doc 1 §4.5) may come with it.
 */
const securityResultStateSchema = z.object({
  statusCode: z.number().int().nullish(),
  message: z.string().nullish(),
  status: securityTestStatusSchema.nullish(),
});
export type SecurityResultState = z.infer<typeof securityResultStateSchema>;

/**
 * The result of one test type (doc 1 §3). data is read by the type's own
 * schema (see parseSecurityTestData); s3DownloadURL is the report to download.
 */
const securityTypeResultSchema = z.object({
  label: z.string(),
  state: securityResultStateSchema,
  data: z.unknown().optional(),
  s3DownloadURL: z.string().nullish(),
});
export type SecurityTypeResult = z.infer<typeof securityTypeResultSchema>;

/**
 * One security test (a kind) with its results keyed by test type (doc 1 §3).
 * Keys stay open strings: an unknown type is reported, not refused (doc 1 §8).
 */
const securityTestSchema = z.object({
  type: z.enum(SECURITY_TEST_KINDS),
  label: z.string(),
  state: z.object({ status: securityTestStatusSchema }),
  types: z.record(z.string(), securityTypeResultSchema).default({}),
});

/** The optional device power OFF then ON check (doc 1 §3, §4.5); a message marks it critical. */
const securityDeviceCheckSchema = z.object({
  deviceOFFCheck: securityDeviceCheckStatusSchema,
  deviceONCheck: securityDeviceCheckStatusSchema,
  message: z.string().nullish(),
});
export type SecurityDeviceCheck = z.infer<typeof securityDeviceCheckSchema>;

/**
 * The live payload of a security run (doc 1 §3).
 * @kept for the security family: doc 1 §2.12 (security live view), §3, §4.5 (device check), §5, §7, §8, §9
 */
export const securityPayloadSchema = z.object({
  tests: z.array(securityTestSchema).default([]),
  data: z.object({ deviceCheck: securityDeviceCheckSchema.nullish() }).nullish(),
});
