export * from './health.schema';
export * from './metrics.messages';
