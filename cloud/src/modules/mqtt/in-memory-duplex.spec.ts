import { once } from 'node:events';
import { inMemoryDuplexPair } from './in-memory-duplex';

describe('inMemoryDuplexPair', () => {
  it('hands what one end writes to the other, in order, both ways', async () => {
    const [a, b] = inMemoryDuplexPair();
    const atB: string[] = [];
    const atA: string[] = [];
    b.on('data', (chunk: Buffer) => atB.push(chunk.toString()));
    a.on('data', (chunk: Buffer) => atA.push(chunk.toString()));
    a.write('one');
    a.write('two');
    b.write('back');
    await new Promise(setImmediate);
    expect(atB.join('')).toBe('onetwo');
    expect(atA).toEqual(['back']);
  });

  it('hands on what was written while corked (a packet in pieces) as one chunk', async () => {
    const [a, b] = inMemoryDuplexPair();
    const chunks: Buffer[] = [];
    b.on('data', (chunk: Buffer) => chunks.push(chunk));
    a.cork();
    a.write(Buffer.from('he'));
    a.write(Buffer.from('llo'));
    a.uncork();
    await new Promise((resolve) => setImmediate(resolve));
    expect(chunks).toEqual([Buffer.from('hello')]);
  });

  it('holds a writer back while the reader at the other end is behind, then lets it go on', async () => {
    const [a, b] = inMemoryDuplexPair();
    const big = Buffer.alloc(64 * 1024, 1);
    let written = 0;
    const writing = (async () => {
      for (let i = 0; i < 8; i++) {
        if (!a.write(big)) await once(a, 'drain');
        written += 1;
      }
    })();
    await new Promise(setImmediate);
    // Nobody reads b: its buffer fills, and a waits.
    expect(written).toBeLessThan(8);
    let read = 0;
    b.on('data', (chunk: Buffer) => (read += chunk.length));
    await writing;
    await new Promise(setImmediate);
    expect(read).toBe(8 * big.length);
  });

  it('ends the reading side of the other end when one end ends', async () => {
    const [a, b] = inMemoryDuplexPair();
    b.resume();
    const ended = once(b, 'end');
    a.end('last');
    await ended;
  });

  it('closes both ends when one is destroyed; a write to the closed pair fails', async () => {
    const [a, b] = inMemoryDuplexPair();
    const closed = Promise.all([once(a, 'close'), once(b, 'close')]);
    b.destroy();
    await closed;
    expect(a.destroyed).toBe(true);
    const failed = await new Promise<Error | null | undefined>((resolve) => a.write('to nobody', resolve));
    expect(failed).toMatchObject({ code: 'ERR_STREAM_DESTROYED' });
  });
});
