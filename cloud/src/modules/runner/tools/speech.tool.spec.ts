import { type ThingRecord } from '../../labs/thing.entity';
import { TestClock } from '../../../testing/test-clock';
import { ANSWER_WINDOW_AUDIO_MS, Speech } from './speech.tool';

const pi = { id: 'thing-1', name: 'Speech 0.9 m 30°' } as ThingRecord;

describe('Speech, the one speaking tool of a run', () => {
  /** A Pi on a virtual lab at `scale`: a file of `durationMs` takes scale x durationMs of real time. */
  const lab = (clock: TestClock, scale: number, reported?: number) => ({
    talk: async (_pi: ThingRecord, _file: string, options: { durationMs: number }) => {
      await clock.advance(options.durationMs * scale);
      return reported === undefined ? {} : { durationMs: reported };
    },
  });

  it("learns the lab's pace from each utterance, and reckons windows, waits and latencies by it", async () => {
    const clock = new TestClock();
    const sut = new Speech(lab(clock, 0.01), clock);
    expect(sut.pace).toBe(1);
    expect(sut.answerWindowMs()).toBe(ANSWER_WINDOW_AUDIO_MS);

    const said = await sut.say(pi, 'hello.wav', { durationMs: 3000 });
    expect(said).toEqual({ endedMs: 30, pace: 0.01 });
    expect(sut.answerWindowMs()).toBe(80);
    expect(sut.realMs(1000)).toBe(10);
    await clock.advance(12);
    // 12 ms of real time at 0.01 is 1.2 s of audio: a latency as a person would hear it.
    expect(sut.audioMsSince(said.endedMs)).toBe(1200);
  });

  it('takes the length the Pi played over the one planned, and never a pace above real time', async () => {
    const clock = new TestClock();
    const played = await new Speech(lab(clock, 0.5, 1000), clock).say(pi, 'x.wav', { durationMs: 2000 });
    // 1000 ms of real time for the 1000 ms the Pi says it played.
    expect(played).toEqual({ durationMs: 1000, endedMs: 1000, pace: 1 });
    const silent = new Speech(lab(clock, 1, 0), clock);
    expect((await silent.say(pi, 'empty.wav', { durationMs: 0 })).pace).toBe(1);
  });
});
