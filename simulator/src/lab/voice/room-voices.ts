import { type Logger } from 'pino';
import { type Random } from '../../random/random';
import { type RoomPosition } from '../room/acoustics.util';
import { micLevelDbfs, type SpokenAnswer, spokenLevelAtDb } from '../room/spoken-answer';
import { type VirtualRoom } from '../room/virtual-room';
import { dutVoiceOf } from './dut-voice.util';
import { type MicWindow, mixVoicesAtMic } from './mic-mix.util';
import { type SpeechSynthesiser, type SpokenAudio, spokenDurationMs, type VoiceChoice } from './spoken-audio';

/** Voices kept per room for the answers it may still be asked about; older ones go first. */
const VOICES_KEPT = 256;

export interface RoomVoicesOptions {
  readonly synthesiser: SpeechSynthesiser;
  /** Each DUT's voice is drawn from a stream forked off this one by its DSN. */
  readonly random: Random;
  readonly logger: Logger;
}

/**
 * The DUTs' voices in the virtual rooms: each answer a DUT says is given its
 * voice as soon as it is said (the answer then lasts as long as its audio),
 * and a Pi's reference mic is told what it heard of them.
 */
export class RoomVoices {
  /**
   * By room, by answer id (ids are the room's own): each answer's voice, made
   * the first time a recording asks for it. Synthesis costs a process per
   * answer, so answers no mic records (most of them, in a lab running
   * thousands of times faster than real time) are never voiced.
   */
  private readonly voices = new Map<VirtualRoom, Map<string, () => Promise<SpokenAudio | undefined>>>();
  private readonly voiceOfDut = new Map<string, VoiceChoice>();

  constructor(private readonly options: RoomVoicesOptions) {}

  /** Gives a voice to what the DUTs of `room` say from now on. */
  watch(room: VirtualRoom): void {
    if (this.voices.has(room)) return;
    this.voices.set(room, new Map());
    room.onSpoken((answer) => this.giveVoice(room, answer));
  }

  /**
   * What a mic at `position` of `room` heard of the DUTs over `window`;
   * undefined when none of them said anything then.
   */
  async heardAt(
    room: VirtualRoom,
    position: RoomPosition,
    window: MicWindow,
  ): Promise<Float32Array | undefined> {
    const answers = room.spokenBetween(window.fromMs, window.fromMs + window.durationMs);
    if (!answers.length) return undefined;
    const voices = [];
    for (const answer of answers) {
      const audio = await this.voices.get(room)?.get(answer.id)?.();
      if (audio)
        voices.push({
          audio,
          startMs: answer.startMs,
          levelDbfs: micLevelDbfs(spokenLevelAtDb(answer, position)),
        });
    }
    return voices.length ? mixVoicesAtMic(voices, window) : undefined;
  }

  private giveVoice(room: VirtualRoom, answer: SpokenAnswer): void {
    const voice = inLanguage(this.voiceOf(answer.dsn), answer.voice);
    let spoken: Promise<SpokenAudio | undefined> | undefined;
    const speak = () => (spoken ??= this.synthesise(room, answer, voice));
    const ofRoom = this.voices.get(room)!;
    ofRoom.set(answer.id, speak);
    if (ofRoom.size > VOICES_KEPT) ofRoom.delete(ofRoom.keys().next().value!);
  }

  private synthesise(
    room: VirtualRoom,
    answer: SpokenAnswer,
    voice: VoiceChoice,
  ): Promise<SpokenAudio | undefined> {
    return this.options.synthesiser.speak(answer.text, voice).then(
      (audio) => {
        room.setSpokenDuration(answer.id, spokenDurationMs(audio));
        return audio;
      },
      (error: Error) => {
        // A device that cannot be given a voice says nothing, rather than stopping the lab.
        this.options.logger.warn({ err: error, dsn: answer.dsn }, 'A virtual DUT could not say its answer');
        room.setSpokenDuration(answer.id, 0);
        return undefined;
      },
    );
  }

  private voiceOf(dsn: string): VoiceChoice {
    let voice = this.voiceOfDut.get(dsn);
    if (!voice) {
      voice = dutVoiceOf(this.options.random.fork(`voice/${dsn}`));
      this.voiceOfDut.set(dsn, voice);
    }
    return voice;
  }
}

/** A DUT's voice speaking another language: the same variant, pitch and pace, that language's espeak-ng voice. */
export function inLanguage(voice: VoiceChoice, language: string | undefined): VoiceChoice {
  if (!language) return voice;
  const [, variant] = voice.voice.split('+');
  return { ...voice, voice: variant ? `${language}+${variant}` : language };
}
