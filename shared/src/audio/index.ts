export * from './wav-header.codec';
export * from './spoken-text.rule';
export * from './voice-activity.rule';
