import { type LabJob, scenarioTypeFamily } from '@oak/shared';

let counter = 0;

/** A running acoustic job as GET /api/jobs lists it. */
export function jobStub(
  overrides: Partial<LabJob> & { testName?: string; scenarioType?: string } = {},
): LabJob {
  counter += 1;
  const { testName = `Run_${counter}`, scenarioType = 'AC_NEAR_FIELD', ...job } = overrides;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    state: 'inprogress',
    options: JSON.stringify({
      testSuite: 'AVSCertSimulation',
      testName,
      testType: 'STANDARD',
      marketPlace: 'en_US',
      testOptions: { testSuite: 'ACOUSTIC', scenarioType, customOptions: {} },
    }),
    mapping: JSON.stringify({
      deviceMapping: {
        DUT: { customerId: 'A1CUSTOMER', dsn: 'G0VIRTUALGOOD001', deviceName: 'Kitchen Echo' },
      },
    }),
    labName: 'Virtual Lab',
    ownerEmail: 'ada@oak.test',
    sendCompletionEmail: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    scenarioName: testName,
    family: scenarioTypeFamily(scenarioType) ?? 'acoustic',
    ...job,
  };
}

/** A run's first figures, as the runner announces them. */
export const statsStub = {
  played: 10,
  heard: 9,
  responded: 8,
  count: 40,
  percentage: 25,
  frr: 10,
  rar: 80,
  har: 90,
  scoreFrr: 1,
  scoreRar: 0,
  scoreHar: 1,
  startTime: '2026-11-20T10:00:00.000Z',
  locationNoise: '0.9 m 90° · Pink noise',
  activeNoise: 'Pink noise',
};

/** A device of an ACM run's mapping. */
export interface AcmDeviceStub {
  customerId: string;
  dsn: string;
  deviceName?: string;
  amazonId?: string;
}

/** The three devices of an ACM calling run: the DUT (account 1 device 1), A1D2 and A2D1. */
export const acmDevicesStub: Record<string, AcmDeviceStub> = {
  DUT: {
    customerId: 'A1CUSTOMER',
    dsn: 'G0ACMDUT0000001',
    deviceName: 'Caller Echo Show',
    amazonId: 'AMZN-1',
  },
  A1D2: { customerId: 'A1CUSTOMER', dsn: 'G0ACMA1D200002', deviceName: 'Kitchen Echo', amazonId: 'AMZN-2' },
  A2D1: { customerId: 'A2CUSTOMER', dsn: 'G0ACMA2D100003' },
};

/** A running ACM (AQTUDTV2, BDD style) calling job as GET /api/jobs lists it. */
export function acmJobStub(
  overrides: Partial<LabJob> & { testName?: string; devices?: Record<string, AcmDeviceStub> } = {},
): LabJob {
  const { testName = `ACM_${counter + 1}`, devices = acmDevicesStub, ...job } = overrides;
  return jobStub({
    testName,
    family: 'acm',
    options: JSON.stringify({
      testSuite: 'AQTUDTV2',
      testName,
      testType: 'STANDARD',
      marketPlace: 'en_US',
      testOptions: { testSuite: 'MULTIMODAL', scenarioType: 'CALLING', customOptions: {} },
    }),
    mapping: JSON.stringify({ deviceMapping: devices }),
    ...job,
  });
}
