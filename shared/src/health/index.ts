export * from './health.schema';
