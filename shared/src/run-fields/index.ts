export * from './run-field-limits.constant';
export * from './field.messages';
export * from './field-input.rule';
