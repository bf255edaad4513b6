import { createHash } from 'node:crypto';
import { RESOURCE_API_PATHS, RESOURCE_MESSAGES, type ResourceManifestFile } from '@oak/shared';
import { ObjectStoreServer } from '@oak/simulator';
import { type Response as WireResponse } from 'superagent';
import { type ResourceS3Config } from '../../config/app-config';
import { TEST_ADMIN, useTestApp } from '../../testing/test-app';
import { ResourceStore } from './resource-store';
import { S3ResourceStore } from './s3-resource-store';

const md5 = (bytes: Buffer | string) => createHash('md5').update(bytes).digest('hex');
const LOGIN = { accessKeyId: 'oak-test-key', secretAccessKey: 'oak-test-secret-0123456789' };
const BUCKET = 'oak-resources';
/** A manifest's file, but its md5. */
const TONE = {
  id: 'tone',
  fileName: 'tone.wav',
  size: 70_000,
  url: '/api/resources/files/tone.wav',
  kind: 'noise',
  durationMs: 1000,
} as const;

/** Reads a response body as bytes, whatever its type (supertest's parser hook). */
const binary = (res: WireResponse, done: (error: Error | null, body: Buffer) => void): void => {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
};

/** A WAV-looking file whose bytes differ at every offset, so a wrong slice shows. */
function audio(bytes: number): Buffer {
  return Buffer.from(Array.from({ length: bytes }, (_, i) => (i * 7 + (i >> 8)) % 256));
}

function s3Config(server: ObjectStoreServer, patch: Partial<ResourceS3Config> = {}): ResourceS3Config {
  return {
    bucket: BUCKET,
    endpoint: server.url,
    region: 'us-east-1',
    prefix: 'site-a/',
    forcePathStyle: true,
    credentials: LOGIN,
    ...patch,
  };
}

describe('the resource store in an S3-compatible bucket', () => {
  let server: ObjectStoreServer;
  let store: S3ResourceStore;
  beforeAll(async () => {
    server = await ObjectStoreServer.start({ ...LOGIN, buckets: [BUCKET] });
    store = new S3ResourceStore(s3Config(server));
  });
  afterAll(async () => {
    store.destroy();
    await server.close();
  });

  it('keeps files, manifests and the index under its prefix, and reads them back', async () => {
    const bytes = audio(70_000);
    await store.writeFile('tone.wav', bytes);
    await store.writeManifest({ id: 'shared/noise', files: [] });
    await store.writeManifest({ id: 'AC_FAR/en_US', files: [] });
    await store.writeIndex({ version: 2, generatedAt: '2026-11-22T10:00:00.000Z', files: {} });
    expect(server.keys(BUCKET)).toEqual([
      'site-a/files/tone.wav',
      'site-a/manifests/AC_FAR__en_US.json',
      'site-a/manifests/shared__noise.json',
      'site-a/pack.json',
    ]);
    expect(await store.fileStat('tone.wav')).toEqual({
      size: 70_000,
      modified: expect.any(Date),
      version: expect.any(String),
    });
    expect(await store.manifestIds()).toEqual(['AC_FAR/en_US', 'shared/noise']);
    expect((await store.readManifest('shared/noise'))?.manifest).toEqual({ id: 'shared/noise', files: [] });
    expect((await store.readIndex())?.version).toBe(2);

    const whole: Buffer[] = [];
    for await (const chunk of await store.openFile('tone.wav')) whole.push(chunk as Buffer);
    expect(Buffer.concat(whole)).toEqual(bytes);
    const slice: Buffer[] = [];
    for await (const chunk of await store.openFile('tone.wav', { start: 1000, end: 1999 }))
      slice.push(chunk as Buffer);
    expect(Buffer.concat(slice)).toEqual(bytes.subarray(1000, 2000));

    await store.removeManifestsExcept(new Set(['shared/noise']));
    expect(await store.manifestIds()).toEqual(['shared/noise']);
  });

  it('answers missing objects as absent, and never sends other names to the bucket', async () => {
    expect(await store.fileStat('nothing.wav')).toBeUndefined();
    expect(await store.readManifest('AC_FAR/xx_XX')).toBeUndefined();
    const asked = server.requests.length;
    expect(await store.fileStat('../pack.json')).toBeUndefined();
    expect(await store.readManifest('../../etc')).toBeUndefined();
    await expect(store.writeFile('a/b.wav', Buffer.from('x'))).rejects.toThrow('not a plain file name');
    expect(server.requests.length).toBe(asked);
  });

  it('reads a manifest once while its object stays the same, again once another node writes it anew', async () => {
    const other = new S3ResourceStore(s3Config(server));
    await store.writeManifest({ id: 'AC_NEAR/en_US', files: [] });
    const first = await store.readManifest('AC_NEAR/en_US');
    const asked = server.requests.length;
    expect(await store.readManifest('AC_NEAR/en_US')).toBe(first);
    expect(server.requests.slice(asked).map((request) => request.method)).toEqual(['HEAD']);
    await other.writeManifest({ id: 'AC_NEAR/en_US', files: [{ ...TONE, md5: md5('tone') }] });
    expect((await store.readManifest('AC_NEAR/en_US'))?.manifest.files).toEqual([
      { ...TONE, md5: md5('tone') },
    ]);
    await other.removeManifestsExcept(new Set());
    expect(await store.readManifest('AC_NEAR/en_US')).toBeUndefined();
    other.destroy();
  });

  it('lists every manifest past a page of the bucket listing', async () => {
    const many = new S3ResourceStore(s3Config(server, { prefix: 'many/' }));
    const ids = Array.from({ length: 1003 }, (_, i) => `AC_FAR/x${String(i).padStart(4, '0')}`);
    await Promise.all(ids.map((id) => many.writeManifest({ id, files: [] })));
    expect(await many.manifestIds()).toEqual(ids);
    many.destroy();
  }, 60_000);

  it('fails loudly with the wrong secret rather than reading an empty store', async () => {
    const wrong = new S3ResourceStore(
      s3Config(server, { credentials: { ...LOGIN, secretAccessKey: 'not-the-secret-at-all' } }),
    );
    await expect(wrong.manifestIds()).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
    wrong.destroy();
  });
});

