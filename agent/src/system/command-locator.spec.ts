import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from '../testing/agent-services.stub';
import { pathCommandLocator } from './command-locator';

describe('pathCommandLocator', () => {
  const root = tempDir();
  const first = path.join(root, 'first');
  const second = path.join(root, 'second');
  mkdirSync(first);
  mkdirSync(second);
  writeFileSync(path.join(first, 'scanner'), 'not executable');
  writeFileSync(path.join(second, 'scanner'), '#!/bin/sh\nexit 0\n');
  chmodSync(path.join(second, 'scanner'), 0o755);
  mkdirSync(path.join(first, 'folder'));
  const sut = pathCommandLocator([first, 'relative', second].join(path.delimiter));

  it('finds the first executable file of that name on PATH', async () => {
    await expect(sut('scanner')).resolves.toBe(path.join(second, 'scanner'));
  });

  it('finds nothing for a missing program, a folder, or a name that is a path', async () => {
    await expect(sut('nmap-that-is-not-there')).resolves.toBeUndefined();
    await expect(sut('folder')).resolves.toBeUndefined();
    await expect(sut('../second/scanner')).resolves.toBeUndefined();
  });

  it('finds sh on the real PATH', async () => {
    await expect(pathCommandLocator()('sh')).resolves.toMatch(/\/sh$/);
  });
});
