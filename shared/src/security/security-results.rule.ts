import { type Result, err, ok, parseJsonField } from '../common';
import {
  CVE_DETAILS_BASE_URL,
  CWE_DETAILS_BASE_URL,
  SECURITY_HTTP_HIDDEN_STATUS_MIN,
  SECURITY_SEVERITIES,
  SECURITY_SEVERITY_COLORS,
  type SecuritySeverity,
  isSecurityTestType,
} from './security.constant';
import {
  SECURITY_EMPTY_RESULT_MESSAGES,
  SECURITY_FINDING_MESSAGES,
  SECURITY_HTTP_ENTRY_KINDS,
  SECURITY_MESSAGES,
  type SecurityHttpEntryKind,
} from './security.messages';
import {
  SECURITY_TEST_DATA_SCHEMAS,
  type SecurityHttpFileRow,
  type SecurityOsResult,
  type SecurityTestData,
} from './security-results.schema';
import { type SecurityTypeResult } from './security.schema';
import { type SecurityResultStatus, securityResultStatus } from './security-status.rule';

/**
 * A test type's data, checked against its type's schema (doc 1 §8). Data may
 * arrive as a JSON string. An unknown type gives 'Test type {type} isn't
 * supported' (for the log); data that does not fit gives 'Unable to parse test
 * results'.
 */
export function parseSecurityTestData(type: string, raw: unknown): Result<SecurityTestData> {
  if (!isSecurityTestType(type)) return err(SECURITY_MESSAGES.unsupportedType(type));
  const parsed = parseJsonField(SECURITY_TEST_DATA_SCHEMAS[type], raw ?? null, type);
  if (!parsed.ok) return err(SECURITY_MESSAGES.unableToParse);
  return ok({ type, data: parsed.value } as SecurityTestData);
}

/** The one-line outcome of a test type, and the items it lists. */
export interface SecurityFinding {
  /** The headline; absent when the rows speak for themselves. */
  readonly text?: string;
  /** Something the device maker should act on. */
  readonly critical: boolean;
  /** Items listed under the headline (logins, TLS versions, cipher suites). */
  readonly items: readonly string[];
}

const clean = (text: string): SecurityFinding => ({ text, critical: false, items: [] });
const finding = (text: string | undefined, items: readonly string[] = []): SecurityFinding => ({
  ...(text ? { text } : {}),
  critical: true,
  items,
});
const rows = (): SecurityFinding => ({ critical: false, items: [] });

/** HTTP enumeration hides entries with status 500 or above (doc 1 §5). */
export function visibleSecurityHttpFiles(files: readonly SecurityHttpFileRow[]): SecurityHttpFileRow[] {
  return files.filter((file) => file.status < SECURITY_HTTP_HIDDEN_STATUS_MIN);
}

/**
 * An entry with a redirect is a Folder, else a File (doc 1 §5).
 * @kept for the security family: doc 1 §2.12 (security live view), §3, §4.5 (device check), §5, §7, §8, §9
 */
export function securityHttpEntryKind(file: Pick<SecurityHttpFileRow, 'redirect'>): SecurityHttpEntryKind {
  return file.redirect ? SECURITY_HTTP_ENTRY_KINDS.folder : SECURITY_HTTP_ENTRY_KINDS.file;
}

/**
 * The OS type with the highest match percentage, if any.
 * @kept for the security family: doc 1 §2.12 (security live view), §3, §4.5 (device check), §5, §7, §8, §9
 */
export function securityOsBestMatch(
  os: Pick<SecurityOsResult, 'type'>,
): { type: string; percent: number } | undefined {
  return Object.entries(os.type)
    .map(([type, percent]) => ({ type, percent }))
    .sort((a, b) => b.percent - a.percent)[0];
}

/** TLS versions the device negotiated although insecure. */
export function securityUnsecuredTlsVersions(flags: Readonly<Record<string, boolean>>): string[] {
  return Object.entries(flags)
    .filter(([, unsecured]) => unsecured)
    .map(([version]) => version);
}

/**
 * The outcome of a test type's data (doc 1 §8): each empty or clean result
 * has its text; findings give their count and list.
 */
