import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import {
  EXPERIMENT_FILTER_FIELDS,
  type Experiment,
  type ExperimentDetail,
  JOBS_LIST_LIMIT,
  PAGED_LIST_MAX_LIMIT,
  type PagedListQuery,
  experimentDetailSchema,
  experimentListSchema,
  pagedListQuerySchema,
  restErrorBodySchema,
} from '@oak/shared';
import { openApiSchema } from '../../common/openapi-schema.util';
import { ZodPipe } from '../../common/zod-body.pipe';
import { type AuthContext } from '../auth/auth-context';
import { CurrentAuth } from '../auth/current-auth.decorator';
import { ExperimentsService } from './experiments.service';

const errorSchema = openApiSchema(restErrorBodySchema);

/**
 * /api/experiments (doc 3 §7 lists the path, usage not shown, and the
 * documents describe no experiment). Chosen reading: an experiment is one
 * test run again and again, the company's runs sharing their options'
 * testSuite and testName (doc 1 §3), so repeated runs on other devices,
 * builds or labs can be compared. Read-only and derived from the runs: a run
 * joins its experiment by being submitted (POST /api/jobs), and the runs
 * listed are the job list's items.
 */
@ApiTags('jobs')
@ApiBearerAuth()
@Controller('experiments')
export class ExperimentsController {
  constructor(private readonly experiments: ExperimentsService) {}

  @Get()
  @ApiOperation({
    summary:
      "The company's experiments: its runs grouped by test (options testSuite and testName), most recently run first",
    description: `Each with its run count, the runs per state group (queued, in progress, completed), its latest run's state and id, and its labs. q filters as the job list's does, on ${EXPERIMENT_FILTER_FIELDS.join(', ')} (e.g. {"testSuite":"AVSCertSimulation","lastRunAt":{"gte":"2026-11-01T00:00:00.000Z"}}); limit (1 to ${PAGED_LIST_MAX_LIMIT}) and skip page.`,
  })
  @ApiQuery({ name: 'q', required: false, type: String })
  @ApiQuery({ name: 'limit', required: false, type: Number })
  @ApiQuery({ name: 'skip', required: false, type: Number })
  @ApiOkResponse({ schema: openApiSchema(experimentListSchema) })
  @ApiBadRequestResponse({
    description: 'A filter, limit or skip it cannot read, and why.',
    schema: errorSchema,
  })
  list(
    @CurrentAuth() auth: AuthContext,
    @Query(new ZodPipe(pagedListQuerySchema, 'The query')) query: PagedListQuery,
  ): Promise<Experiment[]> {
    return this.experiments.list(auth.companyId, query);
  }

  @Get(':experimentId')
  @ApiOperation({
    summary: `One experiment with its latest ${JOBS_LIST_LIMIT} runs, newest first, as the job list gives them`,
  })
  @ApiOkResponse({ schema: openApiSchema(experimentDetailSchema) })
  @ApiNotFoundResponse({ description: 'Unknown experiment, or of another company.', schema: errorSchema })
  experiment(
    @CurrentAuth() auth: AuthContext,
    @Param('experimentId') experimentId: string,
  ): Promise<ExperimentDetail> {
    return this.experiments.experiment(auth.companyId, experimentId);
  }
}
