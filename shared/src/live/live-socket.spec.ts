import { LIVE_SOCKET_EVENTS } from './live.constant';
import { LIVE_SOCKET_MESSAGES } from './live.messages';
import { liveJobFeedQuerySchema, liveLabStatusQuerySchema } from './live-socket.schema';
import { LIVE_NO_ERROR, type LiveConnectionEvent, applyLiveSocketEvent } from './live-socket.rule';

describe('applyLiveSocketEvent', () => {
  const disconnected = { isSocketConnected: false, error: LIVE_NO_ERROR, other: 1 };
  const failed = { isError: true, message: 'Connection to Job failed!' };
  const broken = { isError: true, message: 'Error in connection to Job!' };

  it.each<
    [
      string,
      { isSocketConnected: boolean; error: typeof LIVE_NO_ERROR },
      LiveConnectionEvent,
      boolean,
      unknown,
    ]
  >([
    ['connect', disconnected, 'connect', true, LIVE_NO_ERROR],
    [
      'a reconnect after an error',
      { isSocketConnected: false, error: broken },
      'connect',
      true,
      LIVE_NO_ERROR,
    ],
    ['connect_failed', disconnected, 'connect_failed', false, failed],
    ['error while connected', { isSocketConnected: true, error: LIVE_NO_ERROR }, 'error', true, broken],
    ['disconnect after an error', { isSocketConnected: true, error: broken }, 'disconnect', false, broken],
  ])('%s', (_, state, event, connected, error) => {
    const next = applyLiveSocketEvent(state, event);
    expect(next.isSocketConnected).toBe(connected);
    expect(next.error).toEqual(error);
  });

  it('keeps the rest of the state and the spec texts', () => {
    expect(applyLiveSocketEvent(disconnected, 'connect').other).toBe(1);
    expect(LIVE_SOCKET_MESSAGES).toEqual({
      connectFailed: 'Connection to Job failed!',
      error: 'Error in connection to Job!',
    });
    expect(Object.values(LIVE_SOCKET_EVENTS)).toEqual([
      'connect',
      'connect_failed',
      'error',
      'stateChange',
      'disconnect',
    ]);
  });
});

describe('live socket queries', () => {
  it('needs a token and a job id for a job feed', () => {
    expect(liveJobFeedQuerySchema.safeParse({ token: 't', jobId: 'j' }).success).toBe(true);
    expect(liveJobFeedQuerySchema.safeParse({ token: '', jobId: 'j' }).success).toBe(false);
    expect(liveJobFeedQuerySchema.safeParse({ token: 't' }).success).toBe(false);
  });

  it('reads the lab status query, its interval given as text', () => {
    expect(
      liveLabStatusQuerySchema.parse({
        token: 't',
        request: 'labLiveStatus',
        labID: 'lab-1',
        pushIntervalMilliseconds: '2000',
      }),
    ).toEqual({ token: 't', request: 'labLiveStatus', labID: 'lab-1', pushIntervalMilliseconds: 2000 });
  });

  it.each([
    [{ request: 'jobFeed' }],
    [{ pushIntervalMilliseconds: '100' }],
    [{ pushIntervalMilliseconds: 'soon' }],
    [{ labID: '' }],
  ])('refuses a lab status query with %j', (change) => {
    const query = {
      token: 't',
      request: 'labLiveStatus',
      labID: 'lab-1',
      pushIntervalMilliseconds: 2000,
      ...change,
    };
    expect(liveLabStatusQuerySchema.safeParse(query).success).toBe(false);
  });
});
