export * from './virtual-lab';
export * from './identity-provider';
