import { Random } from '../../random/random';
import { binomialBounds, NORMAL_QUANTILES, quantile } from '../../random/statistics.util';
import { type DeviceProfile, latencyPercentileMs, logisticProbability } from './device-profile';
import { DEVICE_PROFILES } from './device-profiles.constant';
import { stubVirtualDut } from '../../testing/virtual-dut.stub';

/*
 * Statistical specs: many draws from a fixed seed, compared with the model
 * within 4 standard errors, so they pass by design and not by luck, and being
 * seeded they pass the same way every run.
 */
const UTTERANCES = 2000;
const SIGMAS = 4;
const T0 = Date.UTC(2025, 0, 1);
const SNRS_DB = [-20, -12, -6, 0, 6, 12, 30];

function hearMany(profile: DeviceProfile, snrDb: number, seed: string) {
  const sut = stubVirtualDut({ profile, random: new Random(seed) });
  return Array.from({ length: UTTERANCES }, (_, index) =>
    sut.hear({
      utteranceId: `u-${index}`,
      transcript: 'Alexa, what is the weather?',
      startMs: T0 + index * 10_000,
      endMs: T0 + index * 10_000 + 2000,
      snrDb,
    }),
  );
}

/** Standard error of a sample quantile of a log-normal, in log units: sqrt(q(1−q)/n) · σ / φ(z). */
function logQuantileStandardError(q: number, z: number, sigma: number): number {
  const density = Math.exp((-z * z) / 2) / Math.sqrt(2 * Math.PI);
  return (Math.sqrt((q * (1 - q)) / UTTERANCES) * sigma) / density;
}

describe.each(DEVICE_PROFILES.map((profile) => [profile.id, profile] as const))(
  'a %s device',
  (_id, profile) => {
    it.each(SNRS_DB)('wakes at %p dB SNR as often as its logistic curve says', (snrDb) => {
      const woke = hearMany(profile, snrDb, `wake/${profile.id}/${snrDb}`).filter(Boolean).length;
      const bounds = binomialBounds(logisticProbability(profile.wake, snrDb), UTTERANCES, SIGMAS);
      expect(woke / UTTERANCES).toBeGreaterThanOrEqual(bounds.low);
      expect(woke / UTTERANCES).toBeLessThanOrEqual(bounds.high);
    });

    it.each([-6, 6])(
      'recognises correctly at %p dB SNR as often as its ASR curve says, given a wake',
      (snrDb) => {
        const answers = hearMany(profile, snrDb, `asr/${profile.id}/${snrDb}`).filter(
          (answer) => answer !== undefined,
        );
        const correct = answers.filter((answer) => answer.recognisedCorrectly).length;
        const bounds = binomialBounds(logisticProbability(profile.asr, snrDb), answers.length, SIGMAS);
        expect(correct / answers.length).toBeGreaterThanOrEqual(bounds.low);
        expect(correct / answers.length).toBeLessThanOrEqual(bounds.high);
      },
    );

    it('answers with the configured median and 90th percentile latency', () => {
      const latencies = hearMany(profile, 30, `latency/${profile.id}`).flatMap((answer) =>
        answer ? [answer.latencyMs] : [],
      );
      for (const [q, z] of [
        [0.5, NORMAL_QUANTILES.p50],
        [0.9, NORMAL_QUANTILES.p90],
      ]) {
        const expected = latencyPercentileMs(profile.latency, z);
        const margin = SIGMAS * logQuantileStandardError(q, z, profile.latency.sigma);
        const measured = quantile(latencies, q);
        expect(Math.log(measured / expected)).toBeGreaterThan(-margin);
        expect(Math.log(measured / expected)).toBeLessThan(margin);
      }
    });
  },
);