export function summarizeSecurityTestData(result: SecurityTestData): SecurityFinding {
  const E = SECURITY_EMPTY_RESULT_MESSAGES;
  const F = SECURITY_FINDING_MESSAGES;
  switch (result.type) {
    case 'PORT_DETECTION':
      if (result.data.length === 0) return clean(E.noOpenPorts);
      return result.data.some((port) => port.vulnsCount > 0) ? finding(undefined) : rows();
    case 'OS_DETECTION':
      return result.data?.name || Object.keys(result.data?.type ?? {}).length
        ? rows()
        : clean(E.osNotDetected);
    case 'BRUTE_FORCE':
      if (result.data.length === 0) return clean(E.noVulnerableAccounts);
      return finding(
        F.unsecuredAccounts(result.data.length),
        result.data.map((account) => account.login),
      );
    case 'SSL':
      return result.data.length === 0 ? clean(E.noVulnerabilities) : finding(undefined);
    case 'HTTP_ENUMERATION': {
      const visible = visibleSecurityHttpFiles(result.data);
      return visible.length === 0 ? clean(E.noFiles) : finding(F.filesDetected(visible.length));
    }
    case 'PROTOCOLS_INFO':
      return result.data.length === 0 ? clean(E.noProtocols) : rows();
    case 'DNS_MDNS_ENDPOINTS':
    case 'ENDPOINTS_BY_VOLUME':
    case 'ENDPOINTS_BY_IP':
      return result.data.length === 0 ? clean(E.noEndpoints) : rows();
    case 'TLS_VALIDATION': {
      const versions = securityUnsecuredTlsVersions(result.data);
      return versions.length === 0
        ? clean(E.noVulnerableTlsVersions)
        : finding(F.unsecuredTlsVersions(versions.length), versions);
    }
    case 'CIPHER_SUITES':
      return result.data.length === 0
        ? clean(E.noVulnerableCipherSuites)
        : finding(
            undefined,
            result.data.map((suite) => suite.name),
          );
    case 'ATS_CERTIFICATE_CHECK':
      return result.data.validCert ? clean(F.atsCertificatesFound) : finding(F.atsCertificatesNotFound);
    case 'PLAIN_TEXT_SECRETS':
      return result.data.unencrypted_secrets_found ? finding(F.secretsFound) : clean(F.secretsNotFound);
    case 'UTTERANCE_VALIDATION':
      return result.data.length === 0 ? finding(E.utteranceValidationFailed) : rows();
    case 'MITM_DETECTION':
      if (result.data.mitmDetection === true) return finding(F.mitmDetected);
      if (result.data.mitmDetection === false) return clean(F.mitmSafe);
      return { text: F.mitmUndetermined, critical: false, items: [] };
  }
}

export interface SecurityTypeResultView {
  readonly status: SecurityResultStatus;
  /** The parsed data, once the status is success and the data fits. */
  readonly data?: SecurityTestData;
  readonly finding?: SecurityFinding;
  /** 'Unable to parse test results' or 'Test type {type} isn't supported'. */
  readonly error?: string;
  readonly reportUrl?: string;
}

/**
 * Everything a result section shows for one test type: its status text until
 * the status is success (200), then the parsed data and its finding, or the
 * parse error (doc 1 §8).
 * @kept for the security family: doc 1 §2.12 (security live view), §3, §4.5 (device check), §5, §7, §8, §9
 */
export function securityTypeResultView(type: string, result: SecurityTypeResult): SecurityTypeResultView {
  const status = securityResultStatus(result.state);
  const reportUrl = result.s3DownloadURL ?? undefined;
  const base = { status, ...(reportUrl ? { reportUrl } : {}) };
  if (!status.success) return base;
  const parsed = parseSecurityTestData(type, result.data);
  if (!parsed.ok) return { ...base, error: parsed.error };
  return { ...base, data: parsed.value, finding: summarizeSecurityTestData(parsed.value) };
}

/** A severity in one of the four shown levels; unknown values read as info (doc 1 §5). */
export function normalizeSecuritySeverity(severity: string | null | undefined): SecuritySeverity {
  const value = (severity ?? '').trim().toLowerCase();
  if (value === 'critical') return 'high';
  return (SECURITY_SEVERITIES as readonly string[]).includes(value) ? (value as SecuritySeverity) : 'info';
}

/**
 * The colour of a severity (doc 1 §5).
 * @kept for the security family: doc 1 §2.12 (security live view), §3, §4.5 (device check), §5, §7, §8, §9
 */
export function securitySeverityColor(severity: string | null | undefined): string {
  return SECURITY_SEVERITY_COLORS[normalizeSecuritySeverity(severity)];
}

export interface SecurityReferenceLink {
  readonly id: string;
  readonly url: string;
}

/**
 * Each CVE id of a value with its details page (doc 1 §5), e.g. CVE-2014-0160.
 * @kept for the security family: doc 1 §2.12 (security live view), §3, §4.5 (device check), §5, §7, §8, §9
 */
export function securityCveLinks(value: string | null | undefined): SecurityReferenceLink[] {
  return [...(value ?? '').matchAll(/\bCVE-\d{4}-\d{4,}\b/gi)].map((m) => {
    const id = m[0].toUpperCase();
    return { id, url: `${CVE_DETAILS_BASE_URL}${id}` };
  });
}

/**
 * Each CWE id of a value with its definition page (doc 1 §5), e.g. CWE-310.
 * @kept for the security family: doc 1 §2.12 (security live view), §3, §4.5 (device check), §5, §7, §8, §9
 */
export function securityCweLinks(value: string | null | undefined): SecurityReferenceLink[] {
  return [...(value ?? '').matchAll(/\bCWE-(\d+)\b/gi)].map((m) => ({
    id: `CWE-${m[1]}`,
    url: `${CWE_DETAILS_BASE_URL}${m[1]}.html`,
  }));
}
