import {
  activityItemsWindow,
  activityUtteranceId,
  canConnectPlaygroundDevice,
  canDisconnectPlaygroundDevice,
  deviceLocationFromLookups,
  hasSanityEchoIntent,
  isPlaygroundDeviceSelectable,
  isProxyEndpoint,
  isSilentLocationStatus,
  playgroundConnectSteps,
  playgroundConnectionStatus,
  playgroundDisconnectSteps,
  reportableLocationFailures,
  sanityCheckOutcome,
} from './device-connection.rule';
import { PLAYGROUND_MESSAGES } from './playground.messages';

const offline = { online: false, proxy: false, loc: null };
const online = { online: true, proxy: false, loc: 'https://dispatch.example' };
const connected = { online: true, proxy: true, loc: 'https://avsqa.example' };

describe('connection status (doc 2 §4)', () => {
  it.each([
    [offline, 'offline', false, false, false],
    [online, 'online', true, true, false],
    [connected, 'connected', true, false, true],
  ])('%j is %s', (status, expected, selectable, connect, disconnect) => {
    expect(playgroundConnectionStatus(status)).toBe(expected);
    expect(isPlaygroundDeviceSelectable({ status })).toBe(selectable);
    expect(canConnectPlaygroundDevice({ status })).toBe(connect);
    expect(canDisconnectPlaygroundDevice({ status })).toBe(disconnect);
  });

  it.each([
    ['https://avsqa.proxy.example/v1', true],
    ['https://dispatch.example', false],
    ['', false],
    [null, false],
  ])('%p is the proxy: %s', (endpoint, proxy) => {
    expect(isProxyEndpoint(endpoint)).toBe(proxy);
  });
});

describe('connect and disconnect steps (doc 2 §4)', () => {
  it.each([
    ['prod', false, ['muffleOn', 'switchToProxy', 'startLiveStream']],
    ['prod', true, ['muffleOn', 'switchToProxy', 'startLiveStream', 'sanityCheck']],
    ['gamma', false, ['muffleOn', 'switchToProxy', 'setGammaGateway', 'startLiveStream']],
  ] as const)('connect a %s device (sanity %s)', (env, sanityCheck, steps) => {
    expect(playgroundConnectSteps({ env, status: online }, { sanityCheck })).toEqual(steps);
  });

  it.each([
    ['prod', ['muffleOff', 'endLiveStream', 'switchToDispatch']],
    ['gamma', ['muffleOff', 'endLiveStream', 'restoreGammaGateway', 'switchToDispatch']],
  ] as const)('disconnect a %s device', (env, steps) => {
    expect(playgroundDisconnectSteps({ env, status: connected })).toEqual(steps);
  });

  it('has no steps when the precondition fails', () => {
    expect(playgroundConnectSteps({ env: 'prod', status: connected }, { sanityCheck: true })).toEqual([]);
    expect(playgroundConnectSteps({ env: 'prod', status: offline }, { sanityCheck: false })).toEqual([]);
    expect(playgroundDisconnectSteps({ env: 'prod', status: online })).toEqual([]);
  });
});

describe('activity items (doc 2 §7)', () => {
  it.each([
    ['chat', 107],
    ['sanity', 110],
  ] as const)('the %s window ends at %i', (purpose, endtime) => {
    expect(activityItemsWindow(100, purpose)).toEqual({ starttime: 100, endtime });
  });

  it('finds the utterance id and the echo intent', () => {
    expect(activityUtteranceId([{ ActivityItemData: {} }, { UtteranceId: 'u-2' }])).toBe('u-2');
    expect(activityUtteranceId([])).toBeNull();
    expect(hasSanityEchoIntent([{ ActivityItemData: { intentType: 'simonsaysintent' } }])).toBe(true);
    expect(hasSanityEchoIntent([{ ActivityItemData: { intentType: 'GetTimeIntent' } }, {}])).toBe(false);
  });

  it('fails the sanity check with the spec alert', () => {
    expect(sanityCheckOutcome([{ ActivityItemData: { intentType: 'SimonSaysIntent' } }])).toEqual({
      passed: true,
    });
    expect(sanityCheckOutcome([])).toEqual({ passed: false, alert: PLAYGROUND_MESSAGES.connectionFailed });
  });
});

describe('location refresh (doc 2 §4)', () => {
  it.each([
    [404, true],
    [409, true],
    [500, false],
    [200, false],
  ])('status %i is silent: %s', (status, silent) => {
    expect(isSilentLocationStatus(status)).toBe(silent);
  });

  it('prefers prod, then gamma', () => {
    expect(
      deviceLocationFromLookups([
        { env: 'gamma', status: 200, endpoint: 'https://gamma.example' },
        { env: 'prod', status: 200, endpoint: 'https://avsqa.example' },
      ]),
    ).toEqual({ env: 'prod', loc: 'https://avsqa.example', proxy: true });
    expect(
      deviceLocationFromLookups([
        { env: 'prod', status: 404 },
        { env: 'gamma', status: 200, endpoint: 'https://gamma.example' },
      ]),
    ).toEqual({ env: 'gamma', loc: 'https://gamma.example', proxy: false });
    expect(deviceLocationFromLookups([{ env: 'prod', status: 200, endpoint: '' }])).toBeNull();
  });

  it('reports only failures that are not 404 or 409', () => {
    const lookups = [
      { env: 'prod', status: 409 },
      { env: 'gamma', status: 503 },
    ] as const;
    expect(reportableLocationFailures(lookups)).toEqual([{ env: 'gamma', status: 503 }]);
  });
});
