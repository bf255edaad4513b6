import { type IncomingMessage, type ServerResponse } from 'node:http';
import { S3Error } from './s3-error.util';

/** Request bodies above this are refused with EntityTooLarge: tests have no business sending more. */
export const OBJECT_STORE_MAX_BODY_BYTES = 64 * 1024 * 1024;
/**
 * How long a client that keeps sending a refused body may go on once it has
 * its answer, and how much more of it is read and dropped, before its
 * connection is cut (chosen: time enough for a slow client to read the answer
 * between two writes of its own, and bytes enough for it to notice on a fast one).
 */
const REFUSED_BODY_GRACE_MS = 5000;
export const OBJECT_STORE_REFUSED_BODY_DRAIN_BYTES = 16 * 1024 * 1024;

/**
 * The whole body, at most OBJECT_STORE_MAX_BODY_BYTES; a larger one, declared
 * or sent, is EntityTooLarge as soon as it is known to be.
 */
export function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const tooLarge = (proposed: number) =>
      new S3Error(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size', {
        ProposedSize: String(proposed),
        MaxSizeAllowed: String(OBJECT_STORE_MAX_BODY_BYTES),
      });
    const declared = Math.max(
      Number(request.headers['content-length'] ?? 0),
      Number(request.headers['x-amz-decoded-content-length'] ?? 0),
    );
    if (declared > OBJECT_STORE_MAX_BODY_BYTES) {
      reject(tooLarge(declared));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      outcome();
    };
    request.on('data', (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > OBJECT_STORE_MAX_BODY_BYTES) settle(() => reject(tooLarge(size)));
      else chunks.push(chunk);
    });
    request.on('end', () => settle(() => resolve(Buffer.concat(chunks))));
    request.on('error', (error) => settle(() => reject(error)));
    request.on('close', () =>
      settle(() => reject(new S3Error(400, 'IncompleteBody', 'The request body ended early.'))),
    );
  });
}

/**
 * Closes the connection of an answer given before its request's body was
 * read, without losing the answer to a client still sending it. Node's server
 * ends a `Connection: close` exchange by ending the socket and destroying it
 * as soon as the answer is flushed (its socket's destroySoon); closed with the
 * client's bytes unread in it, or sent more, the socket answers with a reset,
 * and a client that is still writing fails on it and may never read the
 * answer. So this socket only half-closes there, as Node does with a socket
 * that has no destroySoon: the client reads the answer and then the end of
 * it, the rest of the body is read and dropped, and the socket closes when
 * the client hangs up, or is cut once it has sent OBJECT_STORE_REFUSED_BODY_DRAIN_BYTES
 * more or gone on REFUSED_BODY_GRACE_MS past the answer (a lingering close).
 */
export function closeAfterAnswer(request: IncomingMessage, response: ServerResponse): void {
  const { socket } = request;
  socket.destroySoon = () => socket.end();
  let drained = 0;
  request.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > OBJECT_STORE_REFUSED_BODY_DRAIN_BYTES) socket.destroy();
  });
  request.resume();
  response.once('finish', () => {
    const cut = setTimeout(() => socket.destroy(), REFUSED_BODY_GRACE_MS);
    cut.unref();
    socket.once('close', () => clearTimeout(cut));
  });
}
