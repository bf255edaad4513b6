import { PINK_NOISE_FILE_NAME, calibrationMeasurementSchema } from '@oak/shared';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type VirtualAudioBackend } from '../audio/virtual-audio.backend';
import { readWavInfo } from '../audio/wav-file.util';
import { stubContext, stubDeadline, stubServices } from '../testing/agent-services.stub';
import { writeToneWav } from '../testing/wav.factory';
import { StopRequested } from './action-errors';
import { calibrateAction as sut } from './calibrate.action';
import { PINK_NOISE_SIGNAL, ensurePinkNoiseFile } from './pink-noise-file.util';

describe('calibrate action', () => {
  it('measures pink noise played at the volume asked, louder at a higher volume', async () => {
    const services = stubServices();
    const calibrate = async (volume: number) =>
      calibrationMeasurementSchema.parse(
        await sut.run(
          stubContext(sut.schema.parse({ option: 'pink_noise', volume }), services),
          stubDeadline(),
        ),
      );
    const quiet = await calibrate(30);
    const loud = await calibrate(100);
    expect(loud).toEqual({ option: 'pink_noise', rmsDbfs: expect.any(Number), durationMs: 5000 });
    // -20 dBFS signal, 12 dB to the mic at full volume.
    expect(loud.rmsDbfs).toBeCloseTo(-32, 0);
    expect(loud.rmsDbfs - quiet.rmsDbfs).toBeGreaterThan(30);
    expect((services.audio as VirtualAudioBackend).volumeOf('PCM')).toBe(100);
    expect(services.state.current).toMatchObject({
      calibrating: null,
      lastCalibration: { option: 'pink_noise', rmsDbfs: loud.rmsDbfs },
    });
    // Two 5 s pink-noise files are made and measured with sox: more than jest's 5 s on a busy machine.
  }, 30_000);

  it('plays at the mixer level it has when no volume is asked', async () => {
    const services = stubServices();
    await services.audio.setVolume('PCM', 1);
    const data = await sut.run(
      stubContext(sut.schema.parse({ option: 'pink_noise' }), services),
      stubDeadline(),
    );
    expect(data.rmsDbfs).toBeLessThan(-65);
  });

  it('generates the pink-noise file once', async () => {
    const services = stubServices();
    const file = await ensurePinkNoiseFile(services.config.cacheDir);
    expect(path.basename(file)).toBe(PINK_NOISE_FILE_NAME);
    expect((await readWavInfo(file)).durationMs).toBe(PINK_NOISE_SIGNAL.durationMs);
    const { mtimeMs } = statSync(file);
    await ensurePinkNoiseFile(services.config.cacheDir);
    expect(statSync(file).mtimeMs).toBe(mtimeMs);
    writeFileSync(file, 'damaged');
    await ensurePinkNoiseFile(services.config.cacheDir);
    expect((await readWavInfo(file)).durationMs).toBe(PINK_NOISE_SIGNAL.durationMs);
  });

  it('plays the cached DUT prompt of the locale, then measures the answer', async () => {
    const services = stubServices();
    mkdirSync(services.config.cacheDir, { recursive: true });
    writeToneWav(services.config.cacheDir, 'oak-calibration-dut-skill-de_DE.wav', { durationMs: 1500 });
    const played = jest.spyOn(services.audio, 'play');
    const data = await sut.run(
      stubContext(sut.schema.parse({ option: 'dut_skill', locale: 'de_DE' }), services),
      stubDeadline(),
    );
    expect(played).toHaveBeenCalledWith(
      path.join(services.config.cacheDir, 'oak-calibration-dut-skill-de_DE.wav'),
      expect.objectContaining({ controlName: 'PCM' }),
    );
    // Nothing answers in this room: the mic hears the noise floor after the prompt.
    expect(data).toEqual({ option: 'dut_skill', rmsDbfs: expect.any(Number), durationMs: 5000 });
    expect(data.rmsDbfs).toBeLessThan(-60);
  });

  it('says which prompt is missing', async () => {
    const services = stubServices();
    await expect(
      sut.run(
        stubContext(sut.schema.parse({ option: 'dut_happy_song', locale: 'en_US' }), services),
        stubDeadline(),
      ),
    ).rejects.toThrow(
      'Calibration prompt not found in the cache: oak-calibration-dut-happy-song-en_US.wav or oak-calibration-dut-happy-song.wav. Sync the calibration resources to this Pi first.',
    );
    expect(services.state.current.calibrating).toBeNull();
  });

  it('fails when stopped, and is no longer calibrating', async () => {
    const services = stubServices();
    const deadline = stubDeadline();
    const running = sut.run(stubContext(sut.schema.parse({ option: 'pink_noise' }), services), deadline);
    setTimeout(() => deadline.controller.abort(new StopRequested()), 20);
    await expect(running).rejects.toThrow('Calibration was stopped');
    expect(services.state.current.calibrating).toBeNull();
  });

  it('refuses unknown options and levels', () => {
    for (const payload of [{ option: 'white_noise' }, { option: 'pink_noise', volume: 120 }, {}])
      expect(sut.schema.safeParse(payload).success).toBe(false);
  });
});
