import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Res,
  UploadedFiles,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiGoneResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import {
  CUSTOM_SCENARIO_FILE_ROUTES,
  CUSTOM_SCENARIO_FORM_FIELDS,
  CUSTOM_SCENARIO_LINK_LIFETIME_MINUTES,
  CUSTOM_SCENARIO_SIGNED_LINK_ROUTE,
  CUSTOM_SCENARIO_QUERY_FILTER_FIELDS,
  CUSTOM_SCENARIOS_PAGE_SIZE,
  type CustomScenario,
  type CustomScenarioListQuery,
  type UdtValidationSummary,
  customScenarioListQuerySchema,
  customScenarioSchema,
  isCsvFileName,
  restErrorBodySchema,
  udtValidationSummarySchema,
} from '@oak/shared';
import { type ApiBodyOptions } from '@nestjs/swagger';
import { type Response } from 'express';
import { z } from 'zod';
import { fileContent, openApiSchema } from '../../common/openapi-schema.util';
import { ZodPipe } from '../../common/zod-body.pipe';
import { type AuthContext } from '../auth/auth-context';
import { CurrentAuth } from '../auth/current-auth.decorator';
import { ApiNoCredentials, Public } from '../auth/public.decorator';
import { type CustomScenarioFileKind } from './custom-scenario.entity';
import { CustomScenarioUploadInterceptor } from './custom-scenario-upload.interceptor';
import {
  type CustomScenarioUploadParts,
  CustomScenariosService,
  type UploadedUdtFile,
} from './custom-scenarios.service';

const errorSchema = openApiSchema(restErrorBodySchema);

type UploadedFields = Partial<Record<'testDefinitionFile' | 'audioFile', UploadedUdtFile[]>>;

const FORM_BODY: ApiBodyOptions = {
  schema: {
    type: 'object',
    required: [CUSTOM_SCENARIO_FORM_FIELDS.scenario],
    properties: {
      [CUSTOM_SCENARIO_FORM_FIELDS.scenario]: {
        type: 'string',
        description: 'JSON of {name, config}, config itself a JSON string (doc 2 §3 custom scenario config)',
      },
      [CUSTOM_SCENARIO_FORM_FIELDS.testDefinitionFile]: { type: 'string', format: 'binary' },
      [CUSTOM_SCENARIO_FORM_FIELDS.audioFile]: { type: 'string', format: 'binary' },
    },
  },
};

function partsOf(body: Record<string, unknown> | undefined, files: UploadedFields | undefined) {
  return {
    scenario: body?.[CUSTOM_SCENARIO_FORM_FIELDS.scenario],
    testDefinitionFile: files?.testDefinitionFile?.[0],
    audioFile: files?.audioFile?.[0],
  } satisfies CustomScenarioUploadParts;
}

/** A file name as a Content-Disposition header may carry it. */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

@ApiTags('custom scenarios')
@ApiBearerAuth()
@ApiForbiddenResponse({ description: 'The company is not allowed AQTCustomScenario.', schema: errorSchema })
@Controller('customscenarios')
export class CustomScenariosController {
  constructor(private readonly customScenarios: CustomScenariosService) {}

  @Get()
  @ApiOperation({
    summary: "The company's user-defined tests, newest change first (doc 2 §7)",
    description: `q filters as the job list's does, on ${CUSTOM_SCENARIO_QUERY_FILTER_FIELDS.join(', ')} (e.g. {"state":"AVAILABLE"}); skip pages by ${CUSTOM_SCENARIOS_PAGE_SIZE}.`,
  })
  @ApiQuery({ name: 'q', required: false, type: String })
  @ApiQuery({ name: 'skip', required: false, type: Number })
  @ApiOkResponse({ schema: openApiSchema(z.array(customScenarioSchema)) })
  @ApiBadRequestResponse({ description: 'A filter or skip it cannot read.', schema: errorSchema })
  list(
    @CurrentAuth() auth: AuthContext,
    @Query(new ZodPipe(customScenarioListQuerySchema, 'The query')) query: CustomScenarioListQuery,
  ): Promise<CustomScenario[]> {
    return this.customScenarios.list(auth.companyId, query.q, query.skip);
  }

