export * from './acm-outcome.rule';
