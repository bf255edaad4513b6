import { existsSync, readFileSync } from 'node:fs';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import { type AddressInfo } from 'node:net';
import path from 'node:path';
import {
  AGENT_INSTALL_LAYOUT,
  LOCATIONS,
  NOISE_LOCATION,
  VIRTUAL_ROOM_PATHS,
  type VirtualRoomFanState,
  type VirtualRoomMicState,
  agentDesiredResourcesSchema,
  virtualRoomMicRequestSchema,
  virtualRoomRecordingRequestSchema,
} from '@oak/shared';
import { type Logger } from 'pino';
import { startDeviceCloudEmulator } from '../emulators/device-cloud/device-cloud-server';
import { DutRegistry } from './devices/dut-registry';
import { deviceProfileById } from './devices/device-profiles.constant';
import { VirtualDut } from './devices/virtual-dut';
import { type LabDefinition, type PiDefinition } from './lab-definitions.constant';
import { LabControls } from './lab-controls';
import { Random } from '../random/random';
import { positionOfLocation } from './room/room-positions.constant';
import { VirtualRoom } from './room/virtual-room';
import { ScaledClock } from '../time/clock';
import { timeScale } from '../time/time-scale.util';
import { EspeakVoice } from './voice/espeak-voice.adapter';
import { RoomVoices } from './voice/room-voices';
import { encodePcm16Wav } from './voice/wav-pcm.util';

/** How often (real ms) the rooms judge the noise-only time that passed: false wakes. */
const ADVANCE_EVERY_MS = 1000;
const MAX_BODY_BYTES = 16 * 1024;
/** Where a lab's fan stands: beside its noise Pi. */
const FAN_POSITION = positionOfLocation(NOISE_LOCATION)!;
const ROOM_ROUTES = new Map(
  (['playbacks', 'stops', 'recordings', 'mics', 'fans'] as const).map((what) => [
    VIRTUAL_ROOM_PATHS[what] as string,
    what,
  ]),
);

/** The room of an isolation booth of a lab. */
export function boothRoomName(labName: string, booth: string): string {
  return `${labName} · booth ${booth}`;
}

/**
 * The devices a Pi of a lab stands beside, what it reports (OAK_DEVICES): the
 * lab's devices in its room, the same isolation booth or both in the open room.
 */
export function devicesBeside(lab: LabDefinition, pi: Pick<PiDefinition, 'booth'>): string[] {
  return (lab.duts ?? []).filter((dut) => dut.booth === pi.booth).map((dut) => dut.dsn);
}

export interface LabRoomsOptions {
  readonly labs: readonly LabDefinition[];
  /** Where each virtual Pi keeps its files; a transcript sits beside its audio as `<file>.txt`. */
  readonly dataDir: string;
  readonly timeScale: number;
  readonly seed?: number;
  /** The device-cloud emulator's port; 0 picks a free one. */
  readonly deviceCloudPort?: number;
  readonly logger: Logger;
}

export interface LabRooms {
  /** Where the virtual Pis report what they play (OAK_VIRTUAL_ROOM_URL). */
  readonly roomUrl: string;
  /** The device-cloud emulator serving the virtual DUTs. */
  readonly deviceCloudUrl: string;
  /** By lab name, and each isolation booth by boothRoomName. */
  readonly rooms: ReadonlyMap<string, VirtualRoom>;
  close(): Promise<void>;
}

interface PiPlace {
  readonly room: VirtualRoom;
  readonly pi: PiDefinition;
  readonly noise: boolean;
}

/**
 * One virtual room per lab, with its DUTs, fed by what the lab's virtual Pis
 * play (they report to `roomUrl`), and the device-cloud emulator over all of
 * them. Time runs at the lab's time scale, so a 0.01 lab hears 3 s in 30 ms.
 */
