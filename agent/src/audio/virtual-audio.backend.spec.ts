import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { tempDir } from '../testing/agent-services.stub';
import { startStubHttpServer } from '../testing/http-server.stub';
import { sineSamples, writeToneWav } from '../testing/wav.factory';
import { rmsDbfs } from './audio-level.util';
import { AudioBackendError } from './audio-backend.port';
import { VirtualAudioBackend, mixerGain } from './virtual-audio.backend';
import { encodeWav } from './wav.util';

const never = new AbortController().signal;

/** A spy on performance.now(), which Node 18 defines read-only: an own, writable copy lets jest replace it. */
function spyOnPerformanceNow(): jest.SpyInstance<number, []> {
  const now = performance.now.bind(performance);
  Object.defineProperty(performance, 'now', {
    value: now,
    writable: true,
    configurable: true,
    enumerable: true,
  });
  return jest.spyOn(performance, 'now');
}

describe('VirtualAudioBackend', () => {
  const dir = tempDir();
  const tone = writeToneWav(dir, 'tone.wav', { durationMs: 3000, amplitude: 0.5 });

  it('plays for the file duration times the time scale', async () => {
    const sut = new VirtualAudioBackend({ timeScale: 0.01, seed: 1 });
    const started = performance.now();
    const onStarted = jest.fn();
    await expect(sut.play(tone, { controlName: 'PCM', signal: never, onStarted })).resolves.toEqual({
      durationMs: 3000,
      stopped: false,
    });
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(25);
    expect(elapsed).toBeLessThan(1000);
    expect(onStarted).toHaveBeenCalledTimes(1);
  });

  it('hears only its room noise when nothing plays, the same for the same seed', async () => {
    const record = (seed: number) =>
      new VirtualAudioBackend({ timeScale: 0.001, seed }).record({
        durationMs: 1000,
        sampleRate: 8000,
        signal: never,
      });
    const a = await record(3);
    expect(a.samples).toHaveLength(8000);
    expect(a.stopped).toBe(false);
    expect(rmsDbfs(a.samples)).toBeCloseTo(-70, 0);
    expect((await record(3)).samples).toEqual(a.samples);
    expect((await record(4)).samples).not.toEqual(a.samples);
  });

  it('hears what it plays, attenuated by the mixer level', async () => {
    const sut = new VirtualAudioBackend({ timeScale: 0.01, seed: 1, noiseFloorDbfs: -90, pickupDb: 0 });
    const levelAt = async (volume: number) => {
      await sut.setVolume('PCM', volume);
      let started!: () => void;
      const sounding = new Promise<void>((resolve) => (started = resolve));
      const playing = sut.play(tone, { controlName: 'PCM', signal: never, onStarted: started });
      await sounding;
      const heard = await sut.record({ durationMs: 1000, sampleRate: 16000, signal: never });
      await playing;
      return rmsDbfs(heard.samples);
    };
    // A sine at amplitude 0.5: -9 dBFS.
    expect(await levelAt(100)).toBeCloseTo(-9, 0);
    expect(await levelAt(50)).toBeCloseTo(-39, 0);
    expect(await levelAt(0)).toBeLessThan(-85);
    expect(sut.volumeOf('PCM')).toBe(0);
    expect(sut.volumeOf('Digital')).toBe(100);
  });

  it('never hears a playback that has ended, even when its timer fired early', async () => {
    const sut = new VirtualAudioBackend({ timeScale: 0.01, seed: 1, noiseFloorDbfs: -90, pickupDb: 0 });
    // A clock that stands still: every timer seems to fire early.
    const frozen = performance.now();
    const clock = spyOnPerformanceNow().mockReturnValue(frozen);
    try {
      await sut.play(tone, { controlName: 'PCM', signal: never });
      const heard = await sut.record({ durationMs: 1000, sampleRate: 16000, signal: never });
      expect(rmsDbfs(heard.samples)).toBeLessThan(-85);
    } finally {
      clock.mockRestore();
    }
  });

  it('stops playing and recording early when aborted, or on stop()', async () => {
    const sut = new VirtualAudioBackend({ timeScale: 1, seed: 1 });
    const controller = new AbortController();
    const playing = sut.play(tone, { controlName: 'PCM', signal: controller.signal });
    const recording = sut.record({ durationMs: 60_000, sampleRate: 8000, signal: never });
    await new Promise((resolve) => setTimeout(resolve, 50));
    controller.abort();
    const played = await playing;
    expect(played.stopped).toBe(true);
    expect(played.durationMs).toBeLessThan(1000);
    await sut.stop();
    const recorded = await recording;
    expect(recorded.stopped).toBe(true);
    expect(recorded.samples.length).toBeLessThan(8000);
    expect(recorded.samples.length).toBeGreaterThan(0);
  });

  it('returns at once when already aborted', async () => {
    const sut = new VirtualAudioBackend({ timeScale: 1, seed: 1 });
    await expect(sut.play(tone, { controlName: 'PCM', signal: AbortSignal.abort() })).resolves.toEqual({
      durationMs: 0,
      stopped: true,
    });
  });

  it('refuses what is not a WAV file', async () => {
    const file = path.join(dir, 'text.wav');
    writeFileSync(file, 'not audio');
    const sut = new VirtualAudioBackend({ timeScale: 1, seed: 1 });
    await expect(sut.play(file, { controlName: 'PCM', signal: never })).rejects.toThrow(AudioBackendError);
    await expect(sut.play(path.join(dir, 'none.wav'), { controlName: 'PCM', signal: never })).rejects.toThrow(
      /ENOENT/,
    );
  });

  it('tapers the mixer from mute to full scale', () => {
    expect(mixerGain(0)).toBe(0);
    expect(mixerGain(100)).toBe(1);
    expect(mixerGain(150)).toBe(1);
    expect(20 * Math.log10(mixerGain(50))).toBeCloseTo(-30);
  });

  it("tells the simulator's room what it plays and stops, and plays on when the room is away", async () => {
    const heard: Array<{ url: string; body: unknown }> = [];
    const room = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        heard.push({ url: req.url ?? '', body: JSON.parse(body) });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => room.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(room.address() as { port: number }).port}`;
    try {
      const sut = new VirtualAudioBackend({ timeScale: 0.01, seed: 1, room: { url, thingName: 'pi-7' } });
      await sut.setVolume('PCM', 80);
      await sut.play(tone, { controlName: 'PCM', signal: never });
      const stopping = new AbortController();
      await sut.play(tone, {
        controlName: 'PCM',
        signal: stopping.signal,
        onStarted: () => stopping.abort(),
      });
      const deadline = Date.now() + 5000;
      while (heard.length < 3 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 5));
      expect(heard).toEqual([
        {
          url: '/rooms/playbacks',
          body: { thingName: 'pi-7', fileName: 'tone.wav', volume: 80, durationMs: 3000 },
        },
        {
          url: '/rooms/playbacks',
          body: { thingName: 'pi-7', fileName: 'tone.wav', volume: 80, durationMs: 3000 },
        },
        { url: '/rooms/stops', body: { thingName: 'pi-7', fileName: 'tone.wav' } },
      ]);
    } finally {
      // Node 18's close() waits for the idle keep-alive connections fetch left open.
      room.closeAllConnections();
      await new Promise<void>((resolve) => room.close(() => resolve()));
    }
    const away = new VirtualAudioBackend({ timeScale: 0.01, seed: 1, room: { url, thingName: 'pi-7' } });
    await expect(away.play(tone, { controlName: 'PCM', signal: never })).resolves.toEqual({
      durationMs: 3000,
      stopped: false,
    });
  });

  it("adds what the room says reached its mic while it recorded: the devices' voices", async () => {
    // The room's answer: a tone at amplitude 0.1 (-23 dBFS) over the whole recording, at 16 kHz.
    const room = await startStubHttpServer({
      'POST /rooms/recordings': (_request, body) => {
        const { durationMs } = JSON.parse(body) as { durationMs: number };
        return { body: encodeWav(sineSamples({ durationMs, sampleRate: 16000, amplitude: 0.1 }), 16000) };
      },
    });
    try {
      const sut = new VirtualAudioBackend({
        timeScale: 0.01,
        seed: 1,
        room: { url: room.url, thingName: 'pi-7' },
      });
      const before = Date.now();
      const heard = await sut.record({ durationMs: 2000, sampleRate: 16000, signal: never });
      const after = Date.now();
      expect(heard.samples).toHaveLength(32_000);
      expect(rmsDbfs(heard.samples)).toBeCloseTo(-23, 0);
      const recordings = room.requests.filter((request) => request.url === '/rooms/recordings');
      expect(recordings).toHaveLength(1);
      const asked = JSON.parse(recordings[0]!.body) as Record<string, number>;
      expect(asked).toEqual({
        thingName: 'pi-7',
        startedAt: expect.any(Number),
        durationMs: 2000,
        sampleRate: 16000,
      });
      expect(asked.startedAt).toBeGreaterThanOrEqual(before);
      // Taken as the recording started: its 2 s of audio (20 ms here, a timer maybe a tick early) passed after it.
      expect(asked.startedAt).toBeLessThanOrEqual(after - 18);
      // At another rate than the room answers, the room's sound is left out rather than misplaced.
      const other = await sut.record({ durationMs: 1000, sampleRate: 8000, signal: never });
      expect(rmsDbfs(other.samples)).toBeCloseTo(-70, 0);
    } finally {
      await room.close();
    }
  });

  it('records only what the Pi itself hears when the room heard nothing, answers badly or is away', async () => {
    const room = await startStubHttpServer({
      'POST /rooms/recordings': (_request, body) =>
        (JSON.parse(body) as { durationMs: number }).durationMs > 1000
          ? { status: 200, body: 'not a wav' }
          : { status: 204 },
    });
    const sut = new VirtualAudioBackend({
      timeScale: 0.01,
      seed: 1,
      room: { url: room.url, thingName: 'pi-7' },
    });
    try {
      expect(
        rmsDbfs((await sut.record({ durationMs: 1000, sampleRate: 16000, signal: never })).samples),
      ).toBeCloseTo(-70, 0);
      expect(
        rmsDbfs((await sut.record({ durationMs: 1500, sampleRate: 16000, signal: never })).samples),
      ).toBeCloseTo(-70, 0);
    } finally {
      await room.close();
    }
    expect(
      rmsDbfs((await sut.record({ durationMs: 1000, sampleRate: 16000, signal: never })).samples),
    ).toBeCloseTo(-70, 0);
  });

  it('fails to record, at once, while the room says its mic is unplugged, and records once it is back', async () => {
    let plugged = false;
    const room = await startStubHttpServer({
      'POST /rooms/mics': () => ({ json: { plugged } }),
      'POST /rooms/recordings': () => ({ status: 204 }),
    });
    const sut = new VirtualAudioBackend({
      timeScale: 0.1,
      seed: 1,
      room: { url: room.url, thingName: 'pi-7' },
    });
    try {
      const started = performance.now();
      const failed = sut.record({ durationMs: 5000, sampleRate: 16000, signal: never });
      await expect(failed).rejects.toThrow(AudioBackendError);
      await expect(failed).rejects.toThrow('No capture device: the reference mic of pi-7 is unplugged');
      // Long before the recording's length (5 s of audio is 500 ms here).
      expect(performance.now() - started).toBeLessThan(400);
      expect(JSON.parse(room.requests[0]!.body)).toEqual({ thingName: 'pi-7' });
      expect(room.requests.map((request) => request.url)).not.toContain('/rooms/recordings');
      plugged = true;
      expect((await sut.record({ durationMs: 1000, sampleRate: 16000, signal: never })).samples).toHaveLength(
        16_000,
      );
    } finally {
      await room.close();
    }
  });
});

describe("VirtualAudioBackend's fan", () => {
  it("reads the room's fan for its Pi, none without a room, and rejects when the room answers amiss", async () => {
    let answer: { status?: number; json?: unknown } = { json: { fan: { on: true } } };
    const room = await startStubHttpServer({ 'POST /rooms/fans': () => answer });
    try {
      const sut = new VirtualAudioBackend({
        timeScale: 0.1,
        seed: 1,
        room: { url: room.url, thingName: 'pi-noise' },
      });
      expect(await sut.readFan()).toEqual({ on: true });
      expect(JSON.parse(room.requests[0]!.body)).toEqual({ thingName: 'pi-noise' });
      answer = { json: { fan: null } };
      expect(await sut.readFan()).toBeNull();
      answer = { status: 404 };
      await expect(sut.readFan()).rejects.toThrow('404');
      expect(await new VirtualAudioBackend({ timeScale: 0.1, seed: 1 }).readFan()).toBeNull();
    } finally {
      await room.close();
    }
  });
});
