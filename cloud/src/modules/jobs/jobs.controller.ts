import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import {
  JOB_QUERY_FILTER_FIELDS,
  JOBS_LIST_LIMIT,
  type JobStateRequestBody,
  type JobsListQuery,
  type Lab,
  type LabJob,
  jobStateRequestBodySchema,
  jobsListQuerySchema,
  labJobSchema,
  labSchema,
  restErrorBodySchema,
} from '@oak/shared';
import { z } from 'zod';
import { openApiSchema } from '../../common/openapi-schema.util';
import { ZodPipe } from '../../common/zod-body.pipe';
import { type AuthContext } from '../auth/auth-context';
import { CurrentAuth } from '../auth/current-auth.decorator';
import { JobsService, toLabJobDto } from './jobs.service';

const errorSchema = openApiSchema(restErrorBodySchema);

@ApiTags('jobs')
@ApiBearerAuth()
@Controller('jobs')
export class JobsController {
  constructor(private readonly jobs: JobsService) {}

  @Get()
  @ApiOperation({
    summary: "The company's jobs a filter selects, newest first (doc 1 §7 'jobs?q={filter JSON}&limit=50')",
    description: `q is a JSON object from field (${JOB_QUERY_FILTER_FIELDS.join(', ')}) to a value or operators eq, in, nin, gte, lte; e.g. {"state":{"nin":["succeeded","failed","canceled"]},"createdAt":{"gte":"2026-10-22T00:00:00.000Z"}}.`,
  })
  @ApiQuery({ name: 'q', required: false, type: String })
  @ApiQuery({ name: 'limit', required: false, type: Number, description: `1 to ${JOBS_LIST_LIMIT}` })
  @ApiOkResponse({ schema: openApiSchema(z.array(labJobSchema)) })
  @ApiBadRequestResponse({ description: 'A filter or limit it cannot read, and why.', schema: errorSchema })
  list(
    @CurrentAuth() auth: AuthContext,
    @Query(new ZodPipe(jobsListQuerySchema, 'The query')) query: JobsListQuery,
  ): Promise<LabJob[]> {
    return this.jobs.list(auth.companyId, query.q, query.limit);
  }

  @Get(':jobId')
  @ApiOperation({ summary: 'One job' })
  @ApiOkResponse({ schema: openApiSchema(labJobSchema) })
  @ApiNotFoundResponse({ description: 'Unknown job, or of another company.', schema: errorSchema })
  async job(@CurrentAuth() auth: AuthContext, @Param('jobId') jobId: string): Promise<LabJob> {
    return toLabJobDto(await this.jobs.jobOfCompany(auth.companyId, jobId));
  }

  @Get(':jobId/lab')
  @ApiOperation({ summary: 'The lab a job runs on (doc 1 §7)' })
  @ApiOkResponse({ schema: openApiSchema(labSchema) })
  @ApiNotFoundResponse({ description: 'Unknown job, or of another company.', schema: errorSchema })
  lab(@CurrentAuth() auth: AuthContext, @Param('jobId') jobId: string): Promise<Lab> {
    return this.jobs.labOfJob(auth.companyId, jobId);
  }

  @Put(':jobId')
  @ApiOperation({
    summary: 'Terminate a job (state canceled) or continue a paused one (state resume), doc 1 §4.1',
  })
  @ApiBody({ schema: openApiSchema(jobStateRequestBodySchema) })
  @ApiOkResponse({ schema: openApiSchema(labJobSchema) })
  @ApiBadRequestResponse({ schema: errorSchema })
  @ApiNotFoundResponse({ schema: errorSchema })
  @ApiConflictResponse({
    description: 'The job has ended, or is not paused for a resume.',
    schema: errorSchema,
  })
  setState(
    @CurrentAuth() auth: AuthContext,
    @Param('jobId') jobId: string,
    @Body(new ZodPipe(jobStateRequestBodySchema)) body: JobStateRequestBody,
  ): Promise<LabJob> {
    return this.jobs.requestState(auth.companyId, jobId, body.state);
  }
}
