export * from './config/agent-config';
export * from './version';
