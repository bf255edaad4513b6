import { type SecurityResultStatusName } from './security.constant';

/**
 * The text of each result status code (doc 1 §8). 200's text is not shown:
 * chosen. A message in the result state overrides the text.
 */
export const SECURITY_STATUS_TEXTS: Readonly<Record<SecurityResultStatusName, string>> = {
  QUEUED: 'Test is queued. Please check back later',
  RUNNING: 'Test is running. Please check back later',
  SKIPPED: 'Test is skipped. Please check report for more details',
  SUCCESS: 'Test ran successfully',
  NO_CONTENT: 'Test ran. No content available',
  FAILURE: 'Test failed to run',
  FAIL_NO_RESPONSE: 'No response error when a device does not respond to ping or the target port is closed',
  TIMEOUT: 'Test is timed out. Ran more than 20 minutes',
};

export const SECURITY_MESSAGES = {
  /** Any status code not in the list (doc 1 §8). */
  statusUnknown: 'Test status unknown. Please check back later',
  /** Result data that does not fit its type (doc 1 §8). */
  unableToParse: 'Unable to parse test results',
  /** Logged for a type the console does not know (doc 1 §8). */
  unsupportedType: (type: string) => `Test type ${type} isn't supported`,
  /** The report download button of each result section (doc 1 §2.12). */
  report: 'Report',
} as const;

/** Texts for a clean or empty result, by test type (doc 1 §8). */
export const SECURITY_EMPTY_RESULT_MESSAGES = {
  noOpenPorts: 'No open ports found!',
  osNotDetected: "Couldn't detect OS!",
  noVulnerableAccounts: 'No vulnerable accounts detected!',
  noVulnerabilities: 'No vulnerabilities found!',
  noFiles: 'No files found',
  noProtocols: 'No protocols detected!',
  noEndpoints: 'No endpoints detected!',
  noVulnerableTlsVersions: 'No vulnerable TLS versions detected!',
  noVulnerableCipherSuites: 'No Vulnerable Cipher Suites detected!',
  utteranceValidationFailed: 'Utterance validation failed to run!',
} as const;

/** Texts for findings (doc 1 §8); the positive ATS and safe MITM texts are not shown: chosen. */
export const SECURITY_FINDING_MESSAGES = {
  unsecuredAccounts: (n: number) => `${n} unsecured account(s) detected`,
  unsecuredTlsVersions: (n: number) => `${n} unsecured TLS versions detected`,
  filesDetected: (n: number) => `Detected ${n} file(s). For more info kindly check the report.`,
  secretsFound: 'Unencrypted Secrets found',
  secretsNotFound: 'Unencrypted Secrets were not found',
  atsCertificatesNotFound: 'Valid Amazon ATS Root certificates not found',
  atsCertificatesFound: 'Valid Amazon ATS Root certificates found',
  mitmDetected:
    'Unknown Certificate detected! Device has been detected to be susceptible to man-in-the-middle attacks',
  mitmSafe: 'No unknown certificate was accepted. Device is not susceptible to man-in-the-middle attacks',
  mitmUndetermined: 'Unable to detect for Man in the middle attack',
} as const;

/**
 * The device power check (doc 1 §2.12, §4.5). 'Detecting device state' is the
 * spec's; the step titles, instructions and failure text are not shown: chosen.
 */
export const SECURITY_DEVICE_CHECK_MESSAGES = {
  offTitle: 'Device power OFF check',
  onTitle: 'Device power ON check',
  offInstruction: 'Turn the device under test OFF, then click Continue.',
  onInstruction: 'Turn the device under test back ON, then click Continue.',
  continue: 'Continue',
  detecting: 'Detecting device state',
  failed: 'The device state could not be confirmed. Check the device and click Continue to try again.',
} as const;

/** How an HTTP enumeration entry is shown (doc 1 §5). */
export const SECURITY_HTTP_ENTRY_KINDS = { folder: 'Folder', file: 'File' } as const;
export type SecurityHttpEntryKind =
  (typeof SECURITY_HTTP_ENTRY_KINDS)[keyof typeof SECURITY_HTTP_ENTRY_KINDS];

/**
 * Column labels of the security result tables (doc 1 §3 rows; labels chosen).
 * @kept for the security family: doc 1 §2.12 (security live view), §3, §4.5 (device check), §5, §7, §8, §9
 */
export const SECURITY_TABLE_COLUMNS = {
  ports: {
    serviceName: 'Service',
    portId: 'Port',
    version: 'Version',
    productName: 'Product',
    vulnsCount: 'Vulnerabilities',
  },
  os: {
    name: 'OS',
    macAddress: 'MAC Address',
    hostName: 'Host Name',
    type: 'Type',
    fingerprint: 'Fingerprint',
  },
  ssl: { id: 'Id', severity: 'Severity', finding: 'Finding', cwe: 'CWE', cve: 'CVE' },
  httpFiles: { port: 'Port', path: 'Path', status: 'Status', kind: 'Type' },
  protocols: { protocol: 'Protocol', frames: 'Frames', bytes: 'Bytes' },
  dnsEndpoints: { hostName: 'Host Name', ip: 'IP', protocol: 'Protocol' },
  endpoints: {
    ip_src: 'Source IP',
    ip_dst: 'Destination IP',
    frame_src: 'Frames Sent',
    bytes_src: 'Bytes Sent',
    frame_dst: 'Frames Received',
    bytes_dst: 'Bytes Received',
    frames_total: 'Total Frames',
    frames_bytes: 'Total Bytes',
    relative_start: 'Relative Start (s)',
    duration: 'Duration (s)',
  },
  cipherSuites: { name: 'Cipher Suite' },
  utteranceValidation: {
    asrText: 'ASR Text',
    ttsResponse: 'TTS Response',
    timestamp: 'Timestamp',
    status: 'Status',
  },
} as const;
