export * from './product';
export * from './navigation';
export * from './environment';
export * from './health';
export * from './mqtt';
