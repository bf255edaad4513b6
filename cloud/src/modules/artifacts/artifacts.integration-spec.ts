import {
  ARTIFACT_API_PATHS,
  ARTIFACT_MESSAGES,
  ARTIFACT_UPLOAD_MAX_BYTES,
  artifactSchema,
} from '@oak/shared';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { createLab, type Registration, registerThing } from '../../testing/lab-fixtures';
import { TEST_ADMIN, useTestApp } from '../../testing/test-app';
import { LabJobRecord } from '../jobs/lab-job.entity';
import { LabRecord } from '../labs/lab.entity';
import { ArtifactNotFoundError, ArtifactStore } from './artifact-store.service';

const basic = (login: { username: string; password: string }) =>
  `Basic ${Buffer.from(`${login.username}:${login.password}`).toString('base64')}`;

describe("artifacts: a Pi uploads a step's large output, the run reads it back", () => {
  const app = useTestApp();
  let one: Registration;
  let two: Registration;
  let elsewhere: Registration;
  let jobId: string;
  let otherLabJobId: string;
  const step = 'scan/ports';
  const data = () => app().app.get(DataSource);
  const store = () => app().app.get(ArtifactStore);

  const upload = (
    login: Registration | undefined,
    body: Buffer | string,
    options: { thingName?: string; job?: string; name?: string; type?: string } = {},
  ) => {
    const request = app()
      .http()
      .put(
        ARTIFACT_API_PATHS.upload(
          options.thingName ?? one.thingName,
          options.job ?? jobId,
          step,
          options.name ?? 'report.json',
        ),
      )
      .set('Content-Type', options.type ?? 'application/json');
    return (login ? request.set('Authorization', basic(login)) : request).send(body);
  };
  const newJob = async (labId: string) => {
    const lab = await data().getRepository(LabRecord).findOneByOrFail({ id: labId });
    return (
      await data().getRepository(LabJobRecord).save({
        companyId: lab.companyId,
        labId,
        labName: lab.name,
        state: 'inprogress',
        options: '{}',
        mapping: '{}',
        ownerEmail: TEST_ADMIN.email,
        sendCompletionEmail: false,
        scenarioName: 'SECURITY',
        family: 'security',
      })
    ).id;
  };

  beforeAll(async () => {
    const admin = await app().signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const lab = await createLab(app(), 'Artifact Lab', ['art-pi-1', 'art-pi-2']);
    const other = await createLab(app(), 'Other Artifact Lab', ['art-pi-9']);
    one = await registerThing(app(), admin, lab.thingIds['art-pi-1']!);
    two = await registerThing(app(), admin, lab.thingIds['art-pi-2']!);
    elsewhere = await registerThing(app(), admin, other.thingIds['art-pi-9']!);
    jobId = await newJob(lab.labId);
    otherLabJobId = await newJob(other.labId);
  });

  it("stores a JSON report far past the API's JSON limit, for the job's step, and the run reads it back", async () => {
    const report = Buffer.from(JSON.stringify({ hosts: 'x'.repeat(3 * 1024 * 1024) }));
    // As a string: superagent would serialise a Buffer sent as JSON.
    const response = await upload(one, report.toString()).expect(201);
    const artifact = artifactSchema.parse(response.body);
    expect(artifact).toMatchObject({
      thingName: one.thingName,
      jobId,
      stepKey: step,
      name: 'report.json',
      contentType: 'application/json',
      size: report.length,
    });
    const read = await store().read(jobId, artifact.id);
    expect(read.artifact).toEqual(artifact);
    expect(Buffer.compare(read.content, report)).toBe(0);
    // Another job does not have it.
    await expect(store().read(otherLabJobId, artifact.id)).rejects.toBeInstanceOf(ArtifactNotFoundError);
  });

  it('replaces an upload of the same name in the same step, keeping one row', async () => {
    const first = artifactSchema.parse(
      (await upload(one, 'first', { name: 'a.txt', type: 'text/plain' }).expect(201)).body,
    );
    const again = artifactSchema.parse(
      (await upload(one, 'again', { name: 'a.txt', type: 'text/plain; charset=utf-8' }).expect(201)).body,
    );
    expect(again.id).toBe(first.id);
    expect((await store().read(jobId, again.id)).content.toString()).toBe('again');
  });

  it('refuses no credentials, and another Pi’s credentials', async () => {
    await upload(undefined, '{}').expect(401);
    const response = await upload(two, '{}').expect(403);
    expect(response.body.message).toBe(`These credentials are not those of Pi ${one.thingName}`);
  });

  it('refuses a job that is not of the Pi’s lab, or does not exist', async () => {
    for (const job of [otherLabJobId, randomUUID(), 'not-a-job']) {
      const response = await upload(one, '{}', { job }).expect(404);
      expect(response.body.message).toBe(ARTIFACT_MESSAGES.unknownJob(job));
    }
    // The other lab's Pi may upload to its own lab's job.
    await upload(elsewhere, '{}', { thingName: elsewhere.thingName, job: otherLabJobId }).expect(201);
  });

  it('refuses a body past the limit, an unknown type and a name that is a path', async () => {
    const tooLarge = await upload(one, Buffer.alloc(ARTIFACT_UPLOAD_MAX_BYTES + 1), {
      type: 'application/octet-stream',
    }).expect(413);
    expect(tooLarge.body.message).toBe(ARTIFACT_MESSAGES.tooLarge);
    const badType = await upload(one, '<html>', { type: 'text/html' }).expect(415);
    expect(badType.body.message).toBe(ARTIFACT_MESSAGES.badContentType);
    await upload(one, 'x', { name: '..', type: 'text/plain' }).expect(400);
    await upload(one, 'x', { name: '.hidden', type: 'text/plain' }).expect(400);
  });
});
