import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { type LabDefinition } from './lab-definitions.constant';
import { type LabRooms, startLabRooms } from './lab-rooms';

const LAB: LabDefinition = {
  name: 'Spec Lab',
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

  it('answers 404 for an unknown Pi or path and 400 for a malformed report', async () => {
    expect(
      (await report('playbacks', { thingName: 'nobody', fileName: 'x.wav', durationMs: 1 })).status,
    ).toBe(404);
    expect((await report('playbacks', '{"broken"')).status).toBe(400);
    expect((await report('playbacks', { thingName: 'spec-near', durationMs: -1 })).status).toBe(400);
    expect((await fetch(`${sut.roomUrl}/rooms/elsewhere`, { method: 'POST', body: '{}' })).status).toBe(404);
  });
});
