import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** This process's heap and buffers once garbage is collected: what a resource bound compares. */
export function memoryAfterGc(): number {
  collectGarbage();
  collectGarbage();
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
}

/**
 * In its own process (so that its buffers are not counted as the cloud's):
 * connects to the broker, sends `header`, then streams zeros until it has
 * written `bodyBytes` or the broker closed the connection. It reports, then
 * keeps the connection as it is until told to go: a broker that buffered the
 * body still holds it while the spec measures.
 */
const FLOOD_SCRIPT = `
const net = require('node:net');
const [port, headerHex, bodyBytes] = process.argv.slice(1);
const limit = Number(bodyBytes);
const chunk = Buffer.alloc(64 * 1024);
let written = 0, received = 0, closed = false, reported = false;
const report = () => {
  if (reported) return;
  reported = true;
  process.stdout.write(JSON.stringify({ written, received, closedByBroker: closed }) + '\\n');
};
const socket = net.connect(Number(port), '127.0.0.1', () => {
  socket.write(Buffer.from(headerHex, 'hex'));
  const pump = () => {
    while (!closed && written < limit) {
      written += chunk.length;
      if (!socket.write(chunk)) return socket.once('drain', pump);
    }
    report();
  };
  pump();
});
socket.on('data', (data) => (received += data.length));
socket.on('error', () => undefined);
socket.on('close', () => { closed = true; report(); });
process.stdin.on('end', () => { socket.destroy(); process.exit(0); });
process.stdin.resume();
`;

export interface FloodReport {
  readonly written: number;
  readonly received: number;
  readonly closedByBroker: boolean;
}

export interface Flood {
  readonly report: Promise<FloodReport>;
  stop(): Promise<void>;
}

/** Starts a flood in a child process; `stop` ends it. */
export function floodBroker(port: number, header: Buffer, bodyBytes: number): Flood {
  const child = spawn(
    process.execPath,
    ['-e', FLOOD_SCRIPT, String(port), header.toString('hex'), String(bodyBytes)],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const report = new Promise<FloodReport>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (line) => resolve(JSON.parse(line) as FloodReport));
    child.once('exit', (code) => reject(new Error(`the flood exited with ${code} before reporting`)));
  });
  return {
    report,
    stop: async () => {
      child.stdin.end();
      await exited;
    },
  };
}
