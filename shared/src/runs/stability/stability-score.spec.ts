import { type JobOptions } from '../../jobs/lab-job.schema';
import { type StabilityStepOutcome } from './stability-outcome.schema';
import { stabilityPlan } from './stability-plan.rule';
import { stabilityVerdict } from './stability-score.rule';

const options: JobOptions = {
  testSuite: 'STABILITY',
  testName: 'Stabilität',
  marketPlace: 'de_DE',
  testOptions: {
    testSuite: 'STABILITY',
    scenarioType: 'STABILITY_STRESS',
    customOptions: { stabilityIterations: 1 },
  },
};
const transcript = 'Alexa, stelle einen Timer auf 5 Minuten';
const planned = stabilityPlan(
  options,
  { deviceMapping: { DUT: { customerId: 'A1', dsn: 'G0VIRTUALPOOR001', deviceName: 'Echo (poor)' } } },
  {
    id: 'STABILITY_STRESS/de_DE',
    files: [
      {
        id: 'de_DE-timer-01.wav',
        fileName: 'de_DE-timer-01.wav',
        md5: '0'.repeat(32),
        size: 1,
        url: '/api/resources/files/de_DE-timer-01.wav',
        kind: 'utterance',
        durationMs: 1800,
        transcript,
        expectedResponse: 'SetTimerIntent',
      },
    ],
  },
);

const outcome = (responseText: string): StabilityStepOutcome => ({
  round: 1,
  index: 0,
  transcript,
  expectedIntent: 'SetTimerIntent',
  playedAt: '2026-12-07T10:00:00.000Z',
  elapsedSeconds: 5,
  devices: [
    {
      deviceSerialNumber: 'G0VIRTUALPOOR001',
      online: true,
      heardText: transcript,
      responseText,
      intent: 'SetTimerIntent',
    },
  ],
});

describe('stability score', () => {
  it("judges each answer's slots in the run's language: a German timer of 5 seconds for 5 minutes fails", () => {
    if (!planned.ok) throw new Error(planned.error);
    expect(stabilityVerdict(planned.value, [outcome('Timer für 5 Minuten, ab jetzt.')]).verdict).toBe(
      'passed',
    );
    expect(stabilityVerdict(planned.value, [outcome('Timer für 5 Sekunden, ab jetzt.')]).verdict).toBe(
      'failed',
    );
  });
});
