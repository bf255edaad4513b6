import { RECORDING_API_PATHS, RECORDING_UPLOAD_MAX_BYTES } from '@oak/shared';
import { encodeWav } from '../audio/wav.util';
import { startStubHttpServer, unusedPort } from '../testing/http-server.stub';
import { sineSamples } from '../testing/wav.factory';
import { HttpRecordingUploader, RecordingUploadError } from './recording-uploader.adapter';

const LOGIN = { username: 'lab1-pi1', password: 'pi-password-0123456789' };
const BASIC = `Basic ${Buffer.from(`${LOGIN.username}:${LOGIN.password}`).toString('base64')}`;
const STORED = {
  id: '0b0e4c3a-6f1d-4a55-9a3e-2f5c1d7e8a90',
  thingName: 'lab1-pi1',
  fileName: 'take1.wav',
  size: 32_044,
  durationMs: 1000,
  sampleRate: 16000,
  createdAt: '2025-01-01T00:00:00.000Z',
};
const never = new AbortController().signal;

describe('HttpRecordingUploader', () => {
  const wav = encodeWav(sineSamples({ durationMs: 1000 }), 16000);
  const sut = (cloudUrl: string, login: { username: string; password?: string } = LOGIN) =>
    new HttpRecordingUploader({ cloudUrl, thingName: 'lab1-pi1', password: undefined, ...login, fetch });

  it("PUTs the WAV to the Pi's own recording route with its credentials, and answers what the cloud stored", async () => {
    const cloud = await startStubHttpServer({
      [`PUT ${RECORDING_API_PATHS.upload('lab1-pi1', 'take1.wav')}`]: (request) =>
        request.headers.authorization === BASIC && request.headers['content-type'] === 'audio/wav'
          ? { status: 201, json: STORED }
          : { status: 401, json: { statusCode: 401, message: 'no' } },
    });
    try {
      await expect(sut(cloud.url).upload('take1.wav', wav, never)).resolves.toEqual(STORED);
      expect(Buffer.compare(cloud.requests[0]!.bytes, wav)).toBe(0);
    } finally {
      await cloud.close();
    }
  });

  it('says why the cloud refused it, or could not be reached', async () => {
    const cloud = await startStubHttpServer({
      'PUT /api/agent/things/lab1-pi1/recordings/refused.wav': () => ({
        status: 403,
        json: { statusCode: 403, message: 'These credentials are not those of Pi lab1-pi1' },
      }),
      'PUT /api/agent/things/lab1-pi1/recordings/odd.wav': () => ({ status: 201, json: { fine: true } }),
      'PUT /api/agent/things/lab1-pi1/recordings/broken.wav': () => ({ status: 502, body: '<html>' }),
    });
    try {
      await expect(sut(cloud.url).upload('refused.wav', wav, never)).rejects.toThrow(
        new RecordingUploadError(
          'the cloud refused it (403: These credentials are not those of Pi lab1-pi1)',
        ),
      );
      await expect(sut(cloud.url).upload('odd.wav', wav, never)).rejects.toThrow('no recording id');
      await expect(sut(cloud.url).upload('broken.wav', wav, never)).rejects.toThrow(
        'the cloud refused it (502)',
      );
    } finally {
      await cloud.close();
    }
    await expect(sut(`http://127.0.0.1:${await unusedPort()}`).upload('a.wav', wav, never)).rejects.toThrow(
      /^the cloud could not be reached: ECONNREFUSED$/,
    );
  });

  it('sends nothing too big for the cloud, nor without credentials', async () => {
    const cloud = await startStubHttpServer({});
    try {
      await expect(
        sut(cloud.url).upload('big.wav', Buffer.alloc(RECORDING_UPLOAD_MAX_BYTES + 1), never),
      ).rejects.toThrow('it holds 20.0 MiB. A recording may be at most 20 MiB');
      await expect(sut(cloud.url, { username: 'lab1-pi1' }).upload('a.wav', wav, never)).rejects.toThrow(
        'this Pi has no credentials to upload with (register it first)',
      );
      expect(cloud.requests).toEqual([]);
    } finally {
      await cloud.close();
    }
  });
});
