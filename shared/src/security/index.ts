export * from './security.constant';
export * from './security.schema';
export * from './security-results.schema';
export * from './security-request.schema';
export * from './security.messages';
export * from './security-status.rule';
export * from './security-device-check.rule';
export * from './security-results.rule';
