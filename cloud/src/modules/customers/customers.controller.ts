import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type CustomerIdListResponse, customerIdListResponseSchema, restErrorBodySchema } from '@oak/shared';
import { z } from 'zod';
import { openApiSchema } from '../../common/openapi-schema.util';
import { type AuthContext } from '../auth/auth-context';
import { CurrentAuth } from '../auth/current-auth.decorator';
import { type CustomerDetails, CustomersService } from './customers.service';

const customerDetailsSchema = z.object({
  customerId: z.string(),
  email: z.string(),
  scenarios: z.array(z.string()),
  betaPartner: z.boolean(),
});

@ApiTags('customers')
@ApiBearerAuth()
@Controller('customerids')
export class CustomersController {
  constructor(private readonly customers: CustomersService) {}

  @Get()
  @ApiOperation({
    summary: "The company's customer ids, each as a single-entry map of id to e-mail (doc 2 §7)",
  })
  @ApiOkResponse({ schema: openApiSchema(customerIdListResponseSchema) })
  async list(@CurrentAuth() auth: AuthContext): Promise<CustomerIdListResponse> {
    const customers = await this.customers.listOfCompany(auth.companyId);
    return customers.map((customer) => ({ [customer.customerId]: customer.email }));
  }

  @Get(':customerId')
  @ApiOperation({ summary: 'One customer id of the company, with its allow list' })
  @ApiOkResponse({ schema: openApiSchema(customerDetailsSchema) })
  @ApiNotFoundResponse({
    description: 'Unknown, or of another company.',
    schema: openApiSchema(restErrorBodySchema),
  })
  detail(
    @CurrentAuth() auth: AuthContext,
    @Param('customerId') customerId: string,
  ): Promise<CustomerDetails> {
    return this.customers.detailsInCompany(auth.companyId, customerId);
  }
}
