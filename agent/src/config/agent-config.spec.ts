import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AgentConfigError, loadAgentConfig } from './agent-config';

const dir = mkdtempSync(path.join(tmpdir(), 'oak-agent-config-'));
function file(content: string): string {
  const name = path.join(dir, `${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(name, content);
  return name;
}

const valid = {
  thingName: 'lab1-pi1',
  brokerUrl: 'mqtt://oak.example.com:1883',
  cloudUrl: 'https://oak.example.com',
};

describe('loadAgentConfig', () => {
  it('reads the file and applies defaults', () => {
    expect(loadAgentConfig(file(JSON.stringify(valid)), {})).toEqual({
      ...valid,
      cacheDir: '/var/lib/oak-agent/cache',
      stateDir: '/var/lib/oak-agent',
      installDir: '/opt/oak-agent',
      plugins: [],
      audioBackend: 'alsa',
      playbackDevice: 'default',
      captureDevice: 'default',
      recordSampleRate: 16000,
      timeScale: 1,
      virtualCamera: true,
      logLevel: 'info',
    });
  });

  it('reads typed values from the environment', () => {
    const sut = loadAgentConfig(file(JSON.stringify(valid)), {
      OAK_PLUGINS: ' a, b ,,c',
      OAK_DEVICES: 'G0VIRTUALGOOD001, G0VIRTUALPOOR001',
      OAK_TIME_SCALE: '0.01',
      OAK_SEED: '42',
      OAK_VIRTUAL_CAMERA: 'false',
      OAK_MIXER_CARD: '1',
      OAK_MQTT_USERNAME: 'lab1-pi1',
      OAK_RECORD_SAMPLE_RATE: '48000',
      OAK_CA_FILE: '/etc/oak/ca.pem',
    });
    expect(sut).toMatchObject({
      caFile: '/etc/oak/ca.pem',
      plugins: ['a', 'b', 'c'],
      devices: ['G0VIRTUALGOOD001', 'G0VIRTUALPOOR001'],
      timeScale: 0.01,
      seed: 42,
      virtualCamera: false,
      mixerCard: '1',
      username: 'lab1-pi1',
      recordSampleRate: 48000,
    });
    expect(loadAgentConfig(file(JSON.stringify(valid)), { OAK_VIRTUAL_CAMERA: 'YES' }).virtualCamera).toBe(
      true,
    );
  });

  it.each([
    [{ OAK_TIME_SCALE: 'fast' }, /timeScale expected number/],
    [{ OAK_TIME_SCALE: '' }, /timeScale expected number/],
    [{ OAK_TIME_SCALE: '0' }, /timeScale Too small/],
    [{ OAK_VIRTUAL_CAMERA: 'maybe' }, /virtualCamera expected boolean/],
    [{ OAK_LOG_LEVEL: 'loud' }, /logLevel/],
    [{ OAK_DEVICES: 'G0'.repeat(40) }, /devices.0 Too big/],
  ])('names the field when %j is wrong', (env, message) => {
    expect(() => loadAgentConfig(file(JSON.stringify(valid)), env)).toThrow(message);
  });

  it('lets environment variables override the file', () => {
    const sut = loadAgentConfig(file(JSON.stringify(valid)), {
      OAK_THING_NAME: 'sim-pi-3',
      OAK_AUDIO_BACKEND: 'virtual',
    });
    expect(sut.thingName).toBe('sim-pi-3');
    expect(sut.audioBackend).toBe('virtual');
  });

  it('works from the environment alone', () => {
    const sut = loadAgentConfig(undefined, {
      OAK_THING_NAME: 'p',
      OAK_BROKER_URL: 'mqtt://b',
      OAK_CLOUD_URL: 'http://c',
    });
    expect(sut.brokerUrl).toBe('mqtt://b');
  });

  it('names each field at fault', () => {
    expect(() =>
      loadAgentConfig(file(JSON.stringify({ ...valid, thingName: 'a/b', brokerUrl: 'http://x' })), {}),
    ).toThrow(/thingName is not a valid thing name; brokerUrl must be an mqtt:\/\//);
  });

  it.each([
    ['{not json', /Cannot read/],
    ['[1,2]', /must hold a JSON object/],
  ])('refuses a malformed file %j', (content, message) => {
    expect(() => loadAgentConfig(file(content), {})).toThrow(AgentConfigError);
    expect(() => loadAgentConfig(file(content), {})).toThrow(message);
  });

  it('says which file it cannot read', () => {
    expect(() => loadAgentConfig(path.join(dir, 'missing.json'), {})).toThrow(/Cannot read .*missing\.json/);
  });
});
