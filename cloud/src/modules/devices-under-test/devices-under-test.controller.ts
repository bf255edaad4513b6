import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  DEVICE_UNDER_TEST_FILTER_FIELDS,
  type DeviceUnderTest,
  type PagedListQuery,
  deviceUnderTestListSchema,
  deviceUnderTestSchema,
  restErrorBodySchema,
} from '@oak/shared';
import { openApiSchema } from '../../common/openapi-schema.util';
import { ApiPagedList, PagedQuery } from '../../common/paged-list.decorator';
import { type AuthContext } from '../auth/auth-context';
import { CurrentAuth } from '../auth/current-auth.decorator';
import { DevicesUnderTestService } from './devices-under-test.service';

const errorSchema = openApiSchema(restErrorBodySchema);

/**
 * /api/deviceundertests (doc 3 §7 lists the path, usage not shown): the
 * devices the company's runs have put under test, one per customer id and
 * DSN, read from the runs' own mappings (doc 1 §3). Read-only: a device
 * comes under test by being mapped in a run (POST /api/jobs); what is
 * registered under a customer id now is GET /api/devices.
 */
@ApiTags('devices')
@ApiBearerAuth()
@Controller('deviceundertests')
export class DevicesUnderTestController {
  constructor(private readonly devices: DevicesUnderTestService) {}

  @Get()
  @ApiPagedList({
    summary: "The devices the company's runs have put under test, most recently used first (doc 3 §7)",
    schema: deviceUnderTestListSchema,
    fields: DEVICE_UNDER_TEST_FILTER_FIELDS,
    example: '{"deviceType":"A3S5BH2HU6VAYF","lastUsedAt":{"gte":"2026-11-01T00:00:00.000Z"}}',
    before:
      "One per customer id and DSN, from every device entry (DUT, optional DUTs and other tags) of the company's runs; name, type, build and Amazon id as the latest run that gave them.",
  })
  list(@CurrentAuth() auth: AuthContext, @PagedQuery() query: PagedListQuery): Promise<DeviceUnderTest[]> {
    return this.devices.list(auth.companyId, query);
  }

  @Get(':customerId/:dsn')
  @ApiOperation({ summary: "One device the company's runs have put under test" })
  @ApiOkResponse({ schema: openApiSchema(deviceUnderTestSchema) })
  @ApiNotFoundResponse({
    description: "No run of the company used it (another company's devices answer the same).",
    schema: errorSchema,
  })
  device(
    @CurrentAuth() auth: AuthContext,
    @Param('customerId') customerId: string,
    @Param('dsn') dsn: string,
  ): Promise<DeviceUnderTest> {
    return this.devices.device(auth.companyId, customerId, dsn);
  }
}
