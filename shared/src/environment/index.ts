export * from './environment.constant';
export * from './environment-config.schema';
export * from './environment.messages';
export * from './documentation-url.rule';
export * from './local-configuration.rule';
