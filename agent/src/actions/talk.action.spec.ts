import { talkResultSchema } from '@oak/shared';
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { type AudioBackend } from '../audio/audio-backend.port';
import { VirtualAudioBackend } from '../audio/virtual-audio.backend';
import { stubContext, stubDeadline, stubServices } from '../testing/agent-services.stub';
import { writeToneWav } from '../testing/wav.factory';
import { StopRequested } from './action-errors';
import { talkAction as sut } from './talk.action';

function setup(audio?: AudioBackend) {
  const services = stubServices(audio ? { audio } : {});
  mkdirSync(services.config.cacheDir, { recursive: true });
  return services;
}

describe('talk action', () => {
  it('plays a cached WAV at the volume through the control and answers when it ends', async () => {
    const services = setup();
    writeToneWav(services.config.cacheDir, 'hello.wav', { durationMs: 3000 });
    const payload = sut.schema.parse({ waveFileName: 'hello.wav', volume: 40, controlName: 'Digital' });
    const changes: unknown[] = [];
    services.state.onChange(() => changes.push(services.state.current.playing));
    const data = await sut.run(stubContext(payload, services), stubDeadline());
    expect(talkResultSchema.parse(data)).toEqual({
      waveFileName: 'hello.wav',
      durationMs: 3000,
      volume: 40,
      controlName: 'Digital',
    });
    expect(data).not.toHaveProperty('stopped');
    expect((services.audio as VirtualAudioBackend).volumeOf('Digital')).toBe(40);
    expect(changes).toEqual([expect.objectContaining({ waveFileName: 'hello.wav', durationMs: 3000 }), null]);
    expect(services.events.map((event) => event.type)).toEqual(['playback_started', 'playback_finished']);
  });

  it('defaults to volume 100 through PCM', () => {
    expect(sut.schema.parse({ waveFileName: 'a.wav' })).toEqual({
      waveFileName: 'a.wav',
      volume: 100,
      controlName: 'PCM',
    });
  });

  it.each(['../etc/passwd', 'sub/a.wav', '..', 'a\\b.wav', '..hidden.wav'])(
    'refuses the name %j before any work',
    (name) => {
      expect(sut.validate!(sut.schema.parse({ waveFileName: name }))).toMatch(
        /^payload\.waveFileName must be a plain file name/,
      );
    },
  );

  it('accepts a plain name', () => {
    expect(sut.validate!(sut.schema.parse({ waveFileName: 'noise 1.wav' }))).toBeUndefined();
  });

  it('says which resource is missing', async () => {
    const services = setup();
    await expect(
      sut.run(stubContext(sut.schema.parse({ waveFileName: 'gone.wav' }), services), stubDeadline()),
    ).rejects.toThrow('Resource not found: gone.wav');
  });

  it('says when the file is not a WAV', async () => {
    const services = setup();
    writeFileSync(path.join(services.config.cacheDir, 'text.wav'), 'hello');
    await expect(
      sut.run(stubContext(sut.schema.parse({ waveFileName: 'text.wav' }), services), stubDeadline()),
    ).rejects.toThrow(/Cannot play text\.wav: not a WAV file/);
  });

  it('answers with what played and stopped: true when stopped', async () => {
    // The backend says when the file really plays: loading a minute of audio takes a while on a busy machine.
    class StartAware extends VirtualAudioBackend {
      started = false;
      override play(file: string, options: Parameters<VirtualAudioBackend['play']>[1]) {
        return super.play(file, {
          ...options,
          onStarted: () => {
            this.started = true;
            options.onStarted?.();
          },
        });
      }
    }
    const audio = new StartAware({ timeScale: 1, seed: 1 });
    const services = setup(audio);
    writeToneWav(services.config.cacheDir, 'long.wav', { durationMs: 60_000, sampleRate: 8000 });
    const deadline = stubDeadline();
    const running = sut.run(stubContext(sut.schema.parse({ waveFileName: 'long.wav' }), services), deadline);
    // Stop once playback has begun and run a little, however slow the machine.
    while (!audio.started) await new Promise((resolve) => setTimeout(resolve, 5));
    await new Promise((resolve) => setTimeout(resolve, 20));
    deadline.controller.abort(new StopRequested());
    const data = await running;
    expect(data.stopped).toBe(true);
    expect(data.durationMs).toBeGreaterThan(0);
    expect(data.durationMs).toBeLessThan(60_000);
    expect(services.state.current.playing).toBeNull();
    expect(services.events[1]).toMatchObject({ type: 'playback_finished', stopped: true });
  });

  it('clears the playing state when the backend fails', async () => {
    const audio: AudioBackend = {
      kind: 'alsa',
      setVolume: async () => undefined,
      play: async () => {
        throw new Error('aplay failed on default: device busy');
      },
      record: async () => {
        throw new Error('unused');
      },
      stop: async () => undefined,
    };
    const services = setup(audio);
    writeToneWav(services.config.cacheDir, 'a.wav', { durationMs: 100 });
    await expect(
      sut.run(stubContext(sut.schema.parse({ waveFileName: 'a.wav' }), services), stubDeadline()),
    ).rejects.toThrow(/device busy/);
    expect(services.state.current.playing).toBeNull();
    expect(services.events[1]).toMatchObject({ type: 'playback_finished', stopped: false, durationMs: 0 });
  });
});
