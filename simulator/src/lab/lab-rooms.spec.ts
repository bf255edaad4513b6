import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { VIRTUAL_LAB_CONTROL_PATHS, VIRTUAL_ROOM_PATHS, parseWavHeader } from '@oak/shared';
import pino from 'pino';
import { decodePcm16Wav } from './voice/wav-pcm.util';
import { rmsLevelDbfs } from './voice/mic-mix.util';
import { type LabDefinition } from './lab-definitions.constant';
import { type LabRooms, devicesBeside, startLabRooms } from './lab-rooms';

const LAB: LabDefinition = {
  name: 'Spec Lab',
  fan: { on: false },
  pis: [
    { thingName: 'spec-noise', name: 'Noise', location: '1.8m-135deg' },
    { thingName: 'spec-near', name: 'Near', location: '0.9m-90deg' },
  ],
  duts: [
    {
      dsn: 'SPECDUT0001',
      name: 'Spec Echo',
      deviceType: 'ECHO_DOT',
      customerId: 'SPECCUSTOMER',
      email: 'spec@oak.example',
      buildInfo: 'spec-1',
      profile: 'good',
    },
  ],
};

describe('startLabRooms', () => {
  let dataDir: string;
  let sut: LabRooms;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'oak-lab-rooms-'));
    mkdirSync(path.join(dataDir, 'spec-near', 'cache'), { recursive: true });
    writeFileSync(
      path.join(dataDir, 'spec-near', 'cache', 'weather.wav.txt'),
      'Alexa, what is the weather\n',
    );
    // A synced file: its transcript comes from the resource manifest, through the Pi's desired shadow.
    mkdirSync(path.join(dataDir, 'spec-near', 'state'), { recursive: true });
    writeFileSync(
      path.join(dataDir, 'spec-near', 'state', 'desired-shadow.json'),
      JSON.stringify({
        resources: {
          syncId: 'spec',
          files: [
            {
              fileName: 'en_US-timer-03-f2.wav',
              md5: '0123456789abcdef0123456789abcdef',
              transcript: 'Alexa, set a timer for 5 minutes',
            },
          ],
        },
      }),
    );
    sut = await startLabRooms({
      labs: [LAB],
      dataDir,
      timeScale: 1,
      seed: 7,
      logger: pino({ level: 'silent' }),
    });
  });
  afterAll(async () => {
    await sut.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const report = (what: string, body: unknown) =>
    fetch(`${sut.roomUrl}/rooms/${what}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it("hears what a Pi plays with the transcript beside its file, and the device cloud shows the DUT's answer", async () => {
    expect(
      (
        await report('playbacks', {
          thingName: 'spec-near',
          fileName: 'weather.wav',
          volume: 100,
          durationMs: 1500,
        })
      ).status,
    ).toBe(204);
    const now = Math.ceil(Date.now() / 1000);
    const response = await fetch(
      `${sut.deviceCloudUrl}/activityitems?deviceserial=SPECDUT0001&devicetype=ECHO_DOT&starttime=${now - 60}&endtime=${now + 60}&limit=5`,
    );
    const { ActivityItems } = (await response.json()) as {
      ActivityItems: { HeardText?: string; ActivityItemData: { intentType?: string } }[];
    };
    expect(ActivityItems).toHaveLength(1);
    expect(ActivityItems[0]!.HeardText).toMatch(/what is the weather/i);
    expect(ActivityItems[0]!.ActivityItemData.intentType).toBeTruthy();
  });

  it("hears a synced file's transcript from its manifest", async () => {
    await report('playbacks', {
      thingName: 'spec-near',
      fileName: 'en_US-timer-03-f2.wav',
      volume: 100,
      durationMs: 2000,
    });
    const now = Math.ceil(Date.now() / 1000);
    const response = await fetch(
      `${sut.deviceCloudUrl}/activityitems?deviceserial=SPECDUT0001&devicetype=ECHO_DOT&starttime=${now - 60}&endtime=${now + 60}&limit=10`,
    );
    const { ActivityItems } = (await response.json()) as {
      ActivityItems: { HeardText?: string; ActivityItemData: { intentType?: string } }[];
    };
    expect(ActivityItems.map((item) => item.ActivityItemData.intentType)).toContain('SetTimerIntent');
  });

  it("tells a Pi's reference mic what the DUT said aloud while it recorded, as a WAV at its rate", async () => {
    const startedAt = Date.now();
    await report('playbacks', {
      thingName: 'spec-near',
      fileName: 'en_US-timer-03-f2.wav',
      volume: 100,
      durationMs: 2000,
    });
    const recorded = { thingName: 'spec-near', startedAt, durationMs: 8000, sampleRate: 16000 };
    const response = await report('recordings', recorded);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/wav');
    const wav = Buffer.from(await response.arrayBuffer());
    expect(parseWavHeader(wav)).toMatchObject({ sampleRate: 16000, channels: 1, bitsPerSample: 16 });
    const { samples } = decodePcm16Wav(wav);
    expect(samples).toHaveLength(128_000);
    // Nothing while the Pi's own speech plays, then the answer ('5 minutes, starting now.').
    expect(rmsLevelDbfs(samples.subarray(0, 16_000))).toBe(Number.NEGATIVE_INFINITY);
    expect(rmsLevelDbfs(samples)).toBeGreaterThan(-50);
    // Long before, nothing was said.
    expect((await report('recordings', { ...recorded, startedAt: startedAt - 3_600_000 })).status).toBe(204);
  });

  it('plays noise from the noise Pi and stops it when the Pi stops', async () => {
    expect(
      (
        await report('playbacks', {
          thingName: 'spec-noise',
          fileName: 'pink.wav',
          volume: 100,
          durationMs: 60_000,
        })
      ).status,
    ).toBe(204);
    const room = sut.rooms.get('Spec Lab')!;
    const noiseOf = () => room.playingAt(Date.now() + 10).filter((p) => p.piId === 'spec-noise');
    expect(noiseOf().map((p) => p.kind)).toEqual(['noise']);
    expect((await report('stops', { thingName: 'spec-noise', fileName: 'pink.wav' })).status).toBe(204);
    expect(noiseOf()).toEqual([]);
  });

  it("unplugs a Pi's reference mic by the lab's control, and plugs it back: the Pi asks before it records", async () => {
    const mic = (thingName: string) => report('mics', { thingName });
    const control = (thingName: string, body: unknown, method = 'PUT') =>
      fetch(`${sut.deviceCloudUrl}${VIRTUAL_LAB_CONTROL_PATHS.piMic(thingName)}`, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect(await (await mic('spec-near')).json()).toEqual({ plugged: true });
    const unplugged = await control('spec-near', { plugged: false });
    expect(unplugged.status).toBe(200);
    expect(await unplugged.json()).toEqual({ thingName: 'spec-near', plugged: false });
    expect(await (await mic('spec-near')).json()).toEqual({ plugged: false });
    // Only that Pi's.
    expect(await (await mic('spec-noise')).json()).toEqual({ plugged: true });
    expect((await control('spec-near', { plugged: true })).status).toBe(200);
    expect(await (await mic('spec-near')).json()).toEqual({ plugged: true });
    expect((await control('nobody', { plugged: false })).status).toBe(404);
    expect((await control('spec-near', { plugged: 'no' })).status).toBe(400);
    expect((await control('spec-near', { plugged: false }, 'POST')).status).toBe(405);
    expect((await mic('nobody')).status).toBe(404);
    expect((await report('mics', {})).status).toBe(400);
  });

  it("starts and stops the lab's fan by its control: the noise Pi reports it, and it raises the noise at the DUT (issue 29)", async () => {
    const fan = async (thingName: string) => report('fans', { thingName });
    const control = (thingName: string, body: unknown, method = 'PUT') =>
      fetch(`${sut.deviceCloudUrl}${VIRTUAL_LAB_CONTROL_PATHS.piFan(thingName)}`, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const room = sut.rooms.get('Spec Lab')!;
    const dut = room.dut('SPECDUT0001')!;
    const noiseAtDut = () =>
      room.noiseSegments(dut.position, Date.now() + 60_000, Date.now() + 61_000)[0]?.noiseLevelDb ??
      -Infinity;
    // Off at first: the noise Pi reports it stopped, the speech Pi none.
    expect(await (await fan('spec-noise')).json()).toEqual({ fan: { on: false } });
    expect(await (await fan('spec-near')).json()).toEqual({ fan: null });
    expect(noiseAtDut()).toBe(-Infinity);
    const started = await control('spec-near', { on: true });
    expect(started.status).toBe(200);
    expect(await started.json()).toEqual({ thingName: 'spec-near', on: true });
    expect(await (await fan('spec-noise')).json()).toEqual({ fan: { on: true } });
    expect(noiseAtDut()).toBeGreaterThan(40);
    expect((await control('spec-noise', { on: false })).status).toBe(200);
    expect(await (await fan('spec-noise')).json()).toEqual({ fan: { on: false } });
    expect(noiseAtDut()).toBe(-Infinity);
    expect((await control('nobody', { on: true })).status).toBe(404);
    expect((await control('spec-noise', { on: 'yes' })).status).toBe(400);
    expect((await control('spec-noise', { on: true }, 'POST')).status).toBe(405);
    expect((await fan('nobody')).status).toBe(404);
    expect((await report('fans', {})).status).toBe(400);
  });

  it('answers 404 for an unknown Pi or path and 400 for a malformed report', async () => {
    expect(
      (await report('playbacks', { thingName: 'nobody', fileName: 'x.wav', durationMs: 1 })).status,
    ).toBe(404);
    expect((await report('playbacks', '{"broken"')).status).toBe(400);
    expect((await report('playbacks', { thingName: 'spec-near', durationMs: -1 })).status).toBe(400);
    expect((await fetch(`${sut.roomUrl}/rooms/elsewhere`, { method: 'POST', body: '{}' })).status).toBe(404);
    const recorded = { thingName: 'nobody', startedAt: Date.now(), durationMs: 1000, sampleRate: 16000 };
    expect((await report('recordings', recorded)).status).toBe(404);
    expect((await report('recordings', { ...recorded, thingName: 'spec-near', sampleRate: 0 })).status).toBe(
      400,
    );
    expect(VIRTUAL_ROOM_PATHS.recordings).toBe('/rooms/recordings');
  });

  it('says which devices each Pi stands beside: its booth, or the open room', () => {
    const dut = LAB.duts![0]!;
    const booths: LabDefinition = {
      name: 'Booths',
      pis: [
        { thingName: 'b-1', name: 'Booth 1', location: '0.9m-90deg', booth: '1' },
        { thingName: 'b-2', name: 'Booth 2', location: '0.9m-90deg', booth: '2' },
        { thingName: 'b-room', name: 'Room', location: '0.9m-30deg' },
      ],
      duts: [
        { ...dut, dsn: 'B1', booth: '1' },
        { ...dut, dsn: 'B2', booth: '2' },
        { ...dut, dsn: 'OPEN' },
      ],
    };
    expect(booths.pis.map((pi) => devicesBeside(booths, pi))).toEqual([['B1'], ['B2'], ['OPEN']]);
    expect(devicesBeside(LAB, LAB.pis[0]!)).toEqual(['SPECDUT0001']);
    expect(devicesBeside({ name: 'Empty', pis: [] }, {})).toEqual([]);
  });
});
