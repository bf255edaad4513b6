import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Client } from 'pg';
import { AppConfig } from '../config/app-config';

/** The channels the revocation triggers notify on (migration 1796500000000-revocation-notices). */
export const REVOCATION_CHANNELS = {
  /** `{id, username}` of a Pi's MQTT credential that was revoked or deleted. */
  thingCredential: 'oak_thing_credential_revoked',
  /** `{id, userId}` of a console session that was revoked or deleted. */
  session: 'oak_session_revoked',
} as const;
export type RevocationChannel = (typeof REVOCATION_CHANNELS)[keyof typeof REVOCATION_CHANNELS];

/**
 * `{id}` of a job whose waiting runner looks again: one of its operator
 * actions was answered, or the job was canceled (migration 1796800000000-job-actions).
 */
export const JOB_ACTION_CHANNEL = 'oak_job_action_changed';

/** Every channel a node listens on. */
export type NotificationChannel = RevocationChannel | typeof JOB_ACTION_CHANNEL;

/** The id a notice names (its payload's `id`), if it is one. */
export function noticeIdOf(payload: string): string | undefined {
  try {
    const id = (JSON.parse(payload) as { id?: unknown }).id;
    return typeof id === 'string' ? id : undefined;
  } catch {
    return undefined;
  }
}

/** How long start-up waits for the first LISTEN before going on and retrying in the background. */
const FIRST_LISTEN_WAIT_MS = 5000;
const RETRY_MAX_MS = 5000;

type Handler = (payload: string) => void;

/**
 * This node's ear on Postgres NOTIFY: one dedicated connection that LISTENs on
 * the channels asked for, one of the few places (with the launcher and the
 * runner's job leases) that open raw `pg` clients. It connects on the first
 * `listen`, reconnects with backoff,
 * and after every (re)connection calls the `onResync` handlers, since a
 * notification sent while it was away is lost: they re-check what they hold.
 */
@Injectable()
export class PgNotificationsAdapter implements OnApplicationShutdown {
  private readonly logger = new Logger('PgNotifications');
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly resyncs = new Set<() => void>();
  private client: Client | undefined;
  private readonly listening = new WeakMap<Client, Set<string>>();
  /** The channels whose LISTEN Postgres has confirmed on each connection. */
  private readonly heard = new WeakMap<Client, Set<string>>();
  private connecting: Promise<void> | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private attempt = 0;
  private closed = false;
  private lastError: string | undefined;

  constructor(private readonly config: AppConfig) {}

  /**
   * Calls `handler` with the payload of every notification on `channel`.
   * Resolves once this node listens there (or after a bounded wait, when
   * Postgres is away; the adapter keeps trying).
   */
  async listen(channel: NotificationChannel, handler: Handler): Promise<void> {
    let handlers = this.handlers.get(channel);
    const first = !handlers;
    if (!handlers) {
      handlers = new Set();
      this.handlers.set(channel, handlers);
    }
    handlers.add(handler);
    if (first && this.client) await this.listenOn(this.client);
    await this.waitConnected();
  }

  /**
   * Whether this node hears `channel` now: connected, and LISTENing there.
   * What is cached on the strength of its notifications is trusted only then.
   */
  isListening(channel: NotificationChannel): boolean {
    return this.client !== undefined && (this.heard.get(this.client)?.has(channel) ?? false);
  }

  /** Calls `handler` after each (re)connection, when notifications may have been missed. */
  onResync(handler: () => void): void {
    this.resyncs.add(handler);
  }

  private async waitConnected(): Promise<void> {
    this.connecting ??= this.connect();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      this.connecting,
      new Promise<void>((resolve) => (timer = setTimeout(resolve, FIRST_LISTEN_WAIT_MS))),
    ]);
    clearTimeout(timer);
  }

  private async connect(): Promise<void> {
    while (!this.closed) {
      const client = new Client({
        connectionString: this.config.database.url,
        application_name: 'oak-cloud-listen',
        connectionTimeoutMillis: 5000,
        keepAlive: true,
      });
      client.on('error', (error) => this.lost(client, error));
      client.on('end', () => this.lost(client, new Error('connection ended')));
      client.on('notification', ({ channel, payload }) => this.dispatch(channel, payload ?? ''));
      try {
        await client.connect();
        if (this.closed) {
          await client.end().catch(() => undefined);
          return;
        }
        this.client = client;
        await this.listenOn(client);
        this.attempt = 0;
        this.lastError = undefined;
        for (const resync of this.resyncs) resync();
        return;
      } catch (error) {
        if (this.client === client) this.client = undefined;
        await client.end().catch(() => undefined);
        this.report(error);
        await new Promise<void>((resolve) => {
          this.retryTimer = setTimeout(resolve, Math.min(++this.attempt * 200, RETRY_MAX_MS));
        });
      }
    }
  }

  /** LISTENs on every channel asked for that this connection does not listen on yet. */
  private async listenOn(client: Client): Promise<void> {
    const listening = this.listening.get(client) ?? new Set<string>();
    this.listening.set(client, listening);
    const heard = this.heard.get(client) ?? new Set<string>();
    this.heard.set(client, heard);
    for (const channel of this.handlers.keys()) {
      if (listening.has(channel)) continue;
      listening.add(channel);
      await client.query(`LISTEN ${channel}`);
      heard.add(channel);
    }
  }

  private lost(client: Client, error: Error): void {
    if (this.client !== client) return;
    this.client = undefined;
    client.end().catch(() => undefined);
    if (this.closed) return;
    this.report(error);
    this.connecting = this.connect();
  }

  private dispatch(channel: string, payload: string): void {
    for (const handler of this.handlers.get(channel) ?? []) {
      try {
        handler(payload);
      } catch (error) {
        this.logger.error(`Handler of ${channel} failed: ${String(error)}`);
      }
    }
  }

  private report(error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    if (message !== this.lastError) this.logger.warn(`Postgres LISTEN: ${message}; retrying`);
    this.lastError = message;
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}
