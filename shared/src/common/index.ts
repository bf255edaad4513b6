export * from './result';
export * from './json-field.util';
export * from './byte-range.util';
