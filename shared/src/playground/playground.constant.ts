/** The assistant environments a playground device lives in (doc 2 §3, §9). */
export const PLAYGROUND_ENVIRONMENTS = ['prod', 'gamma'] as const;
export type PlaygroundEnvironment = (typeof PLAYGROUND_ENVIRONMENTS)[number];

/**
 * The region of the device APIs (doc 2 §9).
 * @kept as the spec's constant or rule for what it leaves open (which screen shows it, what it applies to): doc 2 §9 (calibration tool, pink noise file time-out, playground region and spoofed location), doc 3 §9 (download page, icon set), doc 3 §5 (date filter), doc 3 §3 (PC wake-word options), doc 1 §4.8 (a lab's overall sync state); docs/spec-coverage.md names them
 */
export const PLAYGROUND_REGION = 'us-east-1';

/** The chat keeps its latest 25 items (doc 2 §9). */
export const PLAYGROUND_CHAT_HISTORY_LIMIT = 25;

/** The API log keeps its latest 25 messages (doc 2 §9). */
export const PLAYGROUND_API_LOG_LIMIT = 25;

/**
 * A suggestion is generated from the last 10 exchanges (doc 2 §7 stmt, §9).
 * The earlier console's interface said 5 while sending 10; OAK's text states the number it uses.
 */
export const PLAYGROUND_SUGGESTION_CONTEXT_PAIRS = 10;

/** The models a suggestion can be generated with; the id is chosen, the label is the spec's default (doc 2 §9). */
export const PLAYGROUND_SUGGESTION_MODELS = [
  { id: 'anthropic.claude-instant-v1', label: 'Claude Instant V1' },
] as const;
export const PLAYGROUND_DEFAULT_SUGGESTION_MODEL: (typeof PLAYGROUND_SUGGESTION_MODELS)[number] =
  PLAYGROUND_SUGGESTION_MODELS[0];

/** Width of the device list's side panel (doc 2 §2, doc 3 §2 and §9). */
export const PLAYGROUND_SIDE_PANEL_WIDTH_PX = 400;

/**
 * The location a device reports unless told otherwise (doc 2 §9, doc 3 §9).
 * @kept as the spec's constant or rule for what it leaves open (which screen shows it, what it applies to): doc 2 §9 (calibration tool, pink noise file time-out, playground region and spoofed location), doc 3 §9 (download page, icon set), doc 3 §5 (date filter), doc 3 §3 (PC wake-word options), doc 1 §4.8 (a lab's overall sync state); docs/spec-coverage.md names them
 */
export const PLAYGROUND_DEFAULT_SPOOFED_LOCATION = 'San Jose';

/** The utterance of 'connect and sanity' (doc 2 §4). */
export const PLAYGROUND_SANITY_UTTERANCE = 'Simon says open automation kit connected';

/**
 * The intent that proves the sanity utterance reached the assistant through
 * OAK (doc 2 §4 'an echo intent'). The spec does not name it: chosen.
 */
export const PLAYGROUND_SANITY_ECHO_INTENT = 'SimonSaysIntent';

/** An endpoint containing this marker is OAK's proxy (doc 2 §7 deviceendpoint). */
export const PLAYGROUND_PROXY_ENDPOINT_MARKER = 'avsqa';

/**
 * Endpoints a device is switched between (doc 2 §4 Connect and Disconnect).
 * The spec shows no values: chosen placeholders on a reserved example domain,
 * for a deployment to override; the proxy's contains the marker above.
 */
export const PLAYGROUND_PROXY_ENDPOINT = 'https://avsqa.proxy.oak.example.com';
export const PLAYGROUND_DISPATCH_ENDPOINT = 'https://dispatch.device-cloud.example.com';
/** The gateway a gamma device is restored to on disconnect; chosen like the two above. */
export const PLAYGROUND_GAMMA_GATEWAY = 'https://gamma.device-cloud.example.com';

/** Name of the exported conversation (doc 2 §9). */
export const PLAYGROUND_EXPORT_FILE_NAME = 'exported.feature';

/** The input a suggestion starts from when the conversation has none (doc 2 §9). */
export const PLAYGROUND_SUGGESTION_DEFAULT_INPUT = "let's chat";

/** Statuses of a device-location lookup that are expected and never reported (doc 2 §4). */
export const PLAYGROUND_SILENT_LOCATION_STATUSES = [404, 409] as const;

/** Where a device's location is looked up, in order (doc 2 §4: prod endpoint first, then gamma). */
export const PLAYGROUND_LOCATION_LOOKUP_ORDER: readonly PlaygroundEnvironment[] = ['prod', 'gamma'];
