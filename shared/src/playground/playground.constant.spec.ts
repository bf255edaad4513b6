import { CONSOLE_ICON_NAMES, isConsoleIconName } from './console-icons.constant';
import { isDebugLoggingEnabled } from './debug-logging.rule';
import {
  PLAYGROUND_METADATA_TYPES,
  PLAYGROUND_PLAIN_TEXT_METADATA_TYPES,
} from './playground-metadata.constant';
import {
  PLAYGROUND_ACTIVITY_WAIT_MS,
  PLAYGROUND_LOCATION_POLL_MS,
  PLAYGROUND_SANITY_CHECK_WAIT_MS,
  PLAYGROUND_SEND_PAUSE_MS,
  PLAYGROUND_SPEAK_WAIT_MS,
  PLAYGROUND_SPEECH_FINISHED_WAIT_MS,
  PLAYGROUND_SWITCH_ENDPOINT_SETTLE_MS,
  PLAYGROUND_WAIT_POLL_MS,
} from './playground-timing.constant';
import {
  PLAYGROUND_API_LOG_LIMIT,
  PLAYGROUND_CHAT_HISTORY_LIMIT,
  PLAYGROUND_DEFAULT_SPOOFED_LOCATION,
  PLAYGROUND_DEFAULT_SUGGESTION_MODEL,
  PLAYGROUND_ENVIRONMENTS,
  PLAYGROUND_PROXY_ENDPOINT,
  PLAYGROUND_DISPATCH_ENDPOINT,
  PLAYGROUND_PROXY_ENDPOINT_MARKER,
  PLAYGROUND_REGION,
  PLAYGROUND_SIDE_PANEL_WIDTH_PX,
  PLAYGROUND_SUGGESTION_CONTEXT_PAIRS,
} from './playground.constant';
import { PLAYGROUND_LABELS, PLAYGROUND_MESSAGES } from './playground.messages';

describe('playground constants (doc 2 §9, doc 3 §9)', () => {
  it('match the spec', () => {
    expect(PLAYGROUND_CHAT_HISTORY_LIMIT).toBe(25);
    expect(PLAYGROUND_API_LOG_LIMIT).toBe(25);
    expect(PLAYGROUND_SUGGESTION_CONTEXT_PAIRS).toBe(10);
    expect(PLAYGROUND_DEFAULT_SUGGESTION_MODEL.label).toBe('Claude Instant V1');
    expect(PLAYGROUND_LOCATION_POLL_MS).toBe(60_000);
    expect(PLAYGROUND_WAIT_POLL_MS).toBe(500);
    expect(PLAYGROUND_ACTIVITY_WAIT_MS).toBe(10_000);
    expect(PLAYGROUND_SPEAK_WAIT_MS).toBe(25_000);
    expect(PLAYGROUND_SPEECH_FINISHED_WAIT_MS).toBe(30_000);
    expect(PLAYGROUND_SEND_PAUSE_MS).toBe(3_000);
    expect(PLAYGROUND_SWITCH_ENDPOINT_SETTLE_MS).toBe(5_000);
    expect(PLAYGROUND_SANITY_CHECK_WAIT_MS).toBe(10_000);
    expect(PLAYGROUND_ENVIRONMENTS).toEqual(['prod', 'gamma']);
    expect(PLAYGROUND_REGION).toBe('us-east-1');
    expect(PLAYGROUND_SIDE_PANEL_WIDTH_PX).toBe(400);
    expect(PLAYGROUND_DEFAULT_SPOOFED_LOCATION).toBe('San Jose');
  });

  it('lists every metadata type, INTENT alone as plain text', () => {
    expect(PLAYGROUND_METADATA_TYPES).toHaveLength(16);
    expect(new Set(PLAYGROUND_METADATA_TYPES).size).toBe(16);
    expect(PLAYGROUND_PLAIN_TEXT_METADATA_TYPES).toEqual(['INTENT']);
  });

  it('keeps the chosen proxy endpoint recognisable and the dispatch one not', () => {
    expect(PLAYGROUND_PROXY_ENDPOINT).toContain(PLAYGROUND_PROXY_ENDPOINT_MARKER);
    expect(PLAYGROUND_DISPATCH_ENDPOINT).not.toContain(PLAYGROUND_PROXY_ENDPOINT_MARKER);
  });
});

describe('playground messages (doc 2 §8, doc 3 §2)', () => {
  it('are verbatim', () => {
    expect(PLAYGROUND_MESSAGES.connectDevice).toBe(
      'Connect the device to OAK by clicking on the Connect button',
    );
    expect(PLAYGROUND_MESSAGES.selectDevice).toBe('Select a device to start');
    expect(PLAYGROUND_MESSAGES.accessRequired).toBe(
      'Access to Playground requires Corp access and CID allowlisted in OAK',
    );
    expect(PLAYGROUND_MESSAGES.connectionFailed).toBe('Connection to OAK failed!!!');
    expect(PLAYGROUND_MESSAGES.httpStreamError(503)).toBe('HTTP stream error! Status: 503');
    expect(PLAYGROUND_MESSAGES.waitTimeoutExceeded('speak')).toBe('Wait timeout exceeded for speak');
    expect(PLAYGROUND_MESSAGES.waitTimeoutExceeded(['play', 'stop'])).toBe(
      'Wait timeout exceeded for play, stop',
    );
    expect(PLAYGROUND_MESSAGES.cannotGetData).toBe(
      'cannot get data at this time, please retry after sometime',
    );
    expect(PLAYGROUND_MESSAGES.cannotVerifyCorpConnectivity).toBe('Cannot verify corp connectivity to OAK');
    expect(PLAYGROUND_MESSAGES.deviceAccountsUnavailable).toBe('Device accounts info unavailable');
    expect(PLAYGROUND_MESSAGES.gammaOptionAlert).toBe(
      'Use this option to connect to Alexa Gamma without devonizing the device! OAK proxy Gamma is currently not available!',
    );
  });

  it('name the panels and buttons of doc 2 §2', () => {
    expect(Object.values(PLAYGROUND_LABELS.buttons)).toEqual(
      expect.arrayContaining(['Connect', 'Disconnect', 'Suggest', 'Auto Bot']),
    );
    expect(PLAYGROUND_LABELS.panels).toMatchObject({ chat: 'Chat', apiLogs: 'API Logs' });
    expect(PLAYGROUND_LABELS.suggestionContextHint).toContain('10');
  });
});

describe('console-wide doc 3 §9 values', () => {
  it.each([
    ['alpha', true],
    ['beta', true],
    ['prod', false],
  ] as const)('debug logging in %s: %s', (environment, enabled) => {
    expect(isDebugLoggingEnabled(environment)).toBe(enabled);
  });

  it('names each icon once', () => {
    expect(new Set(CONSOLE_ICON_NAMES).size).toBe(CONSOLE_ICON_NAMES.length);
    expect(isConsoleIconName('angle-left-double')).toBe(true);
    expect(isConsoleIconName('status-warning')).toBe(true);
    expect(isConsoleIconName('rocket')).toBe(false);
  });
});
