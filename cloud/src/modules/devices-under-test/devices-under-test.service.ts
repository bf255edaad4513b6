import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  DEVICE_UNDER_TEST_FILTER_FIELDS,
  type DeviceUnderTest,
  type DeviceUnderTestFilterField,
  type PagedListQuery,
} from '@oak/shared';
import { Repository } from 'typeorm';
import { type SqlFilterColumn, filteredPageSql } from '../../common/sql-filter.util';
import { LabJobRecord } from '../jobs/lab-job.entity';

const COLUMNS: Record<DeviceUnderTestFilterField, SqlFilterColumn> = {
  customerId: { sql: 'dut."customerId"', kind: 'text' },
  dsn: { sql: 'dut.dsn', kind: 'text' },
  deviceName: { sql: 'dut."deviceName"', kind: 'text' },
  deviceType: { sql: 'dut."deviceType"', kind: 'text' },
  buildInfo: { sql: 'dut."buildInfo"', kind: 'text' },
  runCount: { sql: 'dut."runCount"', kind: 'number' },
  firstUsedAt: { sql: 'dut."firstUsedAt"', kind: 'date' },
  lastUsedAt: { sql: 'dut."lastUsedAt"', kind: 'date' },
};

/** The latest non-empty value of a device entry's field across its runs. */
const latest = (field: string) =>
  `(array_agg(entry.device->>'${field}' ORDER BY entry.created_at DESC)
     FILTER (WHERE entry.device->>'${field}' <> ''))[1] AS "${field}"`;

/**
 * Every device entry of the company's runs (doc 1 §3 'mapping ... deviceMapping
 * with a DUT entry and other tags'), summed up per customer id and DSN. Runs
 * store their mapping as the JSON text the spec shows; one that is not JSON,
 * or an entry without a customer id and DSN, is skipped rather than failing
 * the list. $1 is the company.
 */
const DEVICES_UNDER_TEST = `
  WITH entry AS (
    SELECT job.id AS job_id, job.created_at, job.lab_name, device.key AS tag, device.value AS device
    FROM lab_jobs job
    CROSS JOIN LATERAL jsonb_each(
      CASE WHEN pg_input_is_valid(job.mapping, 'jsonb')
             AND jsonb_typeof(job.mapping::jsonb -> 'deviceMapping') = 'object'
           THEN job.mapping::jsonb -> 'deviceMapping' ELSE '{}'::jsonb END
    ) AS device
    WHERE job.company_id = $1
      AND jsonb_typeof(device.value) = 'object'
      AND jsonb_typeof(device.value -> 'customerId') = 'string' AND device.value->>'customerId' <> ''
      AND jsonb_typeof(device.value -> 'dsn') = 'string' AND device.value->>'dsn' <> ''
  ), dut AS (
    SELECT entry.device->>'customerId' AS "customerId",
           entry.device->>'dsn' AS dsn,
           ${latest('deviceName')},
           ${latest('deviceType')},
           ${latest('buildInfo')},
           ${latest('amazonId')},
           array_agg(DISTINCT entry.tag ORDER BY entry.tag) AS tags,
           count(DISTINCT entry.job_id)::int AS "runCount",
           min(entry.created_at) AS "firstUsedAt",
           max(entry.created_at) AS "lastUsedAt",
           (array_agg(entry.job_id::text ORDER BY entry.created_at DESC))[1] AS "lastJobId",
           (array_agg(entry.lab_name ORDER BY entry.created_at DESC))[1] AS "lastLabName"
    FROM entry
    GROUP BY 1, 2
  )
  SELECT * FROM dut`;

interface DeviceUnderTestRow extends Omit<DeviceUnderTest, 'firstUsedAt' | 'lastUsedAt'> {
  readonly firstUsedAt: Date;
  readonly lastUsedAt: Date;
}

/**
 * The devices the company's runs have put under test (doc 3 §7
 * /api/deviceundertests), derived from the runs themselves: no store of
 * their own, so they can never disagree with the jobs.
 */
@Injectable()
export class DevicesUnderTestService {
  constructor(@InjectRepository(LabJobRecord) private readonly jobs: Repository<LabJobRecord>) {}

  /** The company's devices under test a `q` filter selects, most recently used first; a page of them. */
  async list(companyId: string, query: PagedListQuery): Promise<DeviceUnderTest[]> {
    const params: unknown[] = [companyId];
    const page = filteredPageSql(
      query,
      DEVICE_UNDER_TEST_FILTER_FIELDS,
      COLUMNS,
      params,
      'dut."lastUsedAt" DESC, dut."customerId", dut.dsn',
    );
    if (!page.ok) throw new BadRequestException(page.error);
    const rows = (await this.jobs.query(
      `${DEVICES_UNDER_TEST} ${page.value}`,
      params,
    )) as DeviceUnderTestRow[];
    return rows.map(toDeviceUnderTest);
  }

  /** One device the company's runs used; a device they never used, whosever it is, is a 404. */
  async device(companyId: string, customerId: string, dsn: string): Promise<DeviceUnderTest> {
    const [row] = (await this.jobs.query(
      `${DEVICES_UNDER_TEST} WHERE dut."customerId" = $2 AND dut.dsn = $3`,
      [companyId, customerId, dsn],
    )) as DeviceUnderTestRow[];
    if (!row) throw new NotFoundException('Device under test not found');
    return toDeviceUnderTest(row);
  }
}

function toDeviceUnderTest(row: DeviceUnderTestRow): DeviceUnderTest {
  return {
    customerId: row.customerId,
    dsn: row.dsn,
    deviceName: row.deviceName,
    deviceType: row.deviceType,
    buildInfo: row.buildInfo,
    amazonId: row.amazonId,
    tags: row.tags,
    runCount: row.runCount,
    firstUsedAt: row.firstUsedAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    lastJobId: row.lastJobId,
    lastLabName: row.lastLabName,
  };
}
