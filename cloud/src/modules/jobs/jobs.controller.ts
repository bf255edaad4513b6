import {
  Body,
  ConflictException,
  Controller,
  Get,
  Header,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Res,
} from '@nestjs/common';
import { type Response } from 'express';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import {
  type BddActionBody,
  type BddActionMessage,
  bddActionBodySchema,
  bddActionMessageSchema,
  JOB_QUERY_FILTER_FIELDS,
  JOBS_LIST_LIMIT,
  type JobStateRequestBody,
  type JobsListQuery,
  type Lab,
  JOB_REPORT_FORMATS,
  JOB_REPORT_MEDIA,
  type JobReportQuery,
  type JobResultItem,
  jobReportFileName,
  jobReportQuerySchema,
  type LabJob,
  jobResultItemSchema,
  type NewRunPayload,
  jobStateRequestBodySchema,
  newRunPayloadSchema,
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
import { JobTransitionRefused } from '../runner/lifecycle/job-transition-refused.error';
import { JobSubmission } from './job-submission.service';
import { JobsService, toLabJobDto } from './jobs.service';

const errorSchema = openApiSchema(restErrorBodySchema);

@ApiTags('jobs')
@ApiBearerAuth()
@Controller('jobs')
export class JobsController {
  constructor(
    private readonly jobs: JobsService,
    private readonly submission: JobSubmission,
  ) {}

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

  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary:
      'Create a run (doc 1 data flow step 1): the wizard payload, checked with the shared rules, stored and queued',
    description:
      'A lab with a run in progress still takes the job: it waits in the lab queue. At most 25 jobs wait per lab.',
  })
  @ApiBody({ schema: openApiSchema(newRunPayloadSchema) })
  @ApiCreatedResponse({ schema: openApiSchema(labJobSchema) })
  @ApiBadRequestResponse({
    description: 'The run fails a check; the message lists each.',
    schema: errorSchema,
  })
  @ApiNotFoundResponse({
    description: 'Unknown lab or customer id, or of another company.',
    schema: errorSchema,
  })
  @ApiConflictResponse({ description: 'The lab already has 25 jobs waiting.', schema: errorSchema })
  create(
    @CurrentAuth() auth: AuthContext,
    @Body(new ZodPipe(newRunPayloadSchema, 'The run')) run: NewRunPayload,
  ): Promise<LabJob> {
    return this.submission.create(auth, run);
  }

  @Get(':jobId')
  @ApiOperation({ summary: 'One job' })
  @ApiOkResponse({ schema: openApiSchema(labJobSchema) })
  @ApiNotFoundResponse({ description: 'Unknown job, or of another company.', schema: errorSchema })
  async job(@CurrentAuth() auth: AuthContext, @Param('jobId') jobId: string): Promise<LabJob> {
    return toLabJobDto(await this.jobs.jobOfCompany(auth.companyId, jobId));
  }

  @Get(':jobId/results')
  @ApiOperation({
    summary: "A run's results so far, in play order",
    description:
      'By the family of the run: an acoustic run lists each utterance and what each device made of it; an ACM run each scenario with its statements; a functional run each test case with its validations.',
  })
  @ApiOkResponse({ schema: openApiSchema(z.array(jobResultItemSchema)) })
  @ApiNotFoundResponse({ description: 'Unknown job, or of another company.', schema: errorSchema })
  results(@CurrentAuth() auth: AuthContext, @Param('jobId') jobId: string): Promise<JobResultItem[]> {
    return this.jobs.results(auth.companyId, jobId);
  }

  @Get(':jobId/report')
  @ApiOperation({
    summary:
      "A run's report as a download: CSV (one row per result: utterance, ACM statement, functional test case) or JUnit XML (a test case each)",
  })
  @ApiQuery({ name: 'format', enum: JOB_REPORT_FORMATS })
  @ApiOkResponse({ description: 'text/csv or application/xml, as an attachment.' })
  @ApiBadRequestResponse({ description: 'An unknown format.', schema: errorSchema })
  @ApiNotFoundResponse({ description: 'Unknown job, or of another company.', schema: errorSchema })
  @Header('Cache-Control', 'no-store')
  async report(
    @CurrentAuth() auth: AuthContext,
    @Param('jobId') jobId: string,
    @Query(new ZodPipe(jobReportQuerySchema, 'The query')) query: JobReportQuery,
    @Res() res: Response,
  ): Promise<void> {
    const body = await this.jobs.report(auth.companyId, jobId, query.format);
    res
      .status(200)
      .type(JOB_REPORT_MEDIA[query.format].contentType)
      .attachment(jobReportFileName(jobId, query.format))
      .send(body);
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
    return this.jobs.requestState(auth.companyId, jobId, body.state).catch((error: unknown) => {
      if (error instanceof JobTransitionRefused) throw new ConflictException(error.message);
      throw error;
    });
  }

  @Put(':jobId/actions/:actionId')
  @ApiOperation({
    summary:
      'Answer what a BDD run asks of its operator (doc 1 §4.6, §7 BDD helper): confirm (state complete) or cancel (state failed)',
    description:
      "The action id is the id of the job's live action_message_to_show_in_console while its executionState is PAUSE. The run waiting on it goes on: confirmed, the manual step passes; canceled, its scenario fails. Every watcher is told the action's new executionState (COMPLETE or FAILED).",
  })
  @ApiBody({ schema: openApiSchema(bddActionBodySchema) })
  @ApiOkResponse({ schema: openApiSchema(bddActionMessageSchema) })
  @ApiBadRequestResponse({
    description:
      'A message other than confirm or cancel, a state other than complete or failed, or the two mixed.',
    schema: errorSchema,
  })
  @ApiNotFoundResponse({
    description: 'Unknown job or action, or of another company.',
    schema: errorSchema,
  })
  @ApiConflictResponse({
    description: 'The action was answered already, or its job has ended.',
    schema: errorSchema,
  })
  answerAction(
    @CurrentAuth() auth: AuthContext,
    @Param('jobId') jobId: string,
    @Param('actionId') actionId: string,
    @Body(new ZodPipe(bddActionBodySchema, 'The answer')) body: BddActionBody,
  ): Promise<BddActionMessage> {
    return this.jobs.answerAction(auth.companyId, jobId, actionId, body);
  }
}
