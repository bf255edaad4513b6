import { type LabJob } from '../jobs/lab-job.schema';
import { applyLiveStateChange, initialLiveJobFeed } from './live-feed.rule';
import { type LiveStateChange, liveSpeakerLocation, parseLiveStateChange } from './live-feed.schema';

const job: LabJob = {
  id: 'job-1',
  state: 'inprogress',
  options: '{}',
  mapping: '{}',
  labName: 'Lab A',
  ownerEmail: 'ops@example.com',
  sendCompletionEmail: false,
  createdAt: '2025-06-10T09:00:00.000Z',
  scenarioName: 'Far field',
  family: 'acoustic',
};

function parsed(raw: unknown): LiveStateChange {
  const result = parseLiveStateChange(raw);
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

describe('parseLiveStateChange', () => {
  it.each([
    [
      {
        key: 'commonFeeds',
        data: { played: 3, count: 10, startTime: '2025-06-10T09:00:00Z', extra: 'kept' },
      },
    ],
    [{ key: 'utteranceFeeds', data: [{ questionPlayed: 'what time is it', status: 'SUCCESS' }] }],
    [{ key: 'noiseFeeds', data: { activeNoise: 'PINK', isPlaying: true } }],
    [{ key: 'payload', data: { chunkId: 3, totalChunks: 144 } }],
    [{ key: 'testStatus', data: { status: 'queued' } }],
    [{ key: 'fan', data: { on: true } }],
    [{ key: 'DUT', data: { state: 'HEARING', online: true } }],
    [{ key: 'enrollmentFeed', data: { curNum: 2, totalNum: 5, completedPercentage: 40 } }],
    [{ key: 'speaker:0.9m-90deg', data: { playing: true, fileName: 'utt_1.wav', volume: 80 } }],
    [{ key: 'testStatus', data: { status: 'processing' }, at: 1_749_546_000_123 }],
  ])('accepts %j', (raw) => {
    expect(parseLiveStateChange(raw)).toEqual({ ok: true, value: raw });
  });

  it.each([
    [{ data: {} }, /^stateChange is invalid: key: /],
    [{ key: 'weather', data: {} }, /^stateChange key "weather" is unknown$/],
    [{ key: 'speaker:3m-0deg', data: { playing: true } }, /^stateChange key "speaker:3m-0deg" is unknown$/],
    [{ key: 'DUT', data: { state: 'SLEEPING' } }, /^stateChange DUT is invalid: state: /],
    [{ key: 'commonFeeds', data: { percentage: 140 } }, /^stateChange commonFeeds is invalid: percentage: /],
    [{ key: 'commonFeeds', data: { scoreFrr: 2 } }, /^stateChange commonFeeds is invalid: scoreFrr/],
    [{ key: 'testStatus', data: 'queued' }, /^stateChange testStatus is invalid/],
    [{ key: 'testStatus', data: { status: 'queued' }, at: 'now' }, /^stateChange is invalid: at: /],
    [{ key: 'testStatus', data: { status: 'queued' }, at: -1 }, /^stateChange is invalid: at: /],
  ])('refuses %j', (raw, error) => {
    const result = parseLiveStateChange(raw);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(error);
  });

  it('reads speaker keys', () => {
    expect(liveSpeakerLocation('speaker:1.8m-135deg')).toBe('1.8m-135deg');
    expect(liveSpeakerLocation('speaker:hats')).toBe('hats');
    expect(liveSpeakerLocation('fan')).toBeUndefined();
  });
});

describe('applyLiveStateChange', () => {
  it('starts disconnected and empty', () => {
    expect(initialLiveJobFeed(job)).toEqual({
      job,
      testStats: {},
      visualStats: { speakers: {} },
      isSocketConnected: false,
      error: { isError: false, message: '' },
      utteranceFeeds: [],
      v2data: {},
    });
  });

  it('routes each key to its part of the feed and keeps the latest data by key', () => {
    const events = [
      { key: 'commonFeeds', data: { played: 1, count: 10 } },
      { key: 'commonFeeds', data: { played: 2, heard: 2 } },
      { key: 'utteranceFeeds', data: [{ questionPlayed: 'hello' }] },
      { key: 'noiseFeeds', data: { activeNoise: 'PUB' } },
      { key: 'payload', data: { chunkId: 1 } },
      { key: 'testStatus', data: { status: 'processing' } },
      { key: 'enrollmentFeed', data: { curNum: 1 } },
      { key: 'fan', data: { on: false } },
      { key: 'DUT', data: { state: 'RESPONDING' } },
      { key: 'speaker:2.7m-30deg', data: { playing: true } },
    ].map(parsed);
    const initial = initialLiveJobFeed(job);
    const feed = events.reduce(applyLiveStateChange, initial);
    expect(feed.testStats).toEqual({
      played: 2,
      count: 10,
      heard: 2,
      payload: { chunkId: 1 },
      enrollmentFeed: { curNum: 1 },
    });
    expect(feed.commonFeeds).toEqual({ played: 2, heard: 2 });
    expect(feed.utteranceFeeds).toEqual([{ questionPlayed: 'hello' }]);
    expect(feed.noiseFeeds).toEqual({ activeNoise: 'PUB' });
    expect(feed.testStatus).toEqual({ status: 'processing' });
    expect(feed.simulationState).toBe('RESPONDING');
    expect(feed.visualStats).toEqual({
      fan: { on: false },
      DUT: { state: 'RESPONDING' },
      speakers: { '2.7m-30deg': { playing: true } },
    });
    expect(Object.keys(feed.v2data)).toHaveLength(9);
    expect(feed.v2data.commonFeeds).toEqual({ played: 2, heard: 2 });
    expect(initial).toEqual(initialLiveJobFeed(job));
  });

  it('follows the job state a test status carries, and keeps it when one carries none', () => {
    const queued = { ...job, state: 'requested' as const };
    const started = applyLiveStateChange(
      initialLiveJobFeed(queued),
      parsed({ key: 'testStatus', data: { status: 'queued', state: 'started' } }),
    );
    expect(started.job.state).toBe('started');
    const done = [
      { key: 'testStatus', data: { status: 'processing' } },
      { key: 'testStatus', data: { status: 'completed', state: 'succeeded' } },
    ]
      .map(parsed)
      .reduce(applyLiveStateChange, started);
    expect(done.job).toEqual({ ...queued, state: 'succeeded' });
    expect(
      parseLiveStateChange({ key: 'testStatus', data: { status: 'queued', state: 'sleeping' } }).ok,
    ).toBe(false);
  });
});
