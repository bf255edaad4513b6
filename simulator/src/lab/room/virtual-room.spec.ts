import { stubVirtualDut } from '../../testing/virtual-dut.stub';
import { ManualClock } from '../../time/clock';
import { DUT_SPEECH_LEVEL_AT_1M_DB, ROOM_NOISE_FLOOR_DB } from './acoustics.constant';
import { type SpokenAnswer, SPOKEN_ANSWER_MEMORY_MS, micLevelDbfs, spokenLevelAtDb } from './spoken-answer';
import { NOISE_ACOUSTICS } from './noise-acoustics.constant';
import { VirtualRoom } from './virtual-room';

const T0 = Date.UTC(2025, 0, 1, 9, 0);
const HOUR = 3_600_000;

function setUp() {
  const clock = new ManualClock(T0);
  const sut = new VirtualRoom({ clock });
  const near = stubVirtualDut({ dsn: 'NEAR0001' });
  const aside = stubVirtualDut({ dsn: 'ASIDE0001', position: { offsetXM: 0, offsetYM: -1, facingDeg: 0 } });
  sut.addDut(near);
  sut.addDut(aside);
  return { clock, sut, near, aside };
}

const speech = { piId: 'pi-1', kind: 'speech', fileName: 'en_US_timer.wav', durationMs: 2500 } as const;
const pink = {
  piId: 'pi-2',
  locationId: '1.8m-135deg',
  kind: 'noise',
  noiseType: 'PINK',
  fileName: 'pink.wav',
} as const;

