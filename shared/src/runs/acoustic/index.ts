export * from './acoustic-outcome.schema';
export * from './acoustic-results.rule';
export * from './acoustic-live.rule';
export * from './acoustic-plan.rule';
export * from './room-orientation.rule';
export * from './acoustic-verdict.rule';
