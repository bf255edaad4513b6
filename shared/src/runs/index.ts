export * from './acoustic-run-plan.rule';
export * from './acoustic-stats.rule';
export * from './acm-script.rule';
export * from './comms-intents.constant';
export * from './acoustic';
export * from './acm';
export * from './functional';
export * from './run-positions.rule';
