import { type OutgoingHttpHeaders } from 'node:http';
import {
  concatBytes,
  LIVE_INTERACTION_KEEP_ALIVE,
  liveInteractionApiMessages,
  liveInteractionTime,
  liveInteractionType,
  parseEventStream,
} from '@oak/shared';
import { type ActivityItem } from '../../lab/devices/activity-log';
import { FALSE_WAKE_CAPTURE_MS, type VirtualDut } from '../../lab/devices/virtual-dut';
import { stubVirtualDut } from '../../testing/virtual-dut.stub';
import { ManualClock, ScaledClock } from '../../time/clock';
import { REAL_TIME, timeScale } from '../../time/time-scale.util';
import {
  answerSpeechDurationMs,
  DUT_ANSWER_WORDS_PER_MINUTE,
  liveInteractionMessages,
} from './device-cloud-activity.util';
import { type LiveInteractionResponse, LiveInteractionStream } from './live-interaction-stream';
import { injectSpeech } from './speech-injection.util';

const T0 = Date.UTC(2025, 0, 1, 9, 0);
/** Longer than any spec: only the spec's own flushes (and the stream's wake-ups) send activity. */
const NO_POLL_MS = 3_600_000;

/** A liveinteraction response that keeps what was written, read back as (name, time) pairs. */
class RecordingResponse implements LiveInteractionResponse {
  writableEnded = false;
  private readonly chunks: Uint8Array[] = [];
  private closeListener: (() => void) | undefined;
  /** Called after each write. */
  onWrite: () => void = () => undefined;

  writeHead(_statusCode: number, _headers: OutgoingHttpHeaders): this {
    return this;
  }

  flushHeaders(): void {}

  on(_event: 'close', listener: () => void): this {
    this.closeListener = listener;
    return this;
  }

  write(chunk: Uint8Array): boolean {
    this.chunks.push(chunk);
    this.onWrite();
    return true;
  }

  end(): this {
    this.writableEnded = true;
    return this;
  }

  /** The client leaving. */
  hangUp(): void {
    this.closeListener?.();
  }

  /** Every event and directive written so far, in order, with the stamp of its message. */
  exchanged(): { readonly name: string; readonly at: number | null }[] {
    const parsed = parseEventStream(this.chunks.reduce(concatBytes, new Uint8Array(0)));
    if (!parsed.ok) throw new Error(parsed.error);
    return parsed.value.messages
      .filter((message) => liveInteractionType(message) !== LIVE_INTERACTION_KEEP_ALIVE)
      .flatMap((message) => {
        const items = liveInteractionApiMessages(message);
        if (!items.ok) throw new Error(items.error);
        return items.value.map(({ name }) => ({ name, at: liveInteractionTime(message) }));
      });
  }
}

/** The one activity item the DUT logged for `utteranceId`. */
function itemOf(
  dut: VirtualDut,
  utteranceId: string,
): ActivityItem & { responseTime: number; response: string } {
  const item = dut.activity.all().find((candidate) => candidate.utteranceId === utteranceId);
  if (item?.responseTime === undefined || item.response === undefined) throw new Error('no answer logged');
  return item as ActivityItem & { responseTime: number; response: string };
}

describe('answerSpeechDurationMs', () => {
  it("takes the DUT voices' speaking rate, and nothing for nothing to say", () => {
    expect(answerSpeechDurationMs('It is nine forty one.')).toBe(
      Math.round((5 * 60_000) / DUT_ANSWER_WORDS_PER_MINUTE),
    );
    expect(answerSpeechDurationMs('')).toBe(0);
  });
});

describe('liveInteractionMessages', () => {
  const base = { utteranceId: 'u-1', wakeWord: 'alexa', startTime: T0, endTime: T0 + 2500 };

  it('times an answered utterance on the DUT timeline: taken in, answered after its latency, said', () => {
    const messages = liveInteractionMessages({
      ...base,
      heardText: 'alexa what time is it',
      intent: 'GetTimeIntent',
      response: 'It is 9:00 AM.',
      responseTime: T0 + 3700,
    });
    expect(messages.map(({ items, atMs }) => [items.map((item) => item.header.name), atMs])).toEqual([
      [['Recognize'], T0],
      [['StopCapture', 'Speak'], T0 + 3700],
      [['SpeechFinished'], T0 + 3700 + answerSpeechDurationMs('It is 9:00 AM.')],
    ]);
  });

  it('cuts a false wake when its capture ends, and leaves a bare wake word at Recognize', () => {
    const falseWake = liveInteractionMessages({
      ...base,
      heardText: '',
      falseWake: true,
      endTime: T0 + 1500,
    });
    expect(falseWake.map(({ items, atMs }) => [items[0].header.name, atMs])).toEqual([
      ['Recognize', T0],
      ['StopCapture', T0 + 1500],
    ]);
    expect(liveInteractionMessages({ ...base, heardText: 'alexa' }).map(({ atMs }) => atMs)).toEqual([T0]);
  });
});

