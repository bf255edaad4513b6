export * from './far-outcome.schema';
export * from './far-plan.rule';
export * from './far-score.rule';
export * from './far.messages';
export * from './far-live.rule';
