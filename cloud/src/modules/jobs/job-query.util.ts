import { type JobQueryFilterField, type QueryFilter, type Result } from '@oak/shared';
import { type FindOptionsWhere } from 'typeorm';
import { companyFilterWhere } from '../../common/company-filter-where.util';
import { type LabJobRecord } from './lab-job.entity';

/** Fields whose values are timestamps: compared as dates, given as ISO text. */
const DATE_FIELDS: ReadonlySet<JobQueryFilterField> = new Set(['createdAt']);

/** A parsed job filter as a TypeORM `where` for one company's jobs. */
export function jobFilterWhere(
  companyId: string,
  filter: QueryFilter<JobQueryFilterField>,
): Result<FindOptionsWhere<LabJobRecord>> {
  return companyFilterWhere<LabJobRecord, JobQueryFilterField>(companyId, filter, DATE_FIELDS);
}
