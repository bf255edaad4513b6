import { ARTIFACT_API_PATHS, ARTIFACT_UPLOAD_MAX_BYTES } from '@oak/shared';
import { startStubHttpServer, unusedPort } from '../testing/http-server.stub';
import { ArtifactUploadError, HttpArtifactUploader } from './artifact-uploader.adapter';

const LOGIN = { username: 'lab1-pi1', password: 'pi-password-0123456789' };
const BASIC = `Basic ${Buffer.from(`${LOGIN.username}:${LOGIN.password}`).toString('base64')}`;
const step = { jobId: 'job-7', stepKey: 'scan/ports' };
const STORED = {
  id: '0b0e4c3a-6f1d-4a55-9a3e-2f5c1d7e8a90',
  thingName: 'lab1-pi1',
  ...step,
  name: 'report.xml',
  contentType: 'application/xml',
  size: 200_000,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const never = new AbortController().signal;

describe('HttpArtifactUploader', () => {
  const sut = (cloudUrl: string, login: { username: string; password?: string } = LOGIN) =>
    new HttpArtifactUploader({ cloudUrl, thingName: 'lab1-pi1', password: undefined, ...login, fetch });
  const report = Buffer.alloc(200_000, '<a/>');

  it("PUTs the output to its job's step with the Pi's credentials and its type, and answers what the cloud stored", async () => {
    const cloud = await startStubHttpServer({
      [`PUT ${ARTIFACT_API_PATHS.upload('lab1-pi1', 'job-7', 'scan/ports', 'report.xml')}`]: (request) =>
        request.headers.authorization === BASIC && request.headers['content-type'] === 'application/xml'
          ? { status: 201, json: STORED }
          : { status: 401, json: { statusCode: 401, message: 'no' } },
    });
    try {
      await expect(
        sut(cloud.url).upload(
          { step, name: 'report.xml', contentType: 'application/xml', body: report },
          never,
        ),
      ).resolves.toEqual(STORED);
      expect(cloud.requests[0]!.url).toBe(
        '/api/agent/things/lab1-pi1/jobs/job-7/steps/scan%2Fports/artifacts/report.xml',
      );
      expect(Buffer.compare(cloud.requests[0]!.bytes, report)).toBe(0);
    } finally {
      await cloud.close();
    }
  });

  it('says why the cloud refused it, or could not be reached, or why it was not sent', async () => {
    const cloud = await startStubHttpServer({
      [`PUT ${ARTIFACT_API_PATHS.upload('lab1-pi1', 'job-7', 'scan/ports', 'a.txt')}`]: () => ({
        status: 404,
        json: { statusCode: 404, message: "Job job-7 does not run on this Pi's lab" },
      }),
    });
    const upload = (name: string, body = Buffer.from('x')) => ({
      step,
      name,
      contentType: 'text/plain' as const,
      body,
    });
    try {
      await expect(sut(cloud.url).upload(upload('a.txt'), never)).rejects.toThrow(
        new ArtifactUploadError("the cloud refused it (404: Job job-7 does not run on this Pi's lab)"),
      );
    } finally {
      await cloud.close();
    }
    await expect(
      sut(`http://127.0.0.1:${await unusedPort()}`).upload(upload('a.txt'), never),
    ).rejects.toThrow('the cloud could not be reached: ECONNREFUSED');
    await expect(
      sut('http://127.0.0.1:9', { username: 'lab1-pi1' }).upload(upload('a.txt'), never),
    ).rejects.toThrow('no credentials');
    await expect(
      sut('http://127.0.0.1:9').upload(upload('big.bin', Buffer.alloc(ARTIFACT_UPLOAD_MAX_BYTES + 1)), never),
    ).rejects.toThrow('it holds 64.0 MiB. An artifact may be at most 64 MiB');
  });
});