describe('the resource routes over an S3-compatible store', () => {
  let server: ObjectStoreServer;
  const tone = audio(120_000);
  const app = useTestApp(async () => {
    server = await ObjectStoreServer.start({ ...LOGIN, buckets: [BUCKET] });
    const seed = new S3ResourceStore(s3Config(server));
    await seed.writeFile('tone.wav', tone);
    await seed.writeManifest({
      id: 'shared/calibration',
      files: [
        {
          id: 'tone',
          fileName: 'tone.wav',
          md5: md5(tone),
          size: tone.length,
          url: RESOURCE_API_PATHS.file('tone.wav'),
          kind: 'calibration',
          durationMs: 3750,
        },
      ],
    });
    seed.destroy();
    return {
      RESOURCE_S3_BUCKET: BUCKET,
      RESOURCE_S3_ENDPOINT: server.url,
      RESOURCE_S3_PREFIX: 'site-a',
      RESOURCE_S3_ACCESS_KEY_ID: LOGIN.accessKeyId,
      RESOURCE_S3_SECRET_ACCESS_KEY: LOGIN.secretAccessKey,
    };
  });
  afterAll(() => server.close());
  let token: string;
  const auth = () => ({ Authorization: `Bearer ${token}` });
  beforeAll(async () => {
    token = await app().signIn(TEST_ADMIN.email, TEST_ADMIN.password);
  });

  it('is the store the app uses', () => {
    expect(app().app.get(ResourceStore)).toBeInstanceOf(S3ResourceStore);
  });

  it('lists and serves the manifests kept in the bucket', async () => {
    const list = (await app().http().get(RESOURCE_API_PATHS.manifests).set(auth()).expect(200))
      .body as ResourceManifestFile[];
    expect(list.map((entry) => entry.id)).toEqual(['shared/calibration']);
    const served = await app()
      .http()
      .get(RESOURCE_API_PATHS.manifest('shared/calibration'))
      .set(auth())
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(md5(served.body as Buffer)).toBe(list[0]!.md5);
  });

  it('streams a file whole and by range from the bucket, asking the bucket for that range only', async () => {
    const whole = await app()
      .http()
      .get(RESOURCE_API_PATHS.file('tone.wav'))
      .set(auth())
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(md5(whole.body as Buffer)).toBe(md5(tone));
    expect(whole.headers['last-modified']).toBeDefined();

    const part = await app()
      .http()
      .get(RESOURCE_API_PATHS.file('tone.wav'))
      .set(auth())
      .set('Range', 'bytes=100000-')
      .buffer(true)
      .parse(binary)
      .expect(206);
    expect(part.headers['content-range']).toBe('bytes 100000-119999/120000');
    expect(part.body as Buffer).toEqual(tone.subarray(100_000));
    expect(server.requests).toContainEqual(
      expect.objectContaining({ method: 'GET', key: 'site-a/files/tone.wav', status: 206 }),
    );

    await app()
      .http()
      .get(RESOURCE_API_PATHS.file('tone.wav'))
      .set(auth())
      .set('Range', 'bytes=200000-')
      .expect(416);
    const missing = await app().http().get(RESOURCE_API_PATHS.file('none.wav')).set(auth()).expect(404);
    expect(missing.body.message).toBe(RESOURCE_MESSAGES.fileNotFound('none.wav'));
    await app().http().get(RESOURCE_API_PATHS.file('tone.wav')).expect(401);
  });
});
