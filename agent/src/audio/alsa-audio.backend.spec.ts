import { execa, execaSync } from 'execa';
import { tempDir } from '../testing/agent-services.stub';
import { FakeProcessRunner, untilAborted } from '../testing/process-runner.fake';
import { writeToneWav } from '../testing/wav.factory';
import { AlsaAudioBackend } from './alsa-audio.backend';
import { AudioBackendError } from './audio-backend.port';

/**
 * Against ALSA's `null` device, which plays and captures without a sound card
 * (alsa-utils must be installed: scripts/ensure-system-deps). The mixer needs
 * a real card; without one only its error is checked.
 */
const hasAlsaUtils =
  execaSync('sh', ['-c', 'command -v aplay && command -v arecord && command -v amixer'], { reject: false })
    .exitCode === 0;
const hasCard = hasAlsaUtils && execaSync('amixer', ['-q', 'scontrols'], { reject: false }).exitCode === 0;
const never = new AbortController().signal;

(hasAlsaUtils ? describe : describe.skip)('AlsaAudioBackend on the null device', () => {
  const sut = new AlsaAudioBackend({ playbackDevice: 'null', captureDevice: 'null' });
  const dir = tempDir();

  it('plays a WAV and reports its duration', async () => {
    const file = writeToneWav(dir, 'tone.wav', { durationMs: 500 });
    const onStarted = jest.fn();
    await expect(sut.play(file, { controlName: 'PCM', signal: never, onStarted })).resolves.toEqual({
      durationMs: 500,
      stopped: false,
    });
    expect(onStarted).toHaveBeenCalled();
  });

  it('records exactly the samples asked for', async () => {
    const recorded = await sut.record({ durationMs: 250, sampleRate: 16000, signal: never });
    expect(recorded).toMatchObject({ sampleRate: 16000, stopped: false });
    expect(recorded.samples).toHaveLength(4000);
  });

  it('stops nothing gracefully', async () => {
    await expect(sut.stop()).resolves.toBeUndefined();
    await expect(
      sut.play(writeToneWav(dir, 'b.wav', { durationMs: 100 }), {
        controlName: 'PCM',
        signal: AbortSignal.abort(),
      }),
    ).resolves.toEqual({
      durationMs: 0,
      stopped: true,
    });
  });

  it('says clearly when a device does not exist', async () => {
    const missing = new AlsaAudioBackend({
      playbackDevice: 'no-such-device',
      captureDevice: 'no-such-device',
    });
    await expect(
      missing.play(writeToneWav(dir, 'c.wav', { durationMs: 100 }), { controlName: 'PCM', signal: never }),
    ).rejects.toThrow(/^aplay failed on no-such-device: /);
    await expect(missing.record({ durationMs: 100, sampleRate: 16000, signal: never })).rejects.toThrow(
      /^arecord failed on no-such-device: /,
    );
  });

  it('refuses a file that is not a WAV', async () => {
    await expect(sut.play(__filename, { controlName: 'PCM', signal: never })).rejects.toThrow(
      AudioBackendError,
    );
  });

  (hasCard ? it : it.skip)('sets a mixer control on the card', async () => {
    const controls = (await execa('amixer', ['scontrols'])).stdout.match(/'([^']+)'/);
    await expect(sut.setVolume(controls![1]!, 50)).resolves.toBeUndefined();
  });

  (hasCard ? it.skip : it)('says clearly that there is no mixer without a card', async () => {
    await expect(sut.setVolume('PCM', 50)).rejects.toThrow(/^Cannot set the mixer control PCM to 50%: /);
    await expect(
      new AlsaAudioBackend({ playbackDevice: 'null', captureDevice: 'null', mixerCard: '7' }).setVolume(
        'PCM',
        5,
      ),
    ).rejects.toThrow(/^Cannot set the mixer control PCM of card 7 to 5%: /);
  });
});

describe('AlsaAudioBackend with its programs stood in for', () => {
  const dir = tempDir();

  it('kills aplay when stopped and answers that the playback stopped', async () => {
    const processes = new FakeProcessRunner().on('aplay', untilAborted);
    const sut = new AlsaAudioBackend({ playbackDevice: 'hw:1', captureDevice: 'null', processes });
    const file = writeToneWav(dir, 'long.wav', { durationMs: 5000 });
    const playing = sut.play(file, { controlName: 'PCM', signal: never });
    while (processes.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    await sut.stop();
    await expect(playing).resolves.toMatchObject({ stopped: true });
    expect(processes.requests[0]).toMatchObject({ command: 'aplay', args: ['-q', '-D', 'hw:1', file] });
  });

  it('says what amixer said when it cannot set a control', async () => {
    const processes = new FakeProcessRunner().on('amixer', {
      exitCode: 1,
      stderr: "amixer: Unable to find simple control 'Speaker',0\n\n",
    });
    const sut = new AlsaAudioBackend({
      playbackDevice: 'null',
      captureDevice: 'null',
      mixerCard: '1',
      processes,
    });
    await expect(sut.setVolume('Speaker', 40)).rejects.toThrow(
      "Cannot set the mixer control Speaker of card 1 to 40%: amixer: Unable to find simple control 'Speaker',0",
    );
    expect(processes.requests[0]).toMatchObject({ args: ['-c', '1', '-q', 'sset', 'Speaker', '40%'] });
  });
});
