import { type RecordResult, recordRequestSchema } from '@oak/shared';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { rmsDbfs } from '../audio/audio-level.util';
import { encodeWav } from '../audio/wav.util';
import { RecordingUploadError } from '../recordings/recording-uploader.adapter';
import { writeFileAtomic } from '../resources/cache-file.util';
import { ActionFailure, wasStopped } from './action-errors';
import { type ActionContext, type Deadline, defineAction } from './agent-action.port';
import { ACTION_DEFAULT_TIMEOUTS_MS } from './action-timeouts.constant';

/** Recordings live in this folder of the cache; `fileName` in the answer is relative to the cache. */
export const RECORDINGS_DIR = 'recordings';
/** Older recordings are deleted beyond this many, so a Pi's card never fills up. */
export const RECORDINGS_KEPT = 100;

export type RecordAnswer = RecordResult & { stopped?: true };

/**
 * Records the reference mic into a WAV in the cache and answers with its level
 * (RMS dBFS); with `upload`, sends it to the cloud first and answers the id it
 * is stored under, by which the cloud reads it back (doc 1 §2.6).
 */
export const recordAction = defineAction({
  name: 'record',
  schema: recordRequestSchema,
  uses: ['mic'],
  stoppable: true,
  defaultTimeoutMs: ({ durationMs, upload }) =>
    durationMs +
    ACTION_DEFAULT_TIMEOUTS_MS.recordMargin +
    (upload ? ACTION_DEFAULT_TIMEOUTS_MS.recordUploadMargin : 0),
  async run(ctx, deadline): Promise<RecordAnswer> {
    const { durationMs } = ctx.payload;
    const name = ctx.payload.fileName ?? defaultRecordingName(ctx.requestId);
    ctx.state.update({ recording: true });
    let outcome;
    try {
      outcome = await ctx.audio.record({
        durationMs,
        sampleRate: ctx.config.recordSampleRate,
        signal: deadline.signal,
      });
    } finally {
      ctx.state.update({ recording: false });
    }
    const dir = path.join(ctx.config.cacheDir, RECORDINGS_DIR);
    const wav = encodeWav(outcome.samples, outcome.sampleRate);
    await writeFileAtomic(path.join(dir, name), wav);
    await pruneRecordings(dir, RECORDINGS_KEPT).catch((error: Error) =>
      ctx.logger.warn({ err: error }, 'could not prune old recordings'),
    );
    const result: RecordResult = {
      fileName: `${RECORDINGS_DIR}/${name}`,
      durationMs: Math.round((outcome.samples.length / outcome.sampleRate) * 1000),
      sampleRate: outcome.sampleRate,
      rmsDbfs: rmsDbfs(outcome.samples),
      ...(ctx.payload.upload ? { recordingId: await upload(ctx, deadline, name, wav) } : {}),
    };
    ctx.publishEvent({
      type: 'recording_ready',
      at: new Date().toISOString(),
      requestId: ctx.requestId,
      ...result,
    });
    return outcome.stopped ? { ...result, stopped: true } : result;
  },
});

/** Uploads the WAV; a failure fails the action, the file staying on the Pi. */
async function upload(
  ctx: ActionContext<{ readonly upload?: boolean }>,
  deadline: Deadline,
  name: string,
  wav: Buffer,
): Promise<string> {
  // A stopped recording is still uploaded: the stop was for the recording, not the upload.
  const signal = wasStopped(deadline.signal) ? new AbortController().signal : deadline.signal;
  try {
    return (await ctx.recordings.upload(name, wav, signal)).id;
  } catch (error) {
    if (!(error instanceof RecordingUploadError)) throw error;
    throw new ActionFailure(
      `Recording ${RECORDINGS_DIR}/${name} was kept on the Pi, not uploaded: ${error.message}`,
    );
  }
}

/** A unique, sortable name: the time, then the request id made file-safe. */
export function defaultRecordingName(requestId: string, now = new Date()): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const id = requestId.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 40);
  return `recording-${stamp}${id ? `-${id}` : ''}.wav`;
}

async function pruneRecordings(dir: string, keep: number): Promise<void> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.wav'));
  if (names.length <= keep) return;
  const dated = await Promise.all(
    names.map(async (name) => ({ name, mtime: (await stat(path.join(dir, name))).mtimeMs })),
  );
  dated.sort((a, b) => b.mtime - a.mtime);
  await Promise.all(dated.slice(keep).map(({ name }) => rm(path.join(dir, name), { force: true })));
}
