import path from 'node:path';
import {
  ConfigError,
  WORKER_BROKER_REQUIRED,
  loadConfig,
  loadWorkerConfig,
  resourceStoreConfigOf,
} from './app-config';

const required = {
  DATABASE_URL: 'postgres://oak:secret@localhost:5432/oak',
  REDIS_URL: 'redis://localhost:6379',
};

function problemsOf(env: NodeJS.ProcessEnv, load = loadConfig): readonly string[] {
  try {
    load(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const sut = loadConfig(required);
    expect(sut.http).toEqual({ host: '0.0.0.0', port: 8080, publicUrl: undefined, trustProxy: 'loopback' });
    expect(sut.mqtt).toMatchObject({ url: undefined, port: 1883 });
    expect(sut.environment).toBe('alpha');
    expect(sut.log).toEqual({ level: 'info', pretty: false });
    expect(sut.home).toBe(path.resolve('.oak'));
    expect(sut.consoleDir).toBe(path.resolve(__dirname, '../../../console/dist'));
    expect(sut.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(sut.jobWorkers).toBe(true);
    expect(sut.jobLockMs).toBe(30_000);
    expect(sut.docsUrl).toBe('/api/docs');
  });

  it('reads every variable it is given', () => {
    const sut = loadConfig({
      ...required,
      PORT: '9090',
      MQTT_URL: 'mqtt://broker:1883',
      OAK_ENV: 'prod',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'pretty',
      PUBLIC_URL: 'https://oak.example.com/',
      CONSOLE_DIR: '/srv/console',
      DOCS_URL: 'https://docs.example.com/oak',
    });
    expect(sut.http.port).toBe(9090);
    expect(sut.http.publicUrl).toBe('https://oak.example.com');
    expect(sut.mqtt.url).toBe('mqtt://broker:1883');
    expect(sut.environment).toBe('prod');
    expect(sut.log).toEqual({ level: 'warn', pretty: true });
    expect(sut.consoleDir).toBe('/srv/console');
    expect(sut.docsUrl).toBe('https://docs.example.com/oak');
    // As a compose file passes a variable it was not given: empty, the default.
    expect(loadConfig({ ...required, DOCS_URL: '' }).docsUrl).toBe('/api/docs');
  });

  it.each([
    [{ PORT: 'eighty' }, /^PORT must be a port number \(got 'eighty'\)$/],
    [{ PORT: '70000' }, /^PORT must be between 0 and 65535 \(got '70000'\)$/],
    [{ PORT: '80.5' }, /^PORT must be a whole number/],
    [
      { DATABASE_URL: 'mysql://x' },
      /^DATABASE_URL must be a URL starting with postgres:\/\/ or postgresql:\/\//,
    ],
    [{ REDIS_URL: 'not a url' }, /^REDIS_URL must be a URL starting with redis:\/\//],
    [{ MQTT_URL: 'http://broker' }, /^MQTT_URL must be a URL starting with mqtt:\/\//],
    [{ OAK_ENV: 'gamma' }, /^OAK_ENV must be one of alpha, beta, prod \(got 'gamma'\)$/],
    [{ LOG_LEVEL: 'loud' }, /^LOG_LEVEL must be one of fatal, error/],
    [{ JOB_LOCK_SECONDS: '2' }, /^JOB_LOCK_SECONDS must be between 5 and 600 \(got '2'\)$/],
    [
      { DOCS_URL: 'javascript:alert(1)' },
      /^DOCS_URL must be a URL starting with http:\/\/ or https:\/\/, or a path/,
    ],
  ])('names the variable at fault for %o', (bad, message) => {
    const problems = problemsOf({ ...required, ...bad });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
  });

  it('keeps resources on local disk unless RESOURCE_S3_BUCKET names a bucket', () => {
    expect(loadConfig(required).resources.s3).toBeUndefined();
    // As a compose file passes variables it was not given: empty.
    expect(
      loadConfig({ ...required, RESOURCE_S3_BUCKET: '', RESOURCE_S3_ENDPOINT: '' }).resources.s3,
    ).toBeUndefined();
    expect(
      loadConfig({
        ...required,
        RESOURCE_S3_BUCKET: 'oak-resources',
        RESOURCE_S3_ENDPOINT: 'http://minio:9000/',
        RESOURCE_S3_PREFIX: '/site-a',
        RESOURCE_S3_ACCESS_KEY_ID: 'oak',
        RESOURCE_S3_SECRET_ACCESS_KEY: 'secret-key',
      }).resources.s3,
    ).toEqual({
      bucket: 'oak-resources',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      prefix: 'site-a/',
      forcePathStyle: true,
      credentials: { accessKeyId: 'oak', secretAccessKey: 'secret-key' },
    });
    expect(
      loadConfig({ ...required, RESOURCE_S3_BUCKET: 'b', RESOURCE_S3_REGION: 'eu-west-1' }).resources.s3,
    ).toEqual({ bucket: 'b', endpoint: undefined, region: 'eu-west-1', prefix: '', forcePathStyle: false });
    expect(resourceStoreConfigOf({ OAK_HOME: '/srv/oak', RESOURCE_S3_BUCKET: 'b' })).toMatchObject({
      dir: path.resolve('/srv/oak/resources'),
      s3: { bucket: 'b' },
    });
  });

  it('transcribes with pocketsphinx unless TRANSCRIBER says aws, in its region', () => {
    expect(loadConfig(required).transcriber).toEqual({ engine: 'pocketsphinx' });
    expect(loadConfig({ ...required, TRANSCRIBER: 'aws' }).transcriber).toEqual({
      engine: 'aws',
      region: 'us-east-1',
    });
    expect(
      loadConfig({ ...required, TRANSCRIBER: 'aws', TRANSCRIBER_AWS_REGION: 'eu-west-1' }).transcriber,
    ).toEqual({ engine: 'aws', region: 'eu-west-1' });
    expect(problemsOf({ ...required, TRANSCRIBER: 'whisper' })).toEqual([
      "TRANSCRIBER must be pocketsphinx or aws (got 'whisper')",
    ]);
  });

  it('refuses half of the S3 credentials and a bad path-style flag', () => {
    expect(problemsOf({ ...required, RESOURCE_S3_BUCKET: 'b', RESOURCE_S3_ACCESS_KEY_ID: 'oak' })).toEqual([
      'RESOURCE_S3_ACCESS_KEY_ID and RESOURCE_S3_SECRET_ACCESS_KEY go together: set both, or neither',
    ]);
    expect(problemsOf({ ...required, RESOURCE_S3_FORCE_PATH_STYLE: 'yes' })).toEqual([
      "RESOURCE_S3_FORCE_PATH_STYLE must be true or false (got 'yes')",
    ]);
  });

  it('names every required variable that is missing', () => {
    expect(problemsOf({})).toEqual([
      'DATABASE_URL is required but is not set',
      'REDIS_URL is required but is not set',
    ]);
  });
});

describe('loadWorkerConfig', () => {
  const broker = { MQTT_URL: 'mqtt://oak-cloud:secret-password-1@broker:1883' };

  it('is the cloud configuration of a node that runs lab jobs and generates no resource pack', () => {
    const sut = loadWorkerConfig({ ...required, ...broker, JOB_WORKERS: 'off', RESOURCE_PACK: 'auto' });
    expect(sut.role).toBe('worker');
    expect(sut.jobWorkers).toBe(true);
    expect(sut.resources.generatePack).toBe(false);
    expect(sut.mqtt.url).toBe(broker.MQTT_URL);
    expect(loadConfig(required).role).toBe('cloud');
  });

  it('needs MQTT_URL, and names it with every other variable at fault', () => {
    expect(problemsOf(required, loadWorkerConfig)).toEqual([WORKER_BROKER_REQUIRED]);
    expect(problemsOf({}, loadWorkerConfig)).toEqual([
      'DATABASE_URL is required but is not set',
      'REDIS_URL is required but is not set',
      WORKER_BROKER_REQUIRED,
    ]);
    expect(problemsOf({ ...required, MQTT_URL: 'http://broker' }, loadWorkerConfig)).toEqual([
      expect.stringMatching(/^MQTT_URL must be a URL starting with mqtt:\/\//),
    ]);
  });
});
