import { manifestStateSchema } from '@oak/shared';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stubContext, stubDeadline, stubServices } from '../testing/agent-services.stub';
import { manifestStateAction as sut } from './manifest-state.action';

const HELLO_MD5 = '5d41402abc4b2a76b9719d911017c592';

describe('get_manifest_state action', () => {
  const payload = { type: 'mdxirs' as const };

  it('is in sync while no resources are desired', async () => {
    const data = await sut.run(stubContext(payload, stubServices()), stubDeadline());
    expect(manifestStateSchema.parse(data)).toEqual({ status: 'in_sync' });
  });

  it('compares the cache with the desired resources', async () => {
    const services = stubServices({
      desired: { resources: { files: [{ fileName: 'a.wav', md5: HELLO_MD5 }] } },
    });
    const run = () => sut.run(stubContext(payload, services), stubDeadline());
    await expect(run()).resolves.toEqual({ status: 'out_of_sync' });
    mkdirSync(services.config.cacheDir, { recursive: true });
    writeFileSync(path.join(services.config.cacheDir, 'a.wav'), 'hello');
    await expect(run()).resolves.toEqual({ status: 'in_sync' });
    writeFileSync(path.join(services.config.cacheDir, 'a.wav'), 'changed');
    await expect(run()).resolves.toEqual({ status: 'out_of_sync' });
  });

  it('is out of sync with malformed desired resources', async () => {
    const services = stubServices({
      desired: { resources: { files: [{ fileName: '../x', md5: HELLO_MD5 }] } },
    });
    await expect(sut.run(stubContext(payload, services), stubDeadline())).resolves.toEqual({
      status: 'out_of_sync',
    });
  });

  it('asks for the mdxirs payload type', () => {
    expect(sut.schema.safeParse({ type: 'mdxirs' }).success).toBe(true);
    expect(sut.schema.safeParse({ type: 'other' }).success).toBe(false);
    expect(sut.schema.safeParse({}).success).toBe(false);
  });
});
