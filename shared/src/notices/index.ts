export * from './notices.constant';
export * from './notices.messages';
export * from './notices.schema';
export * from './notices.rule';
