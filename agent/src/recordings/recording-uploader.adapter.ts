import {
  RECORDING_API_PATHS,
  RECORDING_MESSAGES,
  RECORDING_UPLOAD_MAX_BYTES,
  type Recording,
  recordingSchema,
} from '@oak/shared';
import { PiUploadError, type PiUploadTarget, putAsPi } from '../artifacts/pi-upload.util';

/** How long one upload may take on its own (a recording that was stopped has no deadline left). */
export const RECORDING_UPLOAD_TIMEOUT_MS = 60_000;

/** A recording that did not reach the cloud; the message says why, for the answer of `record`. */
export class RecordingUploadError extends Error {}

/** Sends a recording to the cloud, which answers the id it is stored under. */
export interface RecordingUploader {
  upload(fileName: string, wav: Buffer, signal: AbortSignal): Promise<Recording>;
}

export interface HttpRecordingUploaderOptions extends PiUploadTarget {
  readonly thingName: string;
}

/**
 * Uploads over HTTPS to the cloud's recording route with the Pi's own
 * credentials (HTTP Basic, as for resource downloads): the audio cannot travel
 * in an MQTT answer, whose size the broker caps.
 */
export class HttpRecordingUploader implements RecordingUploader {
  constructor(private readonly options: HttpRecordingUploaderOptions) {}

  async upload(fileName: string, wav: Buffer, signal: AbortSignal): Promise<Recording> {
    if (wav.length > RECORDING_UPLOAD_MAX_BYTES) {
      const size = (wav.length / 1024 / 1024).toFixed(1);
      throw new RecordingUploadError(`it holds ${size} MiB. ${RECORDING_MESSAGES.tooLarge}`);
    }
    let body: unknown;
    try {
      body = await putAsPi(
        this.options,
        RECORDING_API_PATHS.upload(this.options.thingName, fileName),
        wav,
        'audio/wav',
        signal,
        RECORDING_UPLOAD_TIMEOUT_MS,
      );
    } catch (error) {
      if (error instanceof PiUploadError) throw new RecordingUploadError(error.message);
      throw error;
    }
    const stored = recordingSchema.safeParse(body);
    if (!stored.success) throw new RecordingUploadError('the cloud answered the upload with no recording id');
    return stored.data;
  }
}
