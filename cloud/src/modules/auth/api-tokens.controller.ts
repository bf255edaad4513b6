import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import {
  type ApiToken,
  type CreateApiTokenRequest,
  type CreatedApiToken,
  apiTokenListSchema,
  createApiTokenRequestSchema,
  createdApiTokenSchema,
  restErrorBodySchema,
} from '@oak/shared';
import { type Request } from 'express';
import { openApiSchema } from '../../common/openapi-schema.util';
import { ZodPipe } from '../../common/zod-body.pipe';
import { ApiTokens } from './api-tokens.service';
import { type SessionAuthContext } from './auth-context';
import { CurrentSession } from './current-auth.decorator';
import { SessionOnly } from './session-only.decorator';

const errorSchema = openApiSchema(restErrorBodySchema);
const SESSION_ONLY = 'An API token was sent: tokens are managed with a console session only.';

/** The signed-in user's personal API tokens (issue 32), under /api/tokens; a console session only. */
@ApiTags('auth')
@ApiBearerAuth()
@Controller('tokens')
@SessionOnly()
export class ApiTokensController {
  constructor(private readonly tokens: ApiTokens) {}

  @Get()
  @ApiOperation({
    summary: "The user's API tokens not revoked, newest first: name, scopes, last use; never a secret",
  })
  @ApiOkResponse({ schema: openApiSchema(apiTokenListSchema) })
  @ApiForbiddenResponse({ description: SESSION_ONLY, schema: errorSchema })
  list(@CurrentSession() auth: SessionAuthContext): Promise<ApiToken[]> {
    return this.tokens.list(auth.userId);
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary: 'Create an API token of the user in their company, read or run, for some days or until revoked',
    description:
      'The answer holds the secret (oak_ and 43 characters), this once: only a keyed hash of it is kept. Audited.',
  })
  @ApiBody({ schema: openApiSchema(createApiTokenRequestSchema) })
  @ApiCreatedResponse({ schema: openApiSchema(createdApiTokenSchema) })
  @ApiBadRequestResponse({ description: 'A field it cannot take, named.', schema: errorSchema })
  @ApiForbiddenResponse({ description: SESSION_ONLY, schema: errorSchema })
  @ApiConflictResponse({ description: 'The user holds too many tokens already.', schema: errorSchema })
  create(
    @CurrentSession() auth: SessionAuthContext,
    @Body(new ZodPipe(createApiTokenRequestSchema, 'The token')) body: CreateApiTokenRequest,
    @Req() req: Request,
  ): Promise<CreatedApiToken> {
    return this.tokens.create(auth, body, req.ip);
  }

  @Delete(':tokenId')
  @HttpCode(204)
  @ApiOperation({
    summary:
      "Revoke one of the user's API tokens: every request with it is refused from now on, on every node. Audited.",
  })
  @ApiNoContentResponse({ description: 'Revoked.' })
  @ApiForbiddenResponse({ description: SESSION_ONLY, schema: errorSchema })
  @ApiNotFoundResponse({ description: 'No such token of the user, or revoked already.', schema: errorSchema })
  async revoke(
    @CurrentSession() auth: SessionAuthContext,
    @Param('tokenId') tokenId: string,
    @Req() req: Request,
  ): Promise<void> {
    await this.tokens.revoke(auth, tokenId, req.ip);
  }
}