export async function startLabRooms(options: LabRoomsOptions): Promise<LabRooms> {
  // Simulated time starts now, so activity timestamps read like the cloud's own.
  const clock = new ScaledClock(() => Date.now(), timeScale(options.timeScale), Date.now());
  const random = new Random(options.seed ?? 'oak-virtual-lab');
  // What the DUTs answer is said aloud, for the Pis' reference mics to record.
  const voices = new RoomVoices({
    synthesiser: new EspeakVoice(),
    random: random.fork('voices'),
    logger: options.logger,
  });
  const rooms = new Map<string, VirtualRoom>();
  const places = new Map<string, PiPlace>();
  const registry = new DutRegistry({ rooms: [] });
  // The lab's open room, or one of its isolation booths.
  const roomOf = (lab: LabDefinition, booth: string | undefined): VirtualRoom => {
    const name = booth === undefined ? lab.name : boothRoomName(lab.name, booth);
    const fan = booth === undefined && lab.fan ? { position: FAN_POSITION, on: lab.fan.on } : undefined;
    const room = rooms.get(name) ?? new VirtualRoom({ clock, ...(fan ? { fan } : {}) });
    rooms.set(name, room);
    voices.watch(room);
    return room;
  };
  for (const lab of options.labs) {
    roomOf(lab, undefined);
    for (const dut of lab.duts ?? []) {
      const device = new VirtualDut({
        ...dut,
        profile: deviceProfileById(dut.profile),
        random: random.fork(dut.dsn),
      });
      device.connectComms(registry.comms);
      roomOf(lab, dut.booth).addDut(device);
    }
    for (const pi of lab.pis) {
      const role = LOCATIONS.find((location) => location.id === pi.location)?.role;
      places.set(pi.thingName, { room: roomOf(lab, pi.booth), pi, noise: role === 'noise' });
    }
  }
  registry.addRooms([...rooms.values()]);

  /**
   * What a file a Pi plays says: the transcript its resource manifest gave it,
   * as the synced list in the Pi's desired shadow (kept in its state folder)
   * carries it; else the `<file>.txt` beside it, for files placed by hand.
   */
  const transcriptOf = (thingName: string, fileName: string): string | undefined => {
    const name = path.basename(fileName);
    const desired = path.join(
      options.dataDir,
      thingName,
      'state',
      AGENT_INSTALL_LAYOUT.desiredShadowFileName,
    );
    if (existsSync(desired)) {
      try {
        const resources = agentDesiredResourcesSchema.safeParse(
          (JSON.parse(readFileSync(desired, 'utf8')) as { resources?: unknown }).resources,
        );
        const transcript = resources.success
          ? resources.data.files.find((file) => file.fileName === name)?.transcript
          : undefined;
        if (transcript) return transcript;
      } catch {
        // A shadow being rewritten or damaged: fall back to the file beside the audio.
      }
    }
    const file = path.join(options.dataDir, thingName, 'cache', `${name}.txt`);
    return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
  };

  const onReport = (what: string, report: Record<string, unknown>): number => {
    const place = typeof report.thingName === 'string' ? places.get(report.thingName) : undefined;
    if (!place) return 404;
    const now = clock.now();
    place.room.advanceTo(now);
    if (what === 'stops') {
      place.room.stop(place.pi.thingName, now);
      return 204;
    }
    const { fileName, volume, durationMs } = report;
    if (typeof fileName !== 'string' || typeof durationMs !== 'number' || durationMs < 0) return 400;
    const result = place.room.play({
      piId: place.pi.thingName,
      locationId: place.pi.location,
      kind: place.noise ? 'noise' : 'speech',
      ...(place.noise ? { noiseType: 'PINK' as const } : {}),
      fileName,
      transcript: place.noise ? undefined : transcriptOf(place.pi.thingName, fileName),
      volume: typeof volume === 'number' ? volume : undefined,
      startMs: now,
      durationMs,
    });
    options.logger.debug(
      {
        thingName: place.pi.thingName,
        fileName,
        answers: result.answers.map((a) => [a.dsn, a.conditions.snrDb]),
      },
      'Virtual room played',
    );
    return 204;
  };

  /**
   * What a Pi's reference mic heard of the room while it recorded: the DUTs'
   * spoken answers at its position, as a WAV at its rate; 204 when none spoke.
   */
  const onRecording = async (report: unknown): Promise<{ status: number; wav?: Buffer }> => {
    const parsed = virtualRoomRecordingRequestSchema.safeParse(report);
    if (!parsed.success) return { status: 400 };
    const { thingName, startedAt, durationMs, sampleRate } = parsed.data;
    const place = places.get(thingName);
    if (!place) return { status: 404 };
    const position = positionOfLocation(place.pi.location);
    const heard =
      position &&
      (await voices.heardAt(place.room, position, { fromMs: clock.at(startedAt), durationMs, sampleRate }));
    return heard ? { status: 200, wav: encodePcm16Wav(heard, sampleRate) } : { status: 204 };
  };

  /** Whether a Pi's reference mic is plugged in (LabControls unplugs it), asked before it records. */
  const onMic = (report: unknown): { status: number; body?: VirtualRoomMicState } => {
    const parsed = virtualRoomMicRequestSchema.safeParse(report);
    if (!parsed.success) return { status: 400 };
    const place = places.get(parsed.data.thingName);
    if (!place) return { status: 404 };
    return { status: 200, body: { plugged: place.room.micPlugged(place.pi.thingName) } };
  };

  /** The room's fan as a Pi reports it: the noise Pi of a room with a fan reads it, any other Pi none. */
  const onFan = (report: unknown): { status: number; body?: VirtualRoomFanState } => {
    const parsed = virtualRoomMicRequestSchema.safeParse(report);
    if (!parsed.success) return { status: 400 };
    const place = places.get(parsed.data.thingName);
    if (!place) return { status: 404 };
    const fan = place.noise ? place.room.fan : undefined;
    return { status: 200, body: { fan: fan ? { on: fan.on } : null } };
  };

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const what = ROOM_ROUTES.get(req.url ?? '');
    if (req.method !== 'POST' || !what) return void res.writeHead(404).end();
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
      if (body.length > MAX_BODY_BYTES) req.destroy();
    });
    req.on('end', () => {
      let report: unknown;
      try {
        report = JSON.parse(body);
      } catch {
        return void res.writeHead(400).end();
      }
      if (!report || typeof report !== 'object') return void res.writeHead(400).end();
      if (what === 'mics' || what === 'fans') {
        const { status, body: answer } = what === 'mics' ? onMic(report) : onFan(report);
        return void res
          .writeHead(status, answer ? { 'Content-Type': 'application/json' } : {})
          .end(answer ? JSON.stringify(answer) : undefined);
      }
      if (what === 'recordings') {
        void onRecording(report).then(
          ({ status, wav }) => res.writeHead(status, wav ? { 'Content-Type': 'audio/wav' } : {}).end(wav),
          (error: Error) => {
            options.logger.warn({ err: error }, 'The virtual room could not say what a Pi heard');
            res.writeHead(500).end();
          },
        );
        return;
      }
      res.writeHead(onReport(what, report as Record<string, unknown>)).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const ticker = setInterval(() => {
    for (const room of rooms.values()) room.advanceTo(clock.now());
  }, ADVANCE_EVERY_MS);
  const emulator = await startDeviceCloudEmulator({
    port: options.deviceCloudPort ?? 0,
    registry,
    clock,
    logger: options.logger,
    labControls: new LabControls((thingName) => places.get(thingName)?.room, options.logger),
  });
  options.logger.info({ deviceCloud: emulator.url }, 'Virtual devices and their device cloud are up');
  return {
    roomUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    deviceCloudUrl: emulator.url,
    rooms,
    close: async () => {
      clearInterval(ticker);
      await emulator.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
