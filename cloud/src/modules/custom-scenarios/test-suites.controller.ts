import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type TestSuite, testSuiteSchema } from '@oak/shared';
import { z } from 'zod';
import { openApiSchema } from '../../common/openapi-schema.util';
import { type AuthContext } from '../auth/auth-context';
import { CurrentAuth } from '../auth/current-auth.decorator';
import { CustomScenariosService } from './custom-scenarios.service';

@ApiTags('customers')
@ApiBearerAuth()
@Controller('testsuites')
export class TestSuitesController {
  constructor(private readonly customScenarios: CustomScenariosService) {}

  @Get()
  @ApiOperation({
    summary: 'The test suites the wizard offers (doc 2 §2, §3 Test suite)',
    description:
      "Every open suite, and ACM and WWA when the company's customers are allowed them. With AQTCustomScenario allowed, each available user-defined test created from 2022-12-31 on is a suite of category UDT. Each carries its config (marketPlace), its roles (mapping) and its lab dependencies.",
  })
  @ApiOkResponse({ schema: openApiSchema(z.array(testSuiteSchema)) })
  list(@CurrentAuth() auth: AuthContext): Promise<TestSuite[]> {
    return this.customScenarios.suitesOf(auth.companyId);
  }
}
