import { PI_MESSAGES } from '@oak/shared';
import { describe, expect, it } from 'vitest';
import { type ApiClient } from '../../../lib/api-client';
import { pingPi } from './get-pi-state';

describe('pingPi', () => {
  it("does not ask for a Pi without its id: it is in Error with 'no Pi' (doc 2 §8)", async () => {
    const asked: string[] = [];
    const api = {
      request: (path: string) => {
        asked.push(path);
        return Promise.resolve({ thingStatus: 'online' });
      },
    } as unknown as ApiClient;
    await expect(pingPi(api, 'lab-1', ' ')).resolves.toEqual({ status: 'error', reason: PI_MESSAGES.noPi });
    expect(asked).toEqual([]);
    await expect(pingPi(api, 'lab-1', 'pi-1')).resolves.toEqual({ status: 'online' });
    expect(asked).toHaveLength(1);
  });
});
