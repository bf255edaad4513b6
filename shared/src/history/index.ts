export * from './history.messages';
export * from './proportions.rule';
export * from './run-comparison.rule';
