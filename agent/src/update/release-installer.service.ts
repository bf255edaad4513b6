import {
  AGENT_API_PATHS,
  AGENT_INSTALL_LAYOUT,
  AGENT_RELEASE_VERSION_QUERY,
  type AgentRelease,
  agentReleaseSchema,
} from '@oak/shared';
import { createHash } from 'node:crypto';
import { chmod, mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { ActionFailure } from '../actions/action-errors';
import { describeIssues } from '../actions/request-parse.util';
import { ExecaProcessRunner } from '../system/execa-process-runner.adapter';
import { type ProcessRunner } from '../system/process-runner.port';

/** A bundle is a few MB; anything far larger is not one. */
const MAX_BUNDLE_BYTES = 100 * 1024 * 1024;
/** How long the new program may take to print its version. */
const VERSION_CHECK_TIMEOUT_MS = 30_000;

export interface ReleaseInstallerOptions {
  readonly cloudUrl: string;
  readonly installDir: string;
  readonly fetch: typeof fetch;
  /** The node that runs the agent; the new program is tried with it before it replaces the old one. */
  readonly nodePath?: string;
  /** Runs the new program (execa unless a spec stands in). */
  readonly processes?: ProcessRunner;
}

/**
 * Fetches the cloud's agent release and installs its bundle: downloaded beside
 * the installed program, checked against its sha256, tried (`--version` must
 * print the release's version), then renamed over the old one. A failure at
 * any point leaves the running program in place.
 */
export class ReleaseInstaller {
  constructor(private readonly options: ReleaseInstallerOptions) {}

  get bundlePath(): string {
    return path.join(this.options.installDir, AGENT_INSTALL_LAYOUT.bundleFileName);
  }

  /** The release the cloud serves: its current one, or the version asked for. */
  async release(version: string | undefined, signal: AbortSignal): Promise<AgentRelease> {
    const query = version ? `?${AGENT_RELEASE_VERSION_QUERY}=${encodeURIComponent(version)}` : '';
    const url = `${this.cloudBase()}${AGENT_API_PATHS.release}${query}`;
    const response = await this.get(url, signal, 'the agent release');
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new ActionFailure('The cloud answered the agent release with something other than JSON');
    }
    const parsed = agentReleaseSchema.safeParse(body);
    if (!parsed.success)
      throw new ActionFailure(
        `The cloud's agent release is malformed: ${describeIssues(parsed.error.issues, '')}`,
      );
    if (version && parsed.data.version !== version)
      throw new ActionFailure(`The cloud offers agent ${parsed.data.version}, not the requested ${version}`);
    return parsed.data;
  }

  /** Downloads, verifies and installs the release's bundle; resolves with the installed path. */
  async install(release: AgentRelease, signal: AbortSignal): Promise<string> {
    const url = /^https?:\/\//.test(release.url) ? release.url : `${this.cloudBase()}${release.url}`;
    await mkdir(this.options.installDir, { recursive: true });
    const target = this.bundlePath;
    const temporary = `${target}.${process.pid}.download`;
    try {
      const response = await this.get(url, signal, 'the agent bundle');
      const sha256 = await this.download(response, temporary);
      if (sha256 !== release.sha256)
        throw new ActionFailure(
          `The downloaded agent does not match its sha256 (expected ${release.sha256}, got ${sha256})`,
        );
      await chmod(temporary, 0o755);
      await this.tryProgram(temporary, release.version);
      await rename(temporary, target);
      await syncDirectory(this.options.installDir);
      return target;
    } finally {
      await rm(temporary, { force: true });
    }
  }

  private cloudBase(): string {
    return this.options.cloudUrl.replace(/\/+$/, '');
  }

  private async get(url: string, signal: AbortSignal, what: string): Promise<Response> {
    let response: Response;
    try {
      response = await this.options.fetch(url, { signal });
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      throw new ActionFailure(`Cannot fetch ${what} from ${url}: ${cause ?? (error as Error).message}`);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new ActionFailure(`The cloud answered HTTP ${response.status} for ${what} (${url})`);
    }
    return response;
  }

  private async download(response: Response, file: string): Promise<string> {
    const hash = createHash('sha256');
    const handle = await open(file, 'w', 0o644);
    let bytes = 0;
    try {
      if (!response.body) throw new ActionFailure('The cloud sent an empty agent bundle');
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        bytes += chunk.length;
        if (bytes > MAX_BUNDLE_BYTES)
          throw new ActionFailure(`The agent bundle is larger than ${MAX_BUNDLE_BYTES} bytes`);
        hash.update(chunk);
        await handle.write(chunk);
      }
      await handle.sync();
    } finally {
      await handle.close();
    }
    return hash.digest('hex');
  }

  private async tryProgram(file: string, version: string): Promise<void> {
    const processes = this.options.processes ?? new ExecaProcessRunner();
    const result = await processes.run({
      command: this.options.nodePath ?? process.execPath,
      args: [file, '--version'],
      timeoutMs: VERSION_CHECK_TIMEOUT_MS,
    });
    const printed = result.stdout.trim();
    if (result.exitCode !== 0 || printed !== version)
      throw new ActionFailure(
        `The downloaded agent does not run here (it printed ${JSON.stringify(printed.slice(0, 80))} for its version, expected ${version}${result.stderr ? `: ${result.stderr.trim().split('\n').pop()}` : ''})`,
      );
  }
}

/** Makes the rename itself durable: a Pi may lose power right after an update. */
async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r').catch(() => undefined);
  if (!handle) return;
  await handle.sync().catch(() => undefined);
  await handle.close();
}
