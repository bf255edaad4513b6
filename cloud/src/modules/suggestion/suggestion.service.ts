import { BadGatewayException, BadRequestException, Injectable, Logger } from '@nestjs/common';
import {
  bedrockGenerateQuerySchema,
  type BedrockGenerateResponse,
  parseSuggestionStatement,
  PLAYGROUND_SUGGESTION_MODELS,
  PLAYGROUND_SUGGESTION_PROMPT_MAX_CHARS,
  SUGGESTION_MESSAGES,
} from '@oak/shared';
import { SuggestionModel, SuggestionModelError } from './suggestion-model.port';

const MODEL_IDS: readonly string[] = PLAYGROUND_SUGGESTION_MODELS.map((model) => model.id);

/**
 * bedrockgenerate (doc 2 §7): the query checked (400 saying what is wrong),
 * the last 10 exchanges taken from stmt, and the model's suggestion answered
 * as data.response; a model that cannot answer is a 502. Whether the device
 * is the caller's company's is checked before, as for every playground call.
 */
@Injectable()
export class SuggestionService {
  private readonly logger = new Logger('Suggestions');

  constructor(private readonly model: SuggestionModel) {}

  async generate(query: unknown): Promise<BedrockGenerateResponse> {
    const parsed = bedrockGenerateQuerySchema.safeParse(query);
    if (!parsed.success) {
      const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || 'query'))];
      throw new BadRequestException(
        SUGGESTION_MESSAGES.invalidQuery(`${fields.join(', ')} missing or empty`),
      );
    }
    const { prompt, modelid, stmt } = parsed.data;
    if (!MODEL_IDS.includes(modelid))
      throw new BadRequestException(SUGGESTION_MESSAGES.unknownModel(modelid));
    if (prompt.length > PLAYGROUND_SUGGESTION_PROMPT_MAX_CHARS) {
      throw new BadRequestException(
        SUGGESTION_MESSAGES.invalidQuery(
          `prompt is longer than ${PLAYGROUND_SUGGESTION_PROMPT_MAX_CHARS} characters`,
        ),
      );
    }
    const exchanges = parseSuggestionStatement(stmt);
    if (!exchanges.ok) throw new BadRequestException(SUGGESTION_MESSAGES.invalidQuery(exchanges.error));
    try {
      return { data: { response: await this.model.suggest({ prompt, exchanges: exchanges.value }) } };
    } catch (error) {
      if (!(error instanceof SuggestionModelError)) throw error;
      this.logger.warn(error.message);
      throw new BadGatewayException(SUGGESTION_MESSAGES.modelUnavailable);
    }
  }
}
