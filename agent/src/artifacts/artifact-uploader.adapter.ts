import {
  ARTIFACT_API_PATHS,
  ARTIFACT_MESSAGES,
  ARTIFACT_UPLOAD_MAX_BYTES,
  type Artifact,
  type ArtifactContentType,
  artifactSchema,
} from '@oak/shared';
import { type JobStep } from '../actions/agent-action.port';
import { PiUploadError, type PiUploadTarget, putAsPi } from './pi-upload.util';

/** How long one artifact upload may take: 64 MiB over a slow lab network. */
export const ARTIFACT_UPLOAD_TIMEOUT_MS = 5 * 60_000;

/** An output that did not reach the cloud; the message says why, for the action's answer. */
export class ArtifactUploadError extends Error {}

export interface ArtifactUpload {
  readonly step: JobStep;
  /** Its plain file name within the step (e.g. `nmap.xml`). */
  readonly name: string;
  readonly contentType: ArtifactContentType;
  readonly body: Buffer;
}

/** Sends an action's large output to the cloud, for a job's step; the cloud answers its id. */
export interface ArtifactUploader {
  upload(artifact: ArtifactUpload, signal: AbortSignal): Promise<Artifact>;
}

export interface HttpArtifactUploaderOptions extends PiUploadTarget {
  readonly thingName: string;
}

/**
 * Uploads over HTTPS with the Pi's own credentials, as recordings go: a
 * report or a capture past the 128 KiB an MQTT message may carry.
 */
export class HttpArtifactUploader implements ArtifactUploader {
  constructor(private readonly options: HttpArtifactUploaderOptions) {}

  async upload(artifact: ArtifactUpload, signal: AbortSignal): Promise<Artifact> {
    if (artifact.body.length > ARTIFACT_UPLOAD_MAX_BYTES) {
      const size = (artifact.body.length / 1024 / 1024).toFixed(1);
      throw new ArtifactUploadError(`it holds ${size} MiB. ${ARTIFACT_MESSAGES.tooLarge}`);
    }
    const { jobId, stepKey } = artifact.step;
    let body: unknown;
    try {
      body = await putAsPi(
        this.options,
        ARTIFACT_API_PATHS.upload(this.options.thingName, jobId, stepKey, artifact.name),
        artifact.body,
        artifact.contentType,
        signal,
        ARTIFACT_UPLOAD_TIMEOUT_MS,
      );
    } catch (error) {
      if (error instanceof PiUploadError) throw new ArtifactUploadError(error.message);
      throw error;
    }
    const stored = artifactSchema.safeParse(body);
    if (!stored.success) throw new ArtifactUploadError('the cloud answered the upload with no artifact id');
    return stored.data;
  }
}
