import { PLAYGROUND_SUGGESTION_CONTEXT_PAIRS } from './playground.constant';

/** Texts and errors of the playground (doc 2 §2, §4, §8; doc 3 §2, §8), verbatim. */
export const PLAYGROUND_MESSAGES = {
  connectDevice: 'Connect the device to OAK by clicking on the Connect button',
  selectDevice: 'Select a device to start',
  accessRequired: 'Access to Playground requires Corp access and CID allowlisted in OAK',
  connectionFailed: 'Connection to OAK failed!!!',
  httpStreamError: (status: number) => `HTTP stream error! Status: ${status}`,
  waitTimeoutExceeded: (events: string | readonly string[]) =>
    `Wait timeout exceeded for ${typeof events === 'string' ? events : events.join(', ')}`,
  cannotGetData: 'cannot get data at this time, please retry after sometime',
  cannotVerifyCorpConnectivity: 'Cannot verify corp connectivity to OAK',
  deviceAccountsUnavailable: 'Device accounts info unavailable',
  gammaOptionAlert:
    'Use this option to connect to Alexa Gamma without devonizing the device! OAK proxy Gamma is currently not available!',
  /** Chosen: the log line of a failed export, which is only logged (doc 2 §8). */
  exportFailed: 'Failed to export the conversation',
  /** Chosen: an utterance without a word is marked invalid (doc 2 §5); the spec shows no text. */
  utteranceInvalid: 'Enter at least one word',
} as const;

/** Labels of the playground (doc 2 §2). Panel and button names are the spec's; the rest is chosen. */
export const PLAYGROUND_LABELS = {
  deviceList: { title: 'Devices', name: 'Device', status: 'Status' },
  panels: { chat: 'Chat', apiLogs: 'API Logs', metadata: 'Metadata', suggestions: 'Suggestions' },
  buttons: {
    connect: 'Connect',
    disconnect: 'Disconnect',
    suggest: 'Suggest',
    autoBot: 'Auto Bot',
    export: 'Export',
    send: 'Send',
    /** Chosen: reads the devices' status and location again now (doc 2 §4 'on demand'). */
    refresh: 'Refresh',
  },
  connectionStatus: { offline: 'Offline', online: 'Online', connected: 'Connected to OAK' },
  suggestionContextHint: `Suggestions use the last ${PLAYGROUND_SUGGESTION_CONTEXT_PAIRS} exchanges as context`,
  utterancePlaceholder: 'Type an utterance and press Enter',
  /** Chosen: the chat's input, its list and a note while a device is not connected. */
  chat: { input: 'Utterance', history: 'Conversation', notConnected: 'Connect the device to chat with it' },
  /** Chosen: the API Logs panel's list and its empty state (doc 2 §2, §9: the latest 25). */
  apiLogs: { list: 'Events and directives', empty: 'No events or directives yet' },
  /**
   * Chosen: the Alexa environment the picked device connects to (doc 2 §3 a
   * device's env is prod or gamma; §4 Connect sends a gamma device a
   * gateway directive; §8 the gamma option's alert).
   */
  environment: { label: 'Alexa environment', options: { prod: 'Prod', gamma: 'Gamma' } },
  /** Chosen: the picked device's account as deviceaccounts reads it (doc 2 §3, §7: CustomerId and RegisteredDevices). */
  deviceAccounts: {
    title: 'Device account',
    customerId: 'Customer ID',
    registeredDevices: 'Registered devices',
  },
  /** Chosen: the metadata viewer's picker and hints (doc 2 §2, §7). */
  metadata: {
    open: 'Metadata',
    type: 'Metadata type',
    pickUtterance: 'Pick an answered utterance to see its metadata',
    unavailable: 'No metadata for this utterance',
  },
} as const;

/**
 * Chosen: the Playground's debug log lines, written to the browser's console
 * only where debug logging is on (doc 3 §9: off in production); the spec
 * shows none of them.
 */
export const PLAYGROUND_DEBUG_MESSAGES = {
  prefix: '[playground]',
  accessChecked: (dsn: string) => `connectivity check of ${dsn}`,
  connectStepFailed: (dsn: string, step: string) => `Connect of ${dsn} failed at ${step}`,
  liveMessage: (dsn: string) => `live interaction of ${dsn}`,
} as const;
