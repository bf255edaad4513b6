export * from './identity-provider';
