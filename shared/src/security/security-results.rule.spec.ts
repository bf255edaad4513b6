import { SECURITY_EMPTY_RESULT_MESSAGES as E, SECURITY_FINDING_MESSAGES as F } from './security.messages';
import { type SecurityTestData } from './security-results.schema';
import {
  normalizeSecuritySeverity,
  parseSecurityTestData,
  securityCveLinks,
  securityCweLinks,
  securityHttpEntryKind,
  securityOsBestMatch,
  securitySeverityColor,
  securityTypeResultView,
  securityUnsecuredTlsVersions,
  summarizeSecurityTestData,
  visibleSecurityHttpFiles,
} from './security-results.rule';

const endpoint = {
  ip_src: '10.0.0.2',
  ip_dst: '52.1.2.3',
  frame_src: 10,
  bytes_src: 1000,
  frame_dst: 12,
  bytes_dst: 5000,
  frames_total: 22,
  frames_bytes: 6000,
  relative_start: 0.5,
  duration: 12.25,
};

describe('parseSecurityTestData (doc 1 §8)', () => {
  it('reads data of a known type, also as a JSON string', () => {
    expect(parseSecurityTestData('BRUTE_FORCE', [{ login: 'admin' }])).toEqual({
      ok: true,
      value: { type: 'BRUTE_FORCE', data: [{ login: 'admin' }] },
    });
    expect(parseSecurityTestData('ATS_CERTIFICATE_CHECK', '{"validCert":true}')).toEqual({
      ok: true,
      value: { type: 'ATS_CERTIFICATE_CHECK', data: { validCert: true } },
    });
  });

  it("says 'Unable to parse test results' for data that does not fit", () => {
    const unable = { ok: false, error: 'Unable to parse test results' };
    expect(parseSecurityTestData('PORT_DETECTION', [{ serviceName: 'ssh' }])).toEqual(unable);
    expect(parseSecurityTestData('PORT_DETECTION', '[{')).toEqual(unable);
    expect(parseSecurityTestData('PORT_DETECTION', undefined)).toEqual(unable);
  });

  it("says an unknown type isn't supported", () => {
    expect(parseSecurityTestData('BLUETOOTH_SCAN', [])).toEqual({
      ok: false,
      error: "Test type BLUETOOTH_SCAN isn't supported",
    });
  });
});

