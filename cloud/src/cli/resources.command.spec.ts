import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LocalResourceStore } from '../modules/resources/resource-store';
import { runGenerateResources } from './resources.command';

describe('oak resources generate', () => {
  let dir: string;
  const saved = { RESOURCE_DIR: process.env.RESOURCE_DIR };
  let lines: string[];

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'oak-resources-cli-'));
    process.env.RESOURCE_DIR = dir;
    lines = [];
    jest.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
  });
  afterEach(() => {
    jest.restoreAllMocks();
    process.env.RESOURCE_DIR = saved.RESOURCE_DIR;
    rmSync(dir, { recursive: true, force: true });
  });

  it('makes the pack of the chosen locales into RESOURCE_DIR, with progress and a summary', async () => {
    await runGenerateResources('hi_IN');
    expect(lines[0]).toMatch(new RegExp(`^Generating the default resource pack: \\d+ files in ${dir}$`));
    expect(lines.some((line) => /\] \d+\/\d+ files \(\d+ made\)\s+ETA \d+ s$/.test(line))).toBe(true);
    expect(lines.at(-1)).toMatch(/^Done in [\d.]+ s: \d+ files \(\d+ made\), \d+ manifests, [\d.]+ MB$/);
    expect(await new LocalResourceStore(dir).manifestIds()).toContain('CT_WAKE_AND_RESPONSE/hi_IN/wakeword');
  }, 60_000);

  it('refuses a locale that is not one, before making anything', async () => {
    await expect(runGenerateResources('en_US, xx_XX')).rejects.toThrow(/^xx_XX is not a locale; use en_US/);
    expect(await new LocalResourceStore(dir).manifestIds()).toEqual([]);
  });
});
