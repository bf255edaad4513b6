import { type AgentResponse, thingTopics, type ThingTopics } from '@oak/shared';
import { Aedes } from 'aedes';
import { type ChildProcess, spawn } from 'node:child_process';
import { type AddressInfo, type Server, createServer } from 'node:net';
import path from 'node:path';
import mqtt, { type MqttClient } from 'mqtt';

/** An in-process broker (Aedes, as the cloud embeds it) that checks each Pi's password. */
export class TestBroker {
  private broker: Aedes | undefined;
  private server: Server | undefined;
  port = 0;

  constructor(private readonly passwords: Record<string, string>) {}

  async start(port = 0): Promise<this> {
    const broker = await Aedes.createBroker();
    broker.authenticate = (_client, username, password, done) => {
      const expected = username ? this.passwords[username] : undefined;
      done(null, expected === undefined || password?.toString() === expected);
    };
    const server = createServer(broker.handle);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.broker = broker;
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    const { broker, server } = this;
    this.broker = undefined;
    this.server = undefined;
    if (broker) await new Promise<void>((resolve) => broker.close(() => resolve()));
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get url(): string {
    return `mqtt://127.0.0.1:${this.port}`;
  }
}

interface Received {
  readonly topic: string;
  readonly payload: string;
  readonly retain: boolean;
}

/** The cloud's side of the wire: publishes requests, collects everything the Pi publishes. */
export class TestCloudClient {
  readonly topics: ThingTopics;
  readonly received: Received[] = [];
  private client: MqttClient | undefined;
  private sequence = 0;
  private readonly waiters = new Set<() => void>();

  constructor(
    thingName: string,
    private readonly describeAgent: () => string,
  ) {
    this.topics = thingTopics(thingName);
  }

  async connect(brokerUrl: string): Promise<void> {
    this.client = await mqtt.connectAsync(brokerUrl, {
      clientId: `cloud-${process.pid}`,
      reconnectPeriod: 100,
      clean: true,
    });
    this.client.on('message', (topic, payload, packet) => {
      this.received.push({ topic, payload: payload.toString(), retain: packet.retain });
      for (const waiter of this.waiters) waiter();
    });
    await this.client.subscribeAsync(this.topics.all, { qos: 1 });
  }

  async close(): Promise<void> {
    await this.client?.endAsync(true);
  }

  publish(topic: string, payload: string | Buffer, retain = false): Promise<unknown> {
    return this.client!.publishAsync(topic, payload, { qos: 1, retain });
  }

  /** Sends a request and waits for its answer. */
  async request(
    action: string,
    payload?: unknown,
    options: { ackTimeout?: number; timeoutMs?: number; jobId?: string; stepKey?: string } = {},
  ): Promise<AgentResponse> {
    const id = `req-${++this.sequence}`;
    const request: Record<string, unknown> = { id, action, payload };
    if (options.ackTimeout) request.ackTimeout = options.ackTimeout;
    if (options.jobId) Object.assign(request, { jobId: options.jobId, stepKey: options.stepKey });
    const answer = this.waitForJson<AgentResponse>(
      this.topics.response,
      (response) => response.id === id,
      options.timeoutMs,
    );
    await this.publish(this.topics.request, JSON.stringify(request));
    return answer;
  }

  /** Resolves with the first message (from `since` on) on the topic that matches. */
  waitFor(
    topic: string,
    match: (payload: string) => boolean,
    timeoutMs = 10_000,
    since = 0,
  ): Promise<string> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.received
          .slice(since)
          .find((message) => message.topic === topic && match(message.payload));
        if (!found) return;
        this.waiters.delete(check);
        clearTimeout(timer);
        resolve(found.payload);
      };
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        reject(
          new Error(
            `Nothing on ${topic} matched within ${timeoutMs} ms. Agent output:\n${this.describeAgent()}`,
          ),
        );
      }, timeoutMs);
      this.waiters.add(check);
      check();
    });
  }

  async waitForJson<T>(
    topic: string,
    match: (value: T) => boolean,
    timeoutMs?: number,
    since?: number,
  ): Promise<T> {
    const parse = (text: string): T | undefined => {
      try {
        return JSON.parse(text) as T;
      } catch {
        return undefined;
      }
    };
    return parse(
      await this.waitFor(
        topic,
        (text) => {
          const value = parse(text);
          return value !== undefined && match(value);
        },
        timeoutMs,
        since,
      ),
    )!;
  }

  /** The index of the next message, to wait only for what comes after now. */
  get mark(): number {
    return this.received.length;
  }
}

/** The real agent as a child process: `node agent/dist/cli/oak-agent.js run --config <file>`. */
export class AgentProcess {
  private child: ChildProcess | undefined;
  output = '';
  exit: Promise<number | null> = Promise.resolve(null);

  start(configFile: string): this {
    const cli = path.resolve(__dirname, '..', '..', 'dist', 'cli', 'oak-agent.js');
    const child = spawn(process.execPath, [cli, 'run', '--config', configFile], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => (this.output = (this.output + chunk.toString()).slice(-20_000));
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    this.exit = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
    this.child = child;
    return this;
  }

  kill(signal: NodeJS.Signals): void {
    this.child?.kill(signal);
  }

  get running(): boolean {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  tail(): string {
    return this.output.slice(-4000);
  }
}
