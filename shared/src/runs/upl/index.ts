export * from './upl-outcome.schema';
export * from './upl-plan.rule';
export * from './upl-score.rule';
export * from './upl.messages';
export * from './upl-live.rule';
export * from './upl-measure.rule';
