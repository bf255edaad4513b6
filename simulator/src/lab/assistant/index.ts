export * from './assistant';
export * from './assistant-grammar';
export * from './assistant-memory';
export * from './household-grammar';
export * from './spoken-time.util';
export * from './utterance-text.util';
