import { BadRequestException, Controller, Get, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import {
  DEVICE_CLOUD_MESSAGES,
  type DeviceListResponse,
  deviceListResponseSchema,
  devicesQuerySchema,
  restErrorBodySchema,
} from '@oak/shared';
import { openApiSchema } from '../../common/openapi-schema.util';
import { type AuthContext } from '../auth/auth-context';
import { CurrentAuth } from '../auth/current-auth.decorator';
import { DevicesService } from './devices.service';

@ApiTags('devices')
@ApiBearerAuth()
@Controller('devices')
export class DevicesController {
  constructor(private readonly devices: DevicesService) {}

  @Get()
  @ApiOperation({
    summary: "A customer id's devices, from the device cloud (doc 2 §7 GET devices list)",
    description:
      'q is JSON of customerId and forceRefresh; the list is kept 5 minutes unless forceRefresh is true. 502/504 when the device cloud does not answer, 503 when none is configured.',
  })
  @ApiQuery({ name: 'q', example: '{"customerId":"A1VIRTUALLAB01","forceRefresh":false}' })
  @ApiOkResponse({ schema: openApiSchema(deviceListResponseSchema) })
  @ApiBadRequestResponse({ schema: openApiSchema(restErrorBodySchema) })
  @ApiNotFoundResponse({
    description: 'Unknown customer id, or of another company.',
    schema: openApiSchema(restErrorBodySchema),
  })
  list(@CurrentAuth() auth: AuthContext, @Query('q') q: unknown): Promise<DeviceListResponse> {
    const { customerId, forceRefresh } = parseDevicesQuery(q);
    return this.devices.devicesOf(auth.companyId, customerId, forceRefresh);
  }
}

function parseDevicesQuery(q: unknown) {
  if (typeof q !== 'string') throw new BadRequestException(DEVICE_CLOUD_MESSAGES.invalidDevicesQuery);
  let value: unknown;
  try {
    value = JSON.parse(q);
  } catch {
    throw new BadRequestException(DEVICE_CLOUD_MESSAGES.invalidDevicesQuery);
  }
  const parsed = devicesQuerySchema.safeParse(value);
  if (!parsed.success) throw new BadRequestException(DEVICE_CLOUD_MESSAGES.invalidDevicesQuery);
  return parsed.data;
}
