import { Duplex } from 'node:stream';

/**
 * Two connected in-memory streams: what one end writes, the other reads, in
 * order, with backpressure (a write waits while the other end's reader is
 * behind). Ending one end ends the other's reading side; destroying one
 * closes both. How the cloud talks to its own embedded broker without a
 * loopback socket: a packet is handed on at once, not on the event loop's
 * next poll for I/O.
 */
export function inMemoryDuplexPair(): [Duplex, Duplex] {
  const ends: InMemoryEnd[] = [];
  const peerOf = (end: InMemoryEnd) => (end === ends[0] ? ends[1]! : ends[0]!);
  ends.push(new InMemoryEnd(peerOf), new InMemoryEnd(peerOf));
  return [ends[0]!, ends[1]!];
}

class InMemoryEnd extends Duplex {
  /** A write held back until this end's peer reads again. */
  private waiting: (() => void) | undefined;

  constructor(private readonly peerOf: (end: InMemoryEnd) => InMemoryEnd) {
    super({ allowHalfOpen: false });
  }

  override _read(): void {
    // Our reader wants more: the peer's held write may go on.
    const peer = this.peerOf(this);
    const waiting = peer.waiting;
    peer.waiting = undefined;
    waiting?.();
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.handOn(chunk, done);
  }

  /** What was written while this end was corked (a packet in pieces), handed on as one chunk. */
  override _writev(
    chunks: readonly { chunk: Buffer; encoding: BufferEncoding }[],
    done: (error?: Error | null) => void,
  ): void {
    this.handOn(Buffer.concat(chunks.map(({ chunk }) => chunk)), done);
  }

  private handOn(chunk: Buffer, done: (error?: Error | null) => void): void {
    const peer = this.peerOf(this);
    if (peer.destroyed) return done(new Error('The other end of the stream is closed'));
    if (peer.push(chunk)) done();
    else this.waiting = () => done();
  }

  override _final(done: (error?: Error | null) => void): void {
    this.peerOf(this).push(null);
    done();
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.();
    const peer = this.peerOf(this);
    if (!peer.destroyed) peer.destroy();
    done(error);
  }
}
