import {
  RECORDING_API_PATHS,
  RECORDING_MESSAGES,
  RECORDING_UPLOAD_MAX_BYTES,
  type Recording,
  recordingSchema,
} from '@oak/shared';

/** How long one upload may take on its own (a recording that was stopped has no deadline left). */
export const RECORDING_UPLOAD_TIMEOUT_MS = 60_000;

/** A recording that did not reach the cloud; the message says why, for the answer of `record`. */
export class RecordingUploadError extends Error {}

/** Sends a recording to the cloud, which answers the id it is stored under. */
export interface RecordingUploader {
  upload(fileName: string, wav: Buffer, signal: AbortSignal): Promise<Recording>;
}

export interface HttpRecordingUploaderOptions {
  readonly cloudUrl: string;
  readonly thingName: string;
  /** The Pi's login, as registration issued it (the MQTT credentials). */
  readonly username: string;
  readonly password: string | undefined;
  readonly fetch: typeof fetch;
}

/**
 * Uploads over HTTPS to the cloud's recording route with the Pi's own
 * credentials (HTTP Basic, as for resource downloads): the audio cannot travel
 * in an MQTT answer, whose size the broker caps.
 */
export class HttpRecordingUploader implements RecordingUploader {
  constructor(private readonly options: HttpRecordingUploaderOptions) {}

  async upload(fileName: string, wav: Buffer, signal: AbortSignal): Promise<Recording> {
    const { cloudUrl, thingName, username, password } = this.options;
    if (wav.length > RECORDING_UPLOAD_MAX_BYTES) {
      const size = (wav.length / 1024 / 1024).toFixed(1);
      throw new RecordingUploadError(`it holds ${size} MiB. ${RECORDING_MESSAGES.tooLarge}`);
    }
    if (password === undefined)
      throw new RecordingUploadError('this Pi has no credentials to upload with (register it first)');
    let response: Response;
    try {
      response = await this.options.fetch(
        new URL(RECORDING_API_PATHS.upload(thingName, fileName), cloudUrl),
        {
          method: 'PUT',
          headers: {
            Authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`,
            'Content-Type': 'audio/wav',
          },
          body: wav,
          signal: AbortSignal.any([signal, AbortSignal.timeout(RECORDING_UPLOAD_TIMEOUT_MS)]),
        },
      );
    } catch (error) {
      throw new RecordingUploadError(`the cloud could not be reached: ${reasonOf(error)}`);
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const message = (body as { message?: unknown } | undefined)?.message;
      throw new RecordingUploadError(
        `the cloud refused it (${response.status}${typeof message === 'string' ? `: ${message}` : ''})`,
      );
    }
    const stored = recordingSchema.safeParse(body);
    if (!stored.success) throw new RecordingUploadError('the cloud answered the upload with no recording id');
    return stored.data;
  }
}

function reasonOf(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'timed out';
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}
