import {
  CALIBRATION_ACK_TIMEOUT_MS,
  LAB_STATUS_TIMEOUT_MS,
  MQTT_MESSAGE_SHORT_WAIT_MS,
  PI_ACK_TIMEOUT_MS,
} from '@oak/shared';

/**
 * Deadlines of requests that bring no ackTimeout. The cloud normally sends one;
 * these keep a request from running forever when it does not.
 */
export const ACTION_DEFAULT_TIMEOUTS_MS = {
  state: LAB_STATUS_TIMEOUT_MS,
  stop: PI_ACK_TIMEOUT_MS,
  /** Noise beds play for minutes; a talk without a deadline may last this long. */
  talk: 10 * 60_000,
  /** A recording's own length plus this margin to write the file. */
  recordMargin: 10_000,
  /** And this much more when it is uploaded to the cloud (20 MiB at most). */
  recordUploadMargin: 30_000,
  calibrate: CALIBRATION_ACK_TIMEOUT_MS,
  getManifestState: MQTT_MESSAGE_SHORT_WAIT_MS,
  /** `sync` and `resync` answer once the work has started; the work itself reports in the shadow. */
  sync: PI_ACK_TIMEOUT_MS,
  /** Four quick programs, and with `upload` the report sent to the cloud. */
  diagnostics: 60_000,
  /** Download, verify and install a bundle of a few MB over a lab's network. */
  update: 120_000,
} as const;
