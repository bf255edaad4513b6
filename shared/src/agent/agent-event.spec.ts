import { agentEventSchema } from './agent-event.schema';

const at = '2024-05-01T10:00:00.000Z';

describe('agentEventSchema', () => {
  it.each([
    { type: 'playback_started', at, requestId: 'r1', waveFileName: 'a.wav', durationMs: 1200 },
    { type: 'playback_finished', at, waveFileName: 'a.wav', durationMs: 300, stopped: true },
    { type: 'recording_ready', at, fileName: 'recordings/x.wav', durationMs: 2000, rmsDbfs: -42.5 },
    {
      type: 'action_progress',
      at,
      requestId: 'r1',
      action: 'diagnostics',
      jobId: 'j',
      stepKey: 's',
      percent: 50,
    },
    { type: 'action_progress', at, action: 'diagnostics', message: 'Checking disk', data: { check: 'disk' } },
  ])('accepts a %s event', (event) => {
    expect(agentEventSchema.parse(event)).toEqual(event);
  });

  it.each([
    { type: 'playback_started', at, waveFileName: 'a.wav' },
    { type: 'playback_finished', at, waveFileName: 'a.wav', durationMs: 1 },
    { type: 'sync_progress', at },
    { type: 'action_progress', at, action: 'dance' },
    { type: 'action_progress', at, action: 'diagnostics', percent: 101 },
    { type: 'recording_ready', at: 'yesterday', fileName: 'x', durationMs: 1, rmsDbfs: 0 },
  ])('refuses %j', (event) => {
    expect(agentEventSchema.safeParse(event).success).toBe(false);
  });
});
