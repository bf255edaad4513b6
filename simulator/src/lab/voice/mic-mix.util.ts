import { type SpokenAudio } from './spoken-audio';

/** One voice as a mic hears it: its audio, when it starts (simulated ms) and its RMS level there (dBFS). */
export interface VoiceAtMic {
  readonly audio: SpokenAudio;
  readonly startMs: number;
  readonly levelDbfs: number;
}

export interface MicWindow {
  readonly fromMs: number;
  readonly durationMs: number;
  readonly sampleRate: number;
}

/** The RMS of samples in dBFS; -Infinity for none or silence. */
export function rmsLevelDbfs(samples: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < samples.length; i++) sum += samples[i]! * samples[i]!;
  return samples.length ? 10 * Math.log10(sum / samples.length) : Number.NEGATIVE_INFINITY;
}

/**
 * What a mic records of `voices` over a window: each voice scaled so that its
 * RMS over its length is its level at the mic (the room model's levels are
 * equivalent levels over the speech), placed at its start and resampled to
 * the mic's rate by linear interpolation. Voices add up.
 */
export function mixVoicesAtMic(voices: readonly VoiceAtMic[], window: MicWindow): Float32Array {
  const count = Math.max(0, Math.round((window.durationMs / 1000) * window.sampleRate));
  const mic = new Float32Array(count);
  for (const { audio, startMs, levelDbfs } of voices) {
    const ownLevel = rmsLevelDbfs(audio.samples);
    if (!Number.isFinite(ownLevel) || !Number.isFinite(levelDbfs)) continue;
    const gain = 10 ** ((levelDbfs - ownLevel) / 20);
    // Source samples per mic sample, and where the voice is at the window's first sample.
    const step = audio.sampleRate / window.sampleRate;
    const offset = ((window.fromMs - startMs) / 1000) * audio.sampleRate;
    const first = Math.max(0, Math.ceil(-offset / step));
    const last = audio.samples.length - 1;
    for (let i = first; i < count; i++) {
      const position = offset + i * step;
      const index = Math.floor(position);
      if (index >= last) break;
      const fraction = position - index;
      const value = audio.samples[index]! * (1 - fraction) + audio.samples[index + 1]! * fraction;
      mic[i] = mic[i]! + value * gain;
    }
  }
  return mic;
}
