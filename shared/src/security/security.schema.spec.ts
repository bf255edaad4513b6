import { SECURITY_SCENARIO_TYPES } from '../suites';
import {
  SECURITY_KIND_BY_SCENARIO_TYPE,
  SECURITY_TEST_KINDS,
  SECURITY_TEST_TIMEOUT_MS,
  SECURITY_TEST_TYPES,
  SECURITY_TEST_TYPE_IDS,
  isSecurityTestType,
} from './security.constant';
import { SECURITY_TEST_DATA_SCHEMAS } from './security-results.schema';
import { securityPayloadSchema } from './security.schema';

describe('security constants (doc 1 §2.12, §9)', () => {
  it('times a test out after 20 minutes', () => {
    expect(SECURITY_TEST_TIMEOUT_MS).toBe(20 * 60 * 1000);
  });

  it('has the three kinds, one per security scenario type', () => {
    expect(SECURITY_TEST_KINDS).toEqual([
      'PORT_SCANNER',
      'PACKET_CAPTURE_ANALYSIS',
      'MAN_IN_THE_MIDDLE_DETECTION',
    ]);
    expect(SECURITY_SCENARIO_TYPES.map((t) => SECURITY_KIND_BY_SCENARIO_TYPE[t])).toEqual([
      ...SECURITY_TEST_KINDS,
    ]);
  });

  it('has every test type of the spec once, each with a data schema', () => {
    expect(SECURITY_TEST_TYPES).toHaveLength(15);
    expect(new Set(SECURITY_TEST_TYPE_IDS).size).toBe(15);
    expect(Object.keys(SECURITY_TEST_DATA_SCHEMAS).sort()).toEqual([...SECURITY_TEST_TYPE_IDS].sort());
    expect(isSecurityTestType('SSL')).toBe(true);
    expect(isSecurityTestType('ssl')).toBe(false);
  });
});

describe('securityPayloadSchema (doc 1 §3)', () => {
  const payload = {
    tests: [
      {
        type: 'PORT_SCANNER',
        label: 'Port Scanner',
        state: { status: 'RUNNING' },
        types: {
          PORT_DETECTION: {
            label: 'Port Detection',
            state: { statusCode: 200, message: null },
            data: [{ serviceName: 'ssh', portId: 22, vulnsCount: 1 }],
            s3DownloadURL: 'https://reports.example.com/ports.html',
          },
          SSL: { label: 'SSL', state: { statusCode: 101, status: 'INPROGRESS' } },
        },
      },
    ],
    data: { deviceCheck: { deviceOFFCheck: 'COMPLETED', deviceONCheck: 'RUNNING', message: null } },
  };

  it('reads tests, their types and the device check', () => {
    const parsed = securityPayloadSchema.parse(payload);
    expect(Object.keys(parsed.tests[0].types)).toEqual(['PORT_DETECTION', 'SSL']);
    expect(parsed.data?.deviceCheck?.deviceONCheck).toBe('RUNNING');
    expect(securityPayloadSchema.parse({}).tests).toEqual([]);
  });

  it.each([
    ['an unknown kind', { ...payload, tests: [{ ...payload.tests[0], type: 'FUZZER' }] }],
    ['an unknown test status', { ...payload, tests: [{ ...payload.tests[0], state: { status: 'DONE' } }] }],
    [
      'an unknown check status',
      { ...payload, data: { deviceCheck: { deviceOFFCheck: 'OK', deviceONCheck: 'PENDING' } } },
    ],
  ])('refuses %s', (_name, bad) => {
    expect(securityPayloadSchema.safeParse(bad).success).toBe(false);
  });
});
