export * from './acm-outcome.rule';
export * from './acm-verdict.rule';
