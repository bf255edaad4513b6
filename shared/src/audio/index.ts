export * from './wav-header.codec';
export * from './spoken-text.rule';
