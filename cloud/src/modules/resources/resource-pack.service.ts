import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { type ResourcePackStatus } from '@oak/shared';
import { AppConfig } from '../../config/app-config';
import {
  type GeneratedPack,
  PackGenerationStopped,
  generateResourcePack,
} from './pack/resource-pack.generator';
import { RESOURCE_PACK_VERSION, planResourcePack } from './pack/resource-pack.plan';
import { ResourceStore } from './resource-store';

/**
 * The default resource pack in the store: generated in the background at
 * start when RESOURCE_PACK is auto and the store lacks it (or holds an older
 * version, or misses a resource of the configured locales), with its progress
 * for the API and the log.
 */
@Injectable()
export class ResourcePackService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ResourcePackService.name);
  private status: ResourcePackStatus = { state: 'missing', done: 0, total: 0, bytes: 0 };
  private running: Promise<GeneratedPack | undefined> | undefined;
  private readonly stopping = new AbortController();

  constructor(
    private readonly config: AppConfig,
    private readonly store: ResourceStore,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (await this.isComplete()) {
      const index = await this.store.readIndex();
      const total = planResourcePack(this.config.resources.packLocales).files.length;
      this.status = {
        state: 'ready',
        done: total,
        total,
        bytes: this.bytesOf(index),
        generatedAt: index?.generatedAt,
      };
      return;
    }
    if (this.config.resources.generatePack) void this.generate();
  }

  async onApplicationShutdown(): Promise<void> {
    // A generation in flight stops after its current files; the next start picks up where it stopped.
    this.stopping.abort();
    await this.running?.catch(() => undefined);
  }

  current(): ResourcePackStatus {
    return this.status;
  }

  /** Generates the pack unless a generation is running; resolves with its figures. */
  generate(): Promise<GeneratedPack | undefined> {
    this.running ??= this.run().finally(() => (this.running = undefined));
    return this.running;
  }

  private async run(): Promise<GeneratedPack | undefined> {
    const locales = this.config.resources.packLocales;
    const total = planResourcePack(locales).files.length;
    this.status = { state: 'generating', done: 0, total, bytes: 0 };
    this.logger.log(`Generating the default resource pack: ${total} files in ${this.store.location}`);
    let lastTenth = 0;
    try {
      const pack = await generateResourcePack(this.store, {
        locales,
        signal: this.stopping.signal,
        onProgress: ({ done }) => {
          this.status = { ...this.status, done };
          const tenth = Math.floor((done / total) * 10);
          if (tenth > lastTenth && tenth < 10) {
            lastTenth = tenth;
            this.logger.log(`Resource pack: ${done} of ${total} files`);
          }
        },
      });
      const index = await this.store.readIndex();
      this.status = {
        state: 'ready',
        done: total,
        total,
        bytes: pack.bytes,
        generatedAt: index?.generatedAt,
      };
      this.logger.log(
        `Resource pack ready: ${pack.files} files (${pack.made} made), ${pack.resources} manifests, ${(pack.bytes / 1e6).toFixed(1)} MB`,
      );
      return pack;
    } catch (error) {
      if (error instanceof PackGenerationStopped) {
        this.logger.log(error.message);
        this.status = { ...this.status, state: 'missing' };
        return undefined;
      }
      const message = error instanceof Error ? error.message : String(error);
      this.status = { ...this.status, state: 'failed', error: message };
      this.logger.error(`The resource pack could not be generated: ${message}`);
      return undefined;
    }
  }

  /** Whether the store holds this version's pack with every resource of the configured locales. */
  private async isComplete(): Promise<boolean> {
    const index = await this.store.readIndex();
    if (!index || index.version !== RESOURCE_PACK_VERSION) return false;
    const stored = new Set(await this.store.manifestIds());
    return planResourcePack(this.config.resources.packLocales).resources.every((r) => stored.has(r.id));
  }

  private bytesOf(index: Awaited<ReturnType<ResourceStore['readIndex']>>): number {
    const planned = planResourcePack(this.config.resources.packLocales).files;
    return planned.reduce((sum, file) => sum + (index?.files[file.fileName]?.size ?? 0), 0);
  }
}
