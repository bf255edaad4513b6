import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SupervisedProcess } from './supervised-process';

describe('SupervisedProcess', () => {
  let dir: string;
  beforeAll(() => (dir = mkdtempSync(path.join(tmpdir(), 'oak-supervised-'))));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('starts its Node with the flags it is given after the launcher’s own', async () => {
    const script = path.join(dir, 'flags.js');
    writeFileSync(script, 'process.send(process.execArgv, () => process.exit(0));\n');
    const child = SupervisedProcess.fork('The probe', script, [], process.env, ['--max-semi-space-size=64']);
    const flags = await child.message((message): message is string[] => Array.isArray(message), 10_000);
    expect(flags).toEqual([...process.execArgv, '--max-semi-space-size=64']);
    await child.stop();
  });
});
