import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type Artifact, type ArtifactContentType } from '@oak/shared';
import { Repository } from 'typeorm';
import { isUuid } from '../../common/company-scope.util';
import { LabJobRecord } from '../jobs/lab-job.entity';
import { type ThingRecord } from '../labs/thing.entity';
import { JobArtifactRecord } from './job-artifact.entity';

/** The job is none of the Pi's lab (unknown id, or another lab's job). */
export class ArtifactJobNotFoundError extends Error {
  constructor(readonly jobId: string) {
    super(`Job ${jobId} not found`);
  }
}

/** No such artifact in that job. */
export class ArtifactNotFoundError extends Error {
  constructor(readonly artifactId: string) {
    super(`Artifact ${artifactId} not found`);
  }
}

/** What a Pi uploads for a step. */
export interface ArtifactUpload {
  readonly jobId: string;
  readonly stepKey: string;
  readonly name: string;
  readonly contentType: ArtifactContentType;
  readonly content: Buffer;
}

/**
 * The outputs the Pis upload for the steps of their lab's jobs, in Postgres
 * (shared by every cloud node). A run reads one back by the id the action
 * answered: `read(jobId, artifactId)`.
 */
@Injectable()
export class ArtifactStore {
  constructor(
    @InjectRepository(JobArtifactRecord) private readonly artifacts: Repository<JobArtifactRecord>,
    @InjectRepository(LabJobRecord) private readonly jobs: Repository<LabJobRecord>,
  ) {}

  /** Keeps a step's output for a job of the Pi's lab; the same name again replaces it. */
  async save(thing: ThingRecord, upload: ArtifactUpload): Promise<Artifact> {
    const job = isUuid(upload.jobId) ? await this.jobs.findOneBy({ id: upload.jobId }) : null;
    if (!job || job.labId !== thing.labId) throw new ArtifactJobNotFoundError(upload.jobId);
    const fields = {
      jobId: job.id,
      thingId: thing.id,
      stepKey: upload.stepKey,
      name: upload.name,
      contentType: upload.contentType,
      size: upload.content.length,
      content: upload.content,
    };
    await this.artifacts
      .createQueryBuilder()
      .insert()
      .values(fields)
      .orUpdate(['content_type', 'size', 'content', 'created_at'], ['job_id', 'thing_id', 'step_key', 'name'])
      .execute();
    const saved = await this.artifacts.findOneByOrFail({
      jobId: job.id,
      thingId: thing.id,
      stepKey: upload.stepKey,
      name: upload.name,
    });
    return describe(saved, thing.thingName);
  }

  /** An artifact of the job and its bytes; ArtifactNotFoundError when the job has no such one. */
  async read(jobId: string, artifactId: string): Promise<{ artifact: Artifact; content: Buffer }> {
    const found =
      isUuid(artifactId) && isUuid(jobId)
        ? await this.artifacts
            .createQueryBuilder('artifact')
            .addSelect('artifact.content')
            .innerJoinAndSelect('artifact.thing', 'thing')
            .where('artifact.id = :artifactId AND artifact.job_id = :jobId', { artifactId, jobId })
            .getOne()
        : null;
    if (!found) throw new ArtifactNotFoundError(artifactId);
    return { artifact: describe(found, found.thing!.thingName), content: found.content };
  }
}

function describe(record: JobArtifactRecord, thingName: string): Artifact {
  return {
    id: record.id,
    thingName,
    jobId: record.jobId,
    stepKey: record.stepKey,
    name: record.name,
    contentType: record.contentType as ArtifactContentType,
    size: record.size,
    createdAt: record.createdAt.toISOString(),
  };
}
