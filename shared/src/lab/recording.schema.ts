import { z } from 'zod';
import { RECORDING_FILE_NAME_PATTERN } from './agent-protocol.schema';

const segment = (value: string) => encodeURIComponent(value);

/** The sample rate a Pi records at unless configured otherwise (agent `recordSampleRate`). */
export const RECORDING_DEFAULT_SAMPLE_RATE = 16_000;

/**
 * The largest recording a Pi may upload: 20 MiB holds the longest recording
 * `record` makes (AGENT_MAX_RECORD_MS, 10 minutes) at the default 16 kHz,
 * 16-bit mono (19.2 MB). A recording made at a higher rate that does not fit
 * stays on the Pi, and `record` says why.
 */
export const RECORDING_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

/** How long the cloud keeps an uploaded recording (chosen: 7 days, far longer than a run needs it). */
export const RECORDING_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/** How many recordings of one Pi the cloud keeps, newest first: as many as the Pi keeps itself. */
export const RECORDINGS_KEPT_PER_PI = 100;

/**
 * Where recordings go. A Pi uploads with its own credentials (HTTP Basic: its
 * thing name and the password registration issued, as for resource files);
 * a signed-in user of the lab's company reads one back by id.
 */
export const RECORDING_API_PATHS = {
  /** PUT, a Pi's credentials: the WAV bytes of one of its recordings (body `audio/wav`). */
  upload: (thingName: string, fileName: string) =>
    `/api/agent/things/${segment(thingName)}/recordings/${segment(fileName)}`,
  /** GET, a signed-in user: the WAV. */
  recording: (id: string) => `/api/recordings/${segment(id)}`,
} as const;

/** A stored recording, as the upload answers it. */
export const recordingSchema = z.object({
  id: z.uuid(),
  thingName: z.string().min(1),
  fileName: z.string().regex(RECORDING_FILE_NAME_PATTERN),
  size: z.number().int().positive().max(RECORDING_UPLOAD_MAX_BYTES),
  durationMs: z.number().nonnegative(),
  sampleRate: z.number().int().positive(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Recording = z.infer<typeof recordingSchema>;

export const RECORDING_MESSAGES = {
  unauthorized: 'Recordings are uploaded with the Pi’s own credentials',
  otherPi: (thingName: string) => `These credentials are not those of Pi ${thingName}`,
  badFileName: 'The recording needs a plain .wav file name',
  notWav: (reason: string) => `The recording is not a PCM WAV file: ${reason}`,
  tooLarge: `A recording may be at most ${RECORDING_UPLOAD_MAX_BYTES / 1024 / 1024} MiB`,
  notFound: 'Recording not found',
} as const;
