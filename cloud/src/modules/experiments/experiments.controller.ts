import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  EXPERIMENT_FILTER_FIELDS,
  type Experiment,
  type ExperimentDetail,
  JOBS_LIST_LIMIT,
  type PagedListQuery,
  experimentDetailSchema,
  experimentListSchema,
  restErrorBodySchema,
} from '@oak/shared';
import { openApiSchema } from '../../common/openapi-schema.util';
import { ApiPagedList, PagedQuery } from '../../common/paged-list.decorator';
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
  @ApiPagedList({
    summary:
      "The company's experiments: its runs grouped by test (options testSuite and testName), most recently run first",
    schema: experimentListSchema,
    fields: EXPERIMENT_FILTER_FIELDS,
    example: '{"testSuite":"AVSCertSimulation","lastRunAt":{"gte":"2026-11-01T00:00:00.000Z"}}',
    before:
      "Each with its run count, the runs per state group (queued, in progress, completed), its latest run's state and id, and its labs.",
  })
  list(@CurrentAuth() auth: AuthContext, @PagedQuery() query: PagedListQuery): Promise<Experiment[]> {
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
