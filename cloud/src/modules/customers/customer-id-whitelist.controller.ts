import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CUSTOMER_ID_WHITELIST_FILTER_FIELDS,
  type CustomerIdWhitelist,
  type CustomerIdWhitelistEntry,
  type PagedListQuery,
  customerIdWhitelistEntrySchema,
  customerIdWhitelistSchema,
  restErrorBodySchema,
} from '@oak/shared';
import { openApiSchema } from '../../common/openapi-schema.util';
import { ApiPagedList, PagedQuery } from '../../common/paged-list.decorator';
import { type AuthContext } from '../auth/auth-context';
import { CurrentAuth } from '../auth/current-auth.decorator';
import { type CustomerAccount } from './customer-account.entity';
import { CustomersService } from './customers.service';

const errorSchema = openApiSchema(restErrorBodySchema);

const WHY_READ_ONLY =
  'Read-only: a customer id joins a company through the operator (the admin command line or lab provisioning), since whoever holds a customer id can list and drive the devices registered under it.';

/**
 * /api/customeridwhitelist (doc 3 §7 lists the path, usage not shown): the
 * customer ids allow-listed for the company (doc 2 §6, doc 3 §6 'an
 * allow-listed customer id'). It reads the very records every customer-id
 * check reads: a run's devices (jobs), a device list and the Playground's
 * devices must be registered under one of them. No store of its own, and no
 * writes (see WHY_READ_ONLY).
 */
@ApiTags('customers')
@ApiBearerAuth()
@Controller('customeridwhitelist')
export class CustomerIdWhitelistController {
  constructor(private readonly customers: CustomersService) {}

  @Get()
  @ApiPagedList({
    summary:
      "The company's allow-listed customer ids: those its runs, device lists and Playground may use (doc 3 §6, §7)",
    schema: customerIdWhitelistSchema,
    fields: CUSTOMER_ID_WHITELIST_FILTER_FIELDS,
    example: '{"email":"lab@example.com"}',
    after: `Ordered by customer id. ${WHY_READ_ONLY}`,
  })
  async list(
    @CurrentAuth() auth: AuthContext,
    @PagedQuery() query: PagedListQuery,
  ): Promise<CustomerIdWhitelist> {
    return (await this.customers.allowListOfCompany(auth.companyId, query)).map(toWhitelistEntry);
  }

  @Get(':customerId')
  @ApiOperation({
    summary: 'Whether a customer id is allow-listed for the company: its entry, or 404',
    description: WHY_READ_ONLY,
  })
  @ApiOkResponse({ schema: openApiSchema(customerIdWhitelistEntrySchema) })
  @ApiNotFoundResponse({
    description: 'Not allow-listed: unknown, or of another company.',
    schema: errorSchema,
  })
  async entry(
    @CurrentAuth() auth: AuthContext,
    @Param('customerId') customerId: string,
  ): Promise<CustomerIdWhitelistEntry> {
    return toWhitelistEntry(await this.customers.ownedCustomer(auth.companyId, customerId));
  }
}

function toWhitelistEntry(customer: CustomerAccount): CustomerIdWhitelistEntry {
  return {
    customerId: customer.customerId,
    email: customer.email,
    createdAt: customer.createdAt.toISOString(),
  };
}
