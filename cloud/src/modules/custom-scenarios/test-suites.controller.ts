import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { BUILT_IN_TEST_SUITES_QUERY, type TestSuite, testSuiteSchema } from '@oak/shared';
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
  @ApiQuery({
    name: 'userDefined',
    required: false,
    description:
      "'false' for the built-in suites alone; the wizard reads the user-defined tests from GET /api/customscenarios.",
  })
  @ApiOkResponse({ schema: openApiSchema(z.array(testSuiteSchema)) })
  list(@CurrentAuth() auth: AuthContext, @Query('userDefined') userDefined?: unknown): Promise<TestSuite[]> {
    return this.customScenarios.suitesOf(auth.companyId, {
      userDefined: userDefined !== BUILT_IN_TEST_SUITES_QUERY.userDefined,
    });
  }
}
