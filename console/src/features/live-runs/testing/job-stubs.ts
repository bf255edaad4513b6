import { type LabJob } from '@oak/shared';

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
