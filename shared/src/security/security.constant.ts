import { type SECURITY_SCENARIO_TYPES } from '../suites';

/** The time-out the security request helper sends, in ms (doc 1 §7, §9). */
export const SECURITY_REQUEST_TIMEOUT_MS = 3000;

/** A security test times out after 20 minutes (doc 1 §8 status 502, §9). */
export const SECURITY_TEST_TIMEOUT_MINUTES = 20;
/** @kept for the security family: doc 1 §2.12 (security live view), §3, §4.5 (device check), §5, §7, §8, §9 */
export const SECURITY_TEST_TIMEOUT_MS = SECURITY_TEST_TIMEOUT_MINUTES * 60_000;

/** The kind the security request helper sends (doc 1 §7). */
export const SECURITY_REQUEST_KIND = 'Security';

/** The kinds of security test, one per tool run (doc 1 §2.12). */
export const SECURITY_TEST_KINDS = [
  'PORT_SCANNER',
  'PACKET_CAPTURE_ANALYSIS',
  'MAN_IN_THE_MIDDLE_DETECTION',
] as const;
export type SecurityTestKind = (typeof SECURITY_TEST_KINDS)[number];

/**
 * The kind each security scenario type runs (doc 3 §3 scenario types; doc 1 §2.12 kinds).
 * @kept for the security family: doc 1 §2.12 (security live view), §3, §4.5 (device check), §5, §7, §8, §9
 */
export const SECURITY_KIND_BY_SCENARIO_TYPE: Readonly<
  Record<(typeof SECURITY_SCENARIO_TYPES)[number], SecurityTestKind>
> = {
  PORT_SCANNER: 'PORT_SCANNER',
  PACKET_CAPTURE_ANALYSIS: 'PACKET_CAPTURE_ANALYSIS',
  MAN_IN_THE_MIDDLE_ATTACK: 'MAN_IN_THE_MIDDLE_DETECTION',
};

/**
 * Labels of the kinds, as section titles.
 * @kept for the security family: doc 1 §2.12 (security live view), §3, §4.5 (device check), §5, §7, §8, §9
 */
export const SECURITY_TEST_KIND_LABELS: Readonly<Record<SecurityTestKind, string>> = {
  PORT_SCANNER: 'Port Scanner',
  PACKET_CAPTURE_ANALYSIS: 'Packet Capture Analysis',
  MAN_IN_THE_MIDDLE_DETECTION: 'Man-in-the-Middle Detection',
};

/**
 * Every security test type with its label and the kind that produces it
 * (doc 1 §2.12). The spec names them in prose; ids and labels are chosen. A
 * port scan finds ports, the OS, weak accounts, SSL flaws and HTTP files; a
 * packet capture reveals protocols, endpoints, TLS, secrets and utterances.
 */
export const SECURITY_TEST_TYPES = [
  { id: 'PORT_DETECTION', label: 'Port Detection', kind: 'PORT_SCANNER' },
  { id: 'OS_DETECTION', label: 'OS Detection', kind: 'PORT_SCANNER' },
  { id: 'BRUTE_FORCE', label: 'Brute Force', kind: 'PORT_SCANNER' },
  { id: 'SSL', label: 'SSL', kind: 'PORT_SCANNER' },
  { id: 'HTTP_ENUMERATION', label: 'HTTP Enumeration', kind: 'PORT_SCANNER' },
  { id: 'PROTOCOLS_INFO', label: 'Protocols Info', kind: 'PACKET_CAPTURE_ANALYSIS' },
  { id: 'DNS_MDNS_ENDPOINTS', label: 'DNS/mDNS Endpoints', kind: 'PACKET_CAPTURE_ANALYSIS' },
  { id: 'ENDPOINTS_BY_VOLUME', label: 'Endpoints by Volume', kind: 'PACKET_CAPTURE_ANALYSIS' },
  { id: 'ENDPOINTS_BY_IP', label: 'Endpoints by IP', kind: 'PACKET_CAPTURE_ANALYSIS' },
  { id: 'TLS_VALIDATION', label: 'TLS Validation', kind: 'PACKET_CAPTURE_ANALYSIS' },
  { id: 'CIPHER_SUITES', label: 'Cipher Suites', kind: 'PACKET_CAPTURE_ANALYSIS' },
  { id: 'ATS_CERTIFICATE_CHECK', label: 'ATS Certificate Check', kind: 'PACKET_CAPTURE_ANALYSIS' },
  { id: 'PLAIN_TEXT_SECRETS', label: 'Plain-text Secrets', kind: 'PACKET_CAPTURE_ANALYSIS' },
  { id: 'UTTERANCE_VALIDATION', label: 'Utterance Validation', kind: 'PACKET_CAPTURE_ANALYSIS' },
  { id: 'MITM_DETECTION', label: 'Man-in-the-Middle Detection', kind: 'MAN_IN_THE_MIDDLE_DETECTION' },
] as const satisfies readonly { id: string; label: string; kind: SecurityTestKind }[];
export type SecurityTestType = (typeof SECURITY_TEST_TYPES)[number]['id'];
export const SECURITY_TEST_TYPE_IDS: readonly SecurityTestType[] = SECURITY_TEST_TYPES.map((t) => t.id);

