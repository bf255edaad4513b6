/**
 * The broker's limits, in the manner of AWS IoT Core (a message of at most
 * 128 KB, a bounded shadow document, a bounded number of retained messages)
 * and Mosquitto (max_packet_size checked from the fixed header before the
 * body is read). Each is the default of the cloud variable named beside it.
 */

const KIB = 1024;
const MIB = 1024 * KIB;

/** MQTT_MAX_PUBLISH_BYTES: the payload of one publish by a Pi (AWS IoT Core's 128 KB). */
export const MQTT_DEFAULT_MAX_PUBLISH_BYTES = 128 * KIB;

/** MQTT_MAX_PACKET_BYTES: one packet of a Pi, as announced by its fixed header: a publish, its topic and header. */
export const MQTT_DEFAULT_MAX_PACKET_BYTES = MQTT_DEFAULT_MAX_PUBLISH_BYTES + 4 * KIB;

/**
 * MQTT_MAX_CONNECT_BYTES: the CONNECT packet, the only one read before the
 * client is authenticated (client id, user name, password and will fit in far less).
 */
export const MQTT_DEFAULT_MAX_CONNECT_BYTES = 16 * KIB;

/**
 * MQTT_MAX_SERVICE_PACKET_BYTES: one packet of the cloud's own connection; a
 * desired shadow lists every resource file a Pi is to hold, so it outgrows a Pi's.
 */
export const MQTT_DEFAULT_MAX_SERVICE_PACKET_BYTES = 16 * MIB;

/**
 * MQTT_MAX_SHADOW_BYTES: a Pi's reported shadow document. An agent's report is
 * a few hundred bytes plus at most 20 failed file names; AWS IoT allows 8 KB.
 */
export const MQTT_DEFAULT_MAX_SHADOW_BYTES = 16 * KIB;

/** MQTT_MAX_RETAINED_PER_PI: topics under one Pi's prefix holding a retained message (an agent uses three). */
export const MQTT_DEFAULT_MAX_RETAINED_PER_PI = 8;

/** MQTT_MAX_CONNECTIONS_PER_IP: open connections from one address (a lab's Pis may share one behind NAT). */
export const MQTT_DEFAULT_MAX_CONNECTIONS_PER_IP = 200;

/** MQTT_CONNECTS_PER_IP_PER_MINUTE: new connections one address may open per minute. */
export const MQTT_DEFAULT_CONNECTS_PER_IP_PER_MINUTE = 300;

/** MQTT_MAX_PENDING_CONNECTIONS: connections, from every address together, not yet authenticated. */
export const MQTT_DEFAULT_MAX_PENDING_CONNECTIONS = 1000;

/** MQTT_CONNECT_TIMEOUT_SECONDS: how long a new connection may take to send its CONNECT and be authenticated. */
export const MQTT_DEFAULT_CONNECT_TIMEOUT_SECONDS = 10;

/** MQTT_AUTH_RATE_LIMIT_PER_MINUTE: calls to the external broker's auth backend per source address. */
export const MQTT_DEFAULT_AUTH_RATE_LIMIT_PER_MINUTE = 6000;
