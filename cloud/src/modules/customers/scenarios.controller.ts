import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AllowedScenario, allowedScenariosSchema } from '@oak/shared';
import { openApiSchema } from '../../common/openapi-schema.util';
import { type AuthContext } from '../auth/auth-context';
import { CurrentAuth } from '../auth/current-auth.decorator';
import { CustomersService } from './customers.service';

@ApiTags('customers')
@ApiBearerAuth()
@Controller('scenarios')
export class ScenariosController {
  constructor(private readonly customers: CustomersService) {}

  @Get()
  @ApiOperation({
    summary: "The allow list: scenario names the user's customers may run (doc 3 §7)",
    description: 'User-defined tests need AQTCustomScenario among them.',
  })
  @ApiOkResponse({ schema: openApiSchema(allowedScenariosSchema) })
  async list(@CurrentAuth() auth: AuthContext): Promise<AllowedScenario[]> {
    return (await this.customers.allowedScenarios(auth.companyId)).map((name) => ({ name }));
  }
}
