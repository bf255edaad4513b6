import {
  RECORDING_API_PATHS,
  RECORDING_MESSAGES,
  RECORDING_UPLOAD_MAX_BYTES,
  RECORDINGS_KEPT_PER_PI,
  recordingSchema,
  wavHeader,
} from '@oak/shared';
import { randomUUID } from 'node:crypto';
import { type Test } from 'supertest';
import { DataSource } from 'typeorm';
import { createLab, type Registration, registerThing } from '../../testing/lab-fixtures';
import { TEST_ADMIN, useTestApp } from '../../testing/test-app';
import { RecordingRecord } from './recording.entity';
import { RecordingNotFoundError, RecordingStore } from './recording-store.service';

/** A 16 kHz mono 16-bit WAV of `ms` of a quiet ramp, so two takes differ. */
function wav(ms: number, step = 1): Buffer {
  const samples = (16 * ms) | 0;
  const body = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) body.writeInt16LE((i * step) % 2000, i * 2);
  return Buffer.concat([Buffer.from(wavHeader({ sampleRate: 16000, dataBytes: body.length })), body]);
}

const basic = (login: { username: string; password: string }) =>
  `Basic ${Buffer.from(`${login.username}:${login.password}`).toString('base64')}`;

/** The binary body of a response. */
const bytes = (request: Test) =>
  request.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

