import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type BannerMessage, RELEASE_NOTES_MAX_RECORDS, type ReleaseNote } from '@oak/shared';
import { MoreThanOrEqual, Repository } from 'typeorm';
import { BannerMessageRecord } from './banner-message.entity';
import { ReleaseNoteRecord } from './release-note.entity';
import { Clock } from '../clock/clock';

/** Release notes and banner messages for every user (doc 3 §3, §4, §7). */
@Injectable()
export class NoticesService {
  constructor(
    @InjectRepository(ReleaseNoteRecord) private readonly releaseNotes: Repository<ReleaseNoteRecord>,
    @InjectRepository(BannerMessageRecord) private readonly banners: Repository<BannerMessageRecord>,
    private readonly clock: Clock,
  ) {}

  /** The newest release notes first, at most 25. */
  async latestReleaseNotes(limit: number): Promise<ReleaseNote[]> {
    const records = await this.releaseNotes.find({
      order: { releasedAt: 'DESC', createdAt: 'DESC' },
      take: Math.min(limit, RELEASE_NOTES_MAX_RECORDS),
    });
    return records.map((record) => ({
      timestamp: record.releasedAt.getTime(),
      releasenotes: {
        version: record.version,
        ...(record.notificationDurationMs === null
          ? {}
          : { notificationDuration: record.notificationDurationMs }),
      },
    }));
  }

  /** Banners not yet over, current and upcoming; the console shows each only inside its window. */
  async currentBanners(now = this.clock.now()): Promise<BannerMessage[]> {
    const records = await this.banners.find({
      where: { endDate: MoreThanOrEqual(now) },
      order: { startDate: 'ASC' },
    });
    return records.map((record) => ({
      code: record.code,
      message: record.message,
      startDate: record.startDate.toISOString(),
      endDate: record.endDate.toISOString(),
    }));
  }

  async postReleaseNote(
    version: string,
    notificationDurationMs?: number,
    releasedAt = this.clock.now(),
  ): Promise<ReleaseNote> {
    if (!version.trim()) throw new BadRequestException('A release note needs a version');
    if (
      notificationDurationMs !== undefined &&
      (!Number.isInteger(notificationDurationMs) || notificationDurationMs < 0)
    ) {
      throw new BadRequestException('The notification duration must be a whole number of milliseconds');
    }
    const record = await this.releaseNotes.save(
      this.releaseNotes.create({
        version: version.trim(),
        notificationDurationMs: notificationDurationMs ?? null,
        releasedAt,
      }),
    );
    return {
      timestamp: record.releasedAt.getTime(),
      releasenotes: { version: record.version, notificationDuration: notificationDurationMs },
    };
  }

  async postBanner(code: number, message: string, startDate: Date, endDate: Date): Promise<BannerMessage> {
    if (!Number.isInteger(code))
      throw new BadRequestException('A banner code is a whole number (100 info, 200 success, else error)');
    if (!message.trim()) throw new BadRequestException('A banner needs a message');
    if (Number.isNaN(startDate.getTime()) || Number.isNaN(endDate.getTime())) {
      throw new BadRequestException('Banner dates must be ISO 8601 date-times');
    }
    if (endDate < startDate) throw new BadRequestException('A banner cannot end before it starts');
    const record = await this.banners.save(
      this.banners.create({ code, message: message.trim(), startDate, endDate }),
    );
    return {
      code: record.code,
      message: record.message,
      startDate: startDate.toISOString(),
      endDate: endDate.toISOString(),
    };
  }
}
