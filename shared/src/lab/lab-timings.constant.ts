/** Time-out of a lab status (state) call to a Pi, in ms (doc 1 §9). */
export const LAB_STATUS_TIMEOUT_MS = 3000;

/** How long a Pi has to acknowledge an action: the `ackTimeout` query (doc 1 §9). */
export const PI_ACK_TIMEOUT_MS = 10000;

/** How long a Pi has to finish an action such as talk: the `actionTimeout` query (doc 1 §9). */
export const PI_ACTION_TIMEOUT_MS = 10000;

/**
 * How often the Labs screen reads a lab's Pis again while one reports work
 * under way (a code update, a resource sync), to show when it ends (chosen).
 */
export const LAB_CONTROLLER_POLL_MS = 3000;

/** Time-out of an action whose return value the caller waits for (doc 2 §7, §9). */
export const PI_ACTION_WITH_RETURN_TIMEOUT_MS = 20000;

/** Default `waitForActionTime` of the generic MQTT message call (doc 1 §7, §9). */
export const MQTT_MESSAGE_DEFAULT_WAIT_MS = 50000;

/** `waitForActionTime` the console sends with its MQTT messages, the Playground's controller calls (doc 2 §7 Lab controls, §9). */
export const MQTT_MESSAGE_LAB_WAIT_MS = 10000;

/** `waitForActionTime` of the short-wait wrapper, e.g. a manifest-state query (doc 1 §7). */
export const MQTT_MESSAGE_SHORT_WAIT_MS = 5000;

/**
 * How long pink-noise playback during calibration may run (doc 2 §9: its own
 * constant, value not shown). Chosen: 30 s, ample for a level reading.
 */
const PINK_NOISE_PLAYBACK_TIMEOUT_MS = 30000;

/**
 * How long a Pi may take to fetch the pink noise file (doc 2 §9, doc 3 §9).
 * @kept as the spec's constant or rule for what it leaves open (which screen shows it, what it applies to): doc 2 §9 (calibration tool, pink noise file time-out, playground region and spoofed location), doc 3 §9 (download page, icon set), doc 3 §5 (date filter), doc 3 §3 (PC wake-word options), doc 1 §4.8 (a lab's overall sync state); docs/spec-coverage.md names them
 */
export const PINK_NOISE_FILE_TIMEOUT_MS = 120000;

/** How long a calibration plays its signal while the reference mic measures it (chosen: 5 s). */
export const CALIBRATION_MEASUREMENT_MS = 5000;

/** The ackTimeout of a calibrate call: the pink-noise playback limit (doc 2 §9). */
export const CALIBRATION_ACK_TIMEOUT_MS = PINK_NOISE_PLAYBACK_TIMEOUT_MS;

/**
 * The longest any call may wait for a Pi (chosen: 10 minutes, the longest
 * recording): a bound on ackTimeout, actionTimeout and waitForActionTime so a
 * request cannot hold a connection open indefinitely.
 */
export const PI_MAX_WAIT_MS = 600_000;
