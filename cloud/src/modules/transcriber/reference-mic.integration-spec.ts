import { type AddressInfo } from 'node:net';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { LAB_API_PATHS, recordResultSchema, spokenText, transcriptContains } from '@oak/shared';
import { type LabRooms, type VirtualDut, startLabRooms } from '@oak/simulator';
import pino from 'pino';
import { DataSource } from 'typeorm';
import {
  type InstalledAgent,
  type RunningAgent,
  removeInstall,
  runSetupCommand,
  startAgent,
} from '../../testing/agent-process';
import { createLab, eventually } from '../../testing/lab-fixtures';
import { TEST_ADMIN, useTestApp } from '../../testing/test-app';
import { ThingActionsService } from '../labs/thing-actions.service';
import { ThingRecord } from '../labs/thing.entity';
import { RecordingStore } from '../recordings/recording-store.service';
import { transcriberFor } from './transcriber.module';

const run = promisify(execFile);

const LAB = 'Reference Mic Lab';
const PI = 'refmic-pi';
const DSN = 'G0REFMICDUT0001';
/** The lab's time scale, the agent's and the room's alike: 3 s of speech in 300 ms. */
const TIME_SCALE = 0.1;
const QUESTION = 'Alexa, set a timer for 5 minutes';

/**
 * The reference-mic chain end to end (doc 1 §2.6): a Pi plays a question to a
 * virtual DUT while it records; the DUT answers aloud; the recording reaches
 * the cloud with the Pi's credentials; the cloud transcribes it.
 */
describe("a virtual DUT's spoken answer, recorded by a virtual Pi and transcribed in the cloud", () => {
  const app = useTestApp();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'oak-refmic-'));
  let rooms: LabRooms;
  let installed: InstalledAgent;
  let agent: RunningAgent;
  let labId: string;
  let dut: VirtualDut;

  const pi = () => app().app.get(DataSource).getRepository(ThingRecord).findOneByOrFail({ thingName: PI });
  const call = async (action: 'record' | 'talk', payload: unknown) =>
    app()
      .app.get(ThingActionsService)
      .run(await pi(), action, payload, 60_000);

  /** Records while the question plays; answers the record's data and what the DUT did meanwhile. */
  const askWhileRecording = async () => {
    const said = dut.activity.size;
    const recording = call('record', { durationMs: 8000, upload: true });
    await call('talk', { waveFileName: 'question.wav', volume: 100, controlName: 'PCM' });
    const data = recordResultSchema.parse(await recording);
    return {
      data,
      answers: dut.activity
        .all()
        .slice(said)
        .filter((item) => item.response),
    };
  };

  beforeAll(async () => {
    const server = app().app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const token = await app().signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const lab = await createLab(app(), LAB, [PI]);
    labId = lab.labId;
    rooms = await startLabRooms({
      labs: [
        {
          name: LAB,
          pis: [{ thingName: PI, name: 'Reference mic', location: '0.9m-90deg' }],
          duts: [
            {
              dsn: DSN,
              name: 'Echo under test',
              deviceType: 'ECHO_DOT',
              customerId: 'A1REFMIC0001',
              email: 'refmic@oak.test',
              buildInfo: 'build-1',
              profile: 'good',
            },
          ],
        },
      ],
      dataDir,
      timeScale: TIME_SCALE,
      seed: 11,
      logger: pino({ level: 'silent' }),
    });
    dut = rooms.rooms.get(LAB)!.dut(DSN)!;
    const setup = await fetch(`${base}${LAB_API_PATHS.setupCommand(lab.thingIds[PI]!, 'raspbian')}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    installed = await runSetupCommand(((await setup.json()) as { cmdLine: string }).cmdLine);
    // The question in the Pi's cache; the room hears it as the transcript beside it.
    await run('espeak-ng', ['-v', 'en-us+m3', '-w', path.join(installed.cacheDir, 'question.wav'), QUESTION]);
    mkdirSync(path.join(dataDir, PI, 'cache'), { recursive: true });
    writeFileSync(path.join(dataDir, PI, 'cache', 'question.wav.txt'), QUESTION);
    agent = startAgent(installed, {
      OAK_VIRTUAL_ROOM_URL: rooms.roomUrl,
      OAK_TIME_SCALE: String(TIME_SCALE),
    });
    await eventually(pi, (thing) => thing.connected, 20_000);
  }, 120_000);

  afterAll(async () => {
    await agent?.stop();
    removeInstall(installed);
    await rooms?.close();
    rmSync(dataDir, { recursive: true, force: true });
    await new Promise<void>((resolve) =>
      app()
        .app.getHttpServer()
        .close(() => resolve()),
    );
  });

  it('holds the answer the DUT said, which the transcriber hears as the phrase expected', async () => {
    // A good device misses now and then: ask again until it answers.
    let asked = await askWhileRecording();
    for (let attempt = 1; attempt < 5 && !asked.answers.length; attempt += 1)
      asked = await askWhileRecording();
    const [answer] = asked.answers;
    expect(answer?.response).toBeTruthy();
    expect(asked.data.recordingId).toBeDefined();
    // What the runner does: read the recording back for the lab, transcribe it against the expected phrases.
    const { recording, wav } = await app().app.get(RecordingStore).read(asked.data.recordingId!, { labId });
    expect(recording).toMatchObject({ thingName: PI, sampleRate: 16000, durationMs: 8000 });
    const phrases = [answer!.response!, 'your timer is cancelled'];
    const { text } = await transcriberFor(app().config).transcribe(wav, { locale: 'en_US', phrases });
    expect(text).toBe(spokenText(answer!.response!));
    // The Pi's own question is no expected phrase: it is not in the transcript.
    expect(text).not.toContain(spokenText('set a timer'));
    expect(transcriptContains(text, 'your timer is cancelled')).toBe(false);
  });

  it('holds no answer from a DUT that is offline', async () => {
    dut.setOnline(false);
    try {
      const { data, answers } = await askWhileRecording();
      expect(answers).toEqual([]);
      const { wav } = await app().app.get(RecordingStore).read(data.recordingId!, { labId });
      const { text } = await transcriberFor(app().config).transcribe(wav, {
        locale: 'en_US',
        phrases: ['5 minutes, starting now.'],
      });
      expect(text).toBe('');
    } finally {
      dut.setOnline(true);
    }
  });
});
