import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from '../testing/agent-services.stub';
import { AgentConfigError } from './agent-config';
import { readAgentCredentials } from './credentials.util';

describe('readAgentCredentials', () => {
  const dir = tempDir();
  const file = (name: string, content: string) => {
    writeFileSync(path.join(dir, name), content);
    return path.join(dir, name);
  };

  it('reads the login register wrote', () => {
    expect(
      readAgentCredentials(file('ok.json', '{"username":"pi","password":"s3cret-s3cret-s3cret"}')),
    ).toEqual({
      username: 'pi',
      password: 's3cret-s3cret-s3cret',
    });
  });

  it.each([
    ['missing.json', undefined, /Cannot read the credentials file .*missing\.json: ENOENT/],
    ['bad.json', '{"password":', /not valid JSON/],
    ['empty.json', '{"password":""}', /lacks a valid password/],
    ['array.json', '[]', /lacks a valid file/],
  ])('says what is wrong with %s without echoing it', (name, content, message) => {
    const target = content === undefined ? path.join(dir, name) : file(name, content);
    expect(() => readAgentCredentials(target)).toThrow(AgentConfigError);
    expect(() => readAgentCredentials(target)).toThrow(message);
  });

  it('never puts the password in an error', () => {
    const target = file('typo.json', '{"password": 12345678901234567}');
    expect(() => readAgentCredentials(target)).not.toThrow(/12345678901234567/);
  });
});
