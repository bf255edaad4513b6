/** Every timing of the playground (doc 2 §4, §7, §9). */

/** The device location refreshes every 60 s (doc 2 §4). */
export const PLAYGROUND_LOCATION_POLL_MS = 60_000;

/** How often a wait looks again for the activity it waits for (doc 2 §9). */
export const PLAYGROUND_WAIT_POLL_MS = 500;

/** Wait for each of recognise, stop-capture, speak, play and stop (doc 2 §9). */
export const PLAYGROUND_ACTIVITY_WAIT_MS = 10_000;

/** Wait for the assistant's speech once the device has processed the utterance (doc 2 §9). */
export const PLAYGROUND_SPEAK_WAIT_MS = 25_000;

/** Soft wait for the end of the assistant's speech: on time-out the exchange goes on (doc 2 §9). */
export const PLAYGROUND_SPEECH_FINISHED_WAIT_MS = 30_000;

/** Pause before sending while a previous exchange is in flight, and before an Auto Bot send (doc 2 §4, §9). */
export const PLAYGROUND_SEND_PAUSE_MS = 3_000;

/** Pause after switching the endpoint, before it is read again (doc 2 §7, §9). */
export const PLAYGROUND_SWITCH_ENDPOINT_SETTLE_MS = 5_000;

/** How long 'connect and sanity' waits for the echo intent (doc 2 §4, §9). */
export const PLAYGROUND_SANITY_CHECK_WAIT_MS = 10_000;

/** The activity-items window after an utterance, in seconds: 7 for a chat item, 10 for the sanity check (doc 2 §7). */
export const PLAYGROUND_CHAT_ACTIVITY_WINDOW_S = 7;
export const PLAYGROUND_SANITY_ACTIVITY_WINDOW_S = 10;

/** activityitems asks for one item (doc 2 §7). */
export const PLAYGROUND_ACTIVITY_ITEMS_LIMIT = 1;