  @Post()
  @HttpCode(201)
  @UseInterceptors(CustomScenarioUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody(FORM_BODY)
  @ApiOperation({
    summary: 'Create a user-defined test: its name, config and files, validated at once (doc 2 §7)',
    description:
      'The test is AVAILABLE when its files pass validation, else VALIDATION_FAILED with the summary at its validation URL.',
  })
  @ApiCreatedResponse({ schema: openApiSchema(customScenarioSchema) })
  @ApiBadRequestResponse({ description: 'A part missing or unreadable, and why.', schema: errorSchema })
  @ApiPayloadTooLargeResponse({ description: 'A file over its limit.', schema: errorSchema })
  @ApiConflictResponse({ description: 'The company has a test of that name.', schema: errorSchema })
  create(
    @CurrentAuth() auth: AuthContext,
    @Body() body: Record<string, unknown> | undefined,
    @UploadedFiles() files: UploadedFields | undefined,
  ): Promise<CustomScenario> {
    return this.customScenarios.create(auth.companyId, partsOf(body, files));
  }

  @Put(':id')
  @UseInterceptors(CustomScenarioUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody(FORM_BODY)
  @ApiOperation({ summary: 'Update a user-defined test; files not sent are kept (doc 2 §7)' })
  @ApiOkResponse({ schema: openApiSchema(customScenarioSchema) })
  @ApiBadRequestResponse({ description: 'A part missing or unreadable, and why.', schema: errorSchema })
  @ApiNotFoundResponse({ description: 'Unknown test, or of another company.', schema: errorSchema })
  @ApiConflictResponse({ description: 'The company has another test of that name.', schema: errorSchema })
  update(
    @CurrentAuth() auth: AuthContext,
    @Param('id') id: string,
    @Body() body: Record<string, unknown> | undefined,
    @UploadedFiles() files: UploadedFields | undefined,
  ): Promise<CustomScenario> {
    return this.customScenarios.update(auth.companyId, id, partsOf(body, files));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a user-defined test and its files (doc 2 §7)' })
  @ApiNoContentResponse({ description: 'Deleted.' })
  @ApiNotFoundResponse({ description: 'Unknown test, or of another company.', schema: errorSchema })
  async remove(@CurrentAuth() auth: AuthContext, @Param('id') id: string): Promise<void> {
    await this.customScenarios.remove(auth.companyId, id);
  }

  @Get(`:id/${CUSTOM_SCENARIO_FILE_ROUTES.testDefinition}`)
  @ApiOperation({ summary: "A test's definition file, as uploaded (its testDefinitionGetUrl)" })
  @ApiOkResponse({
    description: 'The file as an attachment: CSV for a .csv name, else plain text.',
    content: fileContent('text/csv', 'text/plain'),
  })
  @ApiNotFoundResponse({ description: 'Unknown test, or of another company.', schema: errorSchema })
  @Header('Cache-Control', 'no-store')
  testDefinition(
    @CurrentAuth() auth: AuthContext,
    @Param('id') id: string,
    @Res() res: Response,
  ): Promise<void> {
    return this.send(auth, id, 'testDefinition', res);
  }

  @Get(`:id/${CUSTOM_SCENARIO_FILE_ROUTES.audioFiles}`)
  @ApiOperation({ summary: "A test's audio archive, as uploaded (its audioFilesGetUrl)" })
  @ApiOkResponse({
    description: 'The ZIP archive as an attachment.',
    content: fileContent('application/zip'),
  })
  @ApiNotFoundResponse({ description: 'Unknown test or no archive.', schema: errorSchema })
  @Header('Cache-Control', 'no-store')
  audioFiles(@CurrentAuth() auth: AuthContext, @Param('id') id: string, @Res() res: Response): Promise<void> {
    return this.send(auth, id, 'audio', res);
  }

  @Get(`:id/${CUSTOM_SCENARIO_FILE_ROUTES.validationResult}/${CUSTOM_SCENARIO_SIGNED_LINK_ROUTE}`)
  @Public()
  @ApiNoCredentials()
  @ApiOperation({
    summary: "The summary of a test's validation, by its validationResultGetUrl: a signed link, no session",
    description: `doc 2 §7 'a supplied link, no authorisation header'. The list, a create and an update answer each test with a fresh link, good for ${CUSTOM_SCENARIO_LINK_LIFETIME_MINUTES} minutes: company, expires (seconds since the epoch) and signature, an HMAC-SHA256 of the company, the test, the file and the expiry under the deployment's link key.`,
  })
  @ApiQuery({
    name: 'company',
    required: true,
    type: String,
    description: 'The company the link was given to',
  })
  @ApiQuery({ name: 'expires', required: true, type: Number, description: 'Seconds since the epoch' })
  @ApiQuery({ name: 'signature', required: true, type: String, description: 'base64url HMAC-SHA256' })
  @ApiOkResponse({ schema: openApiSchema(udtValidationSummarySchema) })
  @ApiForbiddenResponse({
    description:
      'A link malformed, tampered with or of another test; or the company is no longer allowed AQTCustomScenario.',
    schema: errorSchema,
  })
  @ApiGoneResponse({
    description: 'The link has expired: list the tests again for a fresh one.',
    schema: errorSchema,
  })
  @ApiNotFoundResponse({ description: 'The test was deleted.', schema: errorSchema })
  @Header('Cache-Control', 'no-store')
  signedValidationResult(
    @Param('id') id: string,
    @Query() query: Record<string, unknown>,
  ): Promise<UdtValidationSummary> {
    return this.customScenarios.validationResultOfLink(id, query);
  }

  @Get(`:id/${CUSTOM_SCENARIO_FILE_ROUTES.validationResult}`)
  @ApiOperation({
    summary:
      "The summary of a test's validation, with the session (its validationResultGetUrl is the signed link)",
  })
  @ApiOkResponse({ schema: openApiSchema(udtValidationSummarySchema) })
  @ApiNotFoundResponse({ description: 'Unknown test, or of another company.', schema: errorSchema })
  validationResult(@CurrentAuth() auth: AuthContext, @Param('id') id: string): Promise<UdtValidationSummary> {
    return this.customScenarios.validationResult(auth.companyId, id);
  }

  private async send(auth: AuthContext, id: string, kind: CustomScenarioFileKind, res: Response) {
    const file = await this.customScenarios.file(auth.companyId, id, kind);
    const type =
      kind === 'audio'
        ? 'application/zip'
        : isCsvFileName(file.fileName)
          ? 'text/csv; charset=utf-8'
          : 'text/plain; charset=utf-8';
    res
      .status(200)
      .type(type)
      .setHeader('Content-Disposition', attachment(file.fileName))
      .setHeader('X-Content-Type-Options', 'nosniff')
      .send(file.content);
  }
}
