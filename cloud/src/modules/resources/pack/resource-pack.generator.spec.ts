import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FAR_TRACK_CATEGORY, parseWavHeader, resourceManifestSchema } from '@oak/shared';
import { LocalResourceStore, md5Of } from '../resource-store';
import { runTool } from './audio-tools.util';
import { type PackProgress, PackGenerationStopped, generateResourcePack } from './resource-pack.generator';
import { planResourcePack } from './resource-pack.plan';

describe('generateResourcePack', () => {
  let dir: string;
  let store: LocalResourceStore;
  const progress: PackProgress[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'oak-pack-'));
    store = new LocalResourceStore(dir);
    await generateResourcePack(store, { locales: ['de_DE'], onProgress: (p) => progress.push(p) });
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('makes every planned file as 16 kHz mono 16-bit WAV, reporting progress as it goes', async () => {
    const plan = planResourcePack(['de_DE']);
    expect(progress).toHaveLength(plan.files.length);
    expect(progress.at(-1)).toMatchObject({ done: plan.files.length, total: plan.files.length });
    for (const name of [
      'de_DE-timer-02-f2.wav',
      'noise-pink.wav',
      'happy-song.wav',
      'calibration-pink.wav',
    ]) {
      const info = (await runTool('soxi', [store.filePath(name)!])).toString();
      expect(info).toMatch(/Channels\s+: 1/);
      expect(info).toMatch(/Sample Rate\s+: 16000/);
      expect(info).toMatch(/Precision\s+: 16-bit/);
      // The header's sizes are right: the duration reads from it alone.
      expect(Number((await runTool('soxi', ['-D', store.filePath(name)!])).toString())).toBeGreaterThan(0.5);
    }
  });

  it('writes a manifest per resource whose md5, size and duration are those of the stored files', async () => {
    const { manifest } = (await store.readManifest('AC_WWDD_QUICK_TEST/de_DE'))!;
    expect(resourceManifestSchema.parse(manifest).files.length).toBeGreaterThan(5);
    for (const file of manifest.files) {
      const bytes = readFileSync(store.filePath(file.fileName)!);
      expect({ name: file.fileName, md5: md5Of(bytes), size: bytes.length }).toEqual({
        name: file.fileName,
        md5: file.md5,
        size: file.size,
      });
      expect(file.durationMs).toBeGreaterThan(500);
      expect(file.durationMs).toBeLessThan(6000);
    }
    expect(manifest.files.find((f) => f.category === 'TIMER')).toMatchObject({
      transcript: 'Alexa, stelle einen Timer auf 5 Minuten',
      expectedResponse: 'SetTimerIntent',
      url: '/api/resources/files/de_DE-timer-02-f2.wav',
    });
    const noise = (await store.readManifest('shared/noise'))!.manifest.files;
    expect(noise.find((f) => f.fileName === 'noise-pink.wav')!.durationMs).toBe(60_000);
  });

  it("makes each locale's FAR track real noise: five minutes of talk that comes and goes, not silence or steady noise", async () => {
    const { manifest } = (await store.readManifest('AC_FAR/de_DE'))!;
    const track = manifest.files.find((file) => file.category === FAR_TRACK_CATEGORY)!;
    expect(track).toMatchObject({ fileName: 'de_DE-far-track.wav', kind: 'noise', durationMs: 300_000 });
    // Loud enough to be heard, and modulated like speech: its level in 50 ms frames varies far more than pink noise's.
    const levels = (name: string) => {
      const bytes = readFileSync(store.filePath(name)!);
      const { dataOffset, sampleRate } = parseWavHeader(bytes);
      const samples = new Int16Array(
        bytes.buffer,
        bytes.byteOffset + dataOffset,
        (bytes.length - dataOffset) >> 1,
      );
      const frame = sampleRate / 20;
      const rms: number[] = [];
      for (let start = 0; start + frame <= samples.length; start += frame) {
        let sum = 0;
        for (let index = start; index < start + frame; index += 1) sum += (samples[index]! / 32768) ** 2;
        rms.push(Math.sqrt(sum / frame));
      }
      const mean = rms.reduce((total, value) => total + value, 0) / rms.length;
      const spread = Math.sqrt(rms.reduce((total, value) => total + (value - mean) ** 2, 0) / rms.length);
      return { mean, variation: spread / mean };
    };
    const far = levels(track.fileName);
    const pink = levels('noise-pink.wav');
    expect(far.mean).toBeGreaterThan(0.03);
    expect(far.variation).toBeGreaterThan(0.3);
    expect(far.variation).toBeGreaterThan(3 * pink.variation);
  });

  it('keeps what is already made, and makes again a file that was damaged', async () => {
    const again = await generateResourcePack(store, { locales: ['de_DE'] });
    expect(again.made).toBe(0);
    writeFileSync(store.filePath('de_DE-time-06-f2.wav')!, 'not audio');
    const repaired = await generateResourcePack(store, { locales: ['de_DE'] });
    expect(repaired.made).toBe(1);
    expect(readFileSync(store.filePath('de_DE-time-06-f2.wav')!).toString('ascii', 0, 4)).toBe('RIFF');
  });

  it('stops when told, keeping what it made for the next run', async () => {
    const other = new LocalResourceStore(path.join(dir, 'stopped'));
    const stop = new AbortController();
    const run = generateResourcePack(other, {
      locales: ['ja_JP'],
      signal: stop.signal,
      onProgress: ({ done }) => done === 5 && stop.abort(),
    });
    await expect(run).rejects.toBeInstanceOf(PackGenerationStopped);
    expect(await other.manifestIds()).toEqual([]);
    const total = planResourcePack(['ja_JP']).files.length;
    const rest = await generateResourcePack(other, { locales: ['ja_JP'] });
    expect(rest.made).toBeGreaterThanOrEqual(total - 6);
    expect(rest.made).toBeLessThanOrEqual(total - 5);
    expect(await other.manifestIds()).toContain('AC_FAR/ja_JP');
  });
});