describe('LiveInteractionStream', () => {
  let stream: LiveInteractionStream | undefined;
  afterEach(() => stream?.close());

  const open = (dut: VirtualDut, clock: ManualClock | ScaledClock, scale = REAL_TIME) => {
    const response = new RecordingResponse();
    let closed = 0;
    stream = new LiveInteractionStream({
      dut,
      response,
      clock,
      timeScale: scale,
      keepAliveMs: NO_POLL_MS,
      pollIntervalMs: NO_POLL_MS,
      onClose: () => (closed += 1),
    });
    return { response, stream, closed: () => closed };
  };

  it('sends an utterance event by event as the DUT gets to each, with its time', () => {
    const clock = new ManualClock(T0);
    const dut = stubVirtualDut();
    const { response, stream } = open(dut, clock);
    injectSpeech(dut, 'what time is it', { utteranceId: 'u-1', nowMs: clock.now() });
    const item = itemOf(dut, 'u-1');
    const finishedAt = item.responseTime + answerSpeechDurationMs(item.response);
    const names = () => response.exchanged().map(({ name }) => name);

    stream.flush();
    expect(response.exchanged()).toEqual([{ name: 'Recognize', at: T0 }]);
    // Processing: the DUT hears the rest of the utterance and takes its latency to answer.
    clock.set(item.responseTime - 1);
    stream.flush();
    expect(names()).toEqual(['Recognize']);
    clock.set(item.responseTime);
    stream.flush();
    expect(response.exchanged().slice(1)).toEqual([
      { name: 'StopCapture', at: item.responseTime },
      { name: 'Speak', at: item.responseTime },
    ]);
    // It says its answer aloud before it reports the end of its speech.
    clock.set(finishedAt - 1);
    stream.flush();
    expect(names()).toEqual(['Recognize', 'StopCapture', 'Speak']);
    clock.set(finishedAt);
    stream.flush();
    expect(response.exchanged().slice(3)).toEqual([{ name: 'SpeechFinished', at: finishedAt }]);
    expect(item.responseTime).toBeGreaterThan(item.endTime);
  });

  it('keeps each utterance in order when two overlap, and sends what was due at once when found late', () => {
    const clock = new ManualClock(T0);
    const dut = stubVirtualDut();
    const { response, stream } = open(dut, clock);
    injectSpeech(dut, 'what time is it', { utteranceId: 'u-1', nowMs: clock.now() });
    clock.advance(500);
    injectSpeech(dut, 'set a timer for 5 minutes', { utteranceId: 'u-2', nowMs: clock.now() });
    // Found only when both are over: everything goes out, in time order.
    clock.advance(60_000);
    stream.flush();
    const sent = response.exchanged();
    expect(sent.map(({ name }) => name).filter((name) => name === 'Recognize')).toHaveLength(2);
    expect(sent.map(({ at }) => at)).toEqual([...sent.map(({ at }) => at!)].sort((a, b) => a - b));
    for (const id of ['u-1', 'u-2']) {
      const item = itemOf(dut, id);
      const own = sent.filter(({ at }) =>
        [
          item.startTime,
          item.responseTime,
          item.responseTime + answerSpeechDurationMs(item.response),
        ].includes(at!),
      );
      expect(own.map(({ name }) => name)).toEqual(['Recognize', 'StopCapture', 'Speak', 'SpeechFinished']);
    }
  });

  it('cuts a false wake from the room when the DUT gives up on it', () => {
    const clock = new ManualClock(T0);
    const dut = stubVirtualDut();
    const { response, stream } = open(dut, clock);
    dut.activity.add({
      utteranceId: 'fw-1',
      startTime: T0,
      endTime: T0 + FALSE_WAKE_CAPTURE_MS,
      heardText: '',
      wakeWord: dut.wakeWord,
      falseWake: true,
    });
    stream.flush();
    expect(response.exchanged()).toEqual([{ name: 'Recognize', at: T0 }]);
    clock.advance(FALSE_WAKE_CAPTURE_MS);
    stream.flush();
    expect(response.exchanged().at(-1)).toEqual({ name: 'StopCapture', at: T0 + FALSE_WAKE_CAPTURE_MS });
  });

  it("wakes by itself for the DUT's next event on a clock that runs at a time scale", async () => {
    // 10 000 times faster than real time: the exchange's few simulated seconds take about a real millisecond.
    const clock = new ScaledClock(() => performance.now(), timeScale(0.0001), T0);
    const dut = stubVirtualDut();
    const { response, stream } = open(dut, clock, clock.scale);
    const finished = new Promise<void>((resolve) => {
      response.onWrite = () => {
        if (response.exchanged().some(({ name }) => name === 'SpeechFinished')) resolve();
      };
    });
    injectSpeech(dut, 'what time is it', { utteranceId: 'u-1', nowMs: clock.now() });
    stream.flush();
    await finished;
    const item = itemOf(dut, 'u-1');
    expect(response.exchanged()).toEqual([
      { name: 'Recognize', at: item.startTime },
      { name: 'StopCapture', at: item.responseTime },
      { name: 'Speak', at: item.responseTime },
      { name: 'SpeechFinished', at: item.responseTime + answerSpeechDurationMs(item.response) },
    ]);
  });

  it('sends all of an utterance at once on a clock that moves only when told', () => {
    const clock = new ManualClock(T0);
    const dut = stubVirtualDut();
    const response = new RecordingResponse();
    stream = new LiveInteractionStream({
      dut,
      response,
      clock,
      keepAliveMs: NO_POLL_MS,
      pollIntervalMs: NO_POLL_MS,
      onClose: () => undefined,
    });
    injectSpeech(dut, 'what time is it', { utteranceId: 'u-1', nowMs: clock.now() });
    stream.flush();
    expect(response.exchanged().map(({ name }) => name)).toEqual([
      'Recognize',
      'StopCapture',
      'Speak',
      'SpeechFinished',
    ]);
  });

  it('sends nothing more once the client has left', () => {
    const clock = new ManualClock(T0);
    const dut = stubVirtualDut();
    const { response, stream, closed } = open(dut, clock);
    injectSpeech(dut, 'what time is it', { utteranceId: 'u-1', nowMs: clock.now() });
    stream.flush();
    response.hangUp();
    expect(response.writableEnded).toBe(true);
    expect(closed()).toBe(1);
    clock.advance(60_000);
    stream.flush();
    expect(response.exchanged().map(({ name }) => name)).toEqual(['Recognize']);
  });
});
