import { readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { Client } from 'pg';
import { SECRET_FILES, secretFile } from '../cloud/src/config/secrets.util';
import {
  commandLineOf,
  descendantsOf,
  freePorts,
  isAlive,
  makeHome,
  spawnOak,
  startOak,
  stopLeftoverOaks,
} from './support/oak-process';

const homes: string[] = [];
afterAll(async () => {
  await stopLeftoverOaks();
  homes.forEach((home) => rmSync(home, { recursive: true, force: true }));
});
function home(): string {
  const dir = makeHome();
  homes.push(dir);
  return dir;
}

async function query(oakHome: string, port: number, sql: string): Promise<unknown[]> {
  const password = readFileSync(secretFile(oakHome, SECRET_FILES.postgresPassword), 'utf8').trim();
  const client = new Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'oak' });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('oak start (npm start)', () => {
  it('stops every process it started on Ctrl-C, and a second start reuses the data', async () => {
    const dir = home();
    const ports = await freePorts();
    const first = await startOak(dir, ports);
    const children = descendantsOf(first.process.pid!);
    const commands = children.map(commandLineOf);
    for (const expected of [
      /oak\.js internal:postgres/,
      /bin\/postgres -D/,
      /redis-server/,
      /oak\.js serve/,
      /oak-sim\.js start/,
    ]) {
      expect(commands.some((command) => expected.test(command))).toBe(true);
    }
    expect(first.output()).toContain(`Open Automation Kit is running at http://localhost:${ports.http}`);
    await query(
      dir,
      ports.postgres,
      'CREATE TABLE kept (note text); INSERT INTO kept VALUES ($$from the first start$$)',
    );

    expect(await first.stop('SIGINT')).toBe(0);
    expect(first.output()).toContain('OAK stopped.');
    expect(children.filter(isAlive)).toEqual([]);

    const second = await startOak(dir, ports);
    expect(await query(dir, ports.postgres, 'SELECT note FROM kept')).toEqual([
      { note: 'from the first start' },
    ]);
    expect(await second.stop('SIGTERM')).toBe(0);
  });

  it('leaves nothing running when the launcher itself is killed', async () => {
    const dir = home();
    const ports = await freePorts();
    // No resource pack this time: the first test stops a start that makes one, and making it is CPU the
    // other specs wait for.
    const quiet = { RESOURCE_PACK: 'off' };
    const oak = await startOak(dir, ports, quiet);
    const children = descendantsOf(oak.process.pid!);
    await oak.stop('SIGKILL');
    const deadline = Date.now() + 30_000;
    while (children.some(isAlive) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200));
    expect(children.filter(isAlive).map(commandLineOf)).toEqual([]);

    // And the data is intact for the next start.
    const next = await startOak(dir, ports, quiet);
    expect(await next.stop('SIGINT')).toBe(0);
  });

  it('names a taken port in one line and starts nothing', async () => {
    const ports = await freePorts();
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(ports.mqtt, '0.0.0.0', resolve));
    try {
      const oak = spawnOak(home(), ports);
      const code = await new Promise<number | null>((resolve) => oak.process.once('exit', resolve));
      expect(code).toBe(1);
      expect(oak.output().trim()).toBe(
        `oak: Port ${ports.mqtt} (MQTT_PORT) is already in use; stop what holds it or set MQTT_PORT to a free port.`,
      );
    } finally {
      blocker.close();
    }
  });

  it('names a bad environment variable and starts nothing', async () => {
    const oak = spawnOak(home(), await freePorts(), { LOG_LEVEL: 'loud' });
    const code = await new Promise<number | null>((resolve) => oak.process.once('exit', resolve));
    expect(code).toBe(1);
    expect(oak.output()).toContain(
      "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got 'loud')",
    );
    expect(oak.output()).not.toContain('Starting');
  });
});
