import { z } from 'zod';
import { type SecurityTestType } from './security.constant';

const countSchema = z.number().int().min(0);

/** An open port found by the port scan (doc 1 §3). */
const securityPortRowSchema = z.object({
  serviceName: z.string(),
  portId: z.number().int().min(0).max(65535),
  version: z.string().nullish(),
  productName: z.string().nullish(),
  vulnsCount: countSchema.default(0),
});

/**
 * What the OS detection found (doc 1 §3): type maps each OS type to its match
 * percentage; fingerprint lists the raw fingerprint lines.
 */
const securityOsResultSchema = z.object({
  name: z.string().nullish(),
  macAddress: z.string().nullish(),
  hostName: z.string().nullish(),
  type: z.record(z.string(), z.number().min(0).max(100)).default({}),
  fingerprint: z.array(z.string()).default([]),
});
export type SecurityOsResult = z.infer<typeof securityOsResultSchema>;

/** An account the brute-force test could log in with (doc 1 §3). */
const securityAccountRowSchema = z.object({ login: z.string() });

/**
 * An SSL finding (doc 1 §3). cve and cwe may each list several ids separated
 * by spaces or commas, e.g. 'CVE-2016-2183 CVE-2016-6329'.
 */
const securitySslFindingSchema = z.object({
  id: z.string(),
  severity: z.string(),
  finding: z.string(),
  cwe: z.string().nullish(),
  cve: z.string().nullish(),
});

/** A path found by HTTP enumeration; a set redirect marks a folder (doc 1 §3, §5). */
const securityHttpFileRowSchema = z.object({
  port: z.number().int().min(0).max(65535),
  path: z.string(),
  status: z.number().int(),
  redirect: z.union([z.string(), z.boolean()]).nullish(),
});
export type SecurityHttpFileRow = z.infer<typeof securityHttpFileRowSchema>;

/** A protocol seen in the packet capture (doc 1 §3). */
const securityProtocolRowSchema = z.object({
  protocol: z.string(),
  frames: countSchema,
  bytes: countSchema,
});

/**
 * A conversation between two endpoints in the capture (doc 1 §3 endpoint
 * volume), used by both the by-volume and the by-IP views; relative_start and
 * duration are in seconds.
 */
const securityEndpointRowSchema = z.object({
  ip_src: z.string(),
  ip_dst: z.string(),
  frame_src: countSchema,
  bytes_src: countSchema,
  frame_dst: countSchema,
  bytes_dst: countSchema,
  frames_total: countSchema,
  frames_bytes: countSchema,
  relative_start: z.number().min(0),
  duration: z.number().min(0),
});

/** A name the device resolved over DNS or announced over mDNS (doc 1 §2.12; fields chosen). */
const securityDnsEndpointRowSchema = z.object({
  hostName: z.string(),
  ip: z.string().nullish(),
  protocol: z.enum(['DNS', 'mDNS']),
});

/** TLS version flags: true where the device negotiated that insecure version (doc 1 §3). */
const securityTlsVersionsSchema = z.record(z.string(), z.boolean());

/** A vulnerable cipher suite the device offered (doc 1 §3). */
const securityCipherSuiteRowSchema = z.object({ name: z.string() });

/** Whether the device trusts valid Amazon ATS root certificates (doc 1 §3). */
const securityAtsCertificateResultSchema = z.object({ validCert: z.boolean() });

/** Whether secrets crossed the network unencrypted (doc 1 §3). */
const securityPlainTextSecretsResultSchema = z.object({ unencrypted_secrets_found: z.boolean() });

/** Whether the device accepted an unknown certificate; missing when detection could not run (doc 1 §3, §8). */
const securityMitmResultSchema = z.object({ mitmDetection: z.boolean().nullish() });

/** An utterance heard in the capture and the answer spoken back (doc 1 §3). */
const securityUtteranceValidationRowSchema = z.object({
  asrText: z.string(),
  ttsResponse: z.string().nullish(),
  timestamp: z.string(),
  status: z.string(),
});

/** The schema of each test type's data (doc 1 §3 'Security result rows'). */
export const SECURITY_TEST_DATA_SCHEMAS = {
  PORT_DETECTION: z.array(securityPortRowSchema),
  OS_DETECTION: securityOsResultSchema.nullable(),
  BRUTE_FORCE: z.array(securityAccountRowSchema),
  SSL: z.array(securitySslFindingSchema),
  HTTP_ENUMERATION: z.array(securityHttpFileRowSchema),
  PROTOCOLS_INFO: z.array(securityProtocolRowSchema),
  DNS_MDNS_ENDPOINTS: z.array(securityDnsEndpointRowSchema),
  ENDPOINTS_BY_VOLUME: z.array(securityEndpointRowSchema),
  ENDPOINTS_BY_IP: z.array(securityEndpointRowSchema),
  TLS_VALIDATION: securityTlsVersionsSchema,
  CIPHER_SUITES: z.array(securityCipherSuiteRowSchema),
  ATS_CERTIFICATE_CHECK: securityAtsCertificateResultSchema,
  PLAIN_TEXT_SECRETS: securityPlainTextSecretsResultSchema,
  UTTERANCE_VALIDATION: z.array(securityUtteranceValidationRowSchema),
  MITM_DETECTION: securityMitmResultSchema,
} as const satisfies Record<SecurityTestType, z.ZodType>;

/** A test type's data, tagged with its type. */
export type SecurityTestData = {
  [K in SecurityTestType]: {
    readonly type: K;
    readonly data: z.infer<(typeof SECURITY_TEST_DATA_SCHEMAS)[K]>;
  };
}[SecurityTestType];