describe('VirtualRoom', () => {
  it('carries speech to every DUT, each at its own level and SNR', () => {
    const { sut } = setUp();
    const { playback, answers } = sut.play({
      ...speech,
      locationId: '0.9m-90deg',
      transcript: 'Alexa, set a timer for 5 minutes',
    });
    expect(playback).toMatchObject({
      id: 'speech-000001',
      startMs: T0,
      levelAt1mDb: 75,
      position: { distanceM: 0.9, angleDeg: 90 },
    });
    expect(answers.map((answer) => answer.dsn)).toEqual(['NEAR0001', 'ASIDE0001']);
    const [near, aside] = answers.map((answer) => answer.conditions);
    expect(near.speechLevelDb).toBeCloseTo(74.42, 2);
    expect(near.noiseLevelDb).toBeCloseTo(ROOM_NOISE_FLOOR_DB);
    expect(near.snrDb).toBeCloseTo(44.42, 2);
    // The second DUT stands 1 m further from a speaker on the other side.
    expect(aside.speechLevelDb).toBeLessThan(near.speechLevelDb - 5);
    expect(answers[0].answer?.intent).toBe('SetTimerIntent');
  });

  it("masks speech with the DUT's own media once it is asked to play, until it is asked to stop", () => {
    const { sut, near } = setUp();
    const say = (transcript: string, startMs: number) =>
      sut.play({ ...speech, locationId: '0.9m-90deg', transcript, startMs }).answers[0];
    const play = say('Alexa, play some music', T0);
    expect(play.answer?.intent).toBe('PlayMusicIntent');
    expect(near.playingMediaAt(T0 + 2000)).toBe(false);
    expect(near.playingMediaAt(T0 + 10_000)).toBe(true);
    // Its media's echo, 55 dB at its microphones, over the 30 dB room floor.
    const during = say('Alexa, what time is it', T0 + 10_000);
    expect(during.conditions.noiseLevelDb).toBeCloseTo(55.01, 2);
    expect(during.conditions.snrDb).toBeCloseTo(19.41, 1);
    expect(say('Alexa, stop', T0 + 30_000).answer?.intent).toBe('StopIntent');
    expect(say('Alexa, what time is it', T0 + 40_000).conditions.noiseLevelDb).toBeCloseTo(
      ROOM_NOISE_FLOOR_DB,
    );
    expect(near.playingMediaAt(T0 + 40_000)).toBe(false);
  });

  it('masks speech with the noise playing, by noise type, scaled by volume', () => {
    const { sut } = setUp();
    sut.play({ ...pink, durationMs: HOUR });
    const inPink = sut.play({ ...speech, locationId: '2.7m-90deg', startMs: T0 + 1000 }).answers[0]
      .conditions;
    expect(inPink.noiseLevelDb).toBeCloseTo(70, 2);
    expect(inPink.snrDb).toBeCloseTo(-5.13, 1);

    const { sut: pubRoom } = setUp();
    pubRoom.play({ ...pink, noiseType: 'PUB', volume: 50, durationMs: HOUR });
    const inPub = pubRoom.play({ ...speech, locationId: '2.7m-90deg', startMs: T0 + 1000 }).answers[0]
      .conditions;
    expect(inPub.noiseLevelDb).toBeCloseTo(70 - 6.02 + NOISE_ACOUSTICS.PUB.maskingDb, 1);
  });

  it("adds a running fan's noise to what every DUT hears, from beside the noise Pi, and none once stopped (issue 29)", () => {
    const clock = new ManualClock(T0);
    const sut = new VirtualRoom({ clock, fan: { position: { distanceM: 1.8, angleDeg: 135 }, on: true } });
    sut.addDut(stubVirtualDut({ dsn: 'NEAR0001' }));
    const heard = (startMs: number) =>
      sut.play({ ...speech, locationId: '0.9m-90deg', startMs }).answers[0].conditions;
    expect(sut.fan).toEqual({ on: true });
    // 50 dB at 1 m, 1.8 m away behind the DUT's side (5.1 dB by distance, 2.56 dB by angle): 42.3 dB, over the 30 dB floor.
    const withFan = heard(T0);
    expect(withFan.noiseLevelDb).toBeCloseTo(42.57, 1);
    expect(withFan.snrDb).toBeCloseTo(74.42 - 42.57, 1);
    // Noise-only time too: what a DUT idles in.
    expect(sut.noiseSegments({ offsetXM: 0, offsetYM: 0, facingDeg: 0 }, T0 + 5000, T0 + 6000)).toEqual([
      expect.objectContaining({ noiseLevelDb: expect.closeTo(42.33, 1), falseWakeWeight: 0.1 }),
    ]);
    clock.advance(10_000);
    sut.setFanOn(false);
    expect(sut.fan).toEqual({ on: false });
    expect(heard(T0 + 10_000).noiseLevelDb).toBeCloseTo(ROOM_NOISE_FLOOR_DB);
    // A room without a fan has none to start.
    expect(setUp().sut.fan).toBeUndefined();
    expect(() => setUp().sut.setFanOn(true)).toThrow('This room has no fan');
  });

  it('counts noise covering half the speech with half its power', () => {
    const { sut } = setUp();
    sut.play({ ...pink, durationMs: 1250 });
    const conditions = sut.play({ ...speech, locationId: '0.9m-30deg' }).answers[0].conditions;
    expect(conditions.noiseLevelDb).toBeCloseTo(70 - 3.01, 1);
  });

  it('plays silence as nothing', () => {
    const { sut } = setUp();
    sut.play({ ...pink, noiseType: 'SILENCE', durationMs: HOUR });
    expect(sut.play({ ...speech, locationId: '0.9m-30deg' }).answers[0].conditions.noiseLevelDb).toBeCloseTo(
      30,
    );
  });

  it('stops what a Pi plays', () => {
    const { sut, clock } = setUp();
    sut.play({ ...pink, durationMs: HOUR });
    clock.advance(60_000);
    expect(sut.playingAt(clock.now())).toHaveLength(1);
    expect(sut.stop('pi-2')).toEqual([expect.objectContaining({ durationMs: 60_000 })]);
    expect(sut.playingAt(clock.now())).toEqual([]);
    expect(sut.stop('pi-2')).toEqual([]);
  });

  it('cuts noise-only time into segments of constant noise, leaving out speech', () => {
    const { sut, near } = setUp();
    sut.play({ ...pink, durationMs: 10_000 });
    sut.play({ ...speech, locationId: '0.9m-30deg', startMs: T0 + 4000, durationMs: 2000 });
    const segments = sut.noiseSegments(near.position, T0, T0 + 12_000);
    expect(segments).toEqual([
      { startMs: T0, endMs: T0 + 4000, noiseLevelDb: expect.closeTo(70, 5), falseWakeWeight: 1 },
      { startMs: T0 + 6000, endMs: T0 + 10_000, noiseLevelDb: expect.closeTo(70, 5), falseWakeWeight: 1 },
      {
        startMs: T0 + 10_000,
        endMs: T0 + 12_000,
        noiseLevelDb: Number.NEGATIVE_INFINITY,
        falseWakeWeight: 0,
      },
    ]);
  });

  it('draws false wakes for each DUT as time passes in noise, and forgets ended sound', () => {
    const { sut, clock } = setUp();
    sut.play({ ...pink, noiseType: 'NEWS', volume: 100, durationMs: 48 * HOUR });
    clock.advance(48 * HOUR);
    const falseWakes = sut.advanceTo();
    expect([...falseWakes.keys()]).toEqual(['NEAR0001', 'ASIDE0001']);
    expect(falseWakes.get('NEAR0001')!.length).toBeGreaterThan(0);
    expect(sut.playingAt(clock.now() - 1)).toEqual([]);
    expect(sut.advanceTo()).toEqual(new Map());
    expect(() => sut.play({ ...speech, locationId: '0.9m-30deg', startMs: T0 })).toThrow(RangeError);
  });

  it('draws no false wake while a DUT is muted or offline, however late the room is advanced', () => {
    const { sut, clock, near, aside } = setUp();
    sut.play({ ...pink, noiseType: 'NEWS', volume: 100, durationMs: 96 * HOUR });
    // Muted and taken offline for two days of speech-like noise, then back before the room is advanced.
    near.setMuted(true);
    aside.setOnline(false);
    clock.advance(48 * HOUR);
    near.setMuted(false);
    aside.setOnline(true);
    clock.advance(48 * HOUR);
    sut.advanceTo();
    for (const dut of [near, aside]) {
      const wakes = dut.activity.all().filter((item) => item.falseWake);
      expect(wakes.length).toBeGreaterThan(0);
      expect(wakes.every((item) => item.startTime >= T0 + 48 * HOUR)).toBe(true);
    }
  });

  it("lets a DUT's activity be read up to now: the noise so far is judged first", () => {
    const { sut, clock, near } = setUp();
    sut.play({ ...pink, noiseType: 'NEWS', volume: 100, durationMs: 48 * HOUR });
    clock.advance(48 * HOUR);
    expect(near.activity.all()).toEqual([]);
    near.catchUp();
    expect(near.activity.all().filter((item) => item.falseWake).length).toBeGreaterThan(0);
  });

  it('refuses unknown locations, negative durations and duplicate DUTs', () => {
    const { sut } = setUp();
    expect(() => sut.play({ ...speech, locationId: 'kitchen' })).toThrow('Unknown location kitchen');
    expect(() => sut.play({ ...speech, locationId: '0.9m-30deg', durationMs: -1 })).toThrow(RangeError);
    expect(() => sut.addDut(stubVirtualDut({ dsn: 'NEAR0001' }))).toThrow('already in the room');
  });

  it('looks DUTs up and lets them go', () => {
    const { sut, near } = setUp();
    expect(sut.dut('NEAR0001')).toBe(near);
    expect(sut.removeDut('NEAR0001')).toBe(true);
    expect(sut.dut('NEAR0001')).toBeUndefined();
    expect(sut.duts).toHaveLength(1);
  });

  it('plays from an explicit position and from companions', () => {
    const { sut } = setUp();
    const close = sut.play({ ...speech, position: { distanceM: 0.5, angleDeg: 0 } }).answers[0].conditions;
    expect(close.speechLevelDb).toBeCloseTo(81.02, 2);
    expect(sut.play({ ...speech, locationId: 'automotive-companion' }).playback.position).toEqual({
      distanceM: 0.6,
      angleDeg: 0,
    });
  });

  describe("the DUTs' spoken answers", () => {
    /** Plays the timer command until the near DUT answers; the room's spoken answers then. */
    function answered(sut: VirtualRoom, clock: ManualClock) {
      const heard: SpokenAnswer[] = [];
      sut.onSpoken((answer) => heard.push(answer));
      for (let attempt = 0; attempt < 20 && !heard.some((a) => a.dsn === 'NEAR0001'); attempt += 1) {
        sut.play({
          ...speech,
          locationId: '0.9m-90deg',
          transcript: 'Alexa, set a timer for 5 minutes',
          startMs: clock.advance(60_000),
        });
      }
      return heard;
    }

    it('come out of each DUT where it stands, from when it answers, as loud as a device answers', () => {
      const { sut, clock, near } = setUp();
      const heard = answered(sut, clock);
      const answer = heard.find((a) => a.dsn === 'NEAR0001')!;
      const item = near.activity.all().find((i) => i.utteranceId === answer.utteranceId)!;
      expect(answer).toMatchObject({
        id: expect.stringMatching(/^answer-\d{6}$/),
        text: '5 minutes, starting now.',
        startMs: item.responseTime,
        placement: near.position,
        levelAt1mDb: DUT_SPEECH_LEVEL_AT_1M_DB,
        durationMs: undefined,
      });
      // Heard by a Pi by distance: 0.9 m off the DUT's side, and 2.7 m off it.
      const nearPi = spokenLevelAtDb(answer, { distanceM: 0.9, angleDeg: 90 });
      const farPi = spokenLevelAtDb(answer, { distanceM: 2.7, angleDeg: 90 });
      expect(nearPi).toBeCloseTo(DUT_SPEECH_LEVEL_AT_1M_DB + 0.92 - 1.5, 1);
      expect(nearPi - farPi).toBeCloseTo(20 * Math.log10(3), 5);
      expect(micLevelDbfs(ROOM_NOISE_FLOOR_DB)).toBe(-70);
    });

    it('last as long as their voice once it is known, and are forgotten long after', () => {
      const { sut, clock } = setUp();
      const answer = answered(sut, clock).find((a) => a.dsn === 'NEAR0001')!;
      // Until its voice is made, an answer is taken to go on.
      expect(sut.spokenBetween(answer.startMs + 3_600_000, answer.startMs + 3_600_001)).toContainEqual(
        answer,
      );
      sut.setSpokenDuration(answer.id, 1800);
      expect(() => sut.setSpokenDuration(answer.id, -1)).toThrow(RangeError);
      const spoken = sut.spokenBetween(answer.startMs, answer.startMs + 1);
      expect(spoken).toContainEqual({ ...answer, durationMs: 1800 });
      expect(sut.spokenBetween(answer.startMs + 1800, answer.startMs + 5000)).not.toContainEqual(
        expect.objectContaining({ id: answer.id }),
      );
      expect(sut.spokenBetween(answer.startMs - 5000, answer.startMs)).not.toContainEqual(
        expect.objectContaining({ id: answer.id }),
      );
      sut.advanceTo(answer.startMs + 1800 + SPOKEN_ANSWER_MEMORY_MS - 1);
      expect(sut.spokenBetween(answer.startMs, answer.startMs + 1)).toContainEqual(
        expect.objectContaining({ id: answer.id }),
      );
      sut.advanceTo(answer.startMs + 1800 + SPOKEN_ANSWER_MEMORY_MS + 60_000 * 20);
      expect(sut.spokenBetween(answer.startMs, answer.startMs + 1)).toEqual([]);
    });

    it('are not said by a DUT that is offline or has left the room', () => {
      const { sut, clock, near, aside } = setUp();
      near.setOnline(false);
      sut.removeDut(aside.dsn);
      const heard: SpokenAnswer[] = [];
      sut.onSpoken((answer) => heard.push(answer));
      for (let attempt = 0; attempt < 10; attempt += 1) {
        sut.play({
          ...speech,
          locationId: '0.9m-90deg',
          transcript: 'Alexa, set a timer for 5 minutes',
          startMs: clock.advance(60_000),
        });
        aside.hear({
          utteranceId: `direct-${attempt}`,
          transcript: 'Alexa, what time is it',
          startMs: clock.now(),
          endMs: clock.now() + 2000,
          snrDb: 40,
        });
      }
      expect(aside.activity.size).toBeGreaterThan(0);
      expect(heard).toEqual([]);
      expect(sut.spokenBetween(0, Number.MAX_SAFE_INTEGER)).toEqual([]);
    });
  });
});
