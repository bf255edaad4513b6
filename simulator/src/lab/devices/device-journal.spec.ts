import { DeviceJournal } from './device-journal';
import { type HeardUtterance } from './virtual-dut';
import { stubVirtualDut } from '../../testing/virtual-dut.stub';

const T0 = Date.UTC(2025, 0, 1, 9, 0);
const FAULTS = { seed: 7, missRate: 0.25, mishearRate: 0.25, slotErrorRate: 0.5 } as const;

function said(transcript: string, index: number): HeardUtterance {
  const startMs = T0 + index * 60_000;
  return { utteranceId: `u-${index}`, transcript, startMs, endMs: startMs + 2000, snrDb: 40 };
}

/** The same commands, said again and again: each has a slot a device can say wrong. */
const COMMANDS = ['Alexa, set a timer for 5 minutes', 'Alexa, wake me up at 6 30 tomorrow'];

function play(sut: ReturnType<typeof stubVirtualDut>, count: number) {
  return Array.from({ length: count }, (_, index) => sut.hear(said(COMMANDS[index % 2]!, index)));
}

describe('DeviceJournal', () => {
  it('keeps at most its limit, oldest dropped, and reads what followed a seq', () => {
    const sut = new DeviceJournal(3);
    for (const index of [1, 2, 3, 4, 5])
      sut.add({ utteranceId: `u-${index}`, said: 'alexa', startMs: index, outcome: 'heard' });
    expect(sut.after().map((entry) => entry.seq)).toEqual([3, 4, 5]);
    expect(sut.after(4).map((entry) => entry.utteranceId)).toEqual(['u-5']);
  });
});

describe("a virtual device's journal and faults", () => {
  it('records each addressed utterance as what the device was made to do with it, as it answered', () => {
    const sut = stubVirtualDut();
    sut.setFaults(FAULTS);
    const answers = play(sut, 40);
    const entries = sut.journal.after();
    expect(entries).toHaveLength(40);
    for (const [index, entry] of entries.entries()) {
      const answer = answers[index];
      expect(entry.said).toBe(
        index % 2 ? 'alexa wake me up at 6 30 tomorrow' : 'alexa set a timer for 5 minutes',
      );
      if (entry.outcome === 'silent') {
        expect(answer).toBeUndefined();
        continue;
      }
      expect(entry).toMatchObject({ heardAs: answer!.recognisedText, intent: answer!.intent });
      expect(entry.response).toBe(answer!.response);
      expect(entry.outcome === 'misheard').toBe(!answer!.recognisedCorrectly);
      if (entry.outcome === 'misSlotted') expect(entry.slot).toBe(answer!.misSlotted);
      if (entry.outcome === 'heard') expect(answer!.misSlotted).toBeUndefined();
    }
    // At these rates, forty utterances show every fault and right answers too.
    expect(new Set(entries.map((entry) => entry.outcome))).toEqual(
      new Set(['heard', 'misheard', 'misSlotted', 'silent']),
    );
  });

  it('shows the same faults for the same seed, whatever the device heard before, and its profile once cleared', () => {
    const fresh = stubVirtualDut();
    fresh.setFaults(FAULTS);
    play(fresh, 20);
    const used = stubVirtualDut();
    play(used, 7);
    used.setFaults(FAULTS);
    const before = used.journal.after().at(-1)!.seq;
    play(used, 20);
    const outcomes = (entries: { outcome: string; heardAs?: string; response?: string }[]) =>
      entries.map(({ outcome, heardAs, response }) => ({ outcome, heardAs, response }));
    expect(outcomes(used.journal.after(before))).toEqual(outcomes(fresh.journal.after()));

    // Cleared, the good profile hears forty clean commands nearly all right.
    fresh.setFaults(undefined);
    const cleared = fresh.journal.after().at(-1)!.seq;
    play(fresh, 40);
    const right = fresh.journal.after(cleared).filter((entry) => entry.outcome === 'heard');
    expect(right.length).toBeGreaterThanOrEqual(36);
  });

  it('misses every utterance at a miss rate of 1, and records false wakes in noise', () => {
    const sut = stubVirtualDut();
    sut.setFaults({ ...FAULTS, missRate: 1 });
    expect(play(sut, 5).every((answer) => answer === undefined)).toBe(true);
    expect(sut.journal.after().map((entry) => entry.outcome)).toEqual(Array(5).fill('silent'));
    const wakes = sut.passNoise([
      { startMs: T0, endMs: T0 + 400 * 3_600_000, noiseLevelDb: 70, falseWakeWeight: 1 },
    ]);
    expect(wakes.length).toBeGreaterThan(0);
    expect(sut.journal.after(5).map((entry) => [entry.outcome, entry.startMs])).toEqual(
      wakes.map((time) => ['falseWake', time]),
    );
  });
});
