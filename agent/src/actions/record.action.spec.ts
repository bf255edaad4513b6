import { recordResultSchema } from '@oak/shared';
import { readFileSync, readdirSync, utimesSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { decodeWav } from '../audio/wav.util';
import { stubContext, stubDeadline, stubServices } from '../testing/agent-services.stub';
import { StopRequested } from './action-errors';
import { RECORDINGS_KEPT, defaultRecordingName, recordAction as sut } from './record.action';

describe('record action', () => {
  it('records into the cache and reports the level of the samples', async () => {
    const services = stubServices();
    const payload = sut.schema.parse({ durationMs: 1000, fileName: 'take1.wav' });
    const recordingStates: boolean[] = [];
    services.state.onChange(() => recordingStates.push(services.state.current.recording));
    const data = recordResultSchema.parse(await sut.run(stubContext(payload, services), stubDeadline()));
    expect(data).toEqual({
      fileName: 'recordings/take1.wav',
      durationMs: 1000,
      sampleRate: 16000,
      rmsDbfs: expect.any(Number),
    });
    // The virtual room's noise floor.
    expect(data.rmsDbfs).toBeCloseTo(-70, 0);
    const wav = decodeWav(readFileSync(path.join(services.config.cacheDir, data.fileName)));
    expect(wav.samples).toHaveLength(16000);
    expect(recordingStates).toEqual([true, false]);
    expect(services.events).toEqual([
      expect.objectContaining({ type: 'recording_ready', fileName: 'recordings/take1.wav' }),
    ]);
  });

  it('names a recording after the time and the request', () => {
    expect(defaultRecordingName('abc/../1', new Date('2024-05-01T10:00:00.123Z'))).toBe(
      'recording-2024-05-01T10-00-00-123Z-abc1.wav',
    );
    expect(defaultRecordingName('///', new Date(0))).toBe('recording-1970-01-01T00-00-00-000Z.wav');
  });

  it('refuses a path as file name, and durations out of range', () => {
    for (const payload of [
      { durationMs: 1000, fileName: '../x.wav' },
      { durationMs: 50 },
      { durationMs: 600_001 },
      {},
    ])
      expect(sut.schema.safeParse(payload).success).toBe(false);
    expect(sut.defaultTimeoutMs({ durationMs: 5000 })).toBe(15_000);
  });

  it('keeps what was captured when stopped', async () => {
    const services = stubServices();
    const deadline = stubDeadline();
    const running = sut.run(stubContext(sut.schema.parse({ durationMs: 60_000 }), services), deadline);
    setTimeout(() => deadline.controller.abort(new StopRequested()), 30);
    const data = await running;
    expect(data.stopped).toBe(true);
    expect(data.durationMs).toBeLessThan(60_000);
    expect(data.fileName).toMatch(/^recordings\/recording-.*-req-1\.wav$/);
  });

  it('keeps only the newest recordings', async () => {
    const services = stubServices();
    const dir = path.join(services.config.cacheDir, 'recordings');
    mkdirSync(dir, { recursive: true });
    for (let i = 0; i < RECORDINGS_KEPT; i++) {
      const file = path.join(dir, `old-${i}.wav`);
      writeFileSync(file, '');
      utimesSync(file, new Date(2000, 0, 1, 0, 0, i), new Date(2000, 0, 1, 0, 0, i));
    }
    await sut.run(
      stubContext(sut.schema.parse({ durationMs: 100, fileName: 'new.wav' }), services),
      stubDeadline(),
    );
    const names = readdirSync(dir);
    expect(names).toHaveLength(RECORDINGS_KEPT);
    expect(names).toContain('new.wav');
    expect(names).not.toContain('old-0.wav');
  });
});
