import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PronunciationDictionary, parseDictionary } from './pronunciation-dictionary';

describe('PronunciationDictionary', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'oak-dictionary-spec-'));
  const file = path.join(dir, 'words.dict');
  writeFileSync(file, 'five F AY V\nminutes M IH N AH T S\nminutes(2) M IH N IH T S\n');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("reads CMU's format with its variants", () => {
    expect(parseDictionary('a AH\na(2) EY\n\nbad\n')).toEqual(new Map([['a', ['AH', 'EY']]]));
  });

  it('gives every variant it knows, and spells a word it lacks with espeak-ng', async () => {
    const sut = new PronunciationDictionary(file);
    expect(await sut.linesFor(['minutes', 'five', 'five', 'tunein'])).toEqual({
      lines: ['minutes M IH N AH T S', 'minutes(2) M IH N IH T S', 'five F AY V', 'tunein T UW N IY N'],
      missing: [],
    });
  });

  it('answers the words no one can spell, and fails clearly without its dictionary', async () => {
    const mute = new PronunciationDictionary(file, 'espeak-ng-missing');
    await expect(mute.linesFor(['tunein'])).rejects.toThrow(
      'espeak-ng-missing is not installed (scripts/ensure-system-deps installs it)',
    );
    expect(await new PronunciationDictionary(file).linesFor(["'"])).toEqual({ lines: [], missing: ["'"] });
    await expect(new PronunciationDictionary(path.join(dir, 'none.dict')).linesFor(['five'])).rejects.toThrow(
      /^The pronunciation dictionary cannot be read \(pocketsphinx-en-us installs it\): ENOENT/,
    );
  });
});
