import { AGENT_INSTALL_LAYOUT, type AgentShadowDesired, agentShadowDesiredSchema } from '@oak/shared';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Logger } from 'pino';
import { writeFileAtomic } from '../resources/cache-file.util';

export const DESIRED_SHADOW_FILE = AGENT_INSTALL_LAYOUT.desiredShadowFileName;

/**
 * The desired shadow the cloud last sent, kept on disk so a restarted agent
 * knows what to converge to before (or without) reaching the broker.
 */
export class DesiredStateStore {
  private desired: AgentShadowDesired = {};
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly stateDir: string,
    private readonly logger: Logger,
  ) {}

  get current(): AgentShadowDesired {
    return this.desired;
  }

  /** Loads the cached copy; a missing or damaged file means nothing desired yet. */
  async load(): Promise<void> {
    const text = await readFile(this.file, 'utf8').catch(() => undefined);
    if (text === undefined) return;
    const parsed = safeJson(text);
    const checked = agentShadowDesiredSchema.safeParse(parsed);
    if (checked.success) this.desired = checked.data;
    else this.logger.warn({ file: this.file }, 'ignored a damaged cached desired shadow');
  }

  /**
   * Takes a desired shadow from the broker. An empty message (the retained one
   * cleared) means nothing desired; a malformed one is ignored and logged.
   */
  async receive(raw: Buffer | string): Promise<void> {
    const text = raw.toString().trim();
    const parsed = text === '' ? {} : safeJson(text);
    const checked = agentShadowDesiredSchema.safeParse(parsed);
    if (!checked.success) {
      this.logger.warn({ bytes: raw.length }, 'ignored a malformed desired shadow');
      return;
    }
    this.desired = checked.data;
    try {
      await writeFileAtomic(this.file, JSON.stringify(this.desired));
    } catch (error) {
      this.logger.warn({ err: error }, 'could not cache the desired shadow on disk');
    }
    for (const listener of this.listeners) listener();
  }

  onChange(listener: () => void): void {
    this.listeners.add(listener);
  }

  private get file(): string {
    return path.join(this.stateDir, DESIRED_SHADOW_FILE);
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