describe('reference-mic recordings: a Pi uploads, the company reads back', () => {
  const app = useTestApp();
  let admin: string;
  let globex: string;
  let labId: string;
  let one: Registration;
  let two: Registration;

  const upload = (thingName: string, fileName: string, body: Buffer, authorization?: string) => {
    const request = app().http().put(RECORDING_API_PATHS.upload(thingName, fileName)).type('audio/wav');
    return (authorization ? request.set('Authorization', authorization) : request).send(body);
  };
  const get = (id: string, token = admin) =>
    app().http().get(RECORDING_API_PATHS.recording(id)).set('Authorization', `Bearer ${token}`);
  const download = (id: string) => bytes(get(id));
  const store = () => app().app.get(RecordingStore);
  const rows = () => app().app.get(DataSource).getRepository(RecordingRecord);

  beforeAll(async () => {
    admin = await app().signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    globex = await app().companyWithUser('Globex', 'gus@globex.test');
    const lab = await createLab(app(), 'Recording Lab', ['rec-pi-1', 'rec-pi-2']);
    labId = lab.labId;
    one = await registerThing(app(), admin, lab.thingIds['rec-pi-1']!);
    two = await registerThing(app(), admin, lab.thingIds['rec-pi-2']!);
  });

  let first: string;

  it("stores a Pi's WAV for its company and lab, which a user of the company reads back", async () => {
    const take = wav(2000);
    const response = await upload('rec-pi-1', 'answer-1.wav', take, basic(one)).expect(201);
    const recording = recordingSchema.parse(response.body);
    expect(recording).toMatchObject({
      thingName: 'rec-pi-1',
      fileName: 'answer-1.wav',
      size: take.length,
      durationMs: 2000,
      sampleRate: 16000,
    });
    first = recording.id;
    const read = await download(first).expect(200);
    expect(read.headers['content-type']).toBe('audio/wav');
    expect(read.headers['content-disposition']).toBe('attachment; filename="answer-1.wav"');
    expect(Buffer.compare(read.body as Buffer, take)).toBe(0);
    // What the runner does with a record answer's recordingId.
    const stored = await store().read(first, { labId });
    expect(stored.recording).toEqual(recording);
    expect(Buffer.compare(stored.wav, take)).toBe(0);
    await expect(store().read(first, { labId: randomUUID() })).rejects.toBeInstanceOf(RecordingNotFoundError);
  });

  it('replaces a recording uploaded again under the same name', async () => {
    const again = wav(1000, 3);
    const response = await upload('rec-pi-1', 'answer-1.wav', again, basic(one)).expect(201);
    expect(response.body).toMatchObject({ id: first, size: again.length, durationMs: 1000 });
    expect(Buffer.compare((await download(first).expect(200)).body as Buffer, again)).toBe(0);
  });

  it("refuses no credentials and wrong ones (401), and another Pi's (403)", async () => {
    for (const authorization of [
      undefined,
      basic({ ...one, password: 'not-the-password-0123' }),
      `Bearer ${admin}`,
    ]) {
      const response = await upload('rec-pi-1', 'x.wav', wav(100), authorization).expect(401);
      expect(response.body).toEqual({ statusCode: 401, message: RECORDING_MESSAGES.unauthorized });
    }
    const response = await upload('rec-pi-1', 'x.wav', wav(100), basic(two)).expect(403);
    expect(response.body.message).toBe(RECORDING_MESSAGES.otherPi('rec-pi-1'));
  });

  it('refuses a recording over the size cap (413), what is no WAV and a file name that is no plain .wav (400)', async () => {
    const big = Buffer.concat([wav(100), Buffer.alloc(RECORDING_UPLOAD_MAX_BYTES)]);
    const tooBig = await upload('rec-pi-1', 'big.wav', big, basic(one)).expect(413);
    expect(tooBig.body).toEqual({ statusCode: 413, message: RECORDING_MESSAGES.tooLarge });
    const text = await upload('rec-pi-1', 'text.wav', Buffer.from('hello, not audio'), basic(one)).expect(
      400,
    );
    expect(text.body.message).toBe(RECORDING_MESSAGES.notWav('not a WAV file (no RIFF/WAVE header)'));
    const empty = await upload('rec-pi-1', 'empty.wav', Buffer.alloc(0), basic(one)).expect(400);
    expect(empty.body.message).toMatch(/^The recording is not a PCM WAV file: /);
    const named = await upload('rec-pi-1', 'take.mp3', wav(100), basic(one)).expect(400);
    expect(named.body.message).toBe(RECORDING_MESSAGES.badFileName);
    expect(await rows().countBy({ fileName: 'big.wav' })).toBe(0);
  });

  it("answers 404 for an unknown id, a malformed one and another company's recording", async () => {
    for (const id of [randomUUID(), 'recordings/answer-1.wav']) {
      expect((await get(id).expect(404)).body).toEqual({
        statusCode: 404,
        message: RECORDING_MESSAGES.notFound,
      });
    }
    expect((await get(first, globex).expect(404)).body.message).toBe(RECORDING_MESSAGES.notFound);
    await expect(store().read(first, { companyId: randomUUID() })).rejects.toThrow(
      `Recording ${first} not found`,
    );
  });

  it('keeps recordings 7 days, and the newest 100 of each Pi', async () => {
    const old = recordingSchema.parse(
      (await upload('rec-pi-2', 'old.wav', wav(100), basic(two)).expect(201)).body,
    );
    await rows().update({ id: old.id }, { createdAt: new Date(Date.now() - 8 * 24 * 3_600_000) });
    const thing = await rows().findOneOrFail({ where: { id: old.id }, relations: { thing: true } });
    // The Pi's cap: 100 older recordings already there.
    await rows().insert(
      Array.from({ length: RECORDINGS_KEPT_PER_PI }, (_, index) => ({
        companyId: thing.companyId,
        labId: thing.labId,
        thingId: thing.thingId,
        fileName: `filler-${index}.wav`,
        size: 44,
        durationMs: 0,
        sampleRate: 16000,
        content: wav(0),
        createdAt: new Date(Date.now() - (RECORDINGS_KEPT_PER_PI - index) * 60_000),
      })),
    );
    await upload('rec-pi-2', 'new.wav', wav(100), basic(two)).expect(201);
    await expect(store().read(old.id, { labId })).rejects.toBeInstanceOf(RecordingNotFoundError);
    expect(await rows().countBy({ thingId: thing.thingId })).toBe(RECORDINGS_KEPT_PER_PI);
    expect(await rows().countBy({ thingId: thing.thingId, fileName: 'filler-0.wav' })).toBe(0);
    expect(await rows().countBy({ thingId: thing.thingId, fileName: 'new.wav' })).toBe(1);
    // The other Pi's recordings are not its to prune.
    expect(await rows().countBy({ id: first })).toBe(1);
  });
});
