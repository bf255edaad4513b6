import {
  type AgentCalibrateRequest,
  CALIBRATION_MEASUREMENT_MS,
  type CalibrationMeasurement,
  PI_DEFAULT_CONTROL_NAME,
  agentCalibrateRequestSchema,
  calibrationPromptFileNames,
} from '@oak/shared';
import { rmsDbfs } from '../audio/audio-level.util';
import { cacheFilePath, fileExists } from '../resources/cache-file.util';
import { ActionFailure, wasStopped } from './action-errors';
import { type ActionContext, type Deadline, defineAction } from './agent-action.port';
import { ACTION_DEFAULT_TIMEOUTS_MS } from './action-timeouts.constant';
import { ensurePinkNoiseFile } from './pink-noise-file.util';

/**
 * Measures what the reference mic hears. Pink noise: the Pi plays it while the
 * mic records for CALIBRATION_MEASUREMENT_MS. DUT calibrations: the Pi plays
 * the cached prompt that asks the device, then records its answer.
 */
export const calibrateAction = defineAction({
  name: 'calibrate',
  schema: agentCalibrateRequestSchema,
  uses: ['speaker', 'mic'],
  stoppable: true,
  defaultTimeoutMs: () => ACTION_DEFAULT_TIMEOUTS_MS.calibrate,
  async run(ctx, deadline): Promise<CalibrationMeasurement> {
    const { option, volume } = ctx.payload;
    const controlName = ctx.payload.controlName ?? PI_DEFAULT_CONTROL_NAME;
    const prompt = option === 'pink_noise' ? undefined : await findPrompt(ctx.config.cacheDir, ctx.payload);
    const file = prompt ?? (await ensurePinkNoiseFile(ctx.config.cacheDir));
    if (volume !== undefined) await ctx.audio.setVolume(controlName, volume);
    ctx.state.update({ calibrating: option });
    try {
      const samples = prompt
        ? await promptThenListen(ctx, deadline, file, controlName)
        : await listenWhilePlaying(ctx, deadline, file, controlName);
      if (wasStopped(deadline.signal)) throw new ActionFailure('Calibration was stopped');
      const measurement: CalibrationMeasurement = {
        option,
        rmsDbfs: rmsDbfs(samples),
        durationMs: Math.round((samples.length / ctx.config.recordSampleRate) * 1000),
      };
      ctx.state.update({
        lastCalibration: { option, rmsDbfs: measurement.rmsDbfs, at: new Date().toISOString() },
      });
      return measurement;
    } finally {
      ctx.state.update({ calibrating: null });
    }
  },
});

async function findPrompt(cacheDir: string, request: AgentCalibrateRequest): Promise<string> {
  const names = calibrationPromptFileNames(request.option, request.locale);
  for (const name of names) {
    const file = cacheFilePath(cacheDir, name);
    if (await fileExists(file)) return file;
  }
  throw new ActionFailure(
    `Calibration prompt not found in the cache: ${names.join(' or ')}. Sync the calibration resources to this Pi first.`,
  );
}

/** Plays the signal and records while it plays; the playback stops when the measurement is done. */
async function listenWhilePlaying(
  ctx: ActionContext<AgentCalibrateRequest>,
  deadline: Deadline,
  file: string,
  controlName: string,
): Promise<Int16Array> {
  const playback = new AbortController();
  const forward = () => playback.abort(deadline.signal.reason);
  deadline.signal.addEventListener('abort', forward, { once: true });
  let started!: () => void;
  const playing = new Promise<void>((resolve) => (started = resolve));
  const played = ctx.audio.play(file, { controlName, signal: playback.signal, onStarted: started });
  try {
    // Measure only once sound comes out; a playback that fails first fails the calibration.
    await Promise.race([playing, played]);
    const recorded = await ctx.audio.record({
      durationMs: CALIBRATION_MEASUREMENT_MS,
      sampleRate: ctx.config.recordSampleRate,
      signal: deadline.signal,
    });
    return recorded.samples;
  } finally {
    playback.abort();
    deadline.signal.removeEventListener('abort', forward);
    await played.catch(() => undefined);
  }
}

async function promptThenListen(
  ctx: ActionContext<AgentCalibrateRequest>,
  deadline: Deadline,
  file: string,
  controlName: string,
): Promise<Int16Array> {
  await ctx.audio.play(file, { controlName, signal: deadline.signal });
  if (deadline.signal.aborted) return new Int16Array(0);
  const recorded = await ctx.audio.record({
    durationMs: CALIBRATION_MEASUREMENT_MS,
    sampleRate: ctx.config.recordSampleRate,
    signal: deadline.signal,
  });
  return recorded.samples;
}
