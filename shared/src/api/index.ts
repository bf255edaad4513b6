export * from './api-url.util';
export * from './api-error.schema';
export * from './api.messages';
export * from './request-input.messages';
export * from './api-result.rule';
export * from './api-auth.util';
export * from './paged-list-query.schema';
