import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from '../testing/agent-services.stub';
import { AgentConfigError } from './agent-config';
import { readCaFile } from './ca-file.util';

describe('readCaFile', () => {
  it('answers the PEM of a CA file', () => {
    const file = path.join(tempDir(), 'ca.pem');
    const pem = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';
    writeFileSync(file, pem);
    expect(readCaFile(file).toString()).toBe(pem);
  });

  it('names a missing file and a file that is no certificate', () => {
    const dir = tempDir();
    expect(() => readCaFile(path.join(dir, 'missing.pem'))).toThrow(AgentConfigError);
    expect(() => readCaFile(path.join(dir, 'missing.pem'))).toThrow(
      /^Cannot read the CA file .*missing\.pem: /,
    );
    const key = path.join(dir, 'key.pem');
    writeFileSync(key, '-----BEGIN PRIVATE KEY-----\n');
    expect(() => readCaFile(key)).toThrow(`The CA file ${key} holds no PEM certificate`);
  });
});
