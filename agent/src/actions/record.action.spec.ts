import { RECORDING_API_PATHS, agentEventSchema, recordResultSchema } from '@oak/shared';
import { readFileSync, readdirSync, utimesSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { decodeWav } from '../audio/wav.util';
import { startStubHttpServer } from '../testing/http-server.stub';
import { stubConfig, stubContext, stubDeadline, stubServices } from '../testing/agent-services.stub';
import { ActionFailure, StopRequested } from './action-errors';
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
    expect(sut.defaultTimeoutMs({ durationMs: 5000, upload: true })).toBe(45_000);
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

  describe('with upload', () => {
    const ID = '0b0e4c3a-6f1d-4a55-9a3e-2f5c1d7e8a90';
    const PASSWORD = 'a-pi-password-for-tests';
    const stored = (fileName: string, bytes: Buffer) => ({
      id: ID,
      thingName: 'lab1-pi1',
      fileName,
      size: bytes.length,
      durationMs: 500,
      sampleRate: 16000,
      createdAt: new Date().toISOString(),
    });

    it("sends the WAV to the cloud with the Pi's credentials and answers the id it is stored under", async () => {
      const cloud = await startStubHttpServer({
        [`PUT ${RECORDING_API_PATHS.upload('lab1-pi1', 'answer.wav')}`]: (request) =>
          request.headers.authorization === `Basic ${Buffer.from(`lab1-pi1:${PASSWORD}`).toString('base64')}`
            ? { status: 201, json: stored('answer.wav', cloud.requests.at(-1)!.bytes) }
            : { status: 401, json: { statusCode: 401, message: 'no' } },
      });
      try {
        const services = stubServices({ config: stubConfig({ cloudUrl: cloud.url }), fetch });
        const payload = sut.schema.parse({ durationMs: 500, fileName: 'answer.wav', upload: true });
        const data = recordResultSchema.parse(await sut.run(stubContext(payload, services), stubDeadline()));
        expect(data).toMatchObject({ fileName: 'recordings/answer.wav', durationMs: 500, recordingId: ID });
        const onPi = readFileSync(path.join(services.config.cacheDir, data.fileName));
        expect(Buffer.compare(cloud.requests[0]!.bytes, onPi)).toBe(0);
        expect(agentEventSchema.parse(services.events[0])).toMatchObject({
          type: 'recording_ready',
          recordingId: ID,
        });
      } finally {
        await cloud.close();
      }
    });

    it('fails, keeping the file on the Pi, when the cloud refuses it', async () => {
      const cloud = await startStubHttpServer({
        'PUT /api/agent/things/lab1-pi1/recordings/refused.wav': () => ({
          status: 413,
          json: { statusCode: 413, message: 'A recording may be at most 20 MiB' },
        }),
      });
      try {
        const services = stubServices({ config: stubConfig({ cloudUrl: cloud.url }), fetch });
        const payload = sut.schema.parse({ durationMs: 500, fileName: 'refused.wav', upload: true });
        const running = sut.run(stubContext(payload, services), stubDeadline());
        await expect(running).rejects.toThrow(
          new ActionFailure(
            'Recording recordings/refused.wav was kept on the Pi, not uploaded: the cloud refused it (413: A recording may be at most 20 MiB)',
          ),
        );
        expect(readdirSync(path.join(services.config.cacheDir, 'recordings'))).toEqual(['refused.wav']);
      } finally {
        await cloud.close();
      }
    });

    it('uploads what a stopped recording captured', async () => {
      const cloud = await startStubHttpServer({
        'PUT /api/agent/things/lab1-pi1/recordings/cut.wav': () => ({
          status: 201,
          json: stored('cut.wav', cloud.requests.at(-1)!.bytes),
        }),
      });
      try {
        const services = stubServices({ config: stubConfig({ cloudUrl: cloud.url }), fetch });
        const deadline = stubDeadline();
        const payload = sut.schema.parse({ durationMs: 60_000, fileName: 'cut.wav', upload: true });
        const running = sut.run(stubContext(payload, services), deadline);
        setTimeout(() => deadline.controller.abort(new StopRequested()), 30);
        const data = await running;
        expect(data).toMatchObject({ stopped: true, recordingId: ID });
        expect(decodeWav(cloud.requests[0]!.bytes).samples.length).toBeGreaterThan(0);
      } finally {
        await cloud.close();
      }
    });
  });
});
