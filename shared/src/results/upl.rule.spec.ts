import { uplCell, uplHistoryRows, uplPercentile, uplStatistics, uplSummaryRows } from './upl.rule';
import { uplPayloadSchema, uplSampleResultSchema } from './upl.schema';

describe('UPL statistics (nearest-rank percentiles)', () => {
  const latencies = [1200, 800, 1000, 900, 1100, 1500, 950, 1050, 1300, 2000];

  it('computes the average, TP50 and TP90 of a list of latencies', () => {
    expect(uplStatistics(latencies)).toEqual({ count: 10, average: 1180, tp50: 1050, tp90: 1500 });
  });

  it.each([
    [[500], 50, 500],
    [[500], 90, 500],
    [[100, 200], 50, 100],
    [[100, 200], 90, 200],
    [[300, 100, 200], 50, 200],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 90, 9],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 90, 10],
    [[1, 2, 3, 4], 0, 1],
    [[1, 2, 3, 4], 100, 4],
  ])('percentile of %j at %i is %i', (values, p, expected) => {
    expect(uplPercentile(values, p)).toBe(expected);
  });

  it('ignores values that are not numbers and has no statistics for an empty list', () => {
    expect(uplPercentile([], 50)).toBeUndefined();
    expect(uplStatistics([])).toBeUndefined();
    expect(uplStatistics([Number.NaN, 400])).toEqual({ count: 1, average: 400, tp50: 400, tp90: 400 });
  });

  it('does not reorder the caller list', () => {
    const values = [3, 1, 2];
    uplPercentile(values, 50);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('UPL cells (doc 1 §2.11)', () => {
  it.each([
    [null, { running: true, text: 'Running' }],
    [undefined, { running: true, text: 'Running' }],
    ['', { running: true, text: 'Running' }],
    [1234.6, { running: false, text: '1235' }],
    [0, { running: false, text: '0' }],
    ['Music', { running: false, text: 'Music' }],
  ])('%j shows %j', (value, cell) => {
    expect(uplCell(value)).toEqual(cell);
  });
});

describe('UPL rows', () => {
  const payload = uplPayloadSchema.parse({
    testProgressPercent: 40,
    uplUtteranceResultMap: {
      'what is the weather': [
        {
          totalAttempts: 1,
          averageUPLValue: 900,
          tp50: 900,
          tp90: 900,
          resultStatus: 'SUCCESS',
          finalUPLValue: 900,
          asrText: 'what is the weather',
          actualResponse: 'Sunny.',
          domain: 'Weather',
          transcribeText: 'sunny',
          deviceOnlineStatus: 'ONLINE',
        },
        { totalAttempts: 2, averageUPLValue: null, finalUPLValue: null, domain: 'Weather' },
      ],
      'play jazz': [],
    },
  });

  it('summarises each utterance from its latest attempt', () => {
    expect(uplSummaryRows(payload)).toEqual([
      {
        index: 1,
        utterance: 'what is the weather',
        totalAttempts: 2,
        averageUPLValue: null,
        tp50: undefined,
        tp90: undefined,
        resultStatus: undefined,
      },
    ]);
  });

  it('lists every attempt in the history', () => {
    expect(uplHistoryRows(payload)).toEqual([
      {
        index: 1,
        domain: 'Weather',
        utterance: 'what is the weather',
        deviceResponse: 'Sunny.',
        transcribe: 'sunny',
        uplResult: 900,
        deviceStatus: 'ONLINE',
      },
      {
        index: 2,
        domain: 'Weather',
        utterance: 'what is the weather',
        deviceResponse: undefined,
        transcribe: undefined,
        uplResult: null,
        deviceStatus: undefined,
      },
    ]);
  });

  it('reads a sample UPL result', () => {
    const sample = {
      totalAttempts: 3,
      finalUPLValue: 1020,
      resultStatus: 'SUCCESS',
      validationType: 'INTENT',
      expectedIntent: 'GetWeather',
      actualIntent: 'GetWeather',
      retryIndex: 0,
      audioRecordingLink: 'https://example.com/rec.wav',
      simulationEnvironment: {
        company: 'Acme',
        actors: [{ id: 'a1', name: 'Speaker 0.9 m 90 deg' }],
        noiseActor: { id: 'n1', name: 'Noise' },
        devices: [
          { deviceSerialNumber: 'DSN1', deviceType: 'ECHO', deviceName: 'Kitchen', realm: 'USAmazon' },
        ],
      },
      simulationOptions: {
        batchJob: false,
        testName: 'UPL run',
        releaseVersion: '1.0',
        marketPlace: 'en_US',
        testSuite: 'AQTUPL',
        testType: 'UPL_STANDARD',
        option: 'standard',
        customOptions: {},
      },
      measureTime: '2026-03-01T14:05:09Z',
    };
    expect(uplSampleResultSchema.safeParse(sample).success).toBe(true);
    expect(uplSampleResultSchema.safeParse({ ...sample, retryIndex: -1 }).success).toBe(false);
  });
});
