export * from './result';
export * from './json-field.util';
