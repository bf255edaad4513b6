import { PLUGINS } from '../catalogue/catalogue.constant';
import { type AgentAction } from '../lab/agent-actions.constant';

/** At most this many locations per sync (doc 1 §5, §9). */
export const MAX_SYNC_LOCATIONS = 5;

/** How often the resource sync panel polls, in ms (doc 1 §9). */
export const SYNC_PANEL_POLL_INTERVAL_MS = 2000;

/**
 * How often the download page refreshes, in ms (doc 3 §9).
 * @kept as the spec's constant or rule for what it leaves open (which screen shows it, what it applies to): doc 2 §9 (calibration tool, pink noise file time-out, playground region and spoofed location), doc 3 §9 (download page, icon set), doc 3 §5 (date filter), doc 3 §3 (PC wake-word options), doc 1 §4.8 (a lab's overall sync state); docs/spec-coverage.md names them
 */
export const DOWNLOAD_PAGE_REFRESH_MS = 10000;

/**
 * How often the auto-sync (lab status) socket pushes a lab's sync progress: the
 * `pushIntervalMilliseconds` its query sends (doc 1 §7: value not shown). Chosen:
 * the sync panel's 2000 ms. The socket's query itself belongs to the live sockets.
 */
export const AUTO_SYNC_PUSH_INTERVAL_MS = SYNC_PANEL_POLL_INTERVAL_MS;

/** The socket event carrying a Pi's resource sync state (doc 1 §7). */
export const PI_SYNC_SOCKET_EVENT = 'shadowStateChange';

/** The agent action and payload type of the manifest-state query (doc 1 §7). */
export const MANIFEST_STATE_ACTION = 'get_manifest_state' as const satisfies AgentAction;
export const MANIFEST_STATE_PAYLOAD_TYPE = PLUGINS.irs;
