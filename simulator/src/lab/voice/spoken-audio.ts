/** Mono speech as floats in [-1, 1]. */
export interface SpokenAudio {
  readonly samples: Float32Array;
  readonly sampleRate: number;
}

/** How a voice speaks: espeak-ng's voice and variant, pitch (0-99) and words per minute. */
export interface VoiceChoice {
  readonly voice: string;
  readonly pitch: number;
  readonly wordsPerMinute: number;
}

/** Gives text a voice: the synthesiser port (espeak-ng in the virtual lab). */
export interface SpeechSynthesiser {
  speak(text: string, voice: VoiceChoice): Promise<SpokenAudio>;
}

export function spokenDurationMs(audio: SpokenAudio): number {
  return (audio.samples.length / audio.sampleRate) * 1000;
}
