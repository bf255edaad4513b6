import { optionalDutsOf } from '../jobs/lab-job.schema';
import { newRunJob } from './new-run-job.rule';
import { acousticTestStats } from '../runs/acoustic-stats.rule';
import { FIELD_MESSAGES } from '../run-fields/field.messages';
import { newRunLabErrors, validateNewRun } from './test-creation.rule';
import { newRunPayloadSchema } from './test-draft.schema';
import { TEST_CREATION_MESSAGES } from './wizard.messages';

const run = (optionalDuts: unknown[]) =>
  newRunPayloadSchema.parse({
    name: 'Near_1',
    locale: 'en_US',
    enableEmailNotification: false,
    scenarioType: 'CUSTOM',
    customizedScenarios: [{ category: 'AC_NEAR_FIELD', scenarios: ['0.9m-90deg'] }],
    deviceAttributes: { irBlasters: false, dimmable: false },
    testSuite: {
      id: 'AVSCertSimulation',
      displayName: 'Acoustic',
      category: 'ACOUSTIC',
      config: '{}',
      mapping: [],
    },
    testMapping: {
      mapping: [
        { name: 'DUT1', configType: 'dut', customerId: 'C1', dsn: 'DUT-1' },
        { name: 'Speaker', configType: 'actor', thingId: 't1' },
      ],
      actorMapping: [{ name: 'Speaker', configType: 'actor', thingId: 't1' }],
      deviceMapping: [{ dsn: 'DUT-1', customerId: 'C1', deviceType: 'ECHO_DOT' }],
    },
    testOptions: {},
    labId: 'lab-1',
    accountConfig: [],
    optionalDuts,
    referenceMicConsent: true,
  });
const dut = (dsn: string, firmware = '1.0', customerId = 'C1') => ({ customerId, dsn, firmware });

describe('optional DUTs', () => {
  it('takes up to four, each a distinct device of a customer with firmware', () => {
    expect(newRunLabErrors(run([dut('OPT-1'), dut('OPT-2', '2.0', 'C2')]))).toEqual({});
    expect(newRunLabErrors(run(['A', 'B', 'C', 'D', 'E'].map((name) => dut(name)))).optionalDutCount).toBe(
      FIELD_MESSAGES.tooManyOptionalDuts,
    );
    expect(
      newRunLabErrors(run([dut('DUT-1'), dut('OPT-1'), dut('OPT-1'), dut(''), dut('OPT-3', '')]))
        .optionalDuts,
    ).toEqual({
      '0': FIELD_MESSAGES.duplicateDsn,
      '2': FIELD_MESSAGES.duplicateDsn,
      '3': FIELD_MESSAGES.invalidDsn,
      '4': FIELD_MESSAGES.firmwareRequired,
    });
    expect(newRunLabErrors(run([dut('OPT-1', '1.0', '')])).optionalDuts).toEqual({
      '0': TEST_CREATION_MESSAGES.missingDeviceInformation,
    });
    expect(validateNewRun(run([dut('')]), {}).errors).toContain(
      `Optional DUT 1: ${FIELD_MESSAGES.invalidDsn}`,
    );
  });

  it('become OPTIONAL_DUT tags of the job, with their firmware as build', () => {
    const job = newRunJob(
      run([{ ...dut('OPT-1', ' 7.1 '), name: 'Den', deviceType: 'ECHO_POP' }, dut('OPT-2')]),
    );
    expect(optionalDutsOf(job.mapping.deviceMapping)).toEqual([
      [
        'OPTIONAL_DUT1',
        { customerId: 'C1', dsn: 'OPT-1', deviceName: 'Den', buildInfo: '7.1', deviceType: 'ECHO_POP' },
      ],
      ['OPTIONAL_DUT2', { customerId: 'C1', dsn: 'OPT-2', buildInfo: '1.0' }],
    ]);
    expect(job.mapping.deviceMapping.DUT.dsn).toBe('DUT-1');
  });

  it('count in the live figures with their own FRR and RAR', () => {
    const stats = acousticTestStats({
      labJobId: 'job-1',
      scenarioType: 'AC_NEAR_FIELD',
      trials: [{ speechLocation: '0.9m-90deg' }, { speechLocation: '0.9m-90deg' }],
      outcomes: [
        { heard: true, responded: true },
        { heard: true, responded: true },
      ],
      startTime: new Date('2026-11-22T10:00:00Z'),
      now: new Date('2026-11-22T10:01:00Z'),
      optionalDuts: [
        {
          tag: 'OPTIONAL_DUT1',
          dsn: 'OPT-1',
          deviceName: 'Den',
          outcomes: [
            { heard: false, responded: false },
            { heard: true, responded: false },
          ],
        },
      ],
    });
    expect(stats.optionalDuts).toEqual([
      {
        tag: 'OPTIONAL_DUT1',
        dsn: 'OPT-1',
        deviceName: 'Den',
        played: 2,
        heard: 1,
        responded: 0,
        frr: 50,
        rar: 0,
      },
    ]);
    expect(stats.frr).toBe(0);
  });
});
