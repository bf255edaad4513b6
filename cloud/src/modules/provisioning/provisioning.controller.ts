import { Body, Controller, Headers, Put } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  type LabProvisioningRequest,
  type LabProvisioningResponse,
  SETUP_COMMAND_VERSION,
  labProvisioningRequestSchema,
  labProvisioningResponseSchema,
  restErrorBodySchema,
  setupPlugins,
} from '@oak/shared';
import { openApiSchema } from '../../common/openapi-schema.util';
import { ZodPipe } from '../../common/zod-body.pipe';
import { Public } from '../auth/public.decorator';
import { UsersService } from '../auth/users.service';
import { CustomersService } from '../customers/customers.service';
import { AgentRegistrationService } from '../agent-distribution/agent-registration.service';
import { LabsService } from '../labs/labs.service';
import { ProvisioningToken } from './provisioning-token.service';

/**
 * Labs and Pis declared by an operator's tool: the virtual lab at start-up, or
 * a script that sets up a real lab. Not a user's call: it needs the
 * provisioning token (PROVISIONING_TOKEN, or the one kept in OAK_HOME),
 * checked before the body is read (ProvisioningToken.gate) and again here.
 */
@ApiTags('provisioning')
@ApiBearerAuth()
@Controller('provisioning')
@Public()
export class ProvisioningController {
  constructor(
    private readonly token: ProvisioningToken,
    private readonly labs: LabsService,
    private readonly registration: AgentRegistrationService,
    private readonly customers: CustomersService,
    private readonly users: UsersService,
  ) {}

  @Put('labs')
  @ApiOperation({
    summary:
      "Create or update a lab, its Pis and its devices' customer ids; answers a one-time registration token per Pi",
    description:
      'Idempotent. Authorization: Bearer <provisioning token>, checked before the body is read: without it the answer is a 401 whatever the body.',
  })
  @ApiBody({ schema: openApiSchema(labProvisioningRequestSchema) })
  @ApiOkResponse({ schema: openApiSchema(labProvisioningResponseSchema) })
  @ApiUnauthorizedResponse({ schema: openApiSchema(restErrorBodySchema) })
  @ApiConflictResponse({
    description: 'A Pi of that name is in another lab, or a customer id is in another company.',
    schema: openApiSchema(restErrorBodySchema),
  })
  async provisionLab(
    @Headers('authorization') authorization: string | undefined,
    @Body(new ZodPipe(labProvisioningRequestSchema)) body: LabProvisioningRequest,
  ): Promise<LabProvisioningResponse> {
    this.token.authorize(authorization);
    // Customer ids first: one of another company refuses the whole request before anything changes.
    const company = await this.users.companyNamed(body.company);
    await this.customers.adoptCustomers(company.id, body.customers);
    const { lab, things } = await this.labs.provisionLab(body);
    const plugins = setupPlugins('debian', lab);
    const pis = [];
    for (const thing of things) {
      pis.push({
        thingName: thing.thingName,
        thingId: thing.id,
        registrationToken: await this.registration.issueToken(
          thing,
          'debian',
          plugins,
          SETUP_COMMAND_VERSION,
        ),
      });
    }
    return { labId: lab.id, pis };
  }
}
