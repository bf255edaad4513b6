import { type JobMapping, type JobOptions } from '../../jobs/lab-job.schema';
import { type AcousticTrial } from '../acoustic-run-plan.rule';
import { acousticLatencyStats, acousticLiveStats } from './acoustic-live.rule';
import { type AcousticStepOutcome, type DutAnswer } from './acoustic-outcome.schema';

/** Two rounds: utterances 0-2 from one place, 3-4 from the next. */
const TRIALS = [0, 0, 0, 1, 1].map((segment, index) => ({ index, segment }));

const SILENT: DutAnswer = {
  heard: false,
  responded: false,
  heardText: null,
  responseText: null,
  intent: null,
};

function outcome(index: number, latencyMs?: number): AcousticStepOutcome {
  const answer: DutAnswer =
    latencyMs === undefined
      ? SILENT
      : {
          heard: true,
          responded: true,
          heardText: 'what time is it',
          responseText: "It's noon.",
          intent: 'GetTimeIntent',
          latencyMs,
        };
  return {
    trial: {
      index,
      scenarioType: 'AC_NEAR_FIELD',
      speechLocation: '0.9m-90deg',
      noise: null,
      fileName: `${index}.wav`,
      transcript: 'what time is it',
      expectedResponse: 'GetTimeIntent',
    },
    answer,
    playedAt: '2026-11-22T10:00:05.000Z',
    optionalDuts: [],
  };
}

describe('acousticLatencyStats (doc 1 §2.4 latency variant)', () => {
  it('shows nothing until the DUT answered with a measured latency', () => {
    expect(acousticLatencyStats(TRIALS, [])).toEqual({});
    expect(acousticLatencyStats(TRIALS, [outcome(0), outcome(1)], TRIALS[2])).toEqual({});
  });

  it("gives the latest answer's latency and how many utterances of the round were played", () => {
    const played = [outcome(0, 1200), outcome(1, 950), outcome(2), outcome(3)];
    // The latest answer without one keeps the latest measured.
    expect(acousticLatencyStats(TRIALS, played)).toEqual({ latencyValue: 950, currentUtteranceCount: 1 });
    // The utterance playing now is not counted yet, as 'Question Played' does not count it.
    expect(acousticLatencyStats(TRIALS, played, TRIALS[4])).toEqual({
      latencyValue: 950,
      currentUtteranceCount: 1,
    });
    // The first utterance of a new round playing: none of the round played yet.
    expect(acousticLatencyStats(TRIALS, played.slice(0, 3), TRIALS[3])).toEqual({
      latencyValue: 950,
      currentUtteranceCount: 0,
    });
    expect(acousticLatencyStats(TRIALS, played.slice(0, 2))).toEqual({
      latencyValue: 950,
      currentUtteranceCount: 2,
    });
  });
});

describe('acousticLiveStats', () => {
  const options: JobOptions = {
    testSuite: 'AVSCertSimulation',
    testName: 'Near',
    marketPlace: 'en_US',
    testOptions: { testSuite: 'ACOUSTIC', scenarioType: 'AC_NEAR_FIELD' },
  };
  const stats = (proxyEnabled?: boolean) =>
    acousticLiveStats({
      labJobId: 'job-1',
      options,
      mapping: {
        deviceMapping: {
          DUT: {
            customerId: 'A1ACME',
            dsn: 'G0DUT',
            ...(proxyEnabled === undefined ? {} : { proxyEnabled }),
          },
        },
      } as JobMapping,
      trials: TRIALS.map((trial) => ({
        ...trial,
        scenarioType: 'AC_NEAR_FIELD',
        speechLocation: '0.9m-90deg',
      })) as unknown as AcousticTrial[],
      outcomes: [outcome(0, 1200)],
      startTime: new Date('2026-11-22T10:00:00.000Z'),
      now: new Date('2026-11-22T10:00:10.000Z'),
    });

  it("carries whether the DUT is on the automation proxy, as the device cloud's record said at admission (doc 1 §2.15)", () => {
    expect(stats(true)).toMatchObject({ isProxyEnabled: true, played: 1 });
    expect(stats(false)).toMatchObject({ isProxyEnabled: false });
    expect(stats()).not.toHaveProperty('isProxyEnabled');
  });
});
