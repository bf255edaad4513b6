export * from './virtual-lab';
