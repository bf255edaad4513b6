export * from './result';
export * from './json-field.util';
export * from './byte-range.util';
export * from './query-string.util';
export * from './ui-texts.constant';
export * from './run-view-texts.constant';