export function isSecurityTestType(value: string): value is SecurityTestType {
  return (SECURITY_TEST_TYPE_IDS as readonly string[]).includes(value);
}

/** Statuses of a security test and of its categories (doc 1 §4.5). */
export const SECURITY_TEST_STATUSES = ['PENDING', 'FAILED', 'RUNNING', 'INPROGRESS', 'COMPLETED'] as const;
export type SecurityTestStatus = (typeof SECURITY_TEST_STATUSES)[number];

/** Statuses of each device power check step (doc 1 §4.5). */
export const SECURITY_DEVICE_CHECK_STATUSES = ['PENDING', 'RUNNING', 'COMPLETED', 'FAILED'] as const;
export type SecurityDeviceCheckStatus = (typeof SECURITY_DEVICE_CHECK_STATUSES)[number];

/** The device power states the check asks for, in their gated order (doc 1 §4.5, §5, §7). */
export const SECURITY_DEVICE_STATES = ['OFF', 'ON'] as const;
export type SecurityDeviceState = (typeof SECURITY_DEVICE_STATES)[number];

/**
 * The result status codes of a security test (doc 1 §8). The spec lists every
 * code but 200's name: SUCCESS is chosen.
 */
export const SECURITY_RESULT_STATUS_CODES = {
  QUEUED: 100,
  RUNNING: 101,
  SKIPPED: 102,
  SUCCESS: 200,
  NO_CONTENT: 201,
  FAILURE: 500,
  FAIL_NO_RESPONSE: 501,
  TIMEOUT: 502,
} as const;
export type SecurityResultStatusName = keyof typeof SECURITY_RESULT_STATUS_CODES;

/** Only status code 200 is success (doc 1 §8). */
export const SECURITY_SUCCESS_STATUS_CODE = SECURITY_RESULT_STATUS_CODES.SUCCESS;

/** Severities of an SSL finding, most severe first (doc 1 §5). */
export const SECURITY_SEVERITIES = ['high', 'medium', 'low', 'info'] as const;
export type SecuritySeverity = (typeof SECURITY_SEVERITIES)[number];

/**
 * The colour of each severity (doc 1 §5 'Severity colours: high, medium, low,
 * info'; the colours are chosen, as palette names).
 */
export const SECURITY_SEVERITY_COLORS: Readonly<Record<SecuritySeverity, string>> = {
  high: 'red',
  medium: 'orange',
  low: 'yellow',
  info: 'blue',
};

/**
 * Where CVE and CWE values link to (doc 1 §5: 'an external details site';
 * chosen): the US National Vulnerability Database for CVEs and MITRE's CWE
 * list for weaknesses, the references of record for each.
 */
export const CVE_DETAILS_BASE_URL = 'https://nvd.nist.gov/vuln/detail/';
export const CWE_DETAILS_BASE_URL = 'https://cwe.mitre.org/data/definitions/';

/** HTTP enumeration hides entries with this status or above (doc 1 §5). */
export const SECURITY_HTTP_HIDDEN_STATUS_MIN = 500;