describe('summarizeSecurityTestData (doc 1 §8)', () => {
  const clean = (text: string) => ({ text, critical: false, items: [] });
  const rows = { critical: false, items: [] };
  it.each<[SecurityTestData, object]>([
    [{ type: 'PORT_DETECTION', data: [] }, clean('No open ports found!')],
    [{ type: 'PORT_DETECTION', data: [{ serviceName: 'ssh', portId: 22, vulnsCount: 0 }] }, rows],
    [
      { type: 'PORT_DETECTION', data: [{ serviceName: 'ssh', portId: 22, vulnsCount: 2 }] },
      { critical: true, items: [] },
    ],
    [{ type: 'OS_DETECTION', data: null }, clean("Couldn't detect OS!")],
    [{ type: 'OS_DETECTION', data: { type: {}, fingerprint: [] } }, clean("Couldn't detect OS!")],
    [{ type: 'OS_DETECTION', data: { name: 'Linux 4.x', type: {}, fingerprint: [] } }, rows],
    [{ type: 'OS_DETECTION', data: { type: { 'general purpose': 90 }, fingerprint: [] } }, rows],
    [{ type: 'BRUTE_FORCE', data: [] }, clean('No vulnerable accounts detected!')],
    [
      { type: 'BRUTE_FORCE', data: [{ login: 'root' }, { login: 'admin' }] },
      { text: '2 unsecured account(s) detected', critical: true, items: ['root', 'admin'] },
    ],
    [{ type: 'SSL', data: [] }, clean('No vulnerabilities found!')],
    [
      {
        type: 'SSL',
        data: [{ id: 'heartbleed', severity: 'HIGH', finding: 'VULNERABLE', cve: 'CVE-2014-0160' }],
      },
      { critical: true, items: [] },
    ],
    [{ type: 'HTTP_ENUMERATION', data: [] }, clean('No files found')],
    [{ type: 'HTTP_ENUMERATION', data: [{ port: 80, path: '/x', status: 503 }] }, clean('No files found')],
    [
      {
        type: 'HTTP_ENUMERATION',
        data: [
          { port: 80, path: '/admin/', status: 301, redirect: '/admin/' },
          { port: 80, path: '/config.json', status: 200 },
          { port: 80, path: '/cgi', status: 500 },
        ],
      },
      { text: 'Detected 2 file(s). For more info kindly check the report.', critical: true, items: [] },
    ],
    [{ type: 'PROTOCOLS_INFO', data: [] }, clean('No protocols detected!')],
    [{ type: 'PROTOCOLS_INFO', data: [{ protocol: 'tls', frames: 10, bytes: 900 }] }, rows],
    [{ type: 'DNS_MDNS_ENDPOINTS', data: [] }, clean('No endpoints detected!')],
    [{ type: 'DNS_MDNS_ENDPOINTS', data: [{ hostName: 'api.example.com', protocol: 'DNS' }] }, rows],
    [{ type: 'ENDPOINTS_BY_VOLUME', data: [] }, clean('No endpoints detected!')],
    [{ type: 'ENDPOINTS_BY_IP', data: [endpoint] }, rows],
    [{ type: 'TLS_VALIDATION', data: {} }, clean('No vulnerable TLS versions detected!')],
    [
      { type: 'TLS_VALIDATION', data: { 'TLSv1.0': false, 'TLSv1.2': false } },
      clean('No vulnerable TLS versions detected!'),
    ],
    [
      { type: 'TLS_VALIDATION', data: { SSLv3: true, 'TLSv1.0': true, 'TLSv1.2': false } },
      { text: '2 unsecured TLS versions detected', critical: true, items: ['SSLv3', 'TLSv1.0'] },
    ],
    [{ type: 'CIPHER_SUITES', data: [] }, clean('No Vulnerable Cipher Suites detected!')],
    [
      { type: 'CIPHER_SUITES', data: [{ name: 'TLS_RSA_WITH_RC4_128_SHA' }] },
      { critical: true, items: ['TLS_RSA_WITH_RC4_128_SHA'] },
    ],
    [{ type: 'ATS_CERTIFICATE_CHECK', data: { validCert: true } }, clean(F.atsCertificatesFound)],
    [
      { type: 'ATS_CERTIFICATE_CHECK', data: { validCert: false } },
      { text: 'Valid Amazon ATS Root certificates not found', critical: true, items: [] },
    ],
    [
      { type: 'PLAIN_TEXT_SECRETS', data: { unencrypted_secrets_found: true } },
      { text: 'Unencrypted Secrets found', critical: true, items: [] },
    ],
    [
      { type: 'PLAIN_TEXT_SECRETS', data: { unencrypted_secrets_found: false } },
      clean('Unencrypted Secrets were not found'),
    ],
    [
      { type: 'UTTERANCE_VALIDATION', data: [] },
      { text: 'Utterance validation failed to run!', critical: true, items: [] },
    ],
    [
      {
        type: 'UTTERANCE_VALIDATION',
        data: [
          {
            asrText: 'what time is it',
            ttsResponse: 'noon',
            timestamp: '2026-03-01T12:00:00Z',
            status: 'SUCCESS',
          },
        ],
      },
      rows,
    ],
    [
      { type: 'MITM_DETECTION', data: { mitmDetection: true } },
      {
        text: 'Unknown Certificate detected! Device has been detected to be susceptible to man-in-the-middle attacks',
        critical: true,
        items: [],
      },
    ],
    [{ type: 'MITM_DETECTION', data: { mitmDetection: false } }, clean(F.mitmSafe)],
    [{ type: 'MITM_DETECTION', data: {} }, clean('Unable to detect for Man in the middle attack')],
  ])('%j gives %j', (data, finding) => {
    expect(summarizeSecurityTestData(data)).toEqual(finding);
  });

  it('has every empty text of the spec', () => {
    expect(Object.values(E)).toEqual([
      'No open ports found!',
      "Couldn't detect OS!",
      'No vulnerable accounts detected!',
      'No vulnerabilities found!',
      'No files found',
      'No protocols detected!',
      'No endpoints detected!',
      'No vulnerable TLS versions detected!',
      'No Vulnerable Cipher Suites detected!',
      'Utterance validation failed to run!',
    ]);
  });
});

