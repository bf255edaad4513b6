export * from './stability-outcome.schema';
export * from './stability-plan.rule';
export * from './stability-score.rule';
export * from './stability.messages';
export * from './stability-set.rule';
export * from './stability-live.rule';
