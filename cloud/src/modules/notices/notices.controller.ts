import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  type BannerMessage,
  RELEASE_NOTES_MAX_RECORDS,
  type ReleaseNote,
  type ReleaseNotesQuery,
  bannerMessagesResponseSchema,
  releaseNotesQuerySchema,
  releaseNotesResponseSchema,
} from '@oak/shared';
import { openApiSchema } from '../../common/openapi-schema.util';
import { ZodPipe } from '../../common/zod-body.pipe';
import { NoticesService } from './notices.service';

@ApiTags('notices')
@ApiBearerAuth()
@Controller()
export class NoticesController {
  constructor(private readonly notices: NoticesService) {}

  @Get('releasenotes')
  @ApiOperation({ summary: 'The latest release notes, newest first (doc 3 §7: the console asks for 1)' })
  @ApiQuery({
    name: 'limit',
    required: false,
    schema: { type: 'integer', minimum: 1, maximum: RELEASE_NOTES_MAX_RECORDS, default: 1 },
  })
  @ApiOkResponse({ schema: openApiSchema(releaseNotesResponseSchema) })
  releaseNotes(
    @Query(new ZodPipe(releaseNotesQuerySchema, 'Query')) query: ReleaseNotesQuery,
  ): Promise<ReleaseNote[]> {
    return this.notices.latestReleaseNotes(query.limit);
  }

  @Get('bannermessages')
  @ApiOperation({ summary: 'Banner messages that are current or upcoming (doc 3 §7)' })
  @ApiOkResponse({ schema: openApiSchema(bannerMessagesResponseSchema) })
  bannerMessages(): Promise<BannerMessage[]> {
    return this.notices.currentBanners();
  }
}