describe('securityTypeResultView', () => {
  it('shows only the status text until the status is success', () => {
    expect(
      securityTypeResultView('SSL', {
        label: 'SSL',
        state: { statusCode: 101 },
        s3DownloadURL: 'https://r/x.html',
      }),
    ).toEqual({
      status: {
        code: 101,
        name: 'RUNNING',
        text: 'Test is running. Please check back later',
        success: false,
      },
      reportUrl: 'https://r/x.html',
    });
  });

  it('parses and summarises the data of a successful test', () => {
    const view = securityTypeResultView('PLAIN_TEXT_SECRETS', {
      label: 'Plain-text Secrets',
      state: { statusCode: 200 },
      data: { unencrypted_secrets_found: false },
    });
    expect(view.data).toEqual({ type: 'PLAIN_TEXT_SECRETS', data: { unencrypted_secrets_found: false } });
    expect(view.finding?.text).toBe('Unencrypted Secrets were not found');
    expect(view.error).toBeUndefined();
    expect(view.reportUrl).toBeUndefined();
  });

  it('gives the parse error of a successful test with bad data', () => {
    expect(
      securityTypeResultView('SSL', { label: 'SSL', state: { statusCode: 200 }, data: { nope: 1 } }).error,
    ).toBe('Unable to parse test results');
    expect(
      securityTypeResultView('NEW_TOOL', { label: 'New', state: { statusCode: 200 }, data: [] }).error,
    ).toBe("Test type NEW_TOOL isn't supported");
  });
});

describe('HTTP enumeration (doc 1 §5)', () => {
  it.each([
    [200, true],
    [404, true],
    [499, true],
    [500, false],
    [503, false],
  ])('status %i is shown: %s', (status, shown) => {
    expect(visibleSecurityHttpFiles([{ port: 80, path: '/a', status }])).toHaveLength(shown ? 1 : 0);
  });

  it.each([
    ['/admin/', 'Folder'],
    [true, 'Folder'],
    ['', 'File'],
    [false, 'File'],
    [null, 'File'],
    [undefined, 'File'],
  ])('redirect %j shows %s', (redirect, kind) => {
    expect(securityHttpEntryKind({ redirect })).toBe(kind);
  });
});

describe('severity colours (doc 1 §5)', () => {
  it.each([
    ['high', 'high', 'red'],
    ['HIGH', 'high', 'red'],
    ['CRITICAL', 'high', 'red'],
    ['medium', 'medium', 'orange'],
    ['Low', 'low', 'yellow'],
    ['info', 'info', 'blue'],
    ['OK', 'info', 'blue'],
    [undefined, 'info', 'blue'],
  ])('%j is %s, coloured %s', (raw, severity, colour) => {
    expect(normalizeSecuritySeverity(raw)).toBe(severity);
    expect(securitySeverityColor(raw)).toBe(colour);
  });
});

describe('CVE and CWE links (doc 1 §5)', () => {
  it('links each CVE to its NVD page', () => {
    expect(securityCveLinks('CVE-2016-2183 cve-2016-6329,CVE-2014-0160')).toEqual([
      { id: 'CVE-2016-2183', url: 'https://nvd.nist.gov/vuln/detail/CVE-2016-2183' },
      { id: 'CVE-2016-6329', url: 'https://nvd.nist.gov/vuln/detail/CVE-2016-6329' },
      { id: 'CVE-2014-0160', url: 'https://nvd.nist.gov/vuln/detail/CVE-2014-0160' },
    ]);
    expect(securityCveLinks('')).toEqual([]);
    expect(securityCveLinks(null)).toEqual([]);
    expect(securityCveLinks('CVE-16-1')).toEqual([]);
  });

  it('links each CWE to its MITRE definition', () => {
    expect(securityCweLinks('CWE-327 cwe-310')).toEqual([
      { id: 'CWE-327', url: 'https://cwe.mitre.org/data/definitions/327.html' },
      { id: 'CWE-310', url: 'https://cwe.mitre.org/data/definitions/310.html' },
    ]);
    expect(securityCweLinks(undefined)).toEqual([]);
    expect(securityCweLinks('weak cipher')).toEqual([]);
  });
});

describe('OS detection and TLS helpers', () => {
  it('picks the OS type with the best match', () => {
    expect(securityOsBestMatch({ type: { 'general purpose': 85, router: 95, phone: 10 } })).toEqual({
      type: 'router',
      percent: 95,
    });
    expect(securityOsBestMatch({ type: {} })).toBeUndefined();
  });

  it('lists the unsecured TLS versions', () => {
    expect(securityUnsecuredTlsVersions({ 'TLSv1.0': true, 'TLSv1.1': false, SSLv2: true })).toEqual([
      'TLSv1.0',
      'SSLv2',
    ]);
  });
});
