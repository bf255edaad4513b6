export * from './clock';
export * from './time-scale.util';
