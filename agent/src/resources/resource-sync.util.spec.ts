import {
  desiredResourcesKey,
  downloadAuthorization,
  readDesiredResources,
  resolveResourceUrl,
  retryDelayMs,
} from './resource-sync.util';

const A = 'a'.repeat(32);
const B = 'b'.repeat(32);

describe('readDesiredResources', () => {
  it('takes absent resources as nothing desired, not as an empty list', () => {
    expect(readDesiredResources(undefined)).toEqual({ kind: 'none' });
    expect(readDesiredResources(null)).toEqual({ kind: 'none' });
    expect(readDesiredResources({ files: [] })).toMatchObject({ kind: 'files', files: [] });
  });

  it('lowers md5s, keeps the first of a name listed twice and names the conflict', () => {
    const read = readDesiredResources({
      syncId: 's1',
      files: [
        { fileName: 'x.wav', md5: A.toUpperCase(), url: '/f/x', size: 3 },
        { fileName: 'x.wav', md5: B },
        { fileName: 'y.wav', md5: B },
        { fileName: 'y.wav', md5: B },
      ],
    });
    expect(read).toEqual({
      kind: 'files',
      syncId: 's1',
      files: [
        { fileName: 'x.wav', md5: A, url: '/f/x', size: 3 },
        { fileName: 'y.wav', md5: B },
      ],
      rejected: [],
      conflicting: ['x.wav'],
    });
  });

  it("rejects the engine's own names and says what is malformed", () => {
    expect(
      readDesiredResources({
        files: [
          { fileName: '.sync-index.json', md5: A },
          { fileName: '.objects', md5: A },
        ],
      }),
    ).toMatchObject({ files: [], rejected: [{ fileName: '.sync-index.json' }, { fileName: '.objects' }] });
    expect(readDesiredResources({ files: [{ fileName: '../x', md5: A }] })).toEqual({
      kind: 'malformed',
      problem: expect.stringMatching(/^resources\.files\.0\.fileName: must be a plain file name/),
    });
    expect(readDesiredResources({ files: 'x' })).toMatchObject({ kind: 'malformed' });
  });
});

describe('desiredResourcesKey', () => {
  it('is the same for the same list and differs otherwise', () => {
    const list = { files: [{ fileName: 'x', md5: A }] };
    expect(desiredResourcesKey(list)).toBe(desiredResourcesKey(JSON.parse(JSON.stringify(list))));
    expect(desiredResourcesKey(list)).not.toBe(desiredResourcesKey({ ...list, syncId: 's2' }));
    expect(desiredResourcesKey(undefined)).toBe(desiredResourcesKey(null));
  });
});

describe('resolveResourceUrl', () => {
  it('takes absolute URLs as they are and relative ones from the cloud URL', () => {
    expect(resolveResourceUrl('/api/files/x.wav', 'http://cloud:3000').href).toBe(
      'http://cloud:3000/api/files/x.wav',
    );
    expect(resolveResourceUrl('https://cdn.example/x.wav?sig=1', 'http://cloud:3000').href).toBe(
      'https://cdn.example/x.wav?sig=1',
    );
    expect(() => resolveResourceUrl('file:///etc/passwd', 'http://cloud:3000')).toThrow(/http/);
  });
});

describe('downloadAuthorization', () => {
  it('sends the login to the cloud only', () => {
    const cloud = 'http://cloud:3000/';
    expect(downloadAuthorization(new URL('http://cloud:3000/f/x'), cloud, 'pi-1', 'secret')).toBe(
      `Basic ${Buffer.from('pi-1:secret').toString('base64')}`,
    );
    expect(downloadAuthorization(new URL('http://elsewhere/f/x'), cloud, 'pi-1', 'secret')).toBeUndefined();
    expect(downloadAuthorization(new URL('https://cloud:3000/f/x'), cloud, 'pi-1', 'secret')).toBeUndefined();
    expect(downloadAuthorization(new URL('http://cloud:3000/f/x'), cloud, 'pi-1', undefined)).toBeUndefined();
  });
});

describe('retryDelayMs', () => {
  it('doubles from the base', () => {
    expect([1, 2, 3].map((attempt) => retryDelayMs(attempt, 1000))).toEqual([1000, 2000, 4000]);
  });
});
