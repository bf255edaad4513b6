import { createHash } from 'node:crypto';
import {
  LAB_DEPENDENCIES_COMMON_KEY,
  RESOURCE_API_PATHS,
  commonResourceDownloadUrl,
  labDependenciesSchema,
  labDependenciesId,
  RESOURCE_MESSAGES,
  type ResourceManifestFile,
  type ResourcePackStatus,
  resourceManifestSchema,
} from '@oak/shared';
import { type Response as WireResponse } from 'superagent';
import { eventually } from '../../testing/eventually.util';
import { createLab, registerThing } from '../../testing/lab-fixtures';
import { TEST_ADMIN, useTestApp } from '../../testing/test-app';
import { ResourceDownloadMeter } from './resource-download.meter';

const md5 = (bytes: Buffer | string) => createHash('md5').update(bytes).digest('hex');

/** Reads a response body as bytes, whatever its type (supertest's parser hook). */
const binary = (res: WireResponse, done: (error: Error | null, body: Buffer) => void): void => {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('the resource store and the default pack', () => {
  const app = useTestApp({ RESOURCE_PACK: 'auto', RESOURCE_PACK_LOCALES: 'it_IT' });
  let token: string;
  const auth = () => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    token = await app().signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    await eventually(
      async () => (await app().http().get(RESOURCE_API_PATHS.pack).set(auth())).body as ResourcePackStatus,
      (status) => status.state === 'ready',
      120_000,
    );
  }, 150_000);

  it('reports the generated pack as ready, every planned file made', async () => {
    const status = (await app().http().get(RESOURCE_API_PATHS.pack).set(auth()).expect(200))
      .body as ResourcePackStatus;
    expect(status.done).toBe(status.total);
    expect(status.total).toBeGreaterThan(40);
    expect(status.bytes).toBeGreaterThan(5_000_000);
  });

  it('lists one manifest per resource whose md5 is that of the manifest it points to', async () => {
    const list = (await app().http().get(RESOURCE_API_PATHS.manifests).set(auth()).expect(200))
      .body as ResourceManifestFile[];
    const ids = list.map((entry) => entry.id);
    expect(ids).toEqual(
      expect.arrayContaining(['AC_FAR/it_IT', 'FUNC_ALL/it_IT', 'shared/noise', 'shared/calibration']),
    );
    expect(ids.some((id) => id.endsWith('/de_DE'))).toBe(false);
    const far = list.find((entry) => entry.id === 'AC_FAR/it_IT')!;
    expect(far.fileName).toBe('AC_FAR__it_IT.json');
    const url = new URL(far.url);
    expect(url.pathname).toBe('/api/resources/manifests/AC_FAR%2Fit_IT');
    const served = await app().http().get(url.pathname).set(auth()).buffer(true).parse(binary).expect(200);
    expect(md5(served.body as Buffer)).toBe(far.md5);
    const manifest = resourceManifestSchema.parse(JSON.parse((served.body as Buffer).toString('utf8')));
    expect(manifest.files.some((file) => file.kind === 'speech' && file.locale === 'it_IT')).toBe(true);
  });

  it('serves each file whole or by range, to users and to Pis with their credentials', async () => {
    const { body } = await app()
      .http()
      .get(RESOURCE_API_PATHS.manifest('FUNC_ALL/it_IT'))
      .set(auth())
      .expect(200);
    const timer = resourceManifestSchema.parse(body).files.find((file) => file.category === 'TIMER')!;
    expect(timer).toMatchObject({
      transcript: 'Alexa, imposta un timer di 5 minuti',
      expectedResponse: 'SetTimerIntent',
    });

    const whole = await app().http().get(timer.url).set(auth()).buffer(true).parse(binary).expect(200);
    expect(whole.headers['content-type']).toMatch(/^audio\/wav/);
    expect(md5(whole.body as Buffer)).toBe(timer.md5);
    expect((whole.body as Buffer).length).toBe(timer.size);

    const lab = await createLab(app(), 'Resource Lab', ['resource-pi-1']);
    const pi = await registerThing(app(), token, lab.thingIds['resource-pi-1']!);
    const basic = `Basic ${Buffer.from(`resource-pi-1:${pi.password}`).toString('base64')}`;
    const tail = await app()
      .http()
      .get(timer.url)
      .set('Authorization', basic)
      .set('Range', 'bytes=1000-')
      .buffer(true)
      .parse(binary)
      .expect(206);
    expect(Buffer.compare(tail.body as Buffer, (whole.body as Buffer).subarray(1000))).toBe(0);
    expect(tail.headers['content-range']).toBe(`bytes 1000-${timer.size - 1}/${timer.size}`);
    const outside = await app()
      .http()
      .get(timer.url)
      .set(auth())
      .set('Range', `bytes=${timer.size}-`)
      .expect(416);
    expect(outside.headers['content-range']).toBe(`bytes */${timer.size}`);
    const several = await app()
      .http()
      .get(timer.url)
      .set(auth())
      .set('Range', 'bytes=0-9,20-29')
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect((several.body as Buffer).length).toBe(timer.size);
    // The meter counts what each downloader was sent: the Pi only the tail it asked for.
    expect(app().app.get(ResourceDownloadMeter).bytesSentTo('resource-pi-1')).toBe(timer.size - 1000);
    expect(app().app.get(ResourceDownloadMeter).bytesSentTo(TEST_ADMIN.email)).toBeGreaterThanOrEqual(
      timer.size,
    );
  });

  it("serves each suite's lab dependencies: under SUBTYPES_COMMON the URL of one manifest of the common files", async () => {
    const path = RESOURCE_API_PATHS.labDependencies(labDependenciesId('ACOUSTIC'));
    expect(path).toBe('/api/resources/lab-dependencies/ACOUSTIC');
    const dependencies = labDependenciesSchema.parse(
      (await app().http().get(path).set(auth()).expect(200)).body,
    );
    expect(dependencies[LAB_DEPENDENCIES_COMMON_KEY].resources).toEqual([
      'shared/noise',
      'shared/calibration',
    ]);
    const url = new URL(commonResourceDownloadUrl(dependencies));
    expect(url.pathname).toBe('/api/resources/manifests/lab-dependencies%2FACOUSTIC');
    const served = await app().http().get(url.pathname).set(auth()).buffer(true).parse(binary).expect(200);
    expect(md5(served.body as Buffer)).toBe(dependencies[LAB_DEPENDENCIES_COMMON_KEY].md5);
    const manifest = resourceManifestSchema.parse(JSON.parse((served.body as Buffer).toString('utf8')));
    expect(manifest.files.map((file) => file.fileName)).toEqual(
      expect.arrayContaining(['noise-pink.wav', 'ambience-babble.wav', 'calibration-pink.wav']),
    );

    const unknown = await app().http().get('/api/resources/lab-dependencies/NOPE').set(auth()).expect(404);
    expect(unknown.body.message).toBe(RESOURCE_MESSAGES.unknownSuite('NOPE'));
    await app().http().get(path).expect(401);
  });

  it('refuses downloads without credentials, with wrong ones, and unknown or hostile names', async () => {
    const file = RESOURCE_API_PATHS.file('noise-pink.wav');
    for (const header of [
      undefined,
      'Bearer nope',
      `Basic ${Buffer.from('resource-pi-1:wrong').toString('base64')}`,
      'Basic !!!',
    ]) {
      const request = app().http().get(file);
      if (header) void request.set('Authorization', header);
      const response = await request.expect(401);
      expect(response.body.message).toBe(RESOURCE_MESSAGES.downloadUnauthorized);
    }
    for (const name of ['nothing.wav', '..%2Fpack.json', '..%2F..%2Fsecrets', '%2Fetc%2Fpasswd']) {
      await app().http().get(`/api/resources/files/${name}`).set(auth()).expect(404);
    }
    const missing = await app()
      .http()
      .get(RESOURCE_API_PATHS.manifest('AC_FAR/xx_XX'))
      .set(auth())
      .expect(404);
    expect(missing.body.message).toBe(RESOURCE_MESSAGES.manifestNotFound('AC_FAR/xx_XX'));
    await app().http().get(RESOURCE_API_PATHS.manifests).expect(401);
  });
});

describe('the resource routes before any pack is generated', () => {
  const app = useTestApp();

  it("answers a suite's lab dependencies with a 404 that says to generate the pack", async () => {
    const token = await app().signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const response = await app()
      .http()
      .get(RESOURCE_API_PATHS.labDependencies(labDependenciesId('CLOSE_TALK')))
      .set('Authorization', `Bearer ${token}`)
      .expect(404);
    expect(response.body.message).toBe(RESOURCE_MESSAGES.labDependenciesMissing('CLOSE_TALK'));
  });
});
