import { Injectable } from '@nestjs/common';

/**
 * Bytes of resource files this node has sent, per downloader (a Pi's thing
 * name or a user's e-mail) since it started: what a resumed download saves
 * shows here, and the log reports it.
 */
@Injectable()
export class ResourceDownloadMeter {
  private readonly sent = new Map<string, number>();

  record(downloader: string, bytes: number): void {
    if (!Number.isFinite(bytes) || bytes <= 0) return;
    this.sent.set(downloader, (this.sent.get(downloader) ?? 0) + bytes);
  }

  bytesSentTo(downloader: string): number {
    return this.sent.get(downloader) ?? 0;
  }
}
