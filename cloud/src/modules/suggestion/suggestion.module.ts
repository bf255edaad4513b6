import { Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { BedrockSuggestionModel } from './bedrock-suggestion-model.adapter';
import { SuggestionModel } from './suggestion-model.port';
import { SuggestionService } from './suggestion.service';

/** The playground's suggestions (doc 2 §4 Suggest, §7 bedrockgenerate) behind the SuggestionModel port. */
@Module({
  providers: [
    {
      provide: SuggestionModel,
      inject: [AppConfig],
      useFactory: (config: AppConfig): SuggestionModel => new BedrockSuggestionModel(config.suggestionModel),
    },
    SuggestionService,
  ],
  exports: [SuggestionService],
})
export class SuggestionModule {}
