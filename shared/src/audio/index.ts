export * from './wav-header.codec';
