import { type JobUtteranceResult } from '../jobs/job-api.schema';

/** One utterance of an acoustic run as `/results` gives it: heard and answered, unless overridden. */
export const utteranceResultStub = (overrides: Partial<JobUtteranceResult> = {}): JobUtteranceResult => ({
  trialIndex: 0,
  dut: 'DUT',
  scenarioType: 'AC_NEAR_FIELD',
  speechLocation: '0.9m-90deg',
  noise: null,
  fileName: 'en_US-weather-01-f2.wav',
  questionPlayed: 'Alexa, what is the weather',
  expectedResponse: 'GetWeather',
  dutHeard: 'what is the weather',
  dutResponded: 'It is sunny',
  intent: 'GetWeather',
  heard: true,
  responded: true,
  status: 'SUCCESS',
  playedAt: '2026-11-22T10:00:00.000Z',
  ...overrides,
});
