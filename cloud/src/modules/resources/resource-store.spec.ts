import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ResourceManifest } from '@oak/shared';
import { LocalResourceStore, manifestFileName } from './resource-store';

/** A manifest's file; `digit` makes its md5, so two files of one length differ. */
const file = (fileName: string, digit: string): ResourceManifest['files'][number] => ({
  id: fileName.replace(/\.wav$/, ''),
  fileName,
  md5: digit.repeat(32),
  size: 1000,
  url: `/api/resources/files/${fileName}`,
  kind: 'speech',
  durationMs: 1200,
});

describe('the manifests a resource store has read', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'oak-resource-store-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('are read once while they stay as they are', async () => {
    const store = new LocalResourceStore(root);
    await store.writeManifest({ id: 'AC_FAR/en_US', files: [file('a.wav', '1')] });
    const first = await store.readManifest('AC_FAR/en_US');
    expect(first?.manifest.files.map((f) => f.fileName)).toEqual(['a.wav']);
    expect(await store.readManifest('AC_FAR/en_US')).toBe(first);
  });

  it('are read again once another node sharing the store writes them anew, or removes them', async () => {
    const here = new LocalResourceStore(root);
    const there = new LocalResourceStore(root);
    await here.writeManifest({ id: 'AC_FAR/en_US', files: [file('a.wav', '1')] });
    await here.readManifest('AC_FAR/en_US');
    // The same length and, on a coarse clock, the same time: only the new file tells.
    await there.writeManifest({ id: 'AC_FAR/en_US', files: [file('a.wav', '2')] });
    expect((await here.readManifest('AC_FAR/en_US'))?.manifest.files[0]?.md5).toBe('2'.repeat(32));
    await there.removeManifestsExcept(new Set());
    expect(await here.readManifest('AC_FAR/en_US')).toBeUndefined();
  });

  it('are read again when changed in place by hand, and a damaged one is not read at all', async () => {
    const store = new LocalResourceStore(root);
    await store.writeManifest({ id: 'AC_FAR/en_US', files: [file('a.wav', '1')] });
    const first = await store.readManifest('AC_FAR/en_US');
    const onDisk = path.join(root, 'manifests', manifestFileName('AC_FAR/en_US'));
    writeFileSync(
      onDisk,
      JSON.stringify({ id: 'AC_FAR/en_US', files: [file('a.wav', '1'), file('b.wav', '3')] }),
    );
    const second = await store.readManifest('AC_FAR/en_US');
    expect(second?.manifest.files.map((f) => f.fileName)).toEqual(['a.wav', 'b.wav']);
    expect(second?.md5).not.toBe(first?.md5);
    writeFileSync(onDisk, '{ not json');
    expect(await store.readManifest('AC_FAR/en_US')).toBeUndefined();
  });
});
