import { wavHeader } from '@oak/shared';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PocketsphinxTranscriber } from './pocketsphinx.adapter';
import { TranscriptionError } from './transcriber.port';

const run = promisify(execFile);

/**
 * The embedded transcriber against real speech: espeak-ng says a sentence
 * into a WAV, pocketsphinx (Debian's, with pocketsphinx-en-us) hears it.
 */
describe('the pocketsphinx transcriber', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'oak-transcriber-spec-'));
  const sut = new PocketsphinxTranscriber();
  const said = async (text: string, voice = 'en-us') => {
    const file = path.join(dir, `${text.replace(/\W+/g, '-')}-${voice}.wav`);
    await run('espeak-ng', ['-v', voice, '-w', file, text]);
    return readFileSync(file);
  };
  const silence = (ms: number) => {
    const body = Buffer.alloc(16 * ms * 2);
    return Buffer.concat([Buffer.from(wavHeader({ sampleRate: 16000, dataBytes: body.length })), body]);
  };
  // The transcriber's temporary folders go in a folder of this spec's own (it takes os.tmpdir(), which
  // reads TMPDIR), so another process transcribing at the same time (a running OAK) is not counted.
  const scratch = mkdtempSync(path.join(tmpdir(), 'oak-transcriber-scratch-'));
  const ownTempDirs = () => readdirSync(scratch).filter((name) => name.startsWith('oak-pocketsphinx-'));
  const PHRASES = ['Set a timer for 5 minutes', 'What time is it?', 'Five minutes, starting now.'];
  const tmpdirBefore = process.env.TMPDIR;

  beforeAll(() => (process.env.TMPDIR = scratch));
  afterAll(() => {
    if (tmpdirBefore === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = tmpdirBefore;
    rmSync(dir, { recursive: true, force: true });
    rmSync(scratch, { recursive: true, force: true });
  });

  it('hears the expected phrase that was said', async () => {
    const before = ownTempDirs();
    const { text } = await sut.transcribe(await said('set a timer for five minutes'), {
      locale: 'en_US',
      phrases: PHRASES,
    });
    expect(text).toContain('set a timer for five minutes');
    // Its temporary files are gone.
    expect(ownTempDirs().filter((name) => !before.includes(name))).toEqual([]);
  });

  it('hears a phrase in another voice, with words the dictionary lacks', async () => {
    const { text } = await sut.transcribe(await said('Play Zoombalicious radio on TuneIn', 'en-us+f3'), {
      locale: 'en_GB',
      phrases: ['play zoombalicious radio on tunein', ...PHRASES],
    });
    expect(text).toBe('play zoombalicious radio on tunein');
  });

  it('answers nothing for silence', async () => {
    expect(await sut.transcribe(silence(3000), { locale: 'en_US', phrases: PHRASES })).toEqual({ text: '' });
  });

  it('transcribes with the general language model when no phrase is expected', async () => {
    const { text } = await sut.transcribe(await said('what time is it'), { locale: 'en_US', phrases: [] });
    expect(text).toMatch(/^[a-z' ]+$/);
    expect(await sut.transcribe(silence(2000), { locale: 'en_US', phrases: [] })).toEqual({ text: '' });
  });

  it('says clearly why it cannot transcribe', async () => {
    const reasonOf = (promise: Promise<unknown>) =>
      promise.then(
        () => 'transcribed',
        (error: unknown) =>
          error instanceof TranscriptionError ? `${error.reason}: ${error.message}` : error,
      );
    const wav = silence(500);
    expect(await reasonOf(sut.transcribe(wav, { locale: 'de_DE', phrases: PHRASES }))).toBe(
      'unsupportedLocale: The embedded transcriber (pocketsphinx) knows English only (en_*), not de_DE',
    );
    expect(
      await reasonOf(sut.transcribe(Buffer.from('not audio'), { locale: 'en_US', phrases: PHRASES })),
    ).toBe('invalidAudio: The recording is not a WAV file: not a WAV file (no RIFF/WAVE header)');
    expect(
      await reasonOf(
        new PocketsphinxTranscriber({ timeoutMs: 1 }).transcribe(wav, { locale: 'en_US', phrases: PHRASES }),
      ),
    ).toBe('timedOut: Transcribing took longer than 1 ms');
    expect(
      await reasonOf(
        new PocketsphinxTranscriber({ decoder: 'pocketsphinx-missing' }).transcribe(wav, {
          locale: 'en_US',
          phrases: PHRASES,
        }),
      ),
    ).toBe('unavailable: pocketsphinx-missing is not installed (scripts/ensure-system-deps installs it)');
    expect(
      await reasonOf(
        new PocketsphinxTranscriber({ modelDir: dir }).transcribe(wav, { locale: 'en_US', phrases: PHRASES }),
      ),
    ).toMatch(/^unavailable: The pronunciation dictionary cannot be read \(pocketsphinx-en-us installs it\)/);
    // A model without its acoustic part: the decoder fails, and says why.
    writeFileSync(path.join(dir, 'cmudict-en-us.dict'), 'set S EH T\n');
    expect(
      await reasonOf(
        new PocketsphinxTranscriber({ modelDir: dir }).transcribe(wav, { locale: 'en_US', phrases: ['set'] }),
      ),
    ).toMatch(/^failed: Transcribing failed: pocketsphinx_continuous ended with \d+/);
  });
});
