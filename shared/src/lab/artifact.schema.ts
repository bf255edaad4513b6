import { z } from 'zod';

const segment = (value: string) => encodeURIComponent(value);

/**
 * The largest output of one action step a Pi may upload (a scan's report, a
 * packet capture): chosen at 64 MiB, room for a 20-minute capture of a
 * device's own traffic, far past the 128 KiB an MQTT message may carry.
 */
export const ARTIFACT_UPLOAD_MAX_BYTES = 64 * 1024 * 1024;

/** An artifact's name within its step: plain (no folder), so it is a URL segment and a file name. */
export const ARTIFACT_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$/;

/** The kinds of output a Pi uploads. */
export const ARTIFACT_CONTENT_TYPES = [
  'text/plain',
  'application/json',
  'application/xml',
  'application/vnd.tcpdump.pcap',
  'application/octet-stream',
] as const;
export type ArtifactContentType = (typeof ARTIFACT_CONTENT_TYPES)[number];

/**
 * Where a Pi puts an action's large output. It uploads with its own
 * credentials (HTTP Basic, as for recordings), for a step of a job its lab
 * runs; the action's answer then carries the artifact's id.
 */
export const ARTIFACT_API_PATHS = {
  /** PUT, a Pi's credentials: the bytes, with one of ARTIFACT_CONTENT_TYPES. */
  upload: (thingName: string, jobId: string, stepKey: string, name: string) =>
    `/api/agent/things/${segment(thingName)}/jobs/${segment(jobId)}/steps/${segment(stepKey)}/artifacts/${segment(name)}`,
} as const;

/** A stored artifact, as the upload answers it. */
export const artifactSchema = z.object({
  id: z.uuid(),
  thingName: z.string().min(1),
  jobId: z.string().min(1),
  stepKey: z.string().min(1),
  name: z.string().regex(ARTIFACT_NAME_PATTERN),
  contentType: z.enum(ARTIFACT_CONTENT_TYPES),
  size: z.number().int().nonnegative().max(ARTIFACT_UPLOAD_MAX_BYTES),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Artifact = z.infer<typeof artifactSchema>;

export const ARTIFACT_MESSAGES = {
  badName: 'An artifact needs a plain file name (letters, digits, . _ -)',
  badContentType: `An artifact is one of ${ARTIFACT_CONTENT_TYPES.join(', ')}`,
  tooLarge: `An artifact may be at most ${ARTIFACT_UPLOAD_MAX_BYTES / 1024 / 1024} MiB`,
  unknownJob: (jobId: string) => `Job ${jobId} does not run on this Pi's lab`,
} as const;
