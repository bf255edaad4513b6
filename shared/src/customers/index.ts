export * from './customer-id-whitelist.schema';
