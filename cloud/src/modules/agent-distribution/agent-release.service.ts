import { Injectable, NotFoundException } from '@nestjs/common';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { AGENT_API_PATHS, type AgentRelease } from '@oak/shared';
import { AppConfig } from '../../config/app-config';

const run = promisify(execFile);

export const AGENT_BUNDLE_MISSING = 'The agent bundle is not available on this server';

interface Bundle {
  readonly file: string;
  readonly mtimeMs: number;
  readonly version: string;
  readonly sha256: string;
}

/**
 * The agent release this cloud hands to Pis: one JavaScript file (AGENT_BUNDLE,
 * else the bundle built in this checkout), its version as the bundle itself
 * reports it, and its SHA-256, which the installer and `update` verify.
 */
@Injectable()
export class AgentReleaseService {
  private cached: Bundle | undefined;

  constructor(private readonly config: AppConfig) {}

  bundleFile(): string | undefined {
    if (this.config.agentBundle) return this.config.agentBundle;
    try {
      const agentPackage = require.resolve('@oak/agent/package.json');
      return path.join(path.dirname(agentPackage), 'dist', 'oak-agent.bundle.js');
    } catch {
      return undefined;
    }
  }

  /** The current bundle, re-read when the file changes. */
  async bundle(): Promise<Bundle> {
    const file = this.bundleFile();
    if (!file || !existsSync(file)) throw new NotFoundException(AGENT_BUNDLE_MISSING);
    const { mtimeMs } = statSync(file);
    if (this.cached?.file === file && this.cached.mtimeMs === mtimeMs) return this.cached;
    const sha256 = createHash('sha256').update(readFileSync(file)).digest('hex');
    const { stdout } = await run(process.execPath, [file, '--version'], { timeout: 15_000 });
    this.cached = { file, mtimeMs, version: stdout.trim(), sha256 };
    return this.cached;
  }

  async release(origin: string): Promise<AgentRelease> {
    const { version, sha256 } = await this.bundle();
    return { version, sha256, url: `${origin}${AGENT_API_PATHS.bundle}` };
  }
}
