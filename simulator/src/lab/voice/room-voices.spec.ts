import pino from 'pino';
import { Random } from '../../random/random';
import { type SpokenAnswer } from '../room/spoken-answer';
import { VirtualRoom } from '../room/virtual-room';
import { stubVirtualDut } from '../../testing/virtual-dut.stub';
import { ManualClock } from '../../time/clock';
import { EspeakVoice } from './espeak-voice.adapter';
import { rmsLevelDbfs } from './mic-mix.util';
import { RoomVoices, inLanguage } from './room-voices';
import { type SpeechSynthesiser } from './spoken-audio';

const T0 = Date.UTC(2025, 0, 1, 9, 0);
const NEAR_PI = { distanceM: 0.9, angleDeg: 90 };
const FAR_PI = { distanceM: 2.7, angleDeg: 90 };
const RATE = 16_000;

function setUp(synthesiser: SpeechSynthesiser = new EspeakVoice()) {
  const clock = new ManualClock(T0);
  const room = new VirtualRoom({ clock });
  const dut = stubVirtualDut();
  room.addDut(dut);
  const sut = new RoomVoices({ synthesiser, random: new Random('spec'), logger: pino({ level: 'silent' }) });
  sut.watch(room);
  sut.watch(room);
  const spoken: SpokenAnswer[] = [];
  room.onSpoken((answer) => spoken.push(answer));
  // The timer command, from the near Pi, until the DUT answers.
  while (!spoken.length) {
    room.play({
      piId: 'pi',
      locationId: '0.9m-90deg',
      kind: 'speech',
      fileName: 'timer.wav',
      transcript: 'Alexa, set a timer for 5 minutes',
      startMs: clock.advance(60_000),
      durationMs: 2500,
    });
  }
  return { sut, room, answer: spoken[0]! };
}

describe('RoomVoices', () => {
  it('gives an answer its voice, which a mic hears at its level there, by distance', async () => {
    const { sut, room, answer } = setUp();
    const window = { fromMs: answer.startMs - 1000, durationMs: 5000, sampleRate: RATE };
    const near = await sut.heardAt(room, NEAR_PI, window);
    const far = await sut.heardAt(room, FAR_PI, window);
    const said = room.spokenBetween(answer.startMs, answer.startMs + 1)[0]!;
    expect(said.durationMs).toBeGreaterThan(1000);
    expect(said.durationMs).toBeLessThan(3000);
    // Silence before the answer, then the voice.
    expect(rmsLevelDbfs(near!.subarray(0, RATE))).toBe(Number.NEGATIVE_INFINITY);
    const voiced = (mic: Float32Array) =>
      mic.subarray(RATE, RATE + Math.floor((said.durationMs! / 1000) * RATE));
    // 65 dB SPL at 1 m, 0.9 m away off the DUT's side: 64.4 dB SPL, -35.6 dBFS.
    expect(rmsLevelDbfs(voiced(near!))).toBeCloseTo(-35.6, 0);
    expect(rmsLevelDbfs(voiced(near!)) - rmsLevelDbfs(voiced(far!))).toBeCloseTo(9.54, 1);
  });

  it('hears nothing when no DUT spoke', async () => {
    const { sut, room, answer } = setUp();
    await sut.heardAt(room, NEAR_PI, { fromMs: answer.startMs, durationMs: 100, sampleRate: RATE });
    const said = room.spokenBetween(answer.startMs, answer.startMs + 1)[0]!;
    const after = { fromMs: answer.startMs + said.durationMs! + 10, durationMs: 3000, sampleRate: RATE };
    expect(await sut.heardAt(room, NEAR_PI, after)).toBeUndefined();
  });

  it('lets a DUT that cannot be given a voice say nothing', async () => {
    const { sut, room, answer } = setUp(new EspeakVoice('espeak-ng-missing'));
    const window = { fromMs: answer.startMs, durationMs: 3000, sampleRate: RATE };
    expect(await sut.heardAt(room, NEAR_PI, window)).toBeUndefined();
    expect(room.spokenBetween(answer.startMs, answer.startMs + 1)).toEqual([]);
  });
});

describe('inLanguage', () => {
  it("speaks another language with the DUT's own variant, pitch and pace", () => {
    const voice = { voice: 'en-us+f3', pitch: 50, wordsPerMinute: 170 };
    expect(inLanguage(voice, 'de')).toEqual({ voice: 'de+f3', pitch: 50, wordsPerMinute: 170 });
    expect(inLanguage(voice, undefined)).toBe(voice);
  });
});
