import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { RECORDING_RETENTION_MS, RECORDINGS_KEPT_PER_PI, type Recording, type WavInfo } from '@oak/shared';
import { Repository } from 'typeorm';
import { isUuid } from '../../common/company-scope.util';
import { LabRecord } from '../labs/lab.entity';
import { ThingRecord } from '../labs/thing.entity';
import { RecordingRecord } from './recording.entity';

/** There is no such recording where it was looked for (unknown id, or another lab's or company's). */
export class RecordingNotFoundError extends Error {
  constructor(readonly recordingId: string) {
    super(`Recording ${recordingId} not found`);
  }
}

/** Whose recordings may be read: a company's (a signed-in user), or one lab's (a run in that lab). */
export type RecordingOwner = { readonly companyId: string } | { readonly labId: string };

/** A recording with its WAV bytes. */
export interface StoredRecording {
  readonly recording: Recording;
  readonly wav: Buffer;
}

/**
 * The recordings the Pis upload, in Postgres (shared by every cloud node), per
 * company and lab. What the runner reads a Pi's `record` answer back with:
 * `read(answer.recordingId, { labId })`.
 */
@Injectable()
export class RecordingStore {
  constructor(
    @InjectRepository(RecordingRecord) private readonly recordings: Repository<RecordingRecord>,
    @InjectRepository(ThingRecord) private readonly things: Repository<ThingRecord>,
  ) {}

  /**
   * Keeps a Pi's recording under its file name (a name sent again replaces
   * the earlier one, so a retried upload stores it once), then drops what is
   * past retention and the Pi's oldest beyond RECORDINGS_KEPT_PER_PI.
   */
  async save(thing: ThingRecord, fileName: string, wav: Buffer, info: WavInfo): Promise<Recording> {
    const lab = await this.things.manager.findOneByOrFail(LabRecord, { id: thing.labId });
    const fields = {
      companyId: lab.companyId,
      labId: lab.id,
      thingId: thing.id,
      fileName,
      size: wav.length,
      durationMs: Math.round(info.durationMs),
      sampleRate: info.sampleRate,
      content: wav,
    };
    await this.recordings
      .createQueryBuilder()
      .insert()
      .values(fields)
      // A replaced recording is as new as its upload (EXCLUDED.created_at is the default, now()).
      .orUpdate(['size', 'duration_ms', 'sample_rate', 'content', 'created_at'], ['thing_id', 'file_name'])
      .execute();
    await this.prune(thing.id);
    const saved = await this.recordings.findOneByOrFail({ thingId: thing.id, fileName });
    return describe(saved, thing.thingName);
  }

  /** A recording and its bytes, if `owner` may read it; RecordingNotFoundError otherwise. */
  async read(recordingId: string, owner: RecordingOwner): Promise<StoredRecording> {
    const found = isUuid(recordingId)
      ? await this.recordings
          .createQueryBuilder('recording')
          .addSelect('recording.content')
          .innerJoinAndSelect('recording.thing', 'thing')
          .where('recording.id = :recordingId', { recordingId })
          .getOne()
      : null;
    const owned =
      found && ('labId' in owner ? found.labId === owner.labId : found.companyId === owner.companyId);
    if (!found || !owned) throw new RecordingNotFoundError(recordingId);
    return { recording: describe(found, found.thing!.thingName), wav: found.content };
  }

  private async prune(thingId: string): Promise<void> {
    // The database's clock, which every cloud node shares.
    await this.recordings
      .createQueryBuilder()
      .delete()
      .where(`created_at < now() - (:retentionMs * interval '1 millisecond')`, {
        retentionMs: RECORDING_RETENTION_MS,
      })
      .execute();
    await this.recordings.query(
      `DELETE FROM recordings WHERE thing_id = $1 AND id NOT IN (
         SELECT id FROM recordings WHERE thing_id = $1 ORDER BY created_at DESC, id LIMIT $2)`,
      [thingId, RECORDINGS_KEPT_PER_PI],
    );
  }
}

function describe(record: RecordingRecord, thingName: string): Recording {
  return {
    id: record.id,
    thingName,
    fileName: record.fileName,
    size: record.size,
    durationMs: record.durationMs,
    sampleRate: record.sampleRate,
    createdAt: record.createdAt.toISOString(),
  };
}
