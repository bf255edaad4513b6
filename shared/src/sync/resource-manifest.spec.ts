import {
  RESOURCE_API_PATHS,
  RESOURCE_MESSAGES,
  resourceFileSchema,
  resourcePackStatusSchema,
} from './resource-manifest.schema';

describe('resource manifests', () => {
  const file = {
    id: 'en_US-timer-03-f2',
    fileName: 'en_US-timer-03-f2.wav',
    md5: '0123456789abcdef0123456789abcdef',
    size: 98_000,
    url: '/api/resources/files/en_US-timer-03-f2.wav',
    kind: 'utterance',
    durationMs: 3070,
    transcript: 'Alexa, set a timer for 5 minutes',
    expectedResponse: 'SetTimerIntent',
  };

  it('takes a file of the pack and refuses names that leave the cache or bad digests', () => {
    expect(resourceFileSchema.parse(file)).toEqual(file);
    expect(resourceFileSchema.safeParse({ ...file, fileName: '../x.wav' }).success).toBe(false);
    expect(resourceFileSchema.safeParse({ ...file, md5: 'ABC' }).success).toBe(false);
    expect(resourceFileSchema.safeParse({ ...file, kind: 'podcast' }).success).toBe(false);
  });

  it('builds the routes with ids and names encoded', () => {
    expect(RESOURCE_API_PATHS.manifest('AC_FAR/en_US')).toBe('/api/resources/manifests/AC_FAR%2Fen_US');
    expect(RESOURCE_API_PATHS.file('a b.wav')).toBe('/api/resources/files/a%20b.wav');
    expect(RESOURCE_MESSAGES.manifestNotFound('X')).toBe('There is no resource manifest X');
    expect(RESOURCE_MESSAGES.fileNotFound('y.wav')).toBe('There is no resource file y.wav');
  });

  it('reports the pack generation', () => {
    expect(resourcePackStatusSchema.parse({ state: 'generating', done: 3, total: 9, bytes: 0 }).state).toBe(
      'generating',
    );
    expect(resourcePackStatusSchema.safeParse({ state: 'baking', done: 0, total: 0, bytes: 0 }).success).toBe(
      false,
    );
  });
});
