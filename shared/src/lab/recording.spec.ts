import { AGENT_MAX_RECORD_MS, recordRequestSchema, recordResultSchema } from './agent-protocol.schema';
import {
  RECORDING_API_PATHS,
  RECORDING_DEFAULT_SAMPLE_RATE,
  RECORDING_MESSAGES,
  RECORDING_UPLOAD_MAX_BYTES,
  recordingSchema,
} from './recording.schema';

describe('recordings', () => {
  const id = '0b0e4c3a-6f1d-4a55-9a3e-2f5c1d7e8a90';

  it('fits the longest recording at the default rate under the upload cap', () => {
    const longest = 44 + (AGENT_MAX_RECORD_MS / 1000) * RECORDING_DEFAULT_SAMPLE_RATE * 2;
    expect(longest).toBeLessThanOrEqual(RECORDING_UPLOAD_MAX_BYTES);
    expect(RECORDING_MESSAGES.tooLarge).toBe('A recording may be at most 20 MiB');
  });

  it('builds the upload and read paths, escaping their segments', () => {
    expect(RECORDING_API_PATHS.upload('lab1-pi1', 'take 1.wav')).toBe(
      '/api/agent/things/lab1-pi1/recordings/take%201.wav',
    );
    expect(RECORDING_API_PATHS.recording(id)).toBe(`/api/recordings/${id}`);
    expect(RECORDING_MESSAGES.otherPi('lab1-pi2')).toBe('These credentials are not those of Pi lab1-pi2');
    expect(RECORDING_MESSAGES.notWav('no RIFF header')).toBe(
      'The recording is not a PCM WAV file: no RIFF header',
    );
  });

  it('asks record for an upload, and answers the stored id', () => {
    expect(recordRequestSchema.parse({ durationMs: 5000, upload: true })).toEqual({
      durationMs: 5000,
      upload: true,
    });
    expect(recordRequestSchema.safeParse({ durationMs: 5000, upload: 'yes' }).success).toBe(false);
    const answer = { fileName: 'recordings/a.wav', durationMs: 5000, sampleRate: 16000, rmsDbfs: -40 };
    expect(recordResultSchema.parse({ ...answer, recordingId: id }).recordingId).toBe(id);
    expect(recordResultSchema.safeParse({ ...answer, recordingId: 'recordings/a.wav' }).success).toBe(false);
  });

  it('describes a stored recording', () => {
    const stored = {
      id,
      thingName: 'lab1-pi1',
      fileName: 'take1.wav',
      size: 160_044,
      durationMs: 5000,
      sampleRate: 16000,
      createdAt: '2025-01-01T00:00:00.000Z',
    };
    expect(recordingSchema.parse(stored)).toEqual(stored);
    expect(recordingSchema.safeParse({ ...stored, fileName: '../x.wav' }).success).toBe(false);
    expect(recordingSchema.safeParse({ ...stored, size: RECORDING_UPLOAD_MAX_BYTES + 1 }).success).toBe(
      false,
    );
  });
});
