import { agentDesiredResourcesSchema, cacheFileNameSchema } from './agent-manifest.schema';
import { manifestStatus } from './agent-manifest.rule';

const md5 = 'd41d8cd98f00b204e9800998ecf8427e';

describe('cacheFileNameSchema', () => {
  it.each(['a.wav', 'noise 1.wav', '.hidden'])('accepts %j', (name) => {
    expect(cacheFileNameSchema.safeParse(name).success).toBe(true);
  });

  it.each(['', '..', '.', 'a..wav', 'a/b.wav', '..\\x.wav', '../etc/passwd', 'a\0b', 'x'.repeat(256)])(
    'refuses %j',
    (name) => {
      expect(cacheFileNameSchema.safeParse(name).success).toBe(false);
    },
  );
});

describe('manifestStatus', () => {
  const desired = agentDesiredResourcesSchema.parse({
    files: [
      { fileName: 'a.wav', md5 },
      { fileName: 'b.wav', md5: md5.toUpperCase() },
    ],
  });

  it('is in sync with nothing desired', () => {
    expect(manifestStatus(undefined, () => undefined)).toBe('in_sync');
    expect(manifestStatus({ files: [] }, () => undefined)).toBe('in_sync');
  });

  it('is in sync when every desired file is cached with its md5, whatever else is cached', () => {
    expect(manifestStatus(desired, () => md5)).toBe('in_sync');
  });

  it('is out of sync when a file is missing or differs', () => {
    expect(manifestStatus(desired, (name) => (name === 'a.wav' ? md5 : undefined))).toBe('out_of_sync');
    expect(manifestStatus(desired, (name) => (name === 'a.wav' ? md5 : '0'.repeat(32)))).toBe('out_of_sync');
  });

  it('refuses a manifest with an unsafe file name or a bad md5', () => {
    expect(agentDesiredResourcesSchema.safeParse({ files: [{ fileName: '../x', md5 }] }).success).toBe(false);
    expect(agentDesiredResourcesSchema.safeParse({ files: [{ fileName: 'x', md5: 'abc' }] }).success).toBe(
      false,
    );
  });
});
