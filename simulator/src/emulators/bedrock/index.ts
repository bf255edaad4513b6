export * from './bedrock-runtime-emulator';
export * from './suggestion-questions';
