export * from './hash.util';
export * from './random';
export * from './statistics.util';
