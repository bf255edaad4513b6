import { Injectable } from '@nestjs/common';
import { OakMetrics } from '../metrics/oak-metrics';

/** Who downloads: a Pi syncing its resources, or a signed-in user. */
export interface Downloader {
  readonly kind: 'pi' | 'user';
  /** A Pi's thing name or a user's e-mail. */
  readonly name: string;
}

/**
 * Bytes of resource files this node has sent, per downloader (a Pi's thing
 * name or a user's e-mail) since it started: what a resumed download saves
 * shows here, and the log reports it. The metrics count them by kind of
 * downloader: the resource-sync bytes as the store sent them.
 */
@Injectable()
export class ResourceDownloadMeter {
  private readonly sent = new Map<string, number>();

  constructor(private readonly metrics: OakMetrics) {}

  record(downloader: Downloader, bytes: number): void {
    if (!Number.isFinite(bytes) || bytes <= 0) return;
    this.sent.set(downloader.name, (this.sent.get(downloader.name) ?? 0) + bytes);
    this.metrics.resourceBytesSent(downloader.kind, bytes);
  }

  bytesSentTo(downloader: string): number {
    return this.sent.get(downloader) ?? 0;
  }
}
