/** Volume of a talk call unless told otherwise (doc 1 §9, doc 2 §7). */
export const TALK_DEFAULT_VOLUME = 100;

/**
 * The mixer control a Pi plays through (doc 1 §7 'the Pi control name'; value
 * not shown). Chosen: 'PCM', the Pi's on-board audio control.
 */
export const PI_DEFAULT_CONTROL_NAME = 'PCM';

/**
 * The mixer control of a Pi with a hi-fi DAC board (doc 2 §7; value not shown).
 * Chosen: 'Digital', the volume control such DAC boards expose.
 */
export const PI_HIFI_CONTROL_NAME = 'Digital';

/** A Pi whose name holds this marker has a hi-fi DAC (doc 2 §7). */
export const PI_WITH_DAC_MARKER = 'WITHDAC';

/** The thingStatus a reachable Pi reports (doc 1 §7 'online when it contains ONLINE'). */
export const THING_STATUS_ONLINE = 'ONLINE';

/** The thingStatus of a Pi whose agent is not connected: the ping's answer without asking the Pi. */
export const THING_STATUS_OFFLINE = 'OFFLINE';
